// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { developmentFiles } from './production-build.mjs';

describe('developmentFiles', () => {
  it("names the files that carry React's development build", () => {
    const scripts = [
      { file: 'static/framework-a.js', text: 'function react_stack_bottom_frame(){}' },
      {
        file: 'static/list-b.js',
        text: 'console.error(\'Each child in a list should have a unique "key" prop.\')',
      },
      { file: 'static/framework-c.js', text: 'throw Error(formatProdErrorMessage(418))' },
    ];
    expect(developmentFiles(scripts)).toEqual(['static/framework-a.js', 'static/list-b.js']);
  });

  it('passes a production build', () => {
    expect(developmentFiles([{ file: 'static/index.js', text: 'export{a as b};' }])).toEqual([]);
  });
});
