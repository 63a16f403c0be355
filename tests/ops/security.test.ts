import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { addFault, createAccount, opsPorts, startPortal, startSandbox } from './servers';

let sandbox: Started;
let portal: Started;
beforeAll(async () => {
  sandbox = await startSandbox(opsPorts(2).sandbox);
  portal = await startPortal({ PORT: String(opsPorts(2).portal), API_URL: sandbox.url });
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
});

async function csrfAndCookie() {
  const page = await fetch(`${portal.url}/partner/signin`);
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  return { cookie, csrf };
}

describe('headers', () => {
  it('sets a nonce-based policy and the other security headers on pages', async () => {
    const response = await fetch(`${portal.url}/partner/signin`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('sends a built file with the headers that apply to it: no page-only headers, a year without revalidation', async () => {
    const html = await (await fetch(`${portal.url}/partner/signin`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/partner\/build\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(0, 4)) {
      const response = await fetch(`${portal.url}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const pageOnly of ['cross-origin-opener-policy', 'permissions-policy', 'etag', 'last-modified']) expect(response.headers.get(pageOnly)).toBeNull();
    }
    // A path with no file goes on to the pages (signed out: to sign-in), with a page's headers.
    const missing = await fetch(`${portal.url}/partner/build/no-such-file.js`, { redirect: 'manual' });
    expect(missing.headers.get('cache-control')).not.toContain('immutable');
    expect(missing.headers.get('content-security-policy')).toMatch(/'nonce-/);
    expect(missing.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('gives every response a fresh nonce', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => /'nonce-([^']+)'/.exec((await fetch(`${portal.url}/partner/signin`)).headers.get('content-security-policy') ?? '')?.[1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('stores no signed-in page', async () => {
    const account = await createAccount(sandbox.url);
    const cookie = await signInOverHttp(portal.url, account.email, account.password);
    const page = await fetch(`${portal.url}/partner/notifications`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to /partner, small, and hides the token', async () => {
    const account = await createAccount(sandbox.url);
    const page = await fetch(`${portal.url}/partner/signin`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const first = page.headers.getSetCookie()[0].split(';')[0];
    const response = await fetch(`${portal.url}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: first, origin: portal.url },
      body: new URLSearchParams({ csrf, intent: 'credentials', email: account.email, password: account.password }),
    });
    expect(response.status).toBe(302);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('partner_session='));
    expect(setCookie).toBeTruthy();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/partner(;|$)/);
    expect(setCookie!.length).toBeLessThan(4096);
    // The cookie's holder cannot read the token: decode the payload and look for it.
    const value = decodeURIComponent(setCookie!.split(';')[0].split('=').slice(1).join('='));
    const payload = Buffer.from(value.split('.')[0], 'base64').toString('utf8');
    const data = JSON.parse(payload) as { t?: string };
    // Sealed: initialisation vector, tag and cipher text, never the bare token.
    expect(data.t?.split('.')).toHaveLength(3);
    // A fresh session on sign-in: the anonymous session's cookie is replaced.
    expect(setCookie!.split(';')[0]).not.toBe(first);
  });

  it('a copied cookie is worthless after sign-out', async () => {
    const account = await createAccount(sandbox.url);
    const cookie = await signInOverHttp(portal.url, account.email, account.password);
    const page = await fetch(`${portal.url}/partner/notifications`, { headers: { cookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const out = await fetch(`${portal.url}/partner/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: portal.url },
      body: new URLSearchParams({ csrf }),
    });
    expect(out.status).toBe(302);
    const replay = await fetch(`${portal.url}/partner/notifications`, { headers: { cookie }, redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/partner/signin?redirectTo=%2Fnotifications');
  });
});

describe('CSRF', () => {
  it('refuses a post without the token', async () => {
    const { cookie } = await csrfAndCookie();
    const response = await fetch(`${portal.url}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ intent: 'credentials', email: 'a@b.example', password: 'x' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a post with another session token', async () => {
    const one = await csrfAndCookie();
    const two = await csrfAndCookie();
    const response = await fetch(`${portal.url}/partner/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: one.cookie },
      body: new URLSearchParams({ csrf: two.csrf, intent: 'theme', theme: 'dark' }),
    });
    expect(response.status).toBe(403);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [{ origin: 'null' }],
  ])('refuses a cross-site post (%j) with a translated 403, even with a valid token', async (headers) => {
    const { cookie, csrf } = await csrfAndCookie();
    for (const [path, language, text] of [
      ['/partner/preferences', 'en', 'This request came from another site'],
      ['/partner/signout', 'de', 'anderen Website'],
      ['/partner/pin', 'fr', 'autre site'],
    ]) {
      const response = await fetch(`${portal.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'accept-language': language, ...headers },
        body: new URLSearchParams({ csrf, intent: 'theme', theme: 'dark' }),
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(text);
    }
  });

  it('accepts a same-origin post with the token', async () => {
    const { cookie, csrf } = await csrfAndCookie();
    const response = await fetch(`${portal.url}/partner/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: portal.url, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ csrf, intent: 'theme', theme: 'dark', returnTo: '/partner/signin' }),
    });
    expect(response.status).toBe(302);
  });
});

describe('redirects after sign-in', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/partner/../x',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'HtTpS://evil.example',
    'javascript:alert(1)',
    '/partner/%2e%2e/%2e%2e/x',
  ])('%s lands inside the portal', async (target) => {
    const account = await createAccount(sandbox.url);
    const page = await fetch(`${portal.url}/partner/signin?redirectTo=${encodeURIComponent(target)}`);
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const response = await fetch(`${portal.url}/partner/signin?redirectTo=${encodeURIComponent(target)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: portal.url },
      body: new URLSearchParams({ csrf, intent: 'credentials', email: account.email, password: account.password, redirectTo: target }),
    });
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith('/partner/')).toBe(true);
    expect(new URL(location, portal.url).origin).toBe(portal.url);
    expect(new URL(location, portal.url).pathname.startsWith('/partner/')).toBe(true);
  });
});

describe('bounded input', () => {
  it('refuses bodies over the limit with 413 and the process keeps serving', async () => {
    const { cookie, csrf } = await csrfAndCookie();
    const response = await fetch(`${portal.url}/partner/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: portal.url },
      body: `csrf=${csrf}&email=${'a'.repeat(200_000)}`,
    });
    expect(response.status).toBe(413);
    expect((await fetch(`${portal.url}/partner/healthz`)).status).toBe(200);
  });
});

describe('upstream faults', () => {
  it.each([[{ status: 500 }], [{ malformed: true }], [{ drop: true }], [{ latencyMs: 4000 }]])(
    'a signed-in page survives %j on its calls and answers within the deadline plus a second',
    async (fault) => {
      const account = await createAccount(sandbox.url);
      const cookie = await signInOverHttp(portal.url, account.email, account.password);
      await addFault(sandbox.url, { match: '/api', email: account.email, ...fault });
      await addFault(sandbox.url, { match: '/graphql', email: account.email, ...fault });
      const started = Date.now();
      const response = await fetch(`${portal.url}/partner/notifications`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2500 + 1000);
      expect((await fetch(`${portal.url}/partner/healthz`)).status).toBe(200);
    },
  );
});
