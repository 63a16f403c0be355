import type { Page } from '@playwright/test';
import { expect, inEveryTheme, sandbox, test, type Account } from './fixtures';
import { SANDBOX_URL } from './ports';

/** The pinned items the provider holds for the account (what the dashboard's pinned cards show). */
async function pinnedOnProvider(account: Account): Promise<Array<{ id: number; type: string }>> {
  const login = await fetch(`${SANDBOX_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${SANDBOX_URL}/api/partner/pin-products?locale=en`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { body: { products: Array<{ id: number; type: string }> } };
  return body.body.products.map(({ id, type }) => ({ id, type }));
}

/** The model column of the product table, top to bottom. */
const models = (page: Page) => page.locator('.playbook-table tbody tr td:first-child a').allTextContents();

async function search(page: Page, label: string, text: string, js: boolean) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  if (!js) await box.press('Enter');
}

test('from My Products to a portfolio, a product and one of its documents', async ({ page, signIn, js }) => {
  await signIn('/playbook');
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
  const portfolios = page.getByRole('list', { name: 'Portfolios' }).getByRole('listitem');
  await expect(portfolios).toHaveCount(7);
  await expect(portfolios.first().locator('img')).toHaveAttribute('src', '/partner/media/media/portfolios/inspection-drones.svg');

  await page.getByRole('link', { name: 'Inspection Drones' }).click();
  await expect(page).toHaveURL(/\/partner\/playbook\/1$/);
  await expect(page.getByRole('heading', { name: 'Inspection Drones', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Products' })).toHaveAttribute('href', '/partner/playbook');

  // Cards show the first paragraph; the rest opens and closes (a native details element).
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Drone 200 Pro' }) });
  await expect(card).toContainText('A collision-tolerant caged drone');
  const rest = card.getByText('Every drone streams live 4K video');
  await expect(rest).toBeHidden();
  await card.getByText('Read More').click();
  await expect(rest).toBeVisible();
  // 'Read Less' stands below what it unfolded.
  const unfolded = (await rest.boundingBox())!;
  expect((await card.getByText('Read Less').boundingBox())!.y).toBeGreaterThanOrEqual(unfolded.y + unfolded.height - 1);
  await card.getByText('Read Less').click();
  await expect(rest).toBeHidden();

  await card.getByRole('link', { name: 'Drone 200 Pro', exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/playbook\/1\/11$/);
  await expect(page.getByRole('heading', { name: 'Drone 200 Pro', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Inspection Drones' })).toHaveAttribute('href', '/partner/playbook/1');
  await expect(page.getByRole('button', { name: 'Unpin: Drone 200 Pro' })).toBeVisible();

  const open = page.getByRole('link', { name: 'Open: Drone 200 Pro – Datasheet' });
  await expect(open).toHaveAttribute('href', '/partner/media/media/documents/drone-200-pro-datasheet.pdf');
  await expect(open).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await open.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  if (js) {
    // A wide window opens the document in the in-page viewer.
    await open.click();
    const viewer = page.getByRole('dialog', { name: 'Drone 200 Pro – Datasheet' });
    await expect(viewer.locator('iframe')).toHaveAttribute('src', '/partner/media/media/documents/drone-200-pro-datasheet.pdf');
    await viewer.getByRole('link', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
  } else {
    const [tab] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await expect(tab).toHaveURL(/\/partner\/media\/media\/documents\/drone-200-pro-datasheet\.pdf$/);
    await tab.close();
  }
});

test('search and sort in the product table change the rows', async ({ page, signIn, js }) => {
  await signIn('/playbook/2');
  await page.getByRole('navigation', { name: 'Show products as' }).getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/partner\/playbook\/2\?view=table$/);
  // Name ascending by default: the first number in the name, then natural order, names without one last.
  await expect.poll(() => models(page)).toEqual(['CR-X2', 'CR-X5M', 'CR-X10', 'PR-STD']);
  await expect(page.locator('.playbook-table tbody tr').first()).toContainText('Navigates pipes from 150 millimetres');

  await page.getByRole('link', { name: /^Model/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect.poll(() => models(page)).toEqual(['PR-STD', 'CR-X10', 'CR-X5M', 'CR-X2']);
  await page.getByRole('link', { name: /^Model/ }).click();
  await expect.poll(() => models(page)).toEqual(['CR-X2', 'CR-X5M', 'CR-X10', 'PR-STD']);

  // A document name of the product's content list finds it.
  await search(page, 'Search products', 'QUICK START', js);
  await expect(page).toHaveURL(/q=QUICK\+START/);
  await expect.poll(() => models(page)).toEqual(['CR-X10']);
  await expect(page).toHaveURL(/view=table/);

  // The description, stripped of its markup, is searched too.
  await search(page, 'Search products', 'thickness mapping', js);
  await expect.poll(() => models(page)).toEqual(['CR-X5M']);

  await search(page, 'Search products', 'no such product', js);
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await expect(page.locator('.playbook-table')).toHaveCount(0);
});

test('pin then unpin a product: the button, the table and the pinned items follow', async ({ page, signIn, account, js }) => {
  await signIn('/playbook/1/12');
  expect(await pinnedOnProvider(account)).not.toContainEqual({ id: 12, type: 'Product' });
  if (js) await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));

  await page.getByRole('button', { name: 'Pin: Drone 200', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpin: Drone 200', exact: true })).toBeVisible();
  expect(await pinnedOnProvider(account)).toContainEqual({ id: 12, type: 'Product' });
  if (js) expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);

  await page.goto('/partner/playbook/1?view=table');
  const row = page.locator('.playbook-table tbody tr').filter({ has: page.getByRole('link', { name: 'D200', exact: true }) });
  await row.getByRole('button', { name: 'Unpin: Drone 200', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Pin: Drone 200', exact: true })).toBeVisible();
  expect(await pinnedOnProvider(account)).not.toContainEqual({ id: 12, type: 'Product' });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Pin: Drone 200', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpin: Drone 200 Pro', exact: true })).toBeVisible();
});

test('a refused pin leaves the state as it was', async ({ page, signIn, account }) => {
  await signIn('/playbook/1/12');
  const fault = await sandbox.fault({ match: '/api/partner/pin-products-action', status: 500, email: account.email });
  try {
    const pin = page.getByRole('button', { name: 'Pin: Drone 200', exact: true });
    await Promise.all([page.waitForResponse((r) => r.url().includes('/partner/pin') && r.request().method() === 'POST'), pin.click()]);
    await expect(pin).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Unpin: Drone 200', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Drone 200', level: 1 })).toBeVisible();
  } finally {
    await sandbox.clearFault(fault);
  }
  expect(await pinnedOnProvider(account)).not.toContainEqual({ id: 12, type: 'Product' });
});

test('documents and portfolios are pinned with their own element types', async ({ page, signIn, account }) => {
  await signIn('/playbook/1/11');
  await page.getByRole('button', { name: 'Pin: Drone 200 Pro – User manual' }).click();
  await expect(page.getByRole('button', { name: 'Unpin: Drone 200 Pro – User manual' })).toBeVisible();
  await page.goto('/partner/playbook');
  await page.getByRole('button', { name: 'Pin: Inspection Drones' }).click();
  await expect(page.getByRole('button', { name: 'Unpin: Inspection Drones' })).toBeVisible();
  const pinned = await pinnedOnProvider(account);
  expect(pinned).toContainEqual({ id: 1102, type: 'Document' });
  expect(pinned).toContainEqual({ id: 1, type: 'Category' });
});

test('the documents table sorts by name and searches by name or document', async ({ page, signIn, js }) => {
  await signIn('/playbook/1/11');
  const names = () => page.locator('.playbook-table tbody th').allTextContents();
  await expect.poll(names).toEqual(['Drone 200 Pro – Datasheet', 'Drone 200 Pro – Safety instructions', 'Drone 200 Pro – User manual']);
  await page.getByRole('link', { name: /^Name/ }).click();
  await expect.poll(names).toEqual(['Drone 200 Pro – User manual', 'Drone 200 Pro – Safety instructions', 'Drone 200 Pro – Datasheet']);
  await search(page, 'Search documents', 'manual', js);
  await expect.poll(names).toEqual(['Drone 200 Pro – User manual']);
  await search(page, 'Search documents', 'safety.pdf', js);
  await expect.poll(names).toEqual(['Drone 200 Pro – Safety instructions']);
  await search(page, 'Search documents', 'brochure', js);
  await expect(page.getByText('No documents match your search.')).toBeVisible();
});

test('sharing a document copies its link, or shows it in a focused read-only field without JavaScript', async ({ page, context, signIn, js }) => {
  await signIn('/playbook/1/11');
  const link = `${new URL(page.url()).origin}/partner/media/media/documents/drone-200-pro-manual.pdf`;
  const row = page.locator('.playbook-table tbody tr').filter({ hasText: 'User manual' });
  if (js) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('link', { name: 'Share: Drone 200 Pro – User manual' }).click();
    await expect(row.getByRole('status')).toHaveText('Link copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page).toHaveURL(/\/partner\/playbook\/1\/11$/);
    // The notice goes away again (after two seconds).
    await expect(row.getByRole('status')).toHaveText('');
  } else {
    await row.getByRole('link', { name: 'Share: Drone 200 Pro – User manual' }).click();
    await expect(page).toHaveURL(/\?share=1102$/);
    const field = page.getByRole('textbox', { name: 'Link to Drone 200 Pro – User manual' });
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).toBeFocused();
    await page.getByRole('link', { name: 'Hide link' }).click();
    await expect(field).toHaveCount(0);
  }
});

test('an unknown portfolio or product says so, with a way back', async ({ page, signIn }) => {
  // The pages answer 404, which the browser reports on its console.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 404 \\(Not Found\\)' });
  await signIn('/playbook/999');
  await expect(page.getByRole('heading', { name: 'Portfolio not found', level: 1 })).toBeVisible();
  await expect(page.locator('.sidebar')).toBeVisible();
  for (const path of ['/partner/playbook/999', '/partner/playbook/1/999', '/partner/playbook/7/1', '/partner/playbook/abc']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }

  await page.goto('/partner/playbook/1/999');
  await expect(page.getByRole('heading', { name: 'Product or Portfolio not found', level: 1 })).toBeVisible();

  await page.goto('/partner/playbook/7/1');
  await expect(page.getByText('No products listed')).toBeVisible();

  await page.goto('/partner/playbook/7');
  await expect(page.getByText('No products available in this portfolio. Explore other portfolios.')).toBeVisible();

  await page.goto('/partner/playbook/999');
  await page.getByRole('link', { name: 'Back to My Products' }).click();
  await expect(page).toHaveURL(/\/partner\/playbook$/);
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
});

test('a provider failure shows the portfolio error inside the shell', async ({ page, signIn, account }) => {
  await signIn('/dashboard');
  const fault = await sandbox.fault({ match: '/api/partner/categories', status: 500, email: account.email });
  try {
    for (const path of ['/partner/playbook', '/partner/playbook/1', '/partner/playbook/1/11']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('Error loading portfolio. Please try again.');
      await expect(page.locator('.sidebar')).toBeVisible();
    }
  } finally {
    await sandbox.clearFault(fault);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Drone 200 Pro', level: 1 })).toBeVisible();
});

test('the portfolio list follows the interface language', async ({ page, signIn }) => {
  await signIn('/playbook');
  await expect(page.getByRole('link', { name: 'Inspection Drones' })).toBeVisible();
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Meine Produkte', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inspektionsdrohnen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inspection Drones' })).toHaveCount(0);
});

test('My Products shows eight skeleton cards while it loads after a click', async ({ page, signIn, account, js }) => {
  await signIn('/dashboard');
  const fault = await sandbox.fault({ match: '/api/partner/categories', latencyMs: 1500, email: account.email });
  try {
    await page.locator('.sidebar').getByRole('link', { name: 'My Products' }).click();
    if (js) {
      const skeleton = page.getByTestId('skeleton');
      await expect(skeleton).toBeVisible();
      await expect(skeleton.locator('.skeleton-card')).toHaveCount(8);
    }
    await expect(page.getByRole('list', { name: 'Portfolios' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('the price list frames the provider page, and only that page may be framed', async ({ page, signIn }) => {
  await signIn('/dashboard');
  await page.locator('.sidebar').getByRole('link', { name: 'My Price List' }).click();
  await expect(page).toHaveURL(/\/partner\/pricelist$/);
  const frame = page.locator('iframe[title="Price List"]');
  await expect(frame).toHaveAttribute('src', `${SANDBOX_URL}/pricelist`);
  await expect(frame).toHaveAttribute('height', '900');
  expect((await frame.boundingBox())?.height).toBe(900);
  await expect(page.frameLocator('iframe[title="Price List"]').getByRole('heading', { name: 'Partner price list' })).toBeVisible();

  const priceList = await page.request.get('/partner/pricelist');
  const policy = priceList.headers()['content-security-policy'];
  expect(policy).toContain(`frame-src 'self' ${SANDBOX_URL};`);
  expect(priceList.headers()['x-portal-csp-extra']).toBeUndefined();
  for (const path of ['/partner/playbook', '/partner/dashboard']) {
    const other = await page.request.get(path);
    expect(other.headers()['content-security-policy']).toContain("frame-src 'self';");
    expect(other.headers()['content-security-policy']).not.toContain(SANDBOX_URL);
  }
});

const AXE_SCREENS = [
  { name: 'My Products', path: '/playbook' },
  { name: 'the portfolio cards', path: '/playbook/1' },
  { name: 'the portfolio table', path: '/playbook/1?view=table' },
  { name: 'the product with a shared link', path: '/playbook/1/11?share=1101' },
  { name: 'the price list', path: '/pricelist' },
];

inEveryTheme(() => {
  for (const screen of AXE_SCREENS) {
    test(`${screen.name} has no axe violations`, async ({ page, signIn, expectAccessible }) => {
      await signIn(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible();
    });
  }
});
