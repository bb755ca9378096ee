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

const leadIn = /^([^：:。.]{1,24})[：:]\s*(.+)$/s;

function toItem(text: string): TextItem {
  const match = leadIn.exec(text.trim());
  return match ? { title: match[1] ?? '', text: match[2] ?? '' } : { title: '', text: text.trim() };
}

/**
 * Splits a kept text at its subheadings (`h3`): the opening before the first, then each
 * subheading with what follows it. Lets a long text be laid out as a page of sections.
 */
export function splitSections(html: string): { intro: string; sections: TextSection[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const intro: string[] = [];
  const sections: Array<{ title: string; nodes: Element[] }> = [];

  for (const node of Array.from(doc.body.children)) {
    if (node.tagName === 'H3') sections.push({ title: node.textContent?.trim() ?? '', nodes: [] });
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
