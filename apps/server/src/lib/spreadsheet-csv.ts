import { stringify } from 'csv-stringify/sync';

// The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as the text it is: one that would start a formula gets a quote. */
export function asText(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Rows for staff to open in a spreadsheet. A customer's name or address, an applicant's e-mail,
 * can be written to run as a formula there (`=HYPERLINK(…)`); every cell is kept as text.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(asText)));
}
