import { SHIP_BATCH_COLUMNS, SHIP_BATCH_MAX } from '@atelier/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors';
import { csvErrorLine } from '../../lib/csv-error-line';

/** One shipping row of the file, as written; each is checked and shipped on its own. */
export interface ShipLine {
  /** Its line in the file; the header is line 1. */
  line: number;
  values: string[];
}

/**
 * Reads a bulk shipping file: a header row naming exactly the columns `order_no`, `carrier` and
 * `tracking_no` (in any order), then at least one row. A file that fails here is refused whole,
 * so nothing ships from a file read the wrong way.
 */
export function readShipFile(
  csv: string,
): Array<ShipLine & { order_no: string; carrier: string; tracking_no: string }> {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      // The typings do not follow `info`: each record then comes with where it ended.
    }) as unknown as typeof records;
  } catch (err) {
    throw new AppError('csvUnreadable', { line: csvErrorLine(err) });
  }
  const [header, ...rows] = records;
  const names = (header?.record ?? []).map((name) => name.toLowerCase());
  const columns = SHIP_BATCH_COLUMNS.map((column) => names.indexOf(column));
  if (names.length !== SHIP_BATCH_COLUMNS.length || columns.includes(-1)) {
    const found = names.join(',');
    // Plain column names are repeated to help; anything else (a data row, another language)
    // is not echoed back into the message.
    if (/^[\w ,.-]{1,80}$/.test(found)) throw new AppError('shipCsvColumns', { found });
    throw new AppError('shipCsvNoHeader');
  }
  if (rows.length === 0) throw new AppError('shipCsvEmpty');
  if (rows.length > SHIP_BATCH_MAX) {
    throw new AppError('shipCsvTooLong', { max: SHIP_BATCH_MAX, rows: rows.length });
  }
  const [orderNo = 0, carrier = 1, trackingNo = 2] = columns;
  return rows.map(({ record, info }) => ({
    line: info.lines,
    values: record,
    order_no: record[orderNo] ?? '',
    carrier: record[carrier] ?? '',
    tracking_no: record[trackingNo] ?? '',
  }));
}
