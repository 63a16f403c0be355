import { describe, expect, it } from 'vitest';
import { formAccount, checkCsrf, isSameOriginPost } from '~/auth/csrf.server';
import { accountStamp, freshSession, setSignedIn } from '~/auth/session.server';

const PAGE = 'http://portal.test/partner/profile';

async function signedInAs(email: string) {
  const session = await freshSession(new Request(PAGE));
  setSignedIn(session, 'provider-token', await accountStamp(email));
  return session;
}

const post = (headers: Record<string, string>) => new Request(PAGE, { method: 'POST', headers });
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

describe('isSameOriginPost', () => {
  it('believes the browser’s fetch metadata first, then its Origin', () => {
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-site', origin: 'http://portal.test' }))).toBe(false);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'http://portal.test' }))).toBe(true);
    expect(isSameOriginPost(post({ origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null' }))).toBe(false);
    expect(isSameOriginPost(post({}))).toBe(false);
  });
});

describe('checkCsrf', () => {
  it('takes the session’s own token from anywhere', async () => {
    const session = await signedInAs('a@partner.example');
    expect(checkCsrf(post({}), session, form({ csrf: String(session.get('csrf')) }))).toBe('valid');
  });

  it('takes an older page of the same partner (signed in again elsewhere), and tells another account’s page as stale', async () => {
    const before = await signedInAs('a@partner.example');
    const again = await signedInAs('a@partner.example');
    const other = await signedInAs('b@partner.example');
    const older = form({ csrf: String(before.get('csrf')), csrf_account: formAccount(before) });
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), again, older)).toBe('valid');
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), other, older)).toBe('stale');
    // Signed out since: nobody's page is no account's.
    const nobody = await freshSession(new Request(PAGE));
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), nobody, older)).toBe('stale');
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), nobody, form({ csrf: 'x', csrf_account: '' }))).toBe('stale');
  });

  it('refuses any wrong token from another site, even one naming the right account', async () => {
    const session = await signedInAs('a@partner.example');
    const forged = form({ csrf: 'guessed', csrf_account: formAccount(session) });
    expect(checkCsrf(post({ 'sec-fetch-site': 'cross-site' }), session, forged)).toBe('foreign');
    expect(checkCsrf(post({}), session, forged)).toBe('foreign');
    expect(checkCsrf(post({ 'sec-fetch-site': 'cross-site' }), session, forged, true)).toBe('foreign');
  });

  it('lets any page of the portal through for the forms of no account (sign-in, language)', async () => {
    const session = await signedInAs('b@partner.example');
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), session, form({ csrf: 'older' }), true)).toBe('valid');
  });

  it('reads no more than a token’s length of either field', async () => {
    const session = await signedInAs('a@partner.example');
    const long = `${formAccount(session)}${'x'.repeat(100_000)}`;
    expect(checkCsrf(post({ 'sec-fetch-site': 'same-origin' }), session, form({ csrf: long, csrf_account: long }))).toBe('stale');
  });

  it('marks no account on a page of nobody', async () => {
    expect(formAccount(await freshSession(new Request(PAGE)))).toBe('');
    expect(formAccount(await signedInAs('a@partner.example'))).toMatch(/^[\w-]{22}$/);
  });
});
