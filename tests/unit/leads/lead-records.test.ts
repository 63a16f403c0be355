import { describe, expect, it } from 'vitest';
import { leadRecords } from '~/leads/lead-records.server';
import { leadSchema } from '~/upstream/schemas/leads';

const lead = (fields: Record<string, unknown>) => Object.freeze(leadSchema.parse(fields));

describe('leadRecords', () => {
  it('maps each lead of an answer for the language, sharing the record while the answer is the same', () => {
    const answer = Object.freeze([lead({ id: 7, firstname: ' Ada ', lastname: 'Lovelace', country_iso: 'DE', creationDate: '2026-03-01' })]);
    const [english] = leadRecords(answer, 'en');
    expect(english).toMatchObject({ id: '7', name: 'Ada Lovelace', country: 'DE', countryName: 'Germany', created: '2026-03-01T00:00:00.000Z' });
    expect(leadRecords(answer, 'en')[0]).toBe(english);
    const [german] = leadRecords(answer, 'de');
    expect(german.countryName).toBe('Deutschland');
    expect(german.createdText).not.toBe(english.createdText);
  });

  it('maps a newer answer anew', () => {
    const [first] = leadRecords([lead({ id: 8, company: 'Old Co' })], 'en');
    const [newer] = leadRecords([lead({ id: 8, company: 'New Co' })], 'en');
    expect(first.company).toBe('Old Co');
    expect(newer.company).toBe('New Co');
  });
});
