import { schemas } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldLabel } from './messages';

describe('the fields refusals name', () => {
  it('have a label of their own in both languages, in every action', () => {
    const unlabelled: string[] = [];
    for (const [action, spec] of Object.entries(schemas)) {
      const shape = (spec.input as z.ZodObject).shape as Record<string, unknown> | undefined;
      for (const field of Object.keys(shape ?? {})) {
        if (field === 'lang') continue;
        for (const lang of ['zh-cn', 'en'] as const) {
          if (fieldLabel(field, lang, action) === field)
            unlabelled.push(`${action}.${field} (${lang})`);
        }
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it('name a field by what it is in that action', () => {
    expect(fieldLabel('text', 'en', 'groupPostCreate')).toBe('Text');
    expect(fieldLabel('text', 'en', 'orderTrack')).toBe('Tracking note');
    expect(fieldLabel('id', 'zh-cn', 'orderRefund')).toBe('订单');
    expect(fieldLabel('reason', 'en', 'orderRefund')).toBe('Refund reason');
  });
});
