import { describe, expect, it } from 'vitest';
import { boundedAcceptLanguage, getLocale, languageCookie, MAX_ACCEPT_LANGUAGE_LENGTH, preferredLanguage } from '~/i18n/i18n.server';

const asking = (acceptLanguage: string, cookie?: string) =>
  new Request('http://portal.test/partner/signin', { headers: { 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) } });

describe('the language a page is drawn in', () => {
  it("is the browser's first supported language, as it asks for them", async () => {
    expect(await getLocale(asking('de-CH,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(await getLocale(asking('zz,fr;q=0.7'))).toBe('fr');
    expect(await getLocale(asking('zz'))).toBe('en');
  });

  it("passes over a language the portal does not have, even one the server's Intl knows", async () => {
    expect(await getLocale(asking('ko,fr'))).toBe('fr');
    expect(await getLocale(asking('ca-ES,ca;q=0.9,es;q=0.8,en;q=0.7'))).toBe('es');
    expect(await getLocale(asking('nb-NO,nb;q=0.9,no;q=0.8,de;q=0.5'))).toBe('de');
    expect(await getLocale(asking('ko-KR,ko;q=0.9'))).toBe('en');
  });

  it('keeps the cookie of the language menu before the header', async () => {
    expect(await getLocale(asking('fr', await languageCookie.serialize('it')))).toBe('it');
    expect(await getLocale(asking('fr', await languageCookie.serialize('ko')))).toBe('fr');
  });
});

describe("the browser's preferred language", () => {
  it('is read by weight, equal weights in the order sent', () => {
    expect(preferredLanguage('fr-CH, de')).toBe('fr');
    expect(preferredLanguage('en-US, de')).toBe('en');
    expect(preferredLanguage('en;q=0.5, de')).toBe('de');
    expect(preferredLanguage('it;q=0.8, ja;q=0.9, pt;q=0.9')).toBe('ja');
    expect(preferredLanguage('zh-Hant-TW,zh;q=0.9')).toBe('zh');
    expect(preferredLanguage('PT-br')).toBe('pt');
  });

  it('leaves out what is not acceptable or not readable', () => {
    expect(preferredLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(preferredLanguage('de;q=abc, it;q=0.2')).toBe('it');
    expect(preferredLanguage('de;q=2, es;q=0.3')).toBe('es');
    expect(preferredLanguage('*')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage(',;,;q=,-')).toBeNull();
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
