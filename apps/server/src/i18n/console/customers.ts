import type { Lang } from '@atelier/contract';

/** The customers console's refusals and notes, in both languages. */
export const customersMessages = {} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the customers console's input fields, as refusals word them. */
export const customersFieldLabels: Record<string, Record<Lang, string>> = {};
