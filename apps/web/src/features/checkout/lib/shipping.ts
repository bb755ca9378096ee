/**
 * The studio's promise on the success page: paid orders leave the studio within this many
 * days. The shop settings do not carry it yet, so it lives here.
 */
export const SHIP_WITHIN_DAYS = 3;
