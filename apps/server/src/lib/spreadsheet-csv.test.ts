import { describe, expect, it } from 'vitest';
import { asText, spreadsheetCsv } from './spreadsheet-csv';

describe('spreadsheetCsv', () => {
  it('keeps every cell a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(asText(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(asText('林小满')).toBe('林小满');
    expect(asText('a=b')).toBe('a=b');
    expect(asText('')).toBe('');
  });

  it('quotes as CSV does after keeping the cell as text', () => {
    expect(
      spreadsheetCsv([
        ['name', 'note'],
        ['=HYPERLINK("x")', 'plain, with a comma'],
      ]),
    ).toBe('name,note\n"\'=HYPERLINK(""x"")","plain, with a comma"\n');
  });
});
