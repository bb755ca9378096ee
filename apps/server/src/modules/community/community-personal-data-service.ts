import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { CommunityTables } from '../../db/tables/community';
import type { StoredGroupAnswer } from '../../db/tables/community';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';

const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(Number(ms)));

/** The customer's community life: the groups they belong to or asked to join, their posts and comments. */
export async function communityPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<CommunityTables>(dbGiven);
  const memberships = await db
    .selectFrom('community_members as m')
    .innerJoin('community_groups as g', 'g.id', 'm.group_id')
    .select([
      'm.group_id',
      'g.name_zh',
      'g.name_en',
      'm.joined_at',
      'm.accepted_version',
      'm.banned_until',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .execute();
  const applications = await db
    .selectFrom('community_applications as a')
    .innerJoin('community_groups as g', 'g.id', 'a.group_id')
    .select([
      'a.group_id',
      'g.name_zh',
      'g.name_en',
      'a.status',
      'a.answers',
      'a.created_at',
      'a.decided_at',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.id')
    .execute();
  const posts = await db
    .selectFrom('community_posts as p')
    .innerJoin('community_groups as g', 'g.id', 'p.group_id')
    .select([
      'p.id',
      'p.group_id',
      'g.name_zh',
      'g.name_en',
      'p.text',
      'p.images',
      'p.status',
      'p.created_at',
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.id')
    .execute();
  const comments = await db
    .selectFrom('community_comments')
    .select(['id', 'post_id', 'text', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    memberships: memberships.map((m) => ({
      group_id: m.group_id,
      group: localized(m, 'name', lang),
      joined_at: toIso(Number(m.joined_at)),
      convention_version_accepted: m.accepted_version,
      banned_until: isoOrNull(m.banned_until),
    })),
    applications: applications.map((a) => ({
      group_id: a.group_id,
      group: localized(a, 'name', lang),
      status: a.status,
      answers: (JSON.parse(a.answers) as StoredGroupAnswer[]).map((x) => ({
        question: lang === 'en' ? x.question_en || x.question_zh : x.question_zh,
        answer: lang === 'en' ? x.answer_en || x.answer_zh : x.answer_zh,
      })),
      created_at: toIso(Number(a.created_at)),
      decided_at: isoOrNull(a.decided_at),
    })),
    posts: posts.map((p) => ({
      id: p.id,
      group_id: p.group_id,
      group: localized(p, 'name', lang),
      text: p.text,
      images: JSON.parse(p.images) as string[],
      status: p.status,
      created_at: toIso(Number(p.created_at)),
    })),
    comments: comments.map((c) => ({
      id: c.id,
      post_id: c.post_id,
      text: c.text,
      status: c.status,
      created_at: toIso(Number(c.created_at)),
    })),
  };
}
