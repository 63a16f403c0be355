/**
 * CSV for spreadsheet programs: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark
 * (so accents survive a double click into a spreadsheet), and cells that a spreadsheet would
 * run as a formula neutralised with a leading apostrophe (CSV injection).
 *
 * The file separates fields with commas, but a spreadsheet set to another language may split
 * on semicolons (German, French) or tabs instead. So a formula is neutralised wherever a cell
 * could start in any of them: at the start, and after each comma, semicolon, tab or line break
 * inside the text (blanks between them too); and every cell holding one of them is quoted.
 */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula, with their full-width and small forms. */
const FORMULA = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B';
/**
 * What may stand before a formula's first character and be passed over by a spreadsheet or a
 * reader's eye: spaces of any kind (the no-break and ideographic ones too) and invisible
 * format characters (a zero-width space, a byte order mark). No separator is among them, so
 * a run of them ends at the next separator: the patterns run in linear time.
 */
const BLANK = '[\\p{Zs}\\p{Cf}]*';
/** A formula start at the beginning of the text (tab and carriage return count there too). */
const FORMULA_AT_START = new RegExp(`^(?:${BLANK}[${FORMULA}]|[\\t\\r])`, 'u');
/** A formula start after a separator some spreadsheet splits on. */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n]${BLANK})(?=[${FORMULA}])`, 'gu');
/** What makes a cell need quotes: a quote, or a separator of any spreadsheet's reading. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One cell: formula starts neutralised, quoted when it holds a quote, a separator or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_AT_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (NEEDS_QUOTES.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** A whole document: the byte order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
