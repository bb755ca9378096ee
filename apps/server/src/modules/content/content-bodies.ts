import type { ActionParams } from '@atelier/contract';
import type { Text } from '../../i18n/localized';
import { sanitizeRichText } from '../../lib/rich-text';

/** One item of the studio's site as the console edits it: both languages side by side. */
export type Body = ActionParams<'contentSave'>['body'];
export type Kind = Body['kind'];
export type BodyOf<K extends Kind> = Extract<Body, { kind: K }>;

/** The HTML fields of each kind: the rich-text editor's output, sanitised before it is kept. */
const HTML_FIELDS: Partial<Record<Kind, readonly string[]>> = {
  company: ['intro'],
  founder: ['bio'],
  story: ['body'],
  richText: ['content'],
  process: ['content'],
  technology: ['content'],
  news: ['content'],
};

/** The body with every HTML field passed through the allow-list, in both languages. */
export function sanitizedBody<B extends Body>(body: B): B {
  const fields = HTML_FIELDS[body.kind] ?? [];
  const clean: Record<string, unknown> = { ...body };
  for (const field of fields)
    for (const lang of ['zh', 'en'])
      clean[`${field}_${lang}`] = sanitizeRichText(String(clean[`${field}_${lang}`] ?? ''));
  return clean as B;
}

/** A text with words in it, or a list (tags) with an item. */
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/**
 * The bilingual fields with Chinese and no English, nested ones named by their list and place
 * (`steps.2.title`), so the console can flag each untranslated text.
 */
export function missingEnglish(body: Body): string[] {
  const found: string[] = [];
  const walk = (value: Record<string, unknown>, prefix: string) => {
    for (const [name, field] of Object.entries(value)) {
      if (name.endsWith('_zh')) {
        const base = name.slice(0, -3);
        if (filled(field) && !filled(value[`${base}_en`])) found.push(`${prefix}${base}`);
      } else if (Array.isArray(field)) {
        field.forEach((item, index) => {
          if (item && typeof item === 'object')
            walk(item as Record<string, unknown>, `${prefix}${name}.${index}.`);
        });
      }
    }
  };
  walk(body as unknown as Record<string, unknown>, '');
  return found;
}

/** An item's title in both languages, for lists (a member and a link have a name instead). */
export function titleOf(body: Body): { title_zh: string; title_en: string } {
  if ('title_zh' in body) return { title_zh: body.title_zh, title_en: body.title_en };
  return { title_zh: body.name_zh, title_en: body.name_en };
}

/** A body's `<field>_zh`/`<field>_en` pair as a stored bilingual text. */
export function textOf<F extends string>(
  value: Record<`${F}_zh` | `${F}_en`, string>,
  field: F,
): Text {
  return { 'zh-cn': value[`${field}_zh`], en: value[`${field}_en`] };
}

/** A stored bilingual text as a body's `<field>_zh`/`<field>_en` pair. */
export function pairOf<F extends string>(text: Text, field: F) {
  return { [`${field}_zh`]: text['zh-cn'], [`${field}_en`]: text.en ?? '' } as Record<
    `${F}_zh` | `${F}_en`,
    string
  >;
}
