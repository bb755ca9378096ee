import { describe, expect, it } from 'vitest';
import type { GroupQuestion } from '../api/group-queries';
import { isAnswered, toJoinInput } from './join-input';

const questions: GroupQuestion[] = [
  { id: 1, kind: 'single', title: 'Source', required: true, options: [{ id: 11, label: 'A' }] },
  { id: 2, kind: 'multiple', title: 'Media', required: false, options: [{ id: 21, label: 'B' }] },
  { id: 3, kind: 'text', title: 'About', required: true, options: [] },
  { id: 4, kind: 'text', title: 'More', required: false, options: [] },
];

describe('toJoinInput', () => {
  it('sends choices as option ids and text trimmed, leaving unanswered questions out', () => {
    expect(
      toJoinInput(7, 2, questions, {
        agree: true,
        answers: { '1': 11, '2': [21], '3': '  Potter  ', '4': '   ' },
      }),
    ).toEqual({
      group_id: 7,
      agree: true,
      convention_version: 2,
      answers: [
        { question_id: 1, option_ids: [11] },
        { question_id: 2, option_ids: [21] },
        { question_id: 3, text: 'Potter' },
      ],
    });
  });

  it('knows an answer from an empty one', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(' ')).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered('x')).toBe(true);
  });
});
