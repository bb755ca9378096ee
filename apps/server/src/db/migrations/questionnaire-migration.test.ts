import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/build-test-app';
import { oldDatabase } from '../../test/old-sqlite-database';

const T = 1000;

/** A database with questions of positions and of groups, taken to one questionnaire. */
describe.each(databases)('migration 026 on an existing %s database', (kind) => {
  const oldDb = oldDatabase(kind);

  it('moves both questionnaires, keeping the ids answers name, and drops the old tables', async () => {
    const { db, migrator } = oldDb();
    expect((await migrator.migrateTo('025-pending-payments-index')).error).toBeUndefined();
    // Columns the rows leave out take their defaults, which the app's types do not know of.
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number(
        (await old.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id,
      );

    const position = await insert('job_positions', {
      kind: 'full_time',
      title_zh: '工程师',
      published_at: T,
    });
    const jobSingle = await insert('job_questions', {
      position_id: position,
      kind: 'single',
      title_zh: '几年？',
      title_en: 'Years?',
      required: 1,
      sort: 0,
    });
    const jobRetired = await insert('job_questions', {
      position_id: position,
      kind: 'text',
      title_zh: '旧题',
      sort: 1,
      retired: 1,
    });
    const jobOptions = [
      await insert('job_question_options', { question_id: jobSingle, label_zh: '一', sort: 0 }),
      await insert('job_question_options', {
        question_id: jobSingle,
        label_zh: '二',
        sort: 1,
        retired: 1,
      }),
    ];
    const group = await insert('community_groups', {
      name_zh: '漆艺',
      description_zh: '做漆',
      created_at: T,
      updated_at: T,
    });
    const groupText = await insert('community_questions', {
      group_id: group,
      kind: 'text',
      title_zh: '为何加入？',
      title_en: 'Why join?',
      sort: 0,
    });
    const groupChoice = await insert('community_questions', {
      group_id: group,
      kind: 'multiple',
      title_zh: '做什么？',
      required: 1,
      sort: 1,
    });
    for (const [sort, label] of ['漆', '木'].entries()) {
      await insert('community_question_options', {
        question_id: groupChoice,
        label_zh: label,
        label_en: '',
        sort,
      });
    }

    const result = await migrator.migrateToLatest();
    expect(result.error).toBeUndefined();

    const questions = await db
      .selectFrom('questionnaire_questions')
      .selectAll()
      .orderBy('owner_kind')
      .orderBy('sort')
      .execute();
    const asNumbers = questions.map((q) => ({
      ...q,
      id: Number(q.id),
      owner_id: Number(q.owner_id),
    }));
    const positionQuestions = asNumbers.filter((q) => q.owner_kind === 'position');
    expect(positionQuestions.map((q) => [q.id, q.owner_id, q.kind, q.title_en, q.retired])).toEqual(
      [
        [jobSingle, position, 'single', 'Years?', 0],
        [jobRetired, position, 'text', '', 1],
      ],
    );
    const groupQuestions = asNumbers.filter((q) => q.owner_kind === 'group');
    expect(groupQuestions.map((q) => [q.owner_id, q.kind, q.title_zh, q.required])).toEqual([
      [group, 'text', '为何加入？', 0],
      [group, 'multiple', '做什么？', 1],
    ]);
    // A group's questions are numbered after the positions'.
    expect(groupQuestions.map((q) => q.id)).toEqual([
      groupText + jobRetired,
      groupChoice + jobRetired,
    ]);
    const ids = asNumbers.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);

    const options = await db
      .selectFrom('questionnaire_options')
      .selectAll()
      .orderBy('id')
      .execute();
    const ofQuestion = (id: number) =>
      options
        .filter((o) => Number(o.question_id) === id)
        .map((o) => [o.label_zh, o.retired, o.sort]);
    expect(ofQuestion(jobSingle)).toEqual([
      ['一', 0, 0],
      ['二', 1, 1],
    ]);
    expect(options.slice(0, 2).map((o) => Number(o.id))).toEqual(jobOptions);
    expect(ofQuestion(groupQuestions[1]!.id)).toEqual([
      ['漆', 0, 0],
      ['木', 0, 1],
    ]);
    expect(ofQuestion(groupQuestions[0]!.id)).toEqual([]);

    // New rows are numbered after the moved ones.
    const added = await db
      .insertInto('questionnaire_questions')
      .values({ owner_kind: 'group', owner_id: group, kind: 'text', title_zh: '新' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(Math.max(...ids));
    const option = await db
      .insertInto('questionnaire_options')
      .values({ question_id: added.id, label_zh: '新' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(option.id)).toBeGreaterThan(Math.max(...options.map((o) => Number(o.id))));

    for (const table of [
      'job_questions',
      'job_question_options',
      'community_questions',
      'community_question_options',
    ]) {
      await expect(old.selectFrom(table).selectAll().execute()).rejects.toThrow();
    }
  });
});
