// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetReport, chunkCycles, firstLoadFiles, gzipSize, visitReport } from './first-load.mjs';

/** A manifest shaped like Vite's: an entry, shared chunks, lazy pages and a CSS-only entry. */
const manifest = {
  'index.html': {
    file: 'static/index-a.js',
    isEntry: true,
    imports: ['_framework-b.js', '_shared-c.js'],
    dynamicImports: ['src/about.tsx', 'src/shop.tsx'],
    css: ['static/index-a.css'],
  },
  '_framework-b.js': { file: 'static/framework-b.js' },
  '_shared-c.js': { file: 'static/shared-c.js', imports: ['_framework-b.js'] },
  'src/about.tsx': {
    file: 'static/about-d.js',
    isDynamicEntry: true,
    imports: ['_shared-c.js', '_carousel-e.js'],
    dynamicImports: ['src/lightbox.tsx'],
  },
  '_carousel-e.js': { file: 'static/carousel-e.js', imports: ['_framework-b.js'] },
  'src/lightbox.tsx': { file: 'static/lightbox-f.js', isDynamicEntry: true },
  'src/shop.tsx': { file: 'static/shop-g.js', isDynamicEntry: true, imports: ['_antd-h.js'] },
  '_antd-h.js': { file: 'static/antd-h.js' },
  'src/font.css': { file: 'static/font-i.css' },
};

describe('firstLoadFiles', () => {
  it('takes the entry and the lazy pages with their static imports, each file once', () => {
    expect(firstLoadFiles(manifest, ['src/about.tsx'])).toEqual([
      'static/index-a.js',
      'static/framework-b.js',
      'static/shared-c.js',
      'static/about-d.js',
      'static/carousel-e.js',
    ]);
  });

  it('leaves out what is only imported dynamically', () => {
    const files = firstLoadFiles(manifest, ['src/about.tsx']);
    expect(files).not.toContain('static/lightbox-f.js');
    expect(files).not.toContain('static/shop-g.js');
    expect(files).not.toContain('static/antd-h.js');
  });

  it('fails loudly when the manifest lacks a named page or an entry', () => {
    expect(() => firstLoadFiles(manifest, ['src/renamed.tsx'])).toThrow(/src\/renamed\.tsx/);
    expect(() => firstLoadFiles({ 'a.js': { file: 'a.js' } }, [])).toThrow(/no entry/);
  });
});

describe('gzipSize', () => {
  it('is the length of a real gzip of the content', () => {
    const content = Buffer.from('const a = 1;\n'.repeat(500));
    const size = gzipSize(content);
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(content.length / 10);
  });
});

describe('budgetReport', () => {
  const sizes = [
    { file: 'static/framework.js', bytes: 90_000 },
    { file: 'static/index.js', bytes: 40_000 },
  ];

  it('adds the sizes and passes at or under the budget', () => {
    const report = budgetReport(sizes, 130_000);
    expect(report.total).toBe(130_000);
    expect(report.over).toBe(false);
    expect(report.text).toMatch(/total\s+130\.00 kB\s+\(budget 130\.00 kB\)/);
  });

  it('fails one byte over', () => {
    expect(budgetReport(sizes, 129_999).over).toBe(true);
  });
});

describe('visitReport', () => {
  const sizes = [
    { file: 'static/framework.js', bytes: 90_000 },
    { file: 'static/console.js', bytes: 40_000 },
  ];

  it('counts the files and bytes and names the budget', () => {
    const report = visitReport('/admin/dashboard', sizes, { files: 25, bytes: 400_000 });
    expect(report).toMatchObject({ files: 2, bytes: 130_000, over: false });
    expect(report.text).toBe('  /admin/dashboard: 2 files, 130.00 kB (budget 25 files, 400.00 kB)');
  });

  it('is over with one file too many or one byte too many', () => {
    expect(visitReport('/myCenter', sizes, { files: 1 }).over).toBe(true);
    expect(visitReport('/myCenter', sizes, { files: 2 }).over).toBe(false);
    expect(visitReport('/x', sizes, { files: 2, bytes: 129_999 }).over).toBe(true);
  });
});

describe('chunkCycles', () => {
  it('finds no loop in chunks that import one way', () => {
    expect(chunkCycles(manifest)).toEqual([]);
  });

  it('names the files of a loop, however long', () => {
    const looped = {
      ...manifest,
      '_framework-b.js': { file: 'static/framework-b.js', imports: ['_carousel-e.js'] },
      '_antd-h.js': { file: 'static/antd-h.js', imports: ['src/shop.tsx'] },
    };
    expect(chunkCycles(looped)).toEqual([
      ['static/framework-b.js', 'static/carousel-e.js'],
      ['static/shop-g.js', 'static/antd-h.js'],
    ]);
  });
});
