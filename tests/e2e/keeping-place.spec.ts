import { expect, test } from './fixtures';

/*
 * Pinning, unpinning and opening a lead's details keep the partner where they were on a
 * long page: with JavaScript nothing scrolls; without it the answer's address names the
 * element acted on (its fragment), and the browser brings it back into view.
 */

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
});

test('pinning and unpinning an item far down the page keeps the partner at it', async ({ page, signIn }) => {
  await signIn('/playbook/1');
  const last = page.getByRole('button', { name: /^(Pin|Unpin): / }).last();
  const label = (await last.getAttribute('aria-label'))!;
  const item = label.replace(/^(Pin|Unpin): /, '');
  await last.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);

  await last.click();
  await expect(page).toHaveURL(/#pin-product-[\w-]+$/);
  const form = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(form).toHaveCount(1);
  const toggled = label.startsWith('Pin') ? `Unpin: ${item}` : `Pin: ${item}`;
  await expect(form.getByRole('button', { name: toggled })).toBeVisible();
  await expect(form).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(200);

  // And back: the same place again.
  await form.getByRole('button', { name: toggled }).click();
  await expect(form.getByRole('button', { name: label })).toBeVisible();
  await expect(form).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(200);
});

test("opening and closing a lead's details far down the table keeps the partner at its row", async ({ page, signIn }) => {
  await signIn('/leads');
  const details = page.getByRole('link', { name: /^Details: / }).last();
  await details.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);

  await details.click();
  await expect(page).toHaveURL(/[?&]lead=[^&#]+#lead-[\w-]+$/);
  const row = page.locator(`tr[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await scrollY(page)).toBeGreaterThan(200);

  await page.getByRole('dialog').getByRole('link', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/lead=/);
  await expect(row).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(200);
});
