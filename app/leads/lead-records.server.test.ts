import { describe, expect, it } from 'vitest';
import { leadRecords, statusNamesFor } from '~/leads/lead-records.server';
import { NAMED_STATUSES } from '~/leads/status';
import { SUPPORTED_LANGUAGES } from '~/i18n/config';
import { leadSchema } from '~/upstream/schemas/leads';

const lead = (fields: Record<string, unknown>) => Object.freeze(leadSchema.parse(fields));

describe('leadRecords', () => {
  it('maps each lead of an answer for the language, sharing the record while the answer is the same', () => {
    const answer = Object.freeze([lead({ id: 7, firstname: ' Ada ', lastname: 'Lovelace', country_iso: 'DE', creationDate: '2026-03-01' })]);
    const [english] = leadRecords(answer, 'en', 'UTC');
    expect(english).toMatchObject({ id: '7', name: 'Ada Lovelace', country: 'DE', countryName: 'Germany', created: '2026-03-01T00:00:00.000Z' });
    expect(leadRecords(answer, 'en', 'UTC')[0]).toBe(english);
    const [german] = leadRecords(answer, 'de', 'UTC');
    expect(german.countryName).toBe('Deutschland');
    expect(german.createdText).not.toBe(english.createdText);
  });

  it("names a lead's status in the language, and keeps the status as sent for the filter and the export", () => {
    const answer = Object.freeze([lead({ id: 12, status: ' qualified ' }), lead({ id: 13, status: 'Won' })]);
    expect(leadRecords(answer, 'de', 'UTC').map((record) => [record.status, record.statusText])).toEqual([
      ['qualified', 'Qualifiziert'],
      ['Won', 'Won'],
    ]);
    expect(leadRecords(answer, 'ja', 'UTC')[0].statusText).toBe('有望');
  });

  it('has a name for every named status in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const name = statusNamesFor(language);
      for (const status of NAMED_STATUSES) expect(name(status), `${language} ${status}`).not.toMatch(/^statuses\./);
    }
    expect(statusNamesFor('xx')('new')).toBe('New');
  });

  it('maps a newer answer anew', () => {
    const [first] = leadRecords([lead({ id: 8, company: 'Old Co' })], 'en', 'UTC');
    const [newer] = leadRecords([lead({ id: 8, company: 'New Co' })], 'en', 'UTC');
    expect(first.company).toBe('Old Co');
    expect(newer.company).toBe('New Co');
  });

  it('shows an instant on its day in the partner zone and a calendar date as the day it names', () => {
    const answer = Object.freeze([
      lead({ id: 9, creationDate: '2026-03-05T16:30:00Z' }),
      lead({ id: 10, creationDate: '2026-03-05' }),
      lead({ id: 11, creationDate: '2026-03-05 23:30:00' }),
    ]);
    const [instant, day, withoutOffset] = leadRecords(answer, 'en', 'UTC');
    expect([instant.createdText, day.createdText, withoutOffset.createdText]).toEqual(['Mar 5, 2026', 'Mar 5, 2026', 'Mar 5, 2026']);
    const tokyo = leadRecords(answer, 'en', 'Asia/Tokyo');
    expect(tokyo[0]).not.toBe(instant);
    expect(tokyo.map((record) => [record.createdText, record.createdDay])).toEqual([
      ['Mar 6, 2026', '2026-03-06'],
      ['Mar 5, 2026', '2026-03-05'],
      ['Mar 6, 2026', '2026-03-06'],
    ]);
    const [, newYorkDay] = leadRecords(answer, 'en', 'America/New_York');
    expect(newYorkDay.createdText).toBe('Mar 5, 2026');
  });
});
