import { z } from 'zod';
import { id } from '../fields';

/** Text staff may leave empty, at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().max(max, { error: 'format.tooLong' }).default('');

/** Text staff must give. */
export const required = (max: number) =>
  z.string().trim().min(1, { error: 'format.required' }).max(max, { error: 'format.tooLong' });

export const missingEnglish = z
  .array(z.string())
  .describe('Bilingual fields with Chinese text and no English (the site shows the Chinese)');

/** A new order of a list: every id once. */
export const reorder = (max: number) =>
  z
    .array(id)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'format.duplicateIds' });
