import type { Lang } from '@atelier/contract';

/** The catalog console's refusals and notes, in both languages. */
export const catalogMessages = {} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the catalog console's input fields, as refusals word them. */
export const catalogFieldLabels: Record<string, Record<Lang, string>> = {};
