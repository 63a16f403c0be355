import { describe, expect, it } from 'vitest';
import { exportHref } from '~/leads/links';
import { exportFileName, leadsCsv } from '~/leads/export';
import { toLeadRecord } from '~/leads/lead-search';
import { statusNamesFor } from '~/leads/lead-records.server';
import { leadSchema } from '~/upstream/schemas/leads';
import { BECKER_FIELDS } from '../../tests/helpers/leads';

describe('leadsCsv', () => {
  const record = toLeadRecord(
    leadSchema.parse({
      ...BECKER_FIELDS,
      company: '=cmd|"/C calc"!A0',
      email: 'j.becker@example.com',
      message: 'Line one\nline two, with a "quote"',
      note: '@note',
    }),
    'de',
    'UTC',
    statusNamesFor('de'),
  );

  // A German partner's record: the export carries the status as the provider sent it (New), not as the screen names it (Neu).
  it('writes a translated header row and one neutralised, quoted row per lead', () => {
    const csv = leadsCsv([record], (key) => key.toUpperCase());
    const [header, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe('ID,FIRSTNAME,LASTNAME,COMPANY,STATUS,EMAIL,PHONE,CREATED,COUNTRY,STREET,ZIP,MESSAGE,NOTE,PRODUCTS');
    expect(rest.join('\r\n')).toBe(
      '7001,Jonas,Becker,"\'=cmd|""/C calc""!A0",New,j.becker@example.com,\'+49 221 4471 230,2026-03-05T09:15:00.000Z,DE,Industriestraße 14,50735,' +
        '"Line one\nline two, with a ""quote""",\'@note,"D200-PRO, CR-X5M"\r\n',
    );
  });

  it('names the file by date', () => {
    expect(exportFileName(new Date('2026-03-05T23:00:00Z'))).toBe('leads-2026-03-05.csv');
  });
});

describe('exportHref', () => {
  it('carries the search, status and sort of the view, and nothing else', () => {
    expect(exportHref(new URLSearchParams('q=drone&status=New&sort=company&dir=desc&lead=7001&x=1'))).toBe(
      '/partner/leads/export.csv?q=drone&status=New&sort=company&dir=desc',
    );
    expect(exportHref(new URLSearchParams(''))).toBe('/partner/leads/export.csv');
  });
});
