import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Elements kept, by the name they are rendered as; anything else is unwrapped to its text. */
const kept: Record<string, string> = {
  P: 'p',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  // A subhead in stored text sits under the page's own h1 and section headings.
  H2: 'h3',
  H3: 'h3',
  H4: 'h4',
  BLOCKQUOTE: 'blockquote',
  A: 'a',
};

/** Elements whose content is never text for a reader. */
const dropped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT']);

const safeHref = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element) || dropped.has(node.tagName)) return null;

  const children = Array.from(node.childNodes, toReact);
  const tag = kept[node.tagName];
  if (!tag) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!safeHref.test(href.trim())) return <Fragment key={key}>{children}</Fragment>;
    const external = /^https?:/i.test(href);
    return createElement(
      'a',
      { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/** Renders simple rich text to React elements: an allowlist of tags, no attributes but links. */
export function htmlToReact(html: string): ReactNode[] {
  // A parsed document is inert: nothing in it runs or loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, toReact);
}

/**
 * Server-sanitised HTML (the company intro, a product description), rendered through a second, stricter allowlist
 * rather than injected: a sanitiser bug on the server cannot become script on the page.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => htmlToReact(html), [html]);
  return <div className={className}>{nodes}</div>;
}
