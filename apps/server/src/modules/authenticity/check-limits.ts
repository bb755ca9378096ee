/*
 * How much checking a client may do, and when a serial looks copied: the one place these
 * numbers live.
 */

/** A client's budget is counted over this window, from its first check in it. */
export const CHECK_WINDOW_MS = 10 * 60_000;
/** What one client address may spend in a window: generous, since a shop's Wi-Fi is shared. */
export const IP_BUDGET = 120;
/** What one browser, or one signed-in account, may spend in a window. */
export const DEVICE_BUDGET = 40;
/** A serial that exists costs 1; a mistyped or unknown one costs more, since guessing makes them. */
export const KNOWN_COST = 1;
export const UNKNOWN_COST = 5;
/** This many unknown codes in one window blocks the client for `BLOCK_MS`. */
export const UNKNOWN_BURST = 10;
export const BLOCK_MS = 30 * 60_000;

/** A visitor counts once per this long. */
export const VISIT_MS = 24 * 3_600_000;
/**
 * Visitors one client address adds to a serial's count within `VISIT_MS`, whatever device ids
 * or accounts it shows: device ids are the client's to invent. Two, as a household behind one
 * router with two phones is common; more would let one address move the alert closer alone.
 */
export const ADDRESS_VISITORS = 2;
/** Distinct visitors of one serial within `VISIT_MS` that raise an alert for staff. */
export const ALERT_VISITORS = 20;
