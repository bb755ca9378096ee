import type { Lang } from '@atelier/contract';

/** The settings console's refusals and notes, in both languages. */
export const settingsMessages = {} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the settings console's input fields, as refusals word them. */
export const settingsFieldLabels: Record<string, Record<Lang, string>> = {};
