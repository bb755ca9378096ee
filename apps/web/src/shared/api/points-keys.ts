/**
 * Queries that every points write changes: a sign-in, a play or an order moves the balance, the
 * history and the rank lists, whichever page asked for them.
 */
export const pointsAccountKey = ['pointsAccount'] as const;
export const pointsLedgerKey = ['pointsLedger'] as const;
export const rankListKey = ['rankList'] as const;

export const pointsChangedKeys = [pointsAccountKey, pointsLedgerKey, rankListKey] as const;
