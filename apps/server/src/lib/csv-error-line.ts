import { CsvError } from 'csv-parse/sync';

/**
 * The line where csv-parse stopped reading a file, for a refusal in the reader's language:
 * the parser's own wording is English only, and it quotes the file's text back.
 */
export function csvErrorLine(err: unknown): number {
  return err instanceof CsvError && typeof err.lines === 'number' ? err.lines : 1;
}
