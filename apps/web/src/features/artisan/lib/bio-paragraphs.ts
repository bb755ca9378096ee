/**
 * A plain-text bio as paragraphs: blank lines separate them, single line breaks within one are
 * kept as spaces (Chinese text runs on without one), and surrounding whitespace goes.
 */
export function bioParagraphs(bio: string): string[] {
  return bio
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .trim()
        .replace(
          /([\u3000-\u9fff\uff00-\uffef])[^\S\n]*\n[^\S\n]*(?=[\u3000-\u9fff\uff00-\uffef])/g,
          '$1',
        )
        .replace(/[^\S\n]*\n[^\S\n]*/g, ' '),
    )
    .filter((paragraph) => paragraph !== '');
}
