import type { Lang } from '@atelier/contract';

export const serialCheckMessages = {} as const satisfies Record<string, Record<Lang, string>>;
