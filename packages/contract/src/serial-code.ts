/*
 * The studio's product serials: 15 random Crockford base32 characters (75 bits) and a check
 * character, printed in groups of four (`7K3M-9QXW-TR2B-H5CN`). Shared by the server, which
 * issues and looks them up, and the web app, which formats them as they are typed and catches a
 * typo before any lookup.
 */

/** Crockford's base32: no I, L, O or U, so a code reads aloud and types without doubt. */
export const SERIAL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SERIAL_DATA_LENGTH = 15;
export const SERIAL_LENGTH = SERIAL_DATA_LENGTH + 1;
export const SERIAL_GROUP_SIZE = 4;
/** The longest text a check accepts before normalising (a code with spaces or dashes). */
export const SERIAL_INPUT_MAX = 40;

const BASE = SERIAL_ALPHABET.length;

/**
 * A typed or scanned code as the alphabet spells it: upper case, without spaces or dashes, with
 * the letters Crockford reads as digits (O → 0, I and L → 1) mapped. Anything else is left for
 * `isSerialWellFormed` to refuse.
 */
export function normalizeSerial(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/**
 * The check character of a code's data: Luhn mod 32, which catches every single wrong character
 * and every swap of two neighbours but 0 and Z.
 */
export function serialCheckCharacter(data: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = data.length - 1; i >= 0; i--) {
    const value = SERIAL_ALPHABET.indexOf(data[i] ?? '');
    if (value < 0) throw new Error(`Not a serial character: ${data[i]}`);
    const addend = factor * value;
    sum += Math.floor(addend / BASE) + (addend % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return SERIAL_ALPHABET[(BASE - (sum % BASE)) % BASE] ?? '0';
}

/** A normalised code of the right length, alphabet and check character. */
export function isSerialWellFormed(normalized: string): boolean {
  if (normalized.length !== SERIAL_LENGTH) return false;
  for (const char of normalized) if (!SERIAL_ALPHABET.includes(char)) return false;
  const data = normalized.slice(0, SERIAL_DATA_LENGTH);
  return serialCheckCharacter(data) === normalized[SERIAL_DATA_LENGTH];
}

/** A normalised code, whole or partly typed, in groups of four: `7K3M-9QXW-TR2B-H5CN`. */
export function formatSerial(normalized: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalized.length; i += SERIAL_GROUP_SIZE) {
    groups.push(normalized.slice(i, i + SERIAL_GROUP_SIZE));
  }
  return groups.join('-');
}

/** A code from its 15 data characters: the data and its check character. */
export function serialFromData(data: string): string {
  return data + serialCheckCharacter(data);
}
