import { schemas, type Lang } from '@atelier/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { fieldLabel, isMessageKey, t } from '../i18n/messages';

/**
 * Validates input with the contract's zod schema. Failures carry zod's issues (with the input,
 * so "missing" and "wrong" can be told apart) to the error handler, which words them.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    // An absent field is reported as absent, so it reads "required", whatever rule it broke.
    const issues = result.error.issues.map((issue) =>
      isTypeIssue(issue) && valueAt(data, issue.path) === undefined
        ? { ...issue, input: undefined }
        : issue,
    );
    return { error: issues as never };
  };

/** A value of the wrong type: a field that is not there at all is one, for any type. */
function isTypeIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' || issue.code === 'invalid_union';
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function isZodIssueList(value: unknown): value is z.core.$ZodIssue[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    typeof value[0]?.code === 'string' &&
    Array.isArray(value[0]?.path)
  );
}

/**
 * The action's own field an issue sits in (a field inside a list is named by its list). Any
 * other name is the sender's own text, of any length, which an answer never repeats: it reads
 * as the request as a whole.
 */
function fieldOf(path: readonly PropertyKey[], action?: string): string {
  const [root] = path;
  const input =
    action && Object.hasOwn(schemas, action)
      ? schemas[action as keyof typeof schemas].input
      : undefined;
  const known =
    typeof root === 'string' && (root === 'lang' || Object.hasOwn(input?.shape ?? {}, root));
  if (!known) return 'body';
  // A field of an object the action takes (the console's content `body.title_zh`) is named by
  // both; its label falls back to the object's own.
  const [, inner] = path;
  return typeof inner === 'string' && /^[a-z_]{1,40}$/.test(inner) ? `${root}.${inner}` : root;
}

/** Up to this many choices, a refusal lists them. */
const CHOICES_LISTED = 8;

const locales = { 'zh-cn': z.locales.zhCN().localeError, en: z.locales.en().localeError };

/**
 * Names the first offending field, as `action` calls it, and says what is wrong with it, in the
 * request's language.
 */
export function validationMessage(issues: z.core.$ZodIssue[], lang: Lang, action?: string): string {
  const issue = issues[0];
  if (!issue) return t(lang, 'badRequest');
  const field = fieldLabel(fieldOf(issue.path, action), lang, action);
  if (isTypeIssue(issue) && issue.input === undefined) {
    return t(lang, 'fieldRequired', { field });
  }
  // A contract format rule names its own message, which says what is expected (of `field`).
  if (issue.message.startsWith('format.') && isMessageKey(issue.message)) {
    return t(lang, issue.message, { field });
  }
  // A long list of choices (the audit trail's targets) would bury the field's name.
  if (issue.code === 'invalid_value' && issue.values.length > CHOICES_LISTED) {
    return t(lang, 'fieldNotAChoice', { field });
  }
  const reason = locales[lang](issue as Parameters<(typeof locales)['en']>[0]);
  const text = typeof reason === 'string' ? reason : (reason?.message ?? issue.message);
  return t(lang, 'fieldInvalid', { field, reason: text });
}
