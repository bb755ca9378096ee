import type { Lang } from '@atelier/contract';

export const serialsConsoleMessages = {} as const satisfies Record<string, Record<Lang, string>>;
