/*
 * The draw's codes: apart from `codes.ts` because only the drop pages, the personal centre and
 * the console need them.
 */

/**
 * Where a drop stands, from its times and whether it was drawn: entries not yet open, open,
 * closed and waiting for the draw, drawn (winners buying, units moving down the order).
 */
export const DROP_STAGES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type DropStage = (typeof DROP_STAGES)[number];

/**
 * An entry's fate. `entered` until the draw; then the first N are `won` and the rest wait as
 * `not_drawn`; an entry reached when a winner lets their window pass is `moved_up` (it holds a
 * unit like a winner); a holder who buys is `bought`, one whose window passes is `lapsed`; an
 * entry whose account was disabled or cancelled is `void` and never wins.
 */
export const DROP_ENTRY_STATES = [
  'entered',
  'won',
  'moved_up',
  'bought',
  'lapsed',
  'not_drawn',
  'void',
] as const;
export type DropEntryState = (typeof DROP_ENTRY_STATES)[number];

/**
 * What the studio may require of an entrant: membership of a community group, a non-cancelled
 * order of an earlier edition (a product), or ownership of a serial of a product.
 */
export const DROP_GATE_KINDS = ['group_member', 'earlier_buyer', 'serial_owner'] as const;
export type DropGateKind = (typeof DROP_GATE_KINDS)[number];

/** Units one drop may offer, and a purchase window's length in hours. */
export const DROP_QUANTITY_MAX = 100_000;
export const DROP_PURCHASE_HOURS_MAX = 24 * 14;
export const DROP_GATES_MAX = 5;
