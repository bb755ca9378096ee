/*
 * The few formats the web app's first screen needs (its header and its request client), apart
 * from the rest of `formats.ts`: what the shell imports loads with /about, and the other
 * formats then load with the pages that use them.
 */

/** The form field that carries the file of `POST /api/index/upload`. */
export const UPLOAD_FIELD = 'file';

/** Header cart badge maximum (spec section 9). */
export const BADGE_MAX = 99;
