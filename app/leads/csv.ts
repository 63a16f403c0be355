/**
 * CSV for spreadsheet programs: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark
 * (so accents survive a double click into a spreadsheet), and cells that a spreadsheet would
 * run as a formula neutralised with a leading apostrophe (CSV injection).
 */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it starts like a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** A whole document: the byte order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
