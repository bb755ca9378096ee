import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { questionnaireQuery, type QuestionnaireRefusals } from './questionnaire-query';

const refusals: QuestionnaireRefusals = {
  unknown: 'questionNotInPosition',
  needsOptions: 'questionNeedsOptions',
};
const group = { kind: 'group', id: 9001 } as const;
const position = { kind: 'position', id: 9001 } as const;

const choice = (title: string, labels: string[]) => ({
  kind: 'single' as const,
  title_zh: title,
  title_en: '',
  required: true,
  options: labels.map((label) => ({ label_zh: label, label_en: '' })),
});
const text = (title: string) => ({
  kind: 'text' as const,
  title_zh: title,
  title_en: '',
  required: false,
  options: [],
});

describe.each(databases)('the questionnaire on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('keeps the questionnaires of a group and a position with the same id apart', async () => {
    const { db } = ctx().app;
    await questionnaireQuery.replace(db, group, [choice('几年？', ['一', '二'])], {
      refusals,
      answered: false,
    });
    await questionnaireQuery.replace(db, position, [text('作品'), text('网站')], {
      refusals,
      answered: false,
    });
    expect((await questionnaireQuery.live(db, group)).map((q) => q.title_zh)).toEqual(['几年？']);
    expect(await questionnaireQuery.count(db, position)).toBe(2);
    const asked = await questionnaireQuery.asked(db, group, 'en');
    expect(asked.map((q) => [q.title, q.options.map((o) => o.label)])).toEqual([
      ['几年？', ['一', '二']],
    ]);
    // A question of the group is not the position's to keep.
    await expect(
      questionnaireQuery.replace(db, position, [{ ...text('借来的'), id: asked[0]!.id }], {
        refusals,
        answered: false,
      }),
    ).rejects.toMatchObject({ key: 'questionNotInPosition' });
  });

  it('retires what an answered questionnaire leaves out, and deletes it otherwise', async () => {
    const { db } = ctx().app;
    const owner = { kind: 'position', id: 9002 } as const;
    const [kept, dropped] = await questionnaireQuery.replace(
      db,
      owner,
      [choice('几年？', ['一', '二', '三']), text('作品')],
      { refusals, answered: false },
    );
    const [one, , three] = kept!.option_ids;
    await questionnaireQuery.replace(
      db,
      owner,
      [
        {
          ...choice('几年了？', []),
          id: kept!.id,
          options: [
            { id: three, label_zh: '三', label_en: '' },
            { id: one, label_zh: '一', label_en: '' },
          ],
        },
      ],
      { refusals, answered: true },
    );
    const live = await questionnaireQuery.live(db, owner);
    expect(live.map((q) => [q.id, q.title_zh, q.options.map((o) => o.id)])).toEqual([
      [kept!.id, '几年了？', [three, one]],
    ]);
    const every = await questionnaireQuery.everyQuestion(db, owner);
    expect(every.find((q) => q.id === dropped!.id)?.retired).toBe(1);
    expect(
      (await questionnaireQuery.choiceLabels(db, kept!.option_ids, 'en'))(kept!.option_ids),
    ).toBe('一, 二, 三');

    // A changed kind is a new question; unanswered, the old one goes.
    const [changed] = await questionnaireQuery.replace(
      db,
      owner,
      [{ ...text('几年了？'), id: kept!.id }],
      { refusals, answered: false },
    );
    expect(changed!.id).not.toBe(kept!.id);
    expect(await questionnaireQuery.questionsByIds(db, [kept!.id])).toEqual([]);
  });

  it('refuses a choice with one option and, when asked to, a text question with options', async () => {
    const { db } = ctx().app;
    await expect(
      questionnaireQuery.replace(db, group, [text('为何？'), choice('几年？', ['一'])], {
        refusals,
        answered: false,
      }),
    ).rejects.toMatchObject({ key: 'questionNeedsOptions', params: { n: 2 } });
    const withOptions = { ...text('为何？'), options: [{ label_zh: '甲', label_en: '' }] };
    await expect(
      questionnaireQuery.replace(db, group, [withOptions], {
        refusals: { ...refusals, textHasOptions: 'questionTextHasOptions' },
        answered: false,
      }),
    ).rejects.toMatchObject({ key: 'questionTextHasOptions', params: { n: 1 } });
    // Otherwise the options of a text question are left out.
    const [written] = await questionnaireQuery.replace(db, group, [withOptions], {
      refusals,
      answered: false,
    });
    expect(written!.option_ids).toEqual([]);
  });

  it('checks answers against the live questions, in their order', async () => {
    const { db } = ctx().app;
    const owner = { kind: 'group', id: 9003 } as const;
    const [single, story] = await questionnaireQuery.replace(
      db,
      owner,
      [choice('几年？', ['一', '二']), text('为何？')],
      { refusals, answered: false },
    );
    const { answers } = await questionnaireQuery.check(
      db,
      owner,
      [
        { question_id: story!.id, text: '喜欢' },
        { question_id: single!.id, option_ids: [single!.option_ids[1]!] },
      ],
      'en',
    );
    expect(answers).toEqual([
      { question_id: single!.id, option_ids: [single!.option_ids[1]], text: '' },
      { question_id: story!.id, option_ids: [], text: '喜欢' },
    ]);
    await expect(questionnaireQuery.check(db, owner, [], 'en')).rejects.toMatchObject({
      key: 'answerRequired',
    });
  });
});
