import { afterEach, describe, expect, it } from 'vitest';
import { buildIcs } from '~/dashboard/ics';
import { formatDateTime, formatDateTimeRange, toDate } from '~/lib/format';
import { countryTimeZone, isTimeZone, partnerZone, shownZone, zoneLabel, zoneToOffer } from '~/lib/time-zone';
import { isListedZone, zoneGroups } from '~/lib/time-zone-list';

describe('the zone times are shown in', () => {
  it('is the zone of the partner country, by name or code, in any case', () => {
    expect(partnerZone('Germany')).toBe('Europe/Berlin');
    expect(partnerZone(' united kingdom ')).toBe('Europe/London');
    expect(countryTimeZone('JP')).toBe('Asia/Tokyo');
    expect(countryTimeZone('Spain')).toBe('Europe/Madrid');
  });

  it('is the zone of the capital most people live by in a country of several zones', () => {
    expect(partnerZone('Russia')).toBe('Europe/Moscow');
    expect(partnerZone('Mexico')).toBe('America/Mexico_City');
    expect(partnerZone('Indonesia')).toBe('Asia/Jakarta');
    expect(partnerZone('ID')).toBe('Asia/Jakarta');
  });

  it('is UTC when the country has no one zone or is not known', () => {
    for (const country of ['United States', 'US', 'Canada', 'Brazil', 'Australia']) expect(partnerZone(country)).toBe('UTC');
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

  it('is the zone the partner chose when it is one, else the country zone', () => {
    expect(shownZone('America/Chicago', 'United States')).toBe('America/Chicago');
    expect(shownZone('Asia/Tokyo', 'Germany')).toBe('Asia/Tokyo');
    expect(shownZone(null, 'Germany')).toBe('Europe/Berlin');
    expect(shownZone(null, 'United States')).toBe('UTC');
    for (const bad of ['Europe/Atlantis', '', 'a'.repeat(80), '<b>', 42, {}]) expect(shownZone(bad, 'Japan')).toBe('Asia/Tokyo');
  });

  it('accepts only zone names Intl supports', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Europe/Atlantis', '../etc', 'Europe/Berlin;x=1', '<script>', 'a'.repeat(80), 12, null]) expect(isTimeZone(bad)).toBe(false);
  });
});

describe("the browser's zone offered", () => {
  it("offers the browser's zone when the partner chose none and it differs from the one shown", () => {
    expect(zoneToOffer('America/Los_Angeles', 'UTC', false)).toBe('America/Los_Angeles');
    expect(zoneToOffer('Asia/Calcutta', 'Europe/London', false)).toBe('Asia/Calcutta');
  });

  it('offers nothing once a zone is chosen, for the zone shown, or for a browser that tells no zone', () => {
    expect(zoneToOffer('America/Los_Angeles', 'UTC', true)).toBeNull();
    expect(zoneToOffer('Europe/London', 'Europe/London', false)).toBeNull();
    // The zone shown under another of its names.
    expect(zoneToOffer('Asia/Calcutta', 'Asia/Kolkata', false)).toBeNull();
    expect(zoneToOffer('Europe/Kiev', 'Europe/Kyiv', false)).toBeNull();
    for (const untold of ['UTC', 'Etc/UTC', 'Etc/GMT', undefined, null, '', 'Mars/Olympus', 'a'.repeat(100)]) {
      expect(zoneToOffer(untold, 'Europe/London', false)).toBeNull();
    }
  });

  it('names a zone as the partner reads it', () => {
    expect(zoneLabel('America/Los_Angeles')).toBe('America/Los Angeles');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});

describe('the zones a partner can choose', () => {
  const listed = zoneGroups().flatMap((group) => group.zones);

  it('are every region of the world, each zone once, each one Intl knows', () => {
    expect(zoneGroups().map((group) => group.region)).toEqual([
      'Africa',
      'America',
      'Antarctica',
      'Arctic',
      'Asia',
      'Atlantic',
      'Australia',
      'Europe',
      'Indian',
      'Pacific',
    ]);
    expect(listed.length).toBeGreaterThan(400);
    expect(new Set(listed).size).toBe(listed.length);
    for (const zone of listed) {
      expect(isTimeZone(zone), zone).toBe(true);
      expect(zone.startsWith('Etc/')).toBe(false);
    }
  });

  it("hold every country's zone under its current name, and UTC", () => {
    for (const country of ['Germany', 'Japan', 'India', 'Argentina', 'Russia', 'Mexico', 'Indonesia', 'United Kingdom']) {
      expect(isListedZone(partnerZone(country)), country).toBe(true);
    }
    expect(isListedZone('UTC')).toBe(true);
    expect(isListedZone('Europe/Kyiv')).toBe(true);
    expect(isListedZone('Asia/Calcutta')).toBe(false);
    expect(isListedZone('Europe/Atlantis')).toBe(false);
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
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'en', 'UTC'))).toBe('Mar 5, 2025, 3:00 PM UTC');
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'en', 'America/Los_Angeles'))).toBe('Mar 5, 2025, 7:00 AM PST');
    expect(spaced(formatDateTime('2025-03-05T15:00:00Z', 'de', 'Europe/Berlin'))).toBe('5. März 2025, 16:00 MEZ');
  });

  it('gives event spans in the zone', () => {
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(spaced(formatDateTimeRange('2025-03-05T15:00:00Z', '2025-03-05T16:00:00Z', 'en', 'Asia/Tokyo'))).toBe('Mar 6, 2025, 12:00 – 1:00 AM GMT+9');
    expect(spaced(formatDateTimeRange('2025-03-05T15:00:00Z', '2025-03-05T16:00:00Z', 'en'))).toBe('Mar 5, 2025, 3:00 – 4:00 PM UTC');
  });

  it('writes an event alone and a ticket alike: one style of time, the zone named', () => {
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    for (const [language, zone] of [
      ['en', 'Europe/London'],
      ['en', 'America/Chicago'],
      ['de', 'Europe/Berlin'],
      ['ja', 'Asia/Tokyo'],
    ]) {
      expect(formatDateTimeRange('2026-03-05T09:15:00Z', null, language, zone)).toBe(formatDateTime('2026-03-05T09:15:00Z', language, zone));
    }
    expect(spaced(formatDateTime('2026-12-05T09:15:00Z', 'en', 'Europe/London'))).toBe('Dec 5, 2026, 9:15 AM GMT');
    expect(spaced(formatDateTimeRange('2026-12-05T09:00:00Z', '2026-12-05T10:00:00Z', 'en', 'Europe/London'))).toBe('Dec 5, 2026, 9:00 – 10:00 AM GMT');
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
