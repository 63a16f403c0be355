import { afterEach, describe, expect, it } from 'vitest';
import { formatEventRange } from '~/dashboard/events';
import { buildIcs } from '~/dashboard/ics';
import { formatDateTime, toDate } from '~/lib/format';
import { chooseTimeZone, countryTimeZone, isTimeZone, timeZoneCookie, timeZoneCookieScript } from '~/lib/time-zone';

describe('the zone times are shown in', () => {
  it('is the browser zone of the cookie when Intl knows it', () => {
    expect(chooseTimeZone('Asia/Tokyo', 'Germany')).toEqual({ zone: 'Asia/Tokyo', source: 'browser' });
    expect(chooseTimeZone('Asia/Calcutta', null)).toEqual({ zone: 'Asia/Calcutta', source: 'browser' });
  });

  it('falls back to the zone of the partner country, by name or code, in any case', () => {
    expect(chooseTimeZone(null, 'Germany')).toEqual({ zone: 'Europe/Berlin', source: 'country' });
    expect(chooseTimeZone('Mars/Olympus_Mons', ' united kingdom ')).toEqual({ zone: 'Europe/London', source: 'country' });
    expect(countryTimeZone('JP')).toBe('Asia/Tokyo');
    expect(countryTimeZone('Spain')).toBe('Europe/Madrid');
  });

  it('is UTC when neither is known', () => {
    expect(chooseTimeZone(undefined, 'United States')).toEqual({ zone: 'UTC', source: 'utc' });
    expect(chooseTimeZone('', '')).toEqual({ zone: 'UTC', source: 'utc' });
    expect(chooseTimeZone(null, 42)).toEqual({ zone: 'UTC', source: 'utc' });
  });

  it('accepts only zone names Intl supports', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Europe/Atlantis', '../etc', 'Europe/Berlin;x=1', '<script>', 'a'.repeat(80), 12, null]) expect(isTimeZone(bad)).toBe(false);
  });

  it('reads the tz cookie among others, decoded, and ignores a bad one', () => {
    expect(timeZoneCookie('theme=x; tz=Asia%2FTokyo; other=1')).toBe('Asia/Tokyo');
    expect(timeZoneCookie('xtz=Asia%2FTokyo')).toBeNull();
    expect(timeZoneCookie('tz=Nowhere%2FLand')).toBeNull();
    expect(timeZoneCookie('tz=%E0%A4%A')).toBeNull();
    expect(timeZoneCookie(null)).toBeNull();
  });
});

describe('the time zone script', () => {
  function run(zone: string, cookie: string, protocol = 'http:') {
    const written: string[] = [];
    const document = {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const fakeIntl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }) };
    new Function('document', 'Intl', 'location', timeZoneCookieScript('/partner'))(document, fakeIntl, { protocol });
    return written;
  }

  it('writes the browser zone for the portal path', () => {
    expect(run('Asia/Tokyo', 'theme=x')).toEqual(['tz=Asia%2FTokyo;path=/partner;max-age=31536000;samesite=lax']);
    expect(run('Europe/Berlin', 'tz=Asia%2FTokyo', 'https:')).toEqual(['tz=Europe%2FBerlin;path=/partner;max-age=31536000;samesite=lax;secure']);
  });

  it('writes nothing when the cookie already holds it', () => {
    expect(run('Asia/Tokyo', 'a=1; tz=Asia%2FTokyo')).toEqual([]);
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
