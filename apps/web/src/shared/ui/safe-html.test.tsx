import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

function html(source: string): string {
  return render(<SafeHtml html={source} />).container.innerHTML;
}

describe('SafeHtml', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    expect(html('<p>Founded in <strong>2016</strong></p><ul><li><em>one</em></li></ul>')).toBe(
      '<div><p>Founded in <strong>2016</strong></p><ul><li><em>one</em></li></ul></div>',
    );
  });

  it('drops scripts and event handlers, and unwraps unknown tags to their text', () => {
    const out = html(
      '<p onclick="alert(1)">hi<script>alert(2)</script></p><img src=x onerror="alert(3)"><span style="color:red">text</span>',
    );
    expect(out).toBe('<div><p>hi</p>text</div>');
  });

  it("sets a stored h2 as a subhead under the page's own headings", () => {
    expect(html('<h2>What it does</h2><p>Draws.</p>')).toBe(
      '<div><h3>What it does</h3><p>Draws.</p></div>',
    );
  });

  it('keeps safe links and unwraps javascript: ones', () => {
    expect(html('<a href="https://example.com">out</a>')).toBe(
      '<div><a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a></div>',
    );
    expect(html('<a href="/about">in</a>')).toBe('<div><a href="/about">in</a></div>');
    expect(html('<a href=" javascript:alert(1)">bad</a>')).toBe('<div>bad</div>');
    expect(html('<a href="//evil.example">proto-relative</a>')).toBe('<div>proto-relative</div>');
  });
});
