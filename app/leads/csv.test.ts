import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '~/leads/csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Rheinland Tankbau GmbH')).toBe('Rheinland Tankbau GmbH');
    expect(csvCell('Énergie Sud')).toBe('Énergie Sud');
    expect(csvCell(7001)).toBe('7001');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvCell('D200-PRO, CR-X5M')).toBe('"D200-PRO, CR-X5M"');
    expect(csvCell('the "caged" drone')).toBe('"the ""caged"" drone"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+49 221 4471 230')).toBe("'+49 221 4471 230");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe('"\'\t\'=1+1"');
    expect(csvCell('\r=1+1')).toBe('"\'\r\'=1+1"');
    expect(csvCell('  =1+1')).toBe("'  =1+1");
  });

  it('neutralises the full-width forms of the formula characters', () => {
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('\uFF0B1')).toBe("'\uFF0B1");
    expect(csvCell('\uFF0D1')).toBe("'\uFF0D1");
    expect(csvCell('\uFF20SUM(1)')).toBe("'\uFF20SUM(1)");
  });

  it('neutralises a formula after any separator a spreadsheet may split on, and quotes the cell', () => {
    // German and French spreadsheets split on semicolons: each piece must read as text.
    expect(csvCell('Acme;=1+1')).toBe('"Acme;\'=1+1"');
    expect(csvCell('x;@SUM(1;2)')).toBe('"x;\'@SUM(1;2)"');
    expect(csvCell('x; -2+3')).toBe('"x; \'-2+3"');
    expect(csvCell('x,\uFF1D1+1')).toBe('"x,\'\uFF1D1+1"');
    expect(csvCell('x\t+1')).toBe('"x\t\'+1"');
    expect(csvCell('line\n=1+1')).toBe('"line\n\'=1+1"');
    for (const cell of ['Acme;=1+1', 'x;@SUM(1;2)', 'a;b', 'a\tb']) expect(csvCell(cell)).toMatch(/^".*"$/s);
  });

  it('neutralises a formula behind blanks a spreadsheet or an eye passes over, and the small forms of its characters', () => {
    for (const blank of ['\u00A0', '\u3000', '\u200B', '\uFEFF', '\u2003 ']) {
      expect(csvCell(`${blank}=1+1`), JSON.stringify(blank)).toBe(`'${blank}=1+1`);
      expect(csvCell(`x;${blank}@SUM(1)`), JSON.stringify(blank)).toBe(`"x;${blank}'@SUM(1)"`);
    }
    expect(csvCell('\uFE661+1')).toBe("'\uFE661+1");
    expect(csvCell('\uFE621')).toBe("'\uFE621");
    expect(csvCell('\uFE631')).toBe("'\uFE631");
    expect(csvCell('\uFE6BSUM(1)')).toBe("'\uFE6BSUM(1)");
  });

  it('reads a long run of separators and blanks without a formula as text (its patterns stop at each separator: eslint-plugin-regexp checks they run in linear time)', () => {
    const long = `${',\u00A0\n\t;'.repeat(40_000)}x`;
    expect(csvCell(long)).toBe(`"${long}"`);
    expect(csvCell('\u00A0'.repeat(200_000))).toBe('\u00A0'.repeat(200_000));
  });

  it('does not touch formula characters that do not start the cell or a piece of it', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('D200-PRO, CR-X5M')).toBe('"D200-PRO, CR-X5M"');
    expect(csvCell('j.becker@example.com')).toBe('j.becker@example.com');
    expect(csvCell('CR-X10')).toBe('CR-X10');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const csv = toCsv([
      ['ID', 'Company'],
      [7002, 'Énergie Sud, Maintenance'],
      [7003, 'Line\nbreak'],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('ID,Company\r\n7002,"Énergie Sud, Maintenance"\r\n7003,"Line\nbreak"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('is just the mark for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
