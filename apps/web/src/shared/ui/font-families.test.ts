import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFamilies } from './font-families';

const css = readFileSync(path.join(import.meta.dirname, '../../app/styles/global.css'), 'utf8');
const oneLine = css.replace(/\s+/g, ' ');

describe('fontFamilies', () => {
  it('are the stacks the page itself is set in, so antd reads the same as the text around it', () => {
    expect(oneLine).toContain(`--font-text: ${fontFamilies['zh-cn']};`);
    expect(oneLine).toContain(`#root.font-en { --font-text: ${fontFamilies.en};`);
  });
});
