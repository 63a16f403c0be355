import { describe, expect, it } from 'vitest';
import { boundedAcceptLanguage, getLocale, MAX_ACCEPT_LANGUAGE_LENGTH } from '~/i18n/i18n.server';

const asking = (acceptLanguage: string, cookie?: string) =>
  new Request('http://portal.test/partner/signin', { headers: { 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) } });

describe('the language a page is drawn in', () => {
  it("is the browser's first supported language, as it asks for them", async () => {
    expect(await getLocale(asking('de-CH,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(await getLocale(asking('zz,fr;q=0.7'))).toBe('fr');
    expect(await getLocale(asking('zz'))).toBe('en');
  });

  it('reads Accept-Language up to its last whole entry within its first 256 characters', async () => {
    const unsupported = 'zz-zz,'.repeat(40);
    expect(unsupported.length).toBeLessThan(MAX_ACCEPT_LANGUAGE_LENGTH);
    expect(await getLocale(asking(`${unsupported}it`))).toBe('it');
    // A language named past them is not read: the header is cut before the parser sees it.
    expect(await getLocale(asking(`${unsupported}${'zz,'.repeat(30)}it`))).toBe('en');
    expect(await getLocale(asking(`fr,${'a-a'.repeat(5000)}`))).toBe('fr');
  });

  it('keeps a header within the limit as it is, and cuts a longer one at an entry', () => {
    const header = 'de-CH,de;q=0.9,en;q=0.8';
    expect(boundedAcceptLanguage(header)).toBe(header);
    const long = `en,${'x-y,'.repeat(100)}`;
    const cut = boundedAcceptLanguage(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_ACCEPT_LANGUAGE_LENGTH);
    expect(long.startsWith(`${cut},`)).toBe(true);
    expect(boundedAcceptLanguage('a'.repeat(1000))).toBe('');
  });
});
