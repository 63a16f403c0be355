import type { APIResponse } from '@playwright/test';
import { expect, postSignIn, test } from '../e2e/fixtures';
import { PROXY_HTTPS_PORT } from '../e2e/ports';
import { PUBLIC_SCREENS, screensNotVisited, SIGNED_IN_SCREENS } from '../screens';

const origin = `https://127.0.0.1:${PROXY_HTTPS_PORT}`;

/** Every screen a visitor reaches signed out, and every screen of a signed-in partner. */
const SIGNED_OUT = ['/partner/signin', '/partner/signin?signup=1', '/partner/navigation', '/partner/no-such-screen'];
const SIGNED_IN = [
  '/partner/dashboard',
  '/partner/navigation',
  '/partner/leads',
  '/partner/leads?lead=7001',
  '/partner/playbook',
  '/partner/playbook/1',
  '/partner/playbook/1?view=table',
  '/partner/playbook/1/12',
  '/partner/pricelist',
  '/partner/assets',
  '/partner/assets/sales-flyers',
  '/partner/assets/sales-flyers?view=table',
  '/partner/newsannouncements',
  '/partner/notifications',
  '/partner/timezone',
  '/partner/searchresults?query=camera',
  '/partner/support',
  '/partner/support?ticket=new',
  '/partner/profile',
  '/partner/changepassword',
  '/partner/no-such-screen',
];

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
  );

/** The headers the MDN HTTP Observatory grades, as this portal sets them behind TLS. */
function expectObservatoryHeaders(response: APIResponse, screen: string) {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  const fallback = policy.get('default-src') ?? [];
  const named = ['default-src', 'script-src', 'style-src', 'object-src', 'frame-src', 'connect-src', 'form-action', 'base-uri'];
  for (const name of new Set([...named, ...policy.keys()])) {
    if (name === 'upgrade-insecure-requests') continue;
    // img-src may allow data: images (inert); every other directive names no broad source.
    const sources = (policy.get(name) ?? fallback).filter((source) => !(name === 'img-src' && source === 'data:'));
    expect(
      sources.filter((source) => /^'unsafe-|^'strict-dynamic'$|^(https?|data|blob):$|^\*$/.test(source)),
      `${screen}: ${name} without unsafe or broad sources`,
    ).toEqual([]);
    expect(
      sources.filter((source) => source.startsWith('http:')),
      `${screen}: ${name} without plain-http origins`,
    ).toEqual([]);
  }
  expect(policy.get('default-src'), `${screen}: default-src`).toBeTruthy();
  expect(
    policy.get('script-src')?.some((source) => source.startsWith("'nonce-")),
    `${screen}: scripts by nonce`,
  ).toBe(true);
  expect(policy.get('object-src'), `${screen}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${screen}: base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${screen}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests'), `${screen}: upgrade-insecure-requests`).toBe(true);

  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  expect(Number(hsts?.[1] ?? 0), `${screen}: HSTS of six months or more`).toBeGreaterThanOrEqual(15_552_000);
  expect(headers['x-content-type-options'], `${screen}: nosniff`).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${screen}: referrer`).toContain(headers['referrer-policy']);
  expect(headers['cross-origin-resource-policy'], `${screen}: CORP`).toBe('same-origin');
  expect(headers['cross-origin-opener-policy'], `${screen}: COOP`).toBe('same-origin');
  expect(headers['access-control-allow-origin'], `${screen}: no CORS`).toBeUndefined();
  expect(headers.server ?? '', `${screen}: no server version`).not.toMatch(/\d/);
  for (const cookie of response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)) {
    expect(cookie, `${screen}: cookie Secure`).toMatch(/;\s*Secure/i);
    expect(cookie, `${screen}: cookie SameSite`).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    if (/partner_session=/.test(cookie)) {
      expect(cookie, `${screen}: session cookie`).toMatch(/^__Secure-partner_session=/);
      expect(cookie, `${screen}: session cookie HttpOnly`).toMatch(/;\s*HttpOnly/i);
    }
  }
}

test('the lists name every screen of app/screens.ts', () => {
  expect(screensNotVisited(SIGNED_OUT, PUBLIC_SCREENS)).toEqual([]);
  expect(screensNotVisited(SIGNED_IN, SIGNED_IN_SCREENS)).toEqual([]);
});

test('every screen signed out carries the graded headers behind TLS', async ({ request }) => {
  for (const screen of SIGNED_OUT) {
    const response = await request.get(`${origin}${screen}`);
    expect(response.status(), screen).toBeLessThan(500);
    expectObservatoryHeaders(response, screen);
  }
});

test('every screen signed in carries the graded headers behind TLS', async ({ page, account }) => {
  await postSignIn(page, account);
  for (const screen of SIGNED_IN) {
    const response = await page.request.get(`${origin}${screen}`, { maxRedirects: 0 });
    expect(response.status(), screen).toBe(screen.includes('no-such') ? 404 : 200);
    expectObservatoryHeaders(response, screen);
  }
});

test('behind TLS the plain-http price list is a link to a new tab with a short explanation, not a frame', async ({ page, signIn }) => {
  await signIn('/pricelist');
  await expect(page.getByRole('heading', { name: 'My Price List', level: 1 })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Your price list has a plain http address, so it cannot be shown inside this secure page. It opens in a new tab.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Open the price list' });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/pricelist$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

for (const address of ['/partner', '/partner/', '/partner?from=mail', '/partner/?from=mail']) {
  test(`${address} through nginx: sign-in signed out, the dashboard signed in`, async ({ page, account }) => {
    await page.goto(address);
    await expect(page).toHaveURL(new RegExp(`^${origin}/partner/signin(\\?from=mail)?$`));
    await postSignIn(page, account);
    await page.goto(address);
    await expect(page).toHaveURL(`${origin}/partner/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
}
