/** A piece of a member's text: words as they are, or a web address to link. */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http and https only; the address ends before spaces, angle brackets, quotes and Chinese
// punctuation (Chinese text runs on after an address without a space).
const URL_PATTERN = /https?:\/\/[^\s<>"'`，。；：！？（）【】「」『』、]+/gi;
// Punctuation that closes a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits plain text into words and links. Nothing here is ever markup: the pieces are rendered
 * as text nodes and `<a>` elements, so `<script>` stays visible text.
 */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    if (!isWebAddress(address)) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
