import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/dialect';
import { pagedList } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import type { StoredGroupAnswer } from '../../db/tables/community';
import { AppError } from '../../errors';
import { refusalReasonText } from '../../i18n/community';
import { localized } from '../../i18n/localized';
import { pageOffset } from '../../lib/paging';
import { dayIn, toIso } from '../../lib/time';
import { communitySettings } from './community-settings';
import type { CommunityDeps } from './community-deps';
import { questionnaireQuery } from '../questionnaire/questionnaire-query';
import { admitMember, isBanned, membershipOf } from './membership';
import { addNotice } from './notices';
import { noticeText } from './notice-text';
import { publicNames } from '../account/public-names-query';
import { containsPattern } from '../../db/like-pattern';
import { ownsSerialOf, verifiedCollectors } from '../authenticity/collector-service';
import { productQuery } from '../catalog/product-query';
import { orderFacts, orderLines } from '../order/order-query';

type Card = ActionOutput<'group'>['list'][number];
type MyState = NonNullable<ActionOutput<'groupInfo'>['me']>;

const DAY_MS = 86_400_000;
const SUMMARY_CHARS = 90;
const INFO_MEMBERS = 12;

const cardColumns = [
  'community_groups.id',
  'community_groups.name_zh',
  'community_groups.name_en',
  'community_groups.description_zh',
  'community_groups.description_en',
  'community_groups.cover',
  'community_groups.status',
  'community_groups.member_count',
  'community_groups.post_count',
  'community_groups.last_post_at',
  'community_groups.gate_product_id',
  'community_groups.gate_kind',
  'community_groups.convention_version',
] as const;

interface CardRow {
  id: number;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  cover: string;
  status: string;
  member_count: number;
  post_count: number;
  last_post_at: number | null;
  gate_product_id: number | null;
}

/** The opening of a description, on one line, as cards show it. */
function summaryOf(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > SUMMARY_CHARS
    ? `${chars.slice(0, SUMMARY_CHARS).join('')}…`
    : chars.join('');
}

function toCard(row: CardRow, lang: Lang): Card {
  return {
    id: row.id,
    name: localized(row, 'name', lang),
    summary: summaryOf(localized(row, 'description', lang)),
    cover: row.cover,
    member_count: Number(row.member_count),
    post_count: Number(row.post_count),
    last_activity_at: row.last_post_at === null ? null : toIso(Number(row.last_post_at)),
    gated: row.gate_product_id !== null,
    open: row.status === 'open',
  };
}

/** A choice answer's labels, or a text answer as written, in one language. */
function answerIn(labels: string[], text: string, separator: string): string {
  return labels.length > 0 ? labels.join(separator) : text;
}

/** A "YYYY-MM-DD HH:mm" wall time in the shop's time zone, as refusals name a moment. */
function momentIn(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}

/**
 * Groups as the site reads them, joining them, and a customer's own side of the community:
 * their groups, applications and notices.
 */
export function groupService(dbGiven: Connection, { settings, clock }: CommunityDeps) {
  const db = ownTables<CommunityTables>(dbGiven);
  async function groupRow(id: number) {
    const row = await db
      .selectFrom('community_groups')
      .select(cardColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('groupNotFound');
    return row;
  }

  async function currentConvention(groupId: number, version: number) {
    const row = await db
      .selectFrom('community_conventions')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ?? { version, text_zh: '', text_en: '', created_at: 0 };
  }

  /** The latest refused application and when its cooldown ends (null: no refusal). */
  async function lastRefusal(groupId: number, userId: number) {
    const refused = await db
      .selectFrom('community_applications')
      .select(['reason_key', 'reason', 'decided_at'])
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('status', '=', 'refused')
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!refused || refused.decided_at === null) return null;
    const { cooldown_days } = await communitySettings(settings);
    return { ...refused, until: Number(refused.decided_at) + cooldown_days * DAY_MS };
  }

  async function hasPending(groupId: number, userId: number) {
    const row = await db
      .selectFrom('community_applications')
      .select('id')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row !== undefined;
  }

  async function stateOf(
    group: { id: number; convention_version: number },
    userId: number,
    lang: Lang,
  ): Promise<MyState> {
    const now = clock.now();
    const [member, pending, refusal] = await Promise.all([
      membershipOf(db, group.id, userId),
      hasPending(group.id, userId),
      lastRefusal(group.id, userId),
    ]);
    const banned = member !== undefined && isBanned(member, now);
    const cooling = !member && !pending && refusal !== null && refusal.until > now;
    return {
      state: member ? (banned ? 'banned' : 'member') : pending ? 'pending' : 'none',
      joined_at: member ? toIso(Number(member.joined_at)) : null,
      accepted_version: member ? member.accepted_version : null,
      must_accept: member !== undefined && member.accepted_version < group.convention_version,
      banned_until: banned ? toIso(Number(member.banned_until)) : null,
      ban_reason: banned ? member.ban_reason : '',
      cooldown_until: cooling ? toIso(refusal.until) : null,
      refusal_reason:
        !member && refusal ? refusalReasonText(refusal.reason_key, refusal.reason, lang) : '',
    };
  }

  /** Whether the customer has received (a completed order of) the product. */
  async function owns(userId: number, productId: number): Promise<boolean> {
    const row = await orderFacts(db)
      .innerJoin(orderLines(db).as('l'), 'l.order_id', 'orders.id')
      .where('orders.user_id', '=', userId)
      .where('orders.status', '=', 'completed')
      .where('l.product_id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function unreadOf(userId: number): Promise<number> {
    const row = await db
      .selectFrom('community_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async list(
      { keyword, page, limit }: ActionParams<'group'>,
      lang: Lang,
    ): Promise<ActionOutput<'group'>> {
      let query = db.selectFrom('community_groups');
      if (keyword) {
        const pattern = containsPattern(keyword);
        query = query.where(
          sql<boolean>`(lower(name_zh) like ${pattern} escape '\\' or lower(name_en) like ${pattern} escape '\\' or lower(description_zh) like ${pattern} escape '\\' or lower(description_en) like ${pattern} escape '\\')`,
        );
      }
      return pagedList(
        query
          .select(cardColumns)
          .orderBy('sort')
          .orderBy('member_count', 'desc')
          .orderBy('id', 'desc'),
        query,
        { page, limit },
        (rows) => rows.map((r) => toCard(r, lang)),
      );
    },

    async info(
      { id }: ActionParams<'groupInfo'>,
      lang: Lang,
      userId: number | null,
    ): Promise<ActionOutput<'groupInfo'>> {
      const group = await groupRow(id);
      const [convention, gate, questions, images, members, me] = await Promise.all([
        currentConvention(id, group.convention_version),
        group.gate_product_id === null
          ? undefined
          : productQuery.labels(db).where('id', '=', group.gate_product_id).executeTakeFirst(),
        questionnaireQuery.count(db, { kind: 'group', id }),
        db
          .selectFrom('community_images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('group_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('community_members')
          .select(['user_id', 'joined_at'])
          .where('group_id', '=', id)
          .orderBy('joined_at', 'desc')
          .orderBy('user_id', 'desc')
          .limit(INFO_MEMBERS)
          .execute(),
        userId === null ? null : stateOf(group, userId, lang),
      ]);
      const [names, collectors] = await Promise.all([
        publicNames(
          db,
          members.map((m) => m.user_id),
        ),
        verifiedCollectors(
          db,
          members.map((m) => m.user_id),
        ),
      ]);
      return {
        ...toCard(group, lang),
        description: localized(group, 'description', lang),
        convention: {
          version: convention.version,
          text: localized(convention, 'text', lang),
          updated_at: toIso(Number(convention.created_at)),
        },
        gate_product: gate
          ? { id: gate.id, name: localized(gate, 'name', lang), cover: gate.image }
          : null,
        gate_kind: group.gate_kind,
        question_count: questions,
        image_count: Number(images.n),
        members: members.map((m) => ({
          user_id: m.user_id,
          nickname: names.get(m.user_id)?.nickname ?? '',
          avatar: names.get(m.user_id)?.avatar ?? '',
          verified_collector: collectors.has(m.user_id),
          joined_at: toIso(Number(m.joined_at)),
        })),
        me,
      };
    },

    async members({
      group_id,
      page,
      limit,
    }: ActionParams<'groupMembers'>): Promise<ActionOutput<'groupMembers'>> {
      const group = await groupRow(group_id);
      const rows = await db
        .selectFrom('community_members')
        .select(['user_id', 'joined_at'])
        .where('group_id', '=', group_id)
        .orderBy('joined_at', 'desc')
        .orderBy('user_id', 'desc')
        .limit(limit)
        .offset(pageOffset({ page, limit }))
        .execute();
      const [names, collectors] = await Promise.all([
        publicNames(
          db,
          rows.map((m) => m.user_id),
        ),
        verifiedCollectors(
          db,
          rows.map((m) => m.user_id),
        ),
      ]);
      return {
        list: rows.map((m) => ({
          user_id: m.user_id,
          nickname: names.get(m.user_id)?.nickname ?? '',
          avatar: names.get(m.user_id)?.avatar ?? '',
          verified_collector: collectors.has(m.user_id),
          joined_at: toIso(Number(m.joined_at)),
        })),
        total: Number(group.member_count),
        page,
        limit,
      };
    },

    async images(
      { group_id, page, limit }: ActionParams<'groupImage'>,
      lang: Lang,
    ): Promise<ActionOutput<'groupImage'>> {
      await groupRow(group_id);
      const query = db.selectFrom('community_images').where('group_id', '=', group_id);
      return pagedList(
        query.selectAll().orderBy('sort').orderBy('id'),
        query,
        { page, limit },
        (rows) =>
          rows.map((r) => ({ id: r.id, url: r.url, caption: localized(r, 'caption', lang) })),
      );
    },

    async questionnaire(
      { group_id }: ActionParams<'groupQuestion'>,
      lang: Lang,
    ): Promise<ActionOutput<'groupQuestion'>> {
      const group = await groupRow(group_id);
      const [convention, questions] = await Promise.all([
        currentConvention(group_id, group.convention_version),
        questionnaireQuery.asked(db, { kind: 'group', id: group_id }, lang),
      ]);
      return {
        group_id,
        convention: {
          version: convention.version,
          text: localized(convention, 'text', lang),
          updated_at: toIso(Number(convention.created_at)),
        },
        questions,
      };
    },

    /**
     * An application to join: waiting for staff, or approved at once for an owner of the gate
     * product. The partial unique index keeps one pending application however many arrive.
     */
    async apply(
      input: ActionParams<'groupJoinCreate'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'groupJoinCreate'>> {
      const group = await groupRow(input.group_id);
      if (group.status !== 'open') throw new AppError('groupClosed');
      const now = clock.now();
      const shop = await settings.shop();
      const member = await membershipOf(db, group.id, userId);
      if (member && isBanned(member, now)) {
        throw new AppError('groupBannedApply', {
          until: dayIn(Number(member.banned_until), shop.time_zone),
        });
      }
      if (member) throw new AppError('groupAlreadyMember');
      if (await hasPending(group.id, userId)) throw new AppError('groupApplicationPending');
      const refusal = await lastRefusal(group.id, userId);
      if (refusal && refusal.until > now) {
        throw new AppError('groupCooldown', { until: momentIn(refusal.until, shop.time_zone) });
      }
      if (
        input.convention_version !== undefined &&
        input.convention_version !== group.convention_version
      ) {
        throw new AppError('groupConventionStale');
      }

      const { answers: checked, questions } = await questionnaireQuery.check(
        db,
        { kind: 'group', id: group.id },
        input.answers,
        lang,
      );
      const answers: StoredGroupAnswer[] = checked.map((answer) => {
        const q = questions.find((question) => question.id === answer.question_id)!;
        const chosen = q.options.filter((o) => answer.option_ids.includes(o.id));
        return {
          question_zh: q.title_zh,
          question_en: q.title_en,
          answer_zh: answerIn(
            chosen.map((o) => o.label_zh),
            answer.text,
            '、',
          ),
          answer_en: answerIn(
            chosen.map((o) => o.label_en || o.label_zh),
            answer.text,
            ', ',
          ),
        };
      });
      const admitted =
        group.gate_product_id !== null &&
        (group.gate_kind === 'serial'
          ? await ownsSerialOf(db, userId, group.gate_product_id)
          : await owns(userId, group.gate_product_id));

      try {
        const row = await db.transaction().execute(async (trx) => {
          const application = await trx
            .insertInto('community_applications')
            .values({
              group_id: group.id,
              user_id: userId,
              status: admitted ? 'approved' : 'pending',
              answers: JSON.stringify(answers),
              convention_version: group.convention_version,
              reason_key: null,
              decided_at: admitted ? now : null,
              created_at: now,
            })
            .returning(['id', 'status'])
            .executeTakeFirstOrThrow();
          if (admitted) {
            const added = await admitMember(trx, {
              groupId: group.id,
              userId,
              version: group.convention_version,
              now,
            });
            // A twin request admitted them a moment ago.
            if (!added) throw new AppError('groupAlreadyMember');
            await addNotice(trx, {
              userId,
              kind: 'application_approved',
              groupId: group.id,
              params: {},
              now,
            });
          }
          return application;
        });
        return {
          id: row.id,
          group_id: group.id,
          status: row.status,
          created_at: toIso(now),
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('groupApplicationPending');
        throw err;
      }
    },

    /** A member accepts the current convention; an older version is refused. */
    async acceptConvention(
      { group_id, version }: ActionParams<'groupConventionAccept'>,
      userId: number,
    ): Promise<ActionOutput<'groupConventionAccept'>> {
      const group = await groupRow(group_id);
      const member = await membershipOf(db, group_id, userId);
      if (!member) throw new AppError('groupNotMember');
      if (version !== group.convention_version) throw new AppError('groupConventionVersion');
      await db
        .updateTable('community_members')
        .set({ accepted_version: version })
        .where('group_id', '=', group_id)
        .where('user_id', '=', userId)
        .where('accepted_version', '<', version)
        .execute();
      return { group_id, accepted_version: version };
    },

    async myGroups(
      { page, limit }: ActionParams<'myGroups'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'myGroups'>> {
      const now = clock.now();
      const query = db
        .selectFrom('community_members')
        .innerJoin('community_groups', 'community_groups.id', 'community_members.group_id')
        .where('community_members.user_id', '=', userId);
      return pagedList(
        query
          .select(cardColumns)
          .select([
            'community_members.joined_at',
            'community_members.accepted_version',
            'community_members.banned_until',
          ])
          .orderBy('community_members.joined_at', 'desc')
          .orderBy('community_groups.id', 'desc'),
        query,
        { page, limit },
        (rows) =>
          rows.map((row) => ({
            ...toCard(row, lang),
            joined_at: toIso(Number(row.joined_at)),
            must_accept: row.accepted_version < row.convention_version,
            banned_until: isBanned(row, now) ? toIso(Number(row.banned_until)) : null,
          })),
      );
    },

    async myApplications(
      { page, limit }: ActionParams<'myGroupApplications'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'myGroupApplications'>> {
      const query = db
        .selectFrom('community_applications')
        .innerJoin('community_groups', 'community_groups.id', 'community_applications.group_id')
        .where('community_applications.user_id', '=', userId);
      const [rows, count, { cooldown_days }] = await Promise.all([
        query
          .select([
            'community_applications.id',
            'community_applications.status',
            'community_applications.reason_key',
            'community_applications.reason',
            'community_applications.created_at',
            'community_applications.decided_at',
            'community_groups.id as group_id',
            'community_groups.name_zh',
            'community_groups.name_en',
            'community_groups.cover',
          ])
          .orderBy('community_applications.id', 'desc')
          .limit(limit)
          .offset(pageOffset({ page, limit }))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        communitySettings(settings),
      ]);
      const now = clock.now();
      return {
        list: rows.map((row) => {
          const until =
            row.status === 'refused' && row.decided_at !== null
              ? Number(row.decided_at) + cooldown_days * DAY_MS
              : null;
          return {
            id: row.id,
            group: { id: row.group_id, name: localized(row, 'name', lang), cover: row.cover },
            status: row.status,
            reason:
              row.status === 'refused' ? refusalReasonText(row.reason_key, row.reason, lang) : '',
            created_at: toIso(Number(row.created_at)),
            decided_at: row.decided_at === null ? null : toIso(Number(row.decided_at)),
            cooldown_until: until !== null && until > now ? toIso(until) : null,
          };
        }),
        total: Number(count.n),
        page,
        limit,
      };
    },

    async notices(
      { page, limit }: ActionParams<'communityNotices'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'communityNotices'>> {
      const query = db
        .selectFrom('community_notices')
        .where('community_notices.user_id', '=', userId);
      const [rows, count, unread, shop] = await Promise.all([
        query
          .leftJoin('community_groups', 'community_groups.id', 'community_notices.group_id')
          .select([
            'community_notices.id',
            'community_notices.kind',
            'community_notices.params',
            'community_notices.read_at',
            'community_notices.created_at',
            'community_groups.id as group_id',
            'community_groups.name_zh',
            'community_groups.name_en',
          ])
          .orderBy('community_notices.id', 'desc')
          .limit(limit)
          .offset(pageOffset({ page, limit }))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        unreadOf(userId),
        settings.shop(),
      ]);
      return {
        list: rows.map((row) => {
          const group =
            row.group_id === null
              ? null
              : {
                  id: row.group_id,
                  name: localized(
                    { name_zh: row.name_zh ?? '', name_en: row.name_en ?? '' },
                    'name',
                    lang,
                  ),
                };
          return {
            id: row.id,
            kind: row.kind,
            group,
            text: noticeText(row.kind, row.params, group?.name ?? '', lang, shop.time_zone),
            read: row.read_at !== null,
            created_at: toIso(Number(row.created_at)),
          };
        }),
        total: Number(count.n),
        page,
        limit,
        unread,
      };
    },

    async markRead(
      { ids }: ActionParams<'communityNoticeRead'>,
      userId: number,
    ): Promise<ActionOutput<'communityNoticeRead'>> {
      let update = db
        .updateTable('community_notices')
        .set({ read_at: clock.now() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== undefined) {
        if (ids.length === 0) return { unread: await unreadOf(userId) };
        update = update.where('id', 'in', ids);
      }
      await update.execute();
      return { unread: await unreadOf(userId) };
    },

    async unread(userId: number): Promise<ActionOutput<'communityUnread'>> {
      return { unread: await unreadOf(userId) };
    },
  };
}

export type GroupService = ReturnType<typeof groupService>;
