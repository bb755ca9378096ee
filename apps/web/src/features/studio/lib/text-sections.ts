export interface TextItem {
  /** The words before a leading "Title:" or "标题：", when the item has them. */
  title: string;
  text: string;
}

export interface TextSection {
  title: string;
  /** The section's own markup, for sections that are prose. */
  html: string;
  /** The items of a section that is one list, so they can be set as cards. */
  items: TextItem[] | null;
}

const leadIn = /^([^：:。.]{1,32})[：:]\s*(.+)$/s;

function toItem(text: string): TextItem {
  const match = leadIn.exec(text.trim());
  if (!match) return { title: '', text: text.trim() };
  // What followed "Printing:" starts a sentence of its own once the lead-in is a title.
  const rest = match[2] ?? '';
  return { title: match[1] ?? '', text: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/**
 * Splits a kept text at its subheadings (`h2`, or `h3` when it has no `h2`): the opening
 * before the first, then each subheading with what follows it. Lets a long text be laid out as
 * a page of sections.
 */
export function splitSections(html: string): { intro: string; sections: TextSection[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const intro: string[] = [];
  const sections: Array<{ title: string; nodes: Element[] }> = [];
  const heading = doc.body.querySelector(':scope > h2') ? 'H2' : 'H3';

  for (const node of Array.from(doc.body.children)) {
    if (node.tagName === heading)
      sections.push({ title: node.textContent?.trim() ?? '', nodes: [] });
    else if (sections.length === 0) intro.push(node.outerHTML);
    else sections.at(-1)?.nodes.push(node);
  }

  return {
    intro: intro.join(''),
    sections: sections.map(({ title, nodes }) => {
      const only = nodes.length === 1 ? nodes[0] : undefined;
      const list = only && (only.tagName === 'UL' || only.tagName === 'OL') ? only : null;
      return {
        title,
        html: nodes.map((node) => node.outerHTML).join(''),
        items: list
          ? Array.from(list.children, (item) => toItem(item.textContent ?? '')).filter(
              (item) => item.text,
            )
          : null,
      };
    }),
  };
}
