import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { sql, type Kysely } from 'kysely';
import { lockRows } from '../../db/dialect';
import { pagedList } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import { AppError } from '../../errors';
import { untranslated } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { likeAnywhere } from './console-people';
import { productQuery } from '../catalog/product-query';
import {
  questionnaireQuery,
  type QuestionnaireRefusals,
} from '../questionnaire/questionnaire-query';

type GroupForm = Omit<ActionParams<'communityGroupSave'>, 'id'>;
type GroupDetail = ActionOutput<'communityGroupSave'>;

const BILINGUAL = ['name', 'description', 'convention'] as const;

/** The group's texts an English reader sees in Chinese because the English is empty. */
function missingEnglish(row: Record<`${(typeof BILINGUAL)[number]}_${'zh' | 'en'}`, string>) {
  return untranslated(row, BILINGUAL);
}

/** How a group's questionnaire is refused: choice questions need two options. */
const questionRefusals: QuestionnaireRefusals = {
  unknown: 'communityQuestionUnknown',
  needsOptions: 'communityChoiceOptions',
};

/** Groups as staff list, read and save them. */
export function consoleGroups(db: Kysely<CommunityTables>) {
  async function detail(
    trx: Kysely<CommunityTables>,
    id: number,
  ): Promise<GroupDetail | undefined> {
    const group = await trx
      .selectFrom('community_groups')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!group) return undefined;
    const [convention, questions, images, product] = await Promise.all([
      trx
        .selectFrom('community_conventions')
        .select(['text_zh', 'text_en', 'created_at'])
        .where('group_id', '=', id)
        .where('version', '=', group.convention_version)
        .executeTakeFirst(),
      questionnaireQuery.live(trx, { kind: 'group', id }),
      trx
        .selectFrom('community_images')
        .selectAll()
        .where('group_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      group.gate_product_id === null
        ? undefined
        : productQuery.labels(trx).where('id', '=', group.gate_product_id).executeTakeFirst(),
    ]);
    const texts = {
      name_zh: group.name_zh,
      name_en: group.name_en,
      description_zh: group.description_zh,
      description_en: group.description_en,
      convention_zh: convention?.text_zh ?? '',
      convention_en: convention?.text_en ?? '',
    };
    return {
      id: group.id,
      ...texts,
      cover: group.cover,
      status: group.status,
      sort: group.sort,
      gate_product_id: group.gate_product_id,
      gate_kind: group.gate_kind,
      gate_product: product ? { id: product.id, name: product.name_zh } : null,
      convention_version: group.convention_version,
      convention_updated_at: toIso(Number(convention?.created_at ?? group.created_at)),
      questions,
      images: images.map((i) => ({
        id: i.id,
        url: i.url,
        caption_zh: i.caption_zh,
        caption_en: i.caption_en,
      })),
      member_count: group.member_count,
      missing_english: missingEnglish(texts),
      created_at: toIso(Number(group.created_at)),
      updated_at: toIso(Number(group.updated_at)),
    };
  }

  /** The gallery in the form's order; images are plain rows, so they are written afresh. */
  async function saveImages(trx: Kysely<CommunityTables>, groupId: number, form: GroupForm) {
    await trx.deleteFrom('community_images').where('group_id', '=', groupId).execute();
    if (form.images.length === 0) return;
    await trx
      .insertInto('community_images')
      .values(
        form.images.map((image, sort) => ({
          group_id: groupId,
          url: image.url,
          caption_zh: image.caption_zh,
          caption_en: image.caption_en,
          sort,
        })),
      )
      .execute();
  }

  return {
    async list({
      page,
      limit,
      keyword,
    }: ActionParams<'communityGroupList'>): Promise<ActionOutput<'communityGroupList'>> {
      let query = db.selectFrom('community_groups as g');
      if (keyword) {
        const pattern = likeAnywhere(keyword);
        query = query.where(
          sql<boolean>`(lower(g.name_zh) like ${pattern} escape '\\' or lower(g.name_en) like ${pattern} escape '\\')`,
        );
      }
      return pagedList(
        query
          .selectAll('g')
          .select((eb) => [
            eb
              .selectFrom('community_applications as a')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('a.group_id', '=', 'g.id')
              .where('a.status', '=', 'pending')
              .as('pending_count'),
            eb
              .selectFrom('community_reports as r')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('r.group_id', '=', 'g.id')
              .where('r.status', '=', 'open')
              .as('open_reports'),
            eb
              .selectFrom('community_conventions as c')
              .select('c.text_zh')
              .whereRef('c.group_id', '=', 'g.id')
              .whereRef('c.version', '=', 'g.convention_version')
              .as('convention_zh'),
            eb
              .selectFrom('community_conventions as c')
              .select('c.text_en')
              .whereRef('c.group_id', '=', 'g.id')
              .whereRef('c.version', '=', 'g.convention_version')
              .as('convention_en'),
          ])
          .orderBy('g.sort')
          .orderBy('g.id'),
        query,
        { page, limit },
        (rows) =>
          rows.map((g) => ({
            id: g.id,
            name_zh: g.name_zh,
            name_en: g.name_en,
            cover: g.cover,
            status: g.status,
            sort: g.sort,
            member_count: g.member_count,
            post_count: g.post_count,
            pending_count: Number(g.pending_count ?? 0),
            open_reports: Number(g.open_reports ?? 0),
            convention_version: g.convention_version,
            gate_product_id: g.gate_product_id,
            missing_english: missingEnglish({
              ...g,
              convention_zh: g.convention_zh ?? '',
              convention_en: g.convention_en ?? '',
            }),
            updated_at: toIso(Number(g.updated_at)),
          })),
      );
    },

    async info(id: number): Promise<GroupDetail> {
      const group = await detail(db, id);
      if (!group) throw new AppError('groupNotFound');
      return group;
    },

    /**
     * Creates or saves a group with its questions and gallery, and its audit row, in one
     * transaction. A changed convention text becomes the next version; its members are told
     * and accept it before they take part again.
     */
    save(
      { id, ...form }: ActionParams<'communityGroupSave'>,
      audit: Auditor,
      lang: Lang,
      now: number,
    ): Promise<GroupDetail> {
      void lang;
      questionnaireQuery.checkShape(form.questions, questionRefusals);
      return db.transaction().execute(async (trx) => {
        if (form.gate_product_id !== null) {
          const product = await productQuery
            .labels(trx)
            .where('id', '=', form.gate_product_id)
            .executeTakeFirst();
          if (!product) throw new AppError('communityGateProduct');
        }
        const texts = {
          name_zh: form.name_zh,
          name_en: form.name_en,
          description_zh: form.description_zh,
          description_en: form.description_en,
          cover: form.cover,
          status: form.status,
          sort: form.sort,
          gate_product_id: form.gate_product_id,
          gate_kind: form.gate_kind,
          updated_at: now,
        };
        let groupId: number;
        let before: GroupDetail | null = null;
        if (id === undefined) {
          const row = await trx
            .insertInto('community_groups')
            .values({ ...texts, convention_version: 1, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          groupId = row.id;
          await trx
            .insertInto('community_conventions')
            .values({
              group_id: groupId,
              version: 1,
              text_zh: form.convention_zh,
              text_en: form.convention_en,
              created_at: now,
            })
            .execute();
        } else {
          // Two saves of one group take turns, so a convention version is never numbered twice.
          await lockRows(trx, trx.selectFrom('community_groups').select('id').where('id', '=', id));
          before = (await detail(trx, id)) ?? null;
          if (!before) throw new AppError('groupNotFound');
          groupId = id;
          const changed =
            before.convention_zh !== form.convention_zh ||
            before.convention_en !== form.convention_en;
          const version = changed ? before.convention_version + 1 : before.convention_version;
          await trx
            .updateTable('community_groups')
            .set({ ...texts, convention_version: version })
            .where('id', '=', id)
            .execute();
          if (changed) {
            await trx
              .insertInto('community_conventions')
              .values({
                group_id: id,
                version,
                text_zh: form.convention_zh,
                text_en: form.convention_en,
                created_at: now,
              })
              .execute();
            // Every member is told at once, in one statement however many they are.
            await trx
              .insertInto('community_notices')
              .columns(['user_id', 'kind', 'group_id', 'params', 'created_at'])
              .expression((eb) =>
                eb
                  .selectFrom('community_members')
                  .select((e) => [
                    'user_id',
                    e.val('convention_changed').as('kind'),
                    'group_id',
                    e.val(JSON.stringify({ version })).as('params'),
                    sql<number>`cast(${now} as bigint)`.as('created_at'),
                  ])
                  .where('group_id', '=', id),
              )
              .execute();
          }
        }
        // Answers are kept as the texts of their day, so questions left out go.
        await questionnaireQuery.replace(trx, { kind: 'group', id: groupId }, form.questions, {
          refusals: questionRefusals,
          answered: false,
        });
        await saveImages(trx, groupId, form);
        const after = await detail(trx, groupId);
        if (!after) throw new Error('The saved group vanished');
        await audit.record(trx, {
          target_type: 'group',
          target_id: groupId,
          before: before && auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },
  };
}

/** What the audit trail keeps of a group: its fields, without the times of the save itself. */
function auditView({ updated_at: _, created_at: __, missing_english: ___, ...rest }: GroupDetail) {
  return rest;
}

export type ConsoleGroups = ReturnType<typeof consoleGroups>;
