import { expect, postSignIn, test } from './fixtures';

/** The addresses README gives and a partner types: the bare prefix, with and without a slash or a query. */
const FRONT_DOORS = ['/partner', '/partner/', '/partner?from=mail', '/partner/?from=mail'];

for (const address of FRONT_DOORS) {
  test(`${address} leads a signed-out visitor to sign-in`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/partner\/signin(\?from=mail)?$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test(`${address} leads a signed-in partner to the dashboard`, async ({ page, account }) => {
    await postSignIn(page, account);
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
}

test('each front door answers with one or two redirects, never to itself', async ({ request }) => {
  for (const address of FRONT_DOORS) {
    let location = address;
    const hops: string[] = [];
    for (let hop = 0; hop < 4; hop += 1) {
      const response = await request.get(location, { maxRedirects: 0 });
      if (response.status() !== 302) break;
      const next = new URL(response.headers().location, 'http://portal.test').toString().replace('http://portal.test', '');
      expect(next, `${location} redirects to itself`).not.toBe(location);
      hops.push(next);
      location = next;
    }
    expect(hops.at(-1), address).toMatch(/^\/partner\/signin(\?from=mail)?$/);
    expect(hops.length).toBeLessThanOrEqual(2);
  }
});
