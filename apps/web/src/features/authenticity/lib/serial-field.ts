import {
  SERIAL_ALPHABET,
  SERIAL_LENGTH,
  formatSerial,
  isSerialWellFormed,
  normalizeSerial,
} from '@atelier/contract/serial-code';

/**
 * What the code field shows as one types: the characters the alphabet knows (Crockford's
 * look-alikes mapped), upper case, in groups of four, no longer than a serial.
 */
export function typedSerial(text: string): string {
  const chars = [...normalizeSerial(text)].filter((char) => SERIAL_ALPHABET.includes(char));
  return formatSerial(chars.slice(0, SERIAL_LENGTH).join(''));
}

/** A whole code with the right check character: worth asking the server about. */
export function isCheckable(text: string): boolean {
  return isSerialWellFormed(normalizeSerial(text));
}

/**
 * The serial in what a scanned QR code says: the `code` of a check address
 * (`https://shop/appraisal?code=…`), or the text itself when it is a bare code.
 */
export function serialFromScan(text: string): string {
  const trimmed = text.trim();
  try {
    const code = new URL(trimmed).searchParams.get('code');
    if (code) return typedSerial(code);
  } catch {
    // Not an address: a bare code.
  }
  return typedSerial(trimmed);
}
