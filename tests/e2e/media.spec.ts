import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, sandbox, test } from './fixtures';
import { PORTAL_PORT } from './ports';

/**
 * The media route forwards only to the provider's media locations. The variants are sent
 * byte for byte as written (a browser or Playwright's client would resolve some of them
 * before sending), with the signed-in partner's session cookie.
 */
const TRAVERSALS = [
  '/partner/media/x/%252e%252e/api/partner/profile',
  '/partner/media/x/%252e%252e/%252e%252e/api/partner/profile',
  '/partner/media/media/%25252e%25252e/api/partner/profile',
  '/partner/media/API/partner/profile',
  '/partner/media/api/partner/profile',
  '/partner/media/Api/Partner/Profile',
  '/partner/media/graphql',
  '/partner/media/__sandbox/health',
  '/partner/media/media/%2e%2e/api/partner/profile',
  '/partner/media/media/.%2E/api/partner/profile',
  '/partner/media/media/../api/partner/profile',
  '/partner/media/media/%c0%ae%c0%ae/api/partner/profile',
  '/partner/media/media/%ef%bc%8e%ef%bc%8e/api/partner/profile',
  '/partner/media/media/..;/api/partner/profile',
  '/partner/media/media//documents/drone-200-pro-datasheet.pdf',
  '/partner/media/media\\..\\api\\partner\\profile',
  '/partner/media/media/..%2fapi%2fpartner%2fprofile',
  '/partner/media/media/..%252fapi%252fpartner%252fprofile',
  '/partner/media/media/documents/drone-200-pro-datasheet.pdf%00.svg',
  '/partner/media/Media/documents/drone-200-pro-datasheet.pdf',
  '/partner/media/media/documents/%2564rone-200-pro-datasheet.pdf',
  '/partner/x/%2e%2e/media/api/partner/profile',
  '/partner/MEDIA/api/partner/profile',
];

const DOCUMENT = '/partner/media/media/documents/drone-200-pro-datasheet.pdf';

async function sessionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A GET with the path exactly as given. */
function rawGet(path: string, cookie: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORTAL_PORT, path, method: 'GET', headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('a signed-in partner gets 404 for every path outside the media, and the media still load', async ({ page, signIn, account }) => {
  await signIn('/playbook');
  const image = page.locator('.portfolio-card img, main img').first();
  await expect(image).toHaveAttribute('src', /^\/partner\/media\/media\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const cookie = await sessionCookie(page);
  const legit = await rawGet(DOCUMENT, cookie);
  expect(legit.status).toBe(200);
  expect(legit.type).toBe('application/pdf');
  expect(legit.body.startsWith('%PDF')).toBe(true);

  for (const path of TRAVERSALS) {
    const answer = await rawGet(path, cookie);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain(account.email);
    expect(answer.body, path).not.toContain('"body"');
  }

  // The session is still good: nothing above signed the partner out.
  expect((await rawGet(DOCUMENT, cookie)).status).toBe(200);
});

const NOT_FOUND_IN_CONSOLE = {
  type: 'allow-console-error',
  description: '^Failed to load resource: the server responded with a status of 404 \\(Not Found\\)$',
};

test(
  'the browser itself gets 404 for encoded traversal and a real file for a quick link',
  { annotation: NOT_FOUND_IN_CONSOLE },
  async ({ page, signIn, account }) => {
    await signIn('/dashboard');
    for (const path of [
      '/partner/media/x/%252e%252e/api/partner/profile',
      '/partner/media/API/partner/profile',
      '/partner/media/media/..%252f..%252fapi%252fpartner%252fprofile',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('body')).not.toContainText(account.email);
    }
    const download = await page.request.get('/partner/media/en/download/5201');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
  },
);

test("a document whose provider fails opens a page of the portal that says so, in the partner's language; an image gets the bare 502", async ({
  page,
  signIn,
  account,
}) => {
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 502 .*/partner/media/' });
  await signIn('/dashboard');
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const fault = await sandbox.fault({ match: '/media/documents/drone-200-pro-datasheet.pdf', status: 500, email: account.email, times: 2 });
  try {
    const opened = await page.goto(DOCUMENT);
    expect(opened?.status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Etwas ist schiefgelaufen');
    await expect(page).toHaveTitle('Etwas ist schiefgelaufen');
    const image = await page.request.get(DOCUMENT, { headers: { accept: 'image/*' } });
    expect([image.status(), await image.text()]).toEqual([502, 'Bad Gateway']);
  } finally {
    await sandbox.clearFault(fault);
  }
  await page.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});
