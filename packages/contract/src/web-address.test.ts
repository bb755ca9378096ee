import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemas } from './registry';
import { optionalWebAddress, webAddress } from './fields';

function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const accepted = [
  'https://cdn.example.com/works/dawn.png',
  'http://example.com',
  'HTTPS://EXAMPLE.COM/A.PNG',
  'https://example.com:8443/a?b=c#d',
  'https://[::1]/x.png',
  'https://例子.中国/图.png',
  '/',
  '/uploads/seed/logo.svg',
  '/richText?key=privacy',
  '/图/山水.png',
];

const refused = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\t\n javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\u0000:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://x',
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  'foo.png',
  'uploads/a.png',
  './a.png',
  '../a.png',
  '#top',
  '?a=1',
  'https:',
  'https://',
  'https:///evil.com',
  'http:evil.com',
  'https:evil.com',
  'https://shop.example@evil.com',
  'https://exa mple.com/',
  'https://example.com/a b.png',
  'mailto:a@example.com',
];

describe('web addresses staff type', () => {
  it.each(accepted)('take %j', (value) => {
    expect(webAddress.parse(value)).toBe(value);
    expect(optionalWebAddress.parse(value)).toBe(value);
  });

  it('trim the spaces around an address', () => {
    expect(webAddress.parse('  /uploads/a.png\n')).toBe('/uploads/a.png');
    expect(optionalWebAddress.parse(' https://example.com/a.png ')).toBe(
      'https://example.com/a.png',
    );
  });

  it.each(refused)('refuse %j with the web address message', (value) => {
    expect(refusal(webAddress, value)).toBe('format.webAddress');
    expect(refusal(optionalWebAddress, value)).toBe('format.webAddress');
  });

  it('need a value only where the field is required', () => {
    expect(refusal(webAddress, '')).toBe('format.required');
    expect(refusal(webAddress, '   ')).toBe('format.required');
    expect(optionalWebAddress.parse('')).toBe('');
    expect(optionalWebAddress.parse('  ')).toBe('');
    expect(optionalWebAddress.parse(undefined)).toBe('');
  });

  it('are at most 256 characters', () => {
    const long = `/${'a'.repeat(256)}`;
    expect(refusal(webAddress, long)).toBe('format.tooLong');
    expect(refusal(optionalWebAddress, long)).toBe('format.tooLong');
  });

  it('are what every console form with an address takes', () => {
    const bad = 'javascript:alert(1)';
    const cases: Array<
      [action: keyof typeof schemas, input: Record<string, unknown>, path: string]
    > = [
      ['bannerSave', { position: 'home', image: bad }, 'image'],
      ['bannerSave', { position: 'home', image: '/b.png', link: bad }, 'link'],
      ['categorySave', { type: 'art', code: 'prints', name_zh: '版画', image: bad }, 'image'],
      ['artistSave', { name_zh: '林', avatar: bad }, 'avatar'],
      ['artistSave', { name_zh: '林', cover: bad }, 'cover'],
      ['productSave', { images: ['/a.png', bad] }, 'images.1'],
      ['communityGroupSave', { cover: bad }, 'cover'],
      ['communityGroupSave', { cover: '/c.png', images: [{ url: bad }] }, 'images.0.url'],
      ['contentSave', { publish: false, body: { kind: 'company', image: bad } }, 'body.image'],
      [
        'contentSave',
        { publish: false, body: { kind: 'founder', portrait: bad } },
        'body.portrait',
      ],
      ['contentSave', { publish: false, body: { kind: 'team', photo: bad } }, 'body.photo'],
      [
        'contentSave',
        { publish: false, body: { kind: 'story', sections: [{ title_zh: '一', image: bad }] } },
        'body.sections.0.image',
      ],
      ['contentSave', { publish: false, body: { kind: 'gallery', image: bad } }, 'body.image'],
      ['contentSave', { publish: false, body: { kind: 'news', image: bad } }, 'body.image'],
      ['contentSave', { publish: false, body: { kind: 'mr', image: bad } }, 'body.image'],
      ['contentSave', { publish: false, body: { kind: 'process', image: bad } }, 'body.image'],
      ['contentSave', { publish: false, body: { kind: 'technology', image: bad } }, 'body.image'],
      ['contentSave', { publish: false, body: { kind: 'link', url: bad } }, 'body.url'],
    ];
    for (const [action, input, path] of cases) {
      const result = schemas[action].input.safeParse(input);
      const issue = result.error?.issues.find((i) => i.path.join('.') === path);
      expect(issue?.message, `${action} ${path}`).toBe('format.webAddress');
    }
  });
});
