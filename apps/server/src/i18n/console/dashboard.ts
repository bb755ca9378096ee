import type { Lang } from '@atelier/contract';

/** The dashboard console's refusals and notes, in both languages. */
export const dashboardMessages = {} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the dashboard console's input fields, as refusals word them. */
export const dashboardFieldLabels: Record<string, Record<Lang, string>> = {};
