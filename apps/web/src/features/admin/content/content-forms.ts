import type { ActionInput } from '@atelier/contract';
import type { ContentKind } from '@atelier/contract/content-formats';

export type ContentBody = ActionInput<'contentSave'>['body'];
/** A body as the form holds it: everything but its kind. */
export type ContentValues = Record<string, unknown>;

/**
 * One field of a content form. `text`, `rich` and `tags` are bilingual (`<name>_zh` and
 * `<name>_en` side by side); the others hold one value.
 */
export type FieldSpec =
  | { type: 'text'; name: string; required?: boolean; multiline?: boolean }
  | { type: 'rich'; name: string }
  | { type: 'tags'; name: string }
  | { type: 'image'; name: string; required?: boolean; sized?: boolean }
  | { type: 'plain'; name: string; required?: boolean; placeholder?: string }
  | { type: 'number'; name: string; min: number; max: number; required?: boolean }
  | { type: 'time'; name: string }
  | { type: 'list'; name: string; max: number; item: FieldSpec[] };

const text = (name: string, options: { required?: boolean; multiline?: boolean } = {}) =>
  ({ type: 'text', name, ...options }) as const;
const rich = (name: string) => ({ type: 'rich', name }) as const;
const image = (name: string, required = false) => ({ type: 'image', name, required }) as const;
const year = (name: string) =>
  ({ type: 'number', name, min: 1900, max: 2100, required: true }) as const;

/** What each kind's form holds, in the order the form shows it. */
export const CONTENT_FORMS: Record<ContentKind, FieldSpec[]> = {
  company: [
    text('name', { required: true }),
    text('slogan'),
    text('intro', { multiline: true }),
    text('city'),
    year('founded_year'),
    image('image'),
    {
      type: 'list',
      name: 'stats',
      max: 8,
      item: [text('label'), { type: 'plain', name: 'value' }],
    },
    { type: 'list', name: 'milestones', max: 40, item: [year('year'), text('text')] },
  ],
  founder: [
    text('name', { required: true }),
    text('title'),
    text('quote', { multiline: true }),
    rich('bio'),
    image('portrait'),
    { type: 'list', name: 'facts', max: 12, item: [text('label'), text('value')] },
    { type: 'list', name: 'timeline', max: 60, item: [year('year'), text('text')] },
  ],
  story: [
    text('title', { required: true }),
    text('lead', { multiline: true }),
    rich('body'),
    image('image'),
    {
      type: 'list',
      name: 'sections',
      max: 30,
      item: [
        text('title', { required: true }),
        text('subtitle'),
        text('summary', { multiline: true }),
        image('image'),
      ],
    },
  ],
  richText: [text('title', { required: true }), rich('content')],
  gallery: [
    text('title', { required: true }),
    text('artist'),
    text('medium'),
    text('description', { multiline: true }),
    // The page lays the gallery out by each picture's size, read from the upload.
    { type: 'image', name: 'image', required: true, sized: true },
    year('year'),
    { type: 'number', name: 'width', min: 1, max: 20_000, required: true },
    { type: 'number', name: 'height', min: 1, max: 20_000, required: true },
  ],
  team: [
    text('name', { required: true }),
    text('role'),
    text('bio', { multiline: true }),
    image('photo'),
    year('joined_year'),
  ],
  process: [
    text('title', { required: true }),
    text('summary', { multiline: true }),
    text('duration'),
    rich('content'),
    image('image'),
    {
      type: 'list',
      name: 'steps',
      max: 30,
      item: [text('title', { required: true }), text('text', { multiline: true })],
    },
  ],
  technology: [
    text('title', { required: true }),
    text('summary', { multiline: true }),
    { type: 'tags', name: 'tags' },
    rich('content'),
    image('image'),
  ],
  mr: [
    text('title', { required: true }),
    text('summary', { multiline: true }),
    text('location'),
    text('open_hours'),
    { type: 'number', name: 'duration_minutes', min: 1, max: 24 * 60, required: true },
    image('image'),
  ],
  news: [
    text('title', { required: true }),
    text('category'),
    text('summary', { multiline: true }),
    rich('content'),
    image('image'),
    { type: 'time', name: 'publish_at' },
  ],
  link: [
    text('name', { required: true }),
    { type: 'plain', name: 'group', required: true },
    { type: 'plain', name: 'url', required: true, placeholder: 'https://' },
  ],
};

/** The bilingual fields of a form, for the missing-English flag. */
export function bilingualFields(kind: ContentKind): string[] {
  return CONTENT_FORMS[kind]
    .filter((field) => field.type === 'text' || field.type === 'rich' || field.type === 'tags')
    .map((field) => field.name);
}

/** A field's empty value: a number starts at its lowest sensible value (a year at this one). */
function blankOf(field: FieldSpec, now: Date): Record<string, unknown> {
  switch (field.type) {
    case 'text':
    case 'rich':
      return { [`${field.name}_zh`]: '', [`${field.name}_en`]: '' };
    case 'tags':
      return { [`${field.name}_zh`]: [], [`${field.name}_en`]: [] };
    case 'image':
    case 'plain':
      return { [field.name]: '' };
    case 'number':
      return {
        [field.name]: field.min === 1900 ? now.getFullYear() : field.min === 1 ? null : field.min,
      };
    case 'time':
      return { [field.name]: now.toISOString() };
    case 'list':
      return { [field.name]: [] };
  }
}

/** A new item's values: empty texts, this year, and (news) the time now. */
export function blankValues(kind: ContentKind, now = new Date()): ContentValues {
  return Object.assign(
    {},
    ...CONTENT_FORMS[kind].map((field) => blankOf(field, now)),
  ) as ContentValues;
}

/** A list row's empty values. */
export function blankRow(items: FieldSpec[], now = new Date()): ContentValues {
  return Object.assign({}, ...items.map((field) => blankOf(field, now))) as ContentValues;
}

/** A stored body as the form holds it. */
export function formValues(body: ContentBody): ContentValues {
  const { kind, ...values } = body;
  void kind;
  return values;
}

/** The form's values as the body the server takes. */
export function bodyOf(kind: ContentKind, values: ContentValues): ContentBody {
  return { ...values, kind } as ContentBody;
}
