import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p>Hi <strong>there</strong><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('<img src="/a.png" />');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });
});
