import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('links http and https addresses, leaving the sentence’s punctuation outside', () => {
    expect(linkify('Notes at https://example.com/a?b=1. And http://x.cn，好')).toEqual([
      { kind: 'text', text: 'Notes at ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.cn', href: 'http://x.cn' },
      { kind: 'text', text: '，好' },
    ]);
  });

  it('links nothing else: javascript:, data:, bare domains and markup stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'see example.com',
      '<a href="https://evil.example">x</a>'.replace('https://evil.example', 'ftp://evil'),
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops an address at quotes and angle brackets', () => {
    expect(linkify('<img src="https://a.example/x.png" onerror="alert(1)">')).toEqual([
      { kind: 'text', text: '<img src="' },
      { kind: 'link', text: 'https://a.example/x.png', href: 'https://a.example/x.png' },
      { kind: 'text', text: '" onerror="alert(1)">' },
    ]);
  });
});
