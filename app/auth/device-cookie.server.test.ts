import { describe, expect, it } from 'vitest';
import { accountDigest } from '~/auth/account-digest.server';
import { deviceCookieAfterSignIn, deviceNonceFor, readDeviceEntries } from '~/auth/device-cookie.server';

const signInUrl = 'http://portal.test/partner/signin';
const request = (cookie?: string) => new Request(signInUrl, { headers: cookie ? { cookie } : {} });
/** The cookie the browser sends back of a sign-in's Set-Cookie values (the first: the device cookie itself). */
const pair = (setCookies: string[]) => setCookies[0].split(';')[0];

describe('device cookies', () => {
  it('name the account by a keyed digest with a nonce, for the pages that ask who the partner is', async () => {
    const setCookies = await deviceCookieAfterSignIn(request(), [], 'Owner@Partner.example');
    expect(setCookies).toHaveLength(1);
    const setCookie = setCookies[0];
    expect(setCookie).toMatch(/^partner_devices=/);
    expect(setCookie).toContain('Path=/partner;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(decodeURIComponent(setCookie).toLowerCase()).not.toContain('owner@partner.example');
    const entries = await readDeviceEntries(request(pair(setCookies)));
    expect(entries).toHaveLength(1);
    expect(entries[0].account).toBe(accountDigest('owner@partner.example'));
    expect(deviceNonceFor(entries, ' OWNER@partner.example ')).toBe(entries[0].nonce);
    expect(deviceNonceFor(entries, 'other@partner.example')).toBeNull();
  });

  it('are Secure and prefixed over HTTPS', async () => {
    const [setCookie] = await deviceCookieAfterSignIn(new Request('https://portal.test/partner/signin'), [], 'a@partner.example');
    expect(setCookie).toMatch(/^__Secure-partner_devices=/);
    expect(setCookie).toContain('Secure');
  });

  it('get a new nonce at every sign-in and keep a few other accounts, the latest first', async () => {
    let entries = await readDeviceEntries(request(pair(await deviceCookieAfterSignIn(request(), [], 'a@partner.example'))));
    const first = deviceNonceFor(entries, 'a@partner.example');
    for (const email of ['b@partner.example', 'c@partner.example', 'd@partner.example', 'e@partner.example', 'f@partner.example', 'a@partner.example']) {
      entries = await readDeviceEntries(request(pair(await deviceCookieAfterSignIn(request(), entries, email))));
    }
    expect(entries).toHaveLength(5);
    expect(entries[0].account).toBe(accountDigest('a@partner.example'));
    expect(deviceNonceFor(entries, 'a@partner.example')).not.toBe(first);
    expect(deviceNonceFor(entries, 'b@partner.example')).toBeNull();
    expect(deviceNonceFor(entries, 'f@partner.example')).not.toBeNull();
  });

  it('count for nothing when forged, altered or missing', async () => {
    const cookie = pair(await deviceCookieAfterSignIn(request(), [], 'a@partner.example'));
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    const forgedValue = Buffer.from(JSON.stringify([{ account: accountDigest('a@partner.example'), nonce: 'x'.repeat(24) }])).toString('base64');
    expect(await readDeviceEntries(request(`${name}=${encodeURIComponent(forgedValue)}`))).toEqual([]);
    expect(await readDeviceEntries(request(`${name}=${value.replace(/.(?=[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'))}`))).toEqual([]);
    expect(await readDeviceEntries(request())).toEqual([]);
  });

  it('read the cookie of the sign-in page that came before, and clear it at the next sign-in', async () => {
    const { signedCookie } = await import('~/auth/signed-cookie.server');
    const earlier = signedCookie('partner_device', { path: '/partner/signin', maxAge: 60 })(request());
    const old = (await earlier.serialize([{ account: accountDigest('a@partner.example'), nonce: 'n'.repeat(24) }])).split(';')[0];
    const entries = await readDeviceEntries(request(old));
    expect(deviceNonceFor(entries, 'a@partner.example')).toBe('n'.repeat(24));
    const setCookies = await deviceCookieAfterSignIn(request(old), entries, 'a@partner.example');
    expect(setCookies).toHaveLength(2);
    expect(setCookies[0]).toMatch(/^partner_devices=.*Path=\/partner;/);
    expect(setCookies[1]).toMatch(/^partner_device=;/);
    expect(setCookies[1]).toContain('Max-Age=0');
    expect(setCookies[1]).toContain('Path=/partner/signin;');
  });
});
