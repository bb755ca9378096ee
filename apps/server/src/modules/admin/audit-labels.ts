import {
  isConsoleAction,
  routes,
  type ActionName,
  type ContentKind,
  type Lang,
} from '@atelier/contract';
import type { ActionOutput } from '@atelier/contract';
import {
  auditActionLabels,
  auditContentNouns,
  auditFieldLabels,
  auditFlagLabels,
  auditLanguageNames,
  auditPublishLabels,
  auditTargetValueLabels,
  auditValueLabels,
} from '../../i18n/console/audit';
import { fieldLabel } from '../../i18n/messages';

type AuditRow = ActionOutput<'auditList'>['list'][number];
type Unlabelled = Omit<AuditRow, 'labels'>;
type Fields = Record<string, unknown> | null;

/** The writes of the shop's own jobs, which no console action names. */
export const SYSTEM_AUDIT_ACTIONS = ['accountErase', 'resumeRetention'] as const;

/** Every action that leaves rows in the trail: each console write, then the shop's jobs. */
export const AUDITED_ACTIONS: readonly string[] = [
  ...(Object.keys(routes) as ActionName[]).filter((name) => {
    const route: { method: string; reads?: boolean } = routes[name];
    return isConsoleAction(name) && route.method === 'POST' && !route.reads;
  }),
  ...SYSTEM_AUDIT_ACTIONS,
];

/** An action in words; a content action with what it acted on, when the row says. */
export function actionLabel(action: string, lang: Lang, row?: Unlabelled): string {
  if (action === 'productPublish' && typeof row?.after?.on_sale === 'boolean')
    return auditPublishLabels[row.after.on_sale ? 'on' : 'off'][lang];
  const words = auditActionLabels[action]?.[lang];
  if (!words) return action;
  const kind = row?.target_type.startsWith('content_')
    ? (row.target_type.slice('content_'.length) as ContentKind)
    : undefined;
  const target = kind ? auditContentNouns[kind][lang] : lang === 'en' ? 'site content' : '官网内容';
  return words.replace('{target}', target);
}

function fieldWords(field: string, lang: Lang, action: string): string {
  const own = auditFieldLabels[field]?.[lang] ?? fieldLabel(field, lang, action);
  if (own !== field) return own;
  // A text kept in both languages (`title_zh`, `title_en`) is named as the catalogue names its
  // own: "English title", "英文标题".
  const [, base, side] = /^(.+)_(zh|en)$/.exec(field) ?? [];
  if (!base || !side) return field;
  const words = fieldWords(base, lang, action);
  if (words === base) return field;
  const named = lang === 'en' && !/^[A-Z]{2}/.test(words) ? words.toLowerCase() : words;
  return auditLanguageNames[side as 'zh' | 'en'][lang].replace('{field}', named);
}

function valueWords(row: Unlabelled, field: string, value: unknown, lang: Lang) {
  if (typeof value === 'boolean') {
    const words = auditValueLabels[field]?.[String(value)] ?? auditFlagLabels[`${value}`];
    return words[lang];
  }
  if (typeof value !== 'string') return undefined;
  const words =
    auditTargetValueLabels[row.target_type]?.[field]?.[value] ?? auditValueLabels[field]?.[value];
  return words?.[lang];
}

/** The names the console shows for one row: its action, its fields and its coded values. */
export function withLabels(row: Unlabelled, lang: Lang): AuditRow {
  const sides = [row.before, row.after].filter((side): side is NonNullable<Fields> => !!side);
  const fields: Record<string, string> = {};
  const values: Record<string, Record<string, string>> = {};
  const name = (field: string, value: unknown) => {
    fields[field] ??= fieldWords(field, lang, row.action);
    const words = valueWords(row, field, value, lang);
    if (words !== undefined) (values[field] ??= {})[String(value)] = words;
  };
  for (const side of sides)
    for (const [field, value] of Object.entries(side)) {
      name(field, value);
      // A draft holds a whole item: its fields are named too, for the comparison of versions.
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [inner, innerValue] of Object.entries(value)) name(inner, innerValue);
    }
  return { ...row, labels: { action: actionLabel(row.action, lang, row), fields, values } };
}

/** The trail's actions in words, ordered by those words, for the filter. */
export function auditActionChoices(lang: Lang): { value: string; label: string }[] {
  return AUDITED_ACTIONS.map((value) => ({ value, label: actionLabel(value, lang) })).sort((a, b) =>
    a.label.localeCompare(b.label, lang === 'en' ? 'en' : 'zh-Hans-CN'),
  );
}
