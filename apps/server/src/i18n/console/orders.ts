import type { Lang } from '@atelier/contract';

/** The orders console's refusals and notes, in both languages. */
export const ordersMessages = {} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the orders console's input fields, as refusals word them. */
export const ordersFieldLabels: Record<string, Record<Lang, string>> = {};
