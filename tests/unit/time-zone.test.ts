import { afterEach, describe, expect, it } from 'vitest';
import { formatEventRange } from '~/dashboard/events';
import { buildIcs } from '~/dashboard/ics';
import { formatDateTime, toDate } from '~/lib/format';
import { countryTimeZone, isTimeZone, partnerZone } from '~/lib/time-zone';

describe('the zone times are shown in', () => {
  it('is the zone of the partner country, by name or code, in any case', () => {
    expect(partnerZone('Germany')).toBe('Europe/Berlin');
    expect(partnerZone(' united kingdom ')).toBe('Europe/London');
    expect(countryTimeZone('JP')).toBe('Asia/Tokyo');
    expect(countryTimeZone('Spain')).toBe('Europe/Madrid');
  });

  it('is UTC when the country has no one zone or is not known', () => {
    expect(partnerZone('United States')).toBe('UTC');
    expect(partnerZone('')).toBe('UTC');
    expect(partnerZone(null)).toBe('UTC');
    expect(partnerZone(42)).toBe('UTC');
  });

  it('is UTC for a country named like a property of every object', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(countryTimeZone(name)).toBeNull();
      expect(partnerZone(name)).toBe('UTC');
    }
  });

  it('accepts only zone names Intl supports', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Europe/Atlantis', '../etc', 'Europe/Berlin;x=1', '<script>', 'a'.repeat(80), 12, null]) expect(isTimeZone(bad)).toBe(false);
  });
});

describe('times in a zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('names the zone, UTC included', () => {
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'en', 'Asia/Tokyo'))).toBe('Mar 6, 2025, 12:00 AM GMT+9');
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'en', 'UTC'))).toBe('Mar 5, 2025, 03:00 PM UTC');
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'de', 'Europe/Berlin'))).toBe('5. März 2025, 16:00 MEZ');
  });

  it('gives event spans in the zone', () => {
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(spaced(formatEventRange('2025-03-05T15:00:00Z', '2025-03-05T16:00:00Z', 'en', 'Asia/Tokyo'))).toMatch(/^Mar 6, 2025, 12:00 – 0?1:00 AM GMT\+9$/);
    expect(spaced(formatEventRange('2025-03-05T15:00:00Z', '2025-03-05T16:00:00Z', 'en'))).toMatch(/^Mar 5, 2025, 0?3:00 – 0?4:00 PM UTC$/);
  });

  it('reads a provider date-time without an offset as UTC, whatever the server zone', () => {
    process.env.TZ = 'America/New_York';
    expect(toDate('2025-03-05 15:00:00')?.toISOString()).toBe('2025-03-05T15:00:00.000Z');
    expect(toDate('2025-03-05T15:00')?.toISOString()).toBe('2025-03-05T15:00:00.000Z');
    expect(toDate('2025-03-05T15:00:00+01:00')?.toISOString()).toBe('2025-03-05T14:00:00.000Z');
    const ics = buildIcs(
      { id: '1', name: 'Forum', description: '', location: '', url: null, start: '2025-03-05 15:00:00', end: '2025-03-05 17:00:00' },
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20250305T150000Z\r\n');
    expect(ics).toContain('DTEND:20250305T170000Z\r\n');
  });
});
