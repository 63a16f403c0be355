import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDateTime, isoDay, regionNames } from '~/lib/format';

describe('formatters', () => {
  it('reuses one formatter (and one list of country names) per language and options', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateFormat('de', options)).toBe(dateFormat('de', { ...options }));
    expect(dateFormat('de', options)).not.toBe(dateFormat('fr', options));
    expect(regionNames('de')).toBe(regionNames('de'));
    expect(regionNames('de')?.of('FR')).toBe('Frankreich');
    expect(regionNames('fr')?.of('DE')).toBe('Allemagne');
  });

  it('formats in the language asked for, each time the same', () => {
    const seconds = 1_700_000_000; // 2023-11-14 UTC
    expect(formatDate(seconds, 'de', { dateStyle: 'long' }, 'seconds')).toBe('14. November 2023');
    expect(formatDate(seconds, 'en', { dateStyle: 'long' }, 'seconds')).toBe('November 14, 2023');
    expect(formatDate(seconds, 'de', { dateStyle: 'long' }, 'seconds')).toBe('14. November 2023');
    expect(formatDate('garbage', 'en')).toBeNull();
  });

  it('formats each language, style and instant on its own', () => {
    const seconds = 1_700_000_000;
    expect(formatDate(seconds, 'en', { dateStyle: 'short' }, 'seconds')).toBe('11/14/23');
    expect(formatDate(seconds, 'en', { dateStyle: 'long' }, 'seconds')).toBe('November 14, 2023');
    expect(formatDate(seconds + 86_400, 'en', { dateStyle: 'long' }, 'seconds')).toBe('November 15, 2023');
    expect(formatDateTime('2023-11-14T22:13:20Z', 'en')).toBe('Nov 14, 2023, 10:13 PM UTC');
    expect(formatDateTime('2023-11-14T22:13:20Z', 'en', 'Europe/Berlin')).toBe('Nov 14, 2023, 11:13 PM GMT+1');
  });

  it('reads an instant on its day in the zone asked for, and a calendar date as the day it names', () => {
    const lateEvening = 1_772_749_800; // 2026-03-05 22:30 UTC
    const numeric = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
    expect(formatDate(lateEvening, 'en', numeric, 'seconds')).toBe('3/5/2026');
    expect(formatDate(lateEvening, 'en', numeric, 'seconds', 'Asia/Tokyo')).toBe('3/6/2026');
    expect(formatDate('2026-03-05', 'en', numeric, 'auto', 'America/Los_Angeles')).toBe('3/5/2026');
    expect(formatDate(' 2026-03-05 ', 'en', numeric, 'auto', 'Asia/Tokyo')).toBe('3/5/2026');
    expect(isoDay('2026-03-05T22:30:00Z', 'Asia/Tokyo')).toBe('2026-03-06');
    expect(isoDay('2026-03-05T02:30:00Z', 'America/Los_Angeles')).toBe('2026-03-04');
    expect(isoDay('2026-03-05', 'America/Los_Angeles')).toBe('2026-03-05');
    expect(isoDay('garbage', 'UTC')).toBeNull();
  });
});
