import { editForm, expect, fieldError, test } from '../e2e/fixtures';
import { PORTAL_PORT, PROXY_HTTPS_PORT, PROXY_HTTP_PORT, SECOND_PORTAL_PORT } from '../e2e/ports';

const origin = `https://127.0.0.1:${PROXY_HTTPS_PORT}`;

test('sign-in and two screens through nginx over HTTPS', async ({ page, account, context }) => {
  await page.goto('/partner/notifications');
  await expect(page).toHaveURL(`${origin}/partner/signin?redirectTo=%2Fnotifications`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${origin}/partner/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  const cookies = await context.cookies(`${origin}/partner/dashboard`);
  const session = cookies.find((cookie) => cookie.name === '__Secure-partner_session');
  expect(session, 'secure session cookie').toBeTruthy();
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/partner' });
  expect(cookies.find((cookie) => cookie.name === 'partner_session')).toBeUndefined();

  await page.locator('.sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(`${origin}/partner/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The stylesheet came through the proxy: the page is styled.
  await expect(page.locator('.sidebar')).toHaveCSS('border-right-style', 'solid');
});

test('hashed assets are compressed and cached for good; pages are not stored', async ({ page, request }) => {
  await page.goto('/partner/signin');
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(href).toMatch(/^\/partner\/build\//);
  const css = await request.get(`${origin}${href}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(css.status()).toBe(200);
  expect(css.headers()['cache-control']).toContain('immutable');
  expect(css.headers()['content-encoding']).toBe('gzip');
  const html = await request.get(`${origin}/partner/signin`);
  expect(html.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/);
});

test('pages and the data of client navigations come compressed through nginx', async ({ request }) => {
  // nginx compresses them itself (deploy/nginx.conf asks the portal for them uncompressed).
  for (const path of ['/partner/signin', '/partner/signin.data']) {
    const answer = await request.get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('redirects keep the https origin and the /partner prefix', async ({ request }) => {
  const root = await request.get(`${origin}/`, { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(new URL(root.headers().location, origin).toString()).toBe(`${origin}/partner/`);
  const guarded = await request.get(`${origin}/partner/leads`, { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(new URL(guarded.headers().location, origin).toString()).toBe(`${origin}/partner/signin?redirectTo=%2Fleads`);
  const plain = await request.get(`http://127.0.0.1:${PROXY_HTTP_PORT}/partner/dashboard`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`https://127.0.0.1:${PROXY_HTTPS_PORT}/partner/dashboard`);
});

test('an address longer than any screen has, signed out, is sent to the sign-in through nginx, not refused by it', async ({ request }) => {
  // 6 KB: within nginx's request line (8 KB), but encoded once more into the sign-in's address,
  // more than its buffer for a response's headers (one page) takes.
  const long = `/partner/leads?${'q=/x/y/z/&'.repeat(600)}`;
  const guarded = await request.get(`${origin}${long}`, { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(new URL(guarded.headers().location, origin).toString()).toBe(`${origin}/partner/signin`);
});

test("the portal's bare address with a long query reaches the sign-in through nginx, keeping only the address's state", async ({ request }) => {
  const junk = 'x=/x/y/z/&'.repeat(600);
  for (const start of ['/partner', '/partner/']) {
    let address = `${start}?${junk}signup=1`;
    const seen: number[] = [];
    while (!address.startsWith('/partner/signin')) {
      const answer = await request.get(`${origin}${address}`, { maxRedirects: 0 });
      seen.push(answer.status());
      expect(answer.status(), `${start} → ${address.slice(0, 40)}…`).toBe(302);
      const next = new URL(answer.headers().location, origin);
      address = `${next.pathname}${next.search}`;
    }
    expect(address, start).toBe('/partner/signin?signup=1');
    expect(seen.length, start).toBeLessThanOrEqual(2);
  }
});

test('through nginx, a scan far over the agreement’s limit comes back as its field error; a body as large anywhere else is refused', async ({
  page,
  signIn,
  request,
}) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  // Past nginx's 16 MB for every other address.
  const scan = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30 * 1024 * 1024)]);
  await form.getByLabel('Distribution Agreement', { exact: true }).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Distribution Agreement')).toHaveText('The distribution agreement must be 10 MB or smaller');
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  const elsewhere = await request.post(`${origin}/partner/support`, {
    multipart: { file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan } },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(413);
});

test('a session made on one instance works on the other', async ({ browser, account }) => {
  const first = await browser.newContext({ baseURL: `http://127.0.0.1:${PORTAL_PORT}` });
  const page = await first.newPage();
  await page.goto('/partner/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  const state = await first.storageState();
  await first.close();

  const second = await browser.newContext({
    baseURL: `http://127.0.0.1:${SECOND_PORTAL_PORT}`,
    storageState: { origins: [], cookies: state.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1' })) },
  });
  const other = await second.newPage();
  await other.goto('/partner/notifications');
  await expect(other).toHaveURL(/\/partner\/notifications$/);
  await expect(other.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await second.close();
});

test('a client navigation through nginx finds its screen under /partner and loads its data in one request', async ({ page, signIn, js }) => {
  // What the browser asks for to find routes (the manifest) and to load a screen's data (.data).
  const manifests: string[] = [];
  const data: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/__manifest')) manifests.push(`${response.status()} ${url.pathname}`);
    if (url.pathname.endsWith('.data')) data.push(`${response.status()} ${url.pathname}`);
  });
  await signIn('/dashboard');
  await page.locator('.sidebar').getByRole('link', { name: 'My Leads' }).click();
  await expect(page).toHaveURL(`${origin}/partner/leads`);
  await expect(page.getByRole('heading', { name: 'My Leads', level: 1 })).toBeVisible();
  if (js) {
    // deploy/nginx.conf hands only /partner to the portal: the manifest is asked for there, and found.
    expect(manifests.length).toBeGreaterThan(0);
    expect(new Set(manifests)).toEqual(new Set(['200 /partner/__manifest']));
    // The screen's data, in one request to the screen's own address.
    expect(data).toEqual(['200 /partner/leads.data']);
  } else {
    expect([...manifests, ...data]).toEqual([]);
  }
});
