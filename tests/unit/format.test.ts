import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDateTime, regionNames } from '~/lib/format';

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
});
