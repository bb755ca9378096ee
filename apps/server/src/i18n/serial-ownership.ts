import type { Lang } from '@atelier/contract';

export const serialOwnershipMessages = {} as const satisfies Record<string, Record<Lang, string>>;
