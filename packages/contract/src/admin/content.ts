import { z } from 'zod';
import { RICH_TEXT_KEYS, STORY_PAGES } from '../formats';
import {
  empty,
  integer,
  isoTime,
  optionalWebAddress,
  pageInput,
  pageOf,
  webAddress,
} from '../fields';
import type { ActionSchema } from '../registry';
import { auditRow } from './audit';
import { missingEnglish, required, text } from './console-fields';
import { CONTENT_KINDS, CONTENT_STATES, ORDERED_CONTENT, RICH_TEXT_MAX } from './content-formats';

/*
 * Bodies of the studio's content as the console edits them: every text in both languages side by
 * side (`_zh`, `_en`). Chinese is the language a missing translation falls back to, so the titles
 * are required in Chinese only; a missing English text is flagged, not refused. HTML fields come
 * from the rich-text editor and are sanitised by the server when saved.
 */
const html = z.string().max(RICH_TEXT_MAX, { error: 'format.tooLong' }).default('');
const image = optionalWebAddress;
const year = integer({ min: 1900, max: 2100, error: 'format.year' });
const bilingual = <N extends string>(name: N, max: number, need = false) =>
  z.object({
    [`${name}_zh`]: need ? required(max) : text(max),
    [`${name}_en`]: text(max),
  }) as z.ZodObject<Record<`${N}_zh` | `${N}_en`, z.ZodDefault<z.ZodString> | z.ZodString>>;
const rich = <N extends string>(name: N) =>
  z.object({ [`${name}_zh`]: html, [`${name}_en`]: html }) as z.ZodObject<
    Record<`${N}_zh` | `${N}_en`, typeof html>
  >;

export const companyBody = z
  .object({ kind: z.literal('company'), image, founded_year: year })
  .extend(bilingual('name', 60, true).shape)
  .extend(bilingual('slogan', 120).shape)
  .extend(bilingual('intro', 4000).shape)
  .extend(bilingual('city', 60).shape)
  .extend({
    stats: z
      .array(bilingual('label', 40).extend({ value: text(20) }))
      .max(8)
      .default([]),
    milestones: z.array(bilingual('text', 200).extend({ year })).max(40).default([]),
  });

export const founderBody = z
  .object({ kind: z.literal('founder'), portrait: image })
  .extend(bilingual('name', 60, true).shape)
  .extend(bilingual('title', 120).shape)
  .extend(bilingual('quote', 400).shape)
  .extend(rich('bio').shape)
  .extend({
    facts: z
      .array(bilingual('label', 40).extend(bilingual('value', 120).shape))
      .max(12)
      .default([]),
    timeline: z.array(bilingual('text', 200).extend({ year })).max(60).default([]),
  });

export const storyBody = z
  .object({ kind: z.literal('story'), image })
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('lead', 400).shape)
  .extend(rich('body').shape)
  .extend({
    sections: z
      .array(
        bilingual('title', 120, true)
          .extend(bilingual('subtitle', 120).shape)
          .extend(bilingual('summary', 1000).shape)
          .extend({ image }),
      )
      .max(30)
      .default([]),
  });

export const richTextBody = z
  .object({ kind: z.literal('richText') })
  .extend(bilingual('title', 120, true).shape)
  .extend(rich('content').shape);

export const galleryBody = z
  .object({
    kind: z.literal('gallery'),
    year,
    image: webAddress,
    width: integer({ min: 1, max: 20_000, error: 'format.imageSize' }),
    height: integer({ min: 1, max: 20_000, error: 'format.imageSize' }),
  })
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('artist', 60).shape)
  .extend(bilingual('medium', 120).shape)
  .extend(bilingual('description', 2000).shape);

export const teamBody = z
  .object({ kind: z.literal('team'), photo: image, joined_year: year })
  .extend(bilingual('name', 60, true).shape)
  .extend(bilingual('role', 120).shape)
  .extend(bilingual('bio', 2000).shape);

export const processBody = z
  .object({ kind: z.literal('process'), image })
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('summary', 400).shape)
  .extend(bilingual('duration', 40).shape)
  .extend(rich('content').shape)
  .extend({
    steps: z
      .array(bilingual('title', 120, true).extend(bilingual('text', 1000).shape))
      .max(30)
      .default([]),
  });

export const technologyBody = z
  .object({
    kind: z.literal('technology'),
    image,
    tags_zh: z.array(required(30)).max(12).default([]),
    tags_en: z.array(required(30)).max(12).default([]),
  })
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('summary', 400).shape)
  .extend(rich('content').shape);

export const mrBody = z
  .object({
    kind: z.literal('mr'),
    image,
    duration_minutes: integer({ min: 1, max: 24 * 60, error: 'format.duration' }),
  })
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('summary', 400).shape)
  .extend(bilingual('location', 120).shape)
  .extend(bilingual('open_hours', 120).shape);

export const newsBody = z
  .object({
    kind: z.literal('news'),
    image,
    publish_at: z.iso
      .datetime({ offset: true, error: 'format.time' })
      .describe('When the article appears on the site; a future time schedules it'),
  })
  .extend(bilingual('category', 40).shape)
  .extend(bilingual('title', 120, true).shape)
  .extend(bilingual('summary', 400).shape)
  .extend(rich('content').shape);

export const linkBody = z
  .object({
    kind: z.literal('link'),
    group: required(40).describe('The heading the link is listed under on the connection page'),
    url: webAddress,
  })
  .extend(bilingual('name', 60, true).shape);

/** One item of any kind, as the console edits it. */
export const contentBody = z.discriminatedUnion('kind', [
  companyBody,
  founderBody,
  storyBody,
  richTextBody,
  galleryBody,
  teamBody,
  processBody,
  technologyBody,
  mrBody,
  newsBody,
  linkBody,
]);
export type ContentBody = z.infer<typeof contentBody>;

const kind = z.enum(CONTENT_KINDS);
/** A singleton's fixed key (`business`, `privacy`, `founder`…) or a list item's id. */
const key = z.string().trim().min(1, { error: 'format.required' }).max(40);
const ref = z.object({ kind, key });

const itemRow = z.object({
  kind,
  key,
  title_zh: z.string(),
  title_en: z.string(),
  state: z.enum(CONTENT_STATES),
  publish_at: isoTime.nullable().describe('News only: when it appears on the site'),
  has_draft: z.boolean().describe('Saved changes not yet published'),
  missing_english: missingEnglish,
  sort: z.number().int(),
  updated_at: isoTime.nullable(),
});

export const contentList = {
  summary:
    'Items of one kind: singletons by key, lists in display order (news newest first), ' +
    'searched in either language, paged',
  input: pageInput.extend({ kind, keyword: z.string().trim().max(60).optional() }),
  output: pageOf(itemRow),
};

export const contentInfo = {
  summary: 'One item: what the site shows now, the draft if one is saved, and its history',
  input: ref,
  output: itemRow.extend({
    live: contentBody.nullable().describe('What visitors see; null for an unsaved singleton'),
    draft: contentBody.nullable(),
    preview_path: z.string().describe('The site page that shows the item, for a preview'),
    history: z.array(auditRow),
  }),
};

export const contentSave = {
  summary:
    'Saves an item: a new list item (no key) or changes to one. `publish` puts it on the site ' +
    '(news at its time); otherwise the changes are kept as a draft and the site is unchanged.',
  input: z.object({ key: key.optional(), publish: z.boolean(), body: contentBody }),
  output: itemRow,
};

export const contentPublish = {
  summary: 'Puts an item on the site, with its draft if one is saved',
  input: ref,
  output: itemRow,
};

export const contentUnpublish = {
  summary: 'Takes a list item off the site; it stays in the console as a draft',
  input: ref,
  output: itemRow,
};

export const contentDiscard = {
  summary: 'Throws away an item’s saved draft; the site is unchanged',
  input: ref,
  output: itemRow,
};

export const contentDelete = {
  summary: 'Removes a list item from the site and the console',
  input: ref,
  output: empty,
};

export const contentReorder = {
  summary: 'Sets the display order of an ordered list: every item’s key, first to last',
  input: z.object({
    kind: z.enum(ORDERED_CONTENT),
    keys: z
      .array(key)
      .min(1)
      .max(500)
      .refine((keys) => new Set(keys).size === keys.length, { error: 'format.duplicateIds' }),
  }),
  output: empty,
};

export const contentConsoleSchemas = {
  contentList,
  contentInfo,
  contentSave,
  contentPublish,
  contentUnpublish,
  contentDiscard,
  contentDelete,
  contentReorder,
} satisfies Record<string, ActionSchema>;

/** The singletons' keys, for the console's menus and the server's checks. */
export const SINGLETON_KEYS = {
  company: ['company'],
  founder: ['founder'],
  story: STORY_PAGES,
  richText: RICH_TEXT_KEYS,
} as const;
