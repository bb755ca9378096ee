import { ownTables, type Connection } from '../../db/connection';
import type { AskedQuestion, Lang, QuestionnaireQuestion } from '@atelier/contract';
import { sql } from 'kysely';
import type { QuestionnaireTables } from '../../db/tables/questionnaire';
import type { QuestionnaireOwnerKind } from '../../db/tables/questionnaire';
import { AppError } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { localized } from '../../i18n/localized';
import { checkAnswers, type StoredAnswer } from './answers';

export type { StoredAnswer } from './answers';

/** Whose questionnaire: a community group's (asked of those who would join) or a position's. */
export interface QuestionnaireOwner {
  kind: QuestionnaireOwnerKind;
  id: number;
}

/** A question as the console edits it and the forms ask it, both languages. */
export interface LiveQuestion {
  id: number;
  kind: QuestionnaireQuestion['kind'];
  title_zh: string;
  title_en: string;
  required: boolean;
  options: Array<{ id: number; label_zh: string; label_en: string }>;
}

/** How the owner words what is wrong with a questionnaire it is given. */
export interface QuestionnaireRefusals {
  /** A question or option id the questionnaire does not have (or one named twice). */
  unknown: MessageKey;
  /** A choice question with fewer than two options (`n`: its number). */
  needsOptions: MessageKey;
  /** A text question sent with options (`n`); without it, the options are left out. */
  textHasOptions?: MessageKey;
}

export interface ReplaceOptions {
  refusals: QuestionnaireRefusals;
  /**
   * Answers name these questions and options by id: one left out is retired (kept, hidden, so
   * the answers stay readable) rather than deleted.
   */
  answered: boolean;
}

/**
 * The questionnaires of groups and positions: read, answers checked against them, and written
 * as one replace, each in the caller's connection or transaction.
 */
export const questionnaireQuery = {
  /**
   * The questionnaire as it is asked, retired questions and options left out: questions in
   * order, each with its options in order.
   */
  async live(dbGiven: Connection, owner: QuestionnaireOwner): Promise<LiveQuestion[]> {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    const questions = await db
      .selectFrom('questionnaire_questions')
      .select(['id', 'kind', 'title_zh', 'title_en', 'required'])
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .where('retired', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const options =
      questions.length === 0
        ? []
        : await db
            .selectFrom('questionnaire_options')
            .select(['id', 'question_id', 'label_zh', 'label_en'])
            .where(
              'question_id',
              'in',
              questions.map((q) => q.id),
            )
            .where('retired', '=', 0)
            .orderBy('sort')
            .orderBy('id')
            .execute();
    return questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      title_zh: q.title_zh,
      title_en: q.title_en,
      required: Number(q.required) === 1,
      options: options
        .filter((o) => o.question_id === q.id)
        .map((o) => ({ id: o.id, label_zh: o.label_zh, label_en: o.label_en })),
    }));
  },

  /** The questionnaire in the reader's language; options only on choice questions. */
  async asked(
    dbGiven: Connection,
    owner: QuestionnaireOwner,
    lang: Lang,
  ): Promise<AskedQuestion[]> {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    return (await questionnaireQuery.live(db, owner)).map((q) =>
      questionnaireQuery.toAsked(q, lang),
    );
  },

  /** A live question as the customer is asked it, in their language. */
  toAsked(q: LiveQuestion, lang: Lang): AskedQuestion {
    return {
      id: q.id,
      kind: q.kind,
      title: localized(q, 'title', lang),
      required: q.required,
      options:
        q.kind === 'text'
          ? []
          : q.options.map((o) => ({ id: o.id, label: localized(o, 'label', lang) })),
    };
  },

  /** How many live questions the owner asks. */
  async count(dbGiven: Connection, owner: QuestionnaireOwner): Promise<number> {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    const row = await db
      .selectFrom('questionnaire_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .where('retired', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * A subquery counting the live questions of the owner whose id is the column `ownerId` of the
   * outer query (`'p.id'`), for a list that shows how many each has.
   */
  liveCount(dbGiven: Connection, kind: QuestionnaireOwnerKind, ownerId: string) {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    return db
      .selectFrom('questionnaire_questions as qq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('qq.owner_kind', '=', kind)
      .where(sql<boolean>`qq.owner_id = ${sql.ref(ownerId)}`)
      .where('qq.retired', '=', 0);
  },

  /**
   * Checks answers against the live questionnaire: returns them in its order (unanswered
   * optional questions left out) with the questions they answer. Refusals name the question in
   * the request's language.
   */
  async check(
    dbGiven: Connection,
    owner: QuestionnaireOwner,
    answers: ReadonlyArray<{ question_id: number; option_ids?: number[]; text?: string }>,
    lang: Lang,
  ): Promise<{ answers: StoredAnswer[]; questions: LiveQuestion[] }> {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    const questions = await questionnaireQuery.live(db, owner);
    return { answers: questionnaireQuery.checkAgainst(questions, answers, lang), questions };
  },

  /** `check` against questions already read. */
  checkAgainst(
    questions: readonly LiveQuestion[],
    answers: ReadonlyArray<{ question_id: number; option_ids?: number[]; text?: string }>,
    lang: Lang,
  ): StoredAnswer[] {
    return checkAnswers(
      questions.map((q) => ({
        ...q,
        required: q.required ? 1 : 0,
        option_ids: new Set(q.options.map((o) => o.id)),
      })),
      answers,
      lang,
    );
  },

  /** Every question of the owner, retired ones too, for showing the answers given to them. */
  everyQuestion(dbGiven: Connection, owner: QuestionnaireOwner) {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    return db
      .selectFrom('questionnaire_questions')
      .select(['id', 'kind', 'title_zh', 'title_en', 'retired', 'sort'])
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .execute();
  },

  /** The questions of `ids`, retired or not, whoever owns them. */
  async questionsByIds(dbGiven: Connection, ids: readonly number[]) {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    if (ids.length === 0) return [];
    return db
      .selectFrom('questionnaire_questions')
      .select(['id', 'kind', 'title_zh', 'title_en', 'retired', 'sort'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  },

  /**
   * Reads the labels of the options chosen, in the reader's language, once for many answers;
   * the returned function writes a choice out as one line.
   */
  async choiceLabels(
    dbGiven: Connection,
    optionIds: readonly number[],
    lang: Lang,
  ): Promise<(chosen: number[]) => string> {
    const db = ownTables<QuestionnaireTables>(dbGiven);
    const options =
      optionIds.length === 0
        ? []
        : await db
            .selectFrom('questionnaire_options')
            .select(['id', 'label_zh', 'label_en'])
            .where('id', 'in', [...new Set(optionIds)])
            .execute();
    const labels = new Map(options.map((o) => [o.id, localized(o, 'label', lang)]));
    const joiner = lang === 'en' ? ', ' : '、';
    return (chosen) => chosen.map((id) => labels.get(id) ?? '').join(joiner);
  },

  /** Refuses what a question's own fields cannot say: choices need two options. */
  checkShape(questions: readonly QuestionnaireQuestion[], refusals: QuestionnaireRefusals): void {
    questions.forEach((question, index) => {
      if (question.kind === 'text') {
        if (question.options.length > 0 && refusals.textHasOptions) {
          throw new AppError(refusals.textHasOptions, { n: index + 1 });
        }
      } else if (question.options.length < 2) {
        throw new AppError(refusals.needsOptions, { n: index + 1 });
      }
    });
  },

  /**
   * Makes the owner's questionnaire the one given, in its order, in the caller's transaction. A
   * question or option sent with its id is updated in place; one left out is retired or
   * deleted (`answered`). A question whose kind changes is a new question. Returns the ids of
   * the questions written and of their options, in the order given.
   */
  async replace(
    trxGiven: Connection,
    owner: QuestionnaireOwner,
    questions: readonly QuestionnaireQuestion[],
    { refusals, answered }: ReplaceOptions,
  ): Promise<Array<{ id: number; option_ids: number[] }>> {
    const trx = ownTables<QuestionnaireTables>(trxGiven);
    questionnaireQuery.checkShape(questions, refusals);
    const current = await questionnaireQuery.live(trx, owner);
    const byId = new Map(current.map((q) => [q.id, q]));
    const sentIds = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
    if (new Set(sentIds).size !== sentIds.length || sentIds.some((qid) => !byId.has(qid))) {
      throw new AppError(refusals.unknown);
    }

    const written: Array<{ id: number; option_ids: number[] }> = [];
    const kept = new Set<number>();
    for (const [sort, question] of questions.entries()) {
      const old = question.id === undefined ? undefined : byId.get(question.id);
      const fields = {
        title_zh: question.title_zh,
        title_en: question.title_en,
        required: question.required ? 1 : 0,
        sort,
      };
      let questionId: number;
      if (old && old.kind === question.kind) {
        await trx
          .updateTable('questionnaire_questions')
          .set(fields)
          .where('id', '=', old.id)
          .execute();
        questionId = old.id;
        kept.add(old.id);
      } else {
        const row = await trx
          .insertInto('questionnaire_questions')
          .values({ owner_kind: owner.kind, owner_id: owner.id, kind: question.kind, ...fields })
          .returning('id')
          .executeTakeFirstOrThrow();
        questionId = row.id;
      }
      const optionIds = await writeOptions(
        trx,
        questionId,
        old && kept.has(old.id) ? old.options : [],
        question.kind === 'text' ? [] : question.options,
        { refusals, answered },
      );
      written.push({ id: questionId, option_ids: optionIds });
    }
    const dropped = current.filter((q) => !kept.has(q.id)).map((q) => q.id);
    if (dropped.length > 0) {
      if (answered) {
        await trx
          .updateTable('questionnaire_questions')
          .set({ retired: 1 })
          .where('id', 'in', dropped)
          .execute();
      } else {
        await trx.deleteFrom('questionnaire_questions').where('id', 'in', dropped).execute();
      }
    }
    return written;
  },
};

async function writeOptions(
  trxGiven: Connection,
  questionId: number,
  current: ReadonlyArray<{ id: number }>,
  options: QuestionnaireQuestion['options'],
  { refusals, answered }: ReplaceOptions,
): Promise<number[]> {
  const trx = ownTables<QuestionnaireTables>(trxGiven);
  const known = new Set(current.map((o) => o.id));
  const sent = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  if (new Set(sent).size !== sent.length || sent.some((oid) => !known.has(oid))) {
    throw new AppError(refusals.unknown);
  }
  const ids: number[] = [];
  for (const [sort, option] of options.entries()) {
    const fields = { label_zh: option.label_zh, label_en: option.label_en, sort };
    if (option.id !== undefined) {
      await trx
        .updateTable('questionnaire_options')
        .set(fields)
        .where('id', '=', option.id)
        .execute();
      ids.push(option.id);
    } else {
      const row = await trx
        .insertInto('questionnaire_options')
        .values({ question_id: questionId, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  }
  const dropped = current.map((o) => o.id).filter((oid) => !sent.includes(oid));
  if (dropped.length > 0) {
    if (answered) {
      await trx
        .updateTable('questionnaire_options')
        .set({ retired: 1 })
        .where('id', 'in', dropped)
        .execute();
    } else {
      await trx.deleteFrom('questionnaire_options').where('id', 'in', dropped).execute();
    }
  }
  return ids;
}
