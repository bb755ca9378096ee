/**
 * Takes the first quotation out of a story's body, to set it large between its sections; the
 * body keeps the rest. Without a quotation the body is returned as it was.
 */
export function takeQuote(html: string): { body: string; quote: string } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const quote = doc.body.querySelector('blockquote');
  const text = quote?.textContent?.trim() ?? '';
  if (!quote || !text) return { body: html, quote: '' };
  quote.remove();
  return { body: doc.body.innerHTML, quote: text };
}
