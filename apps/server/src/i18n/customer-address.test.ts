import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('the messages the server sends in Chinese', () => {
  it('address the reader as 您, never 你', () => {
    const informal = Object.entries(messages)
      .filter(([, text]) => text['zh-cn'].includes('你'))
      .map(([key, text]) => `${key}: ${text['zh-cn']}`);
    expect(informal).toEqual([]);
  });
});
