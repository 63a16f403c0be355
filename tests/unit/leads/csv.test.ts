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
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
  });

  it('does not touch formula characters that do not start the cell', () => {
    expect(csvCell('a=b')).toBe('a=b');
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
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv.slice(1)).toBe('ID,Company\r\n7002,"Énergie Sud, Maintenance"\r\n7003,"Line\nbreak"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('is just the mark for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
