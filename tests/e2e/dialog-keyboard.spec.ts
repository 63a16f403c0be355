import type { Page } from '@playwright/test';
import { providerNews, providerToken } from './assets-data';
import { expect, hydrated, test } from './fixtures';

/*
 * A dialog held in the address (a modal opened by a link) is where the keyboard starts: its
 * close link is its first control and the first stop of the page, with JavaScript (a modal
 * dialog) and without it (a dialog shown open over the page).
 */

/** The element the keyboard is at on a page just loaded: the focused one, else the first Tab stop. */
async function firstKeyboardStop(page: Page) {
  const focused = await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);
  if (!focused) await page.keyboard.press('Tab');
  return page.locator(':focus');
}

async function expectKeyboardAtClose(page: Page, path: string, js: boolean) {
  await page.goto(`/partner${path}`);
  if (js) await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('link', { name: 'Close' });
  // The close link comes before anything else the dialog holds.
  const first = dialog.locator('a[href], button, input, select, textarea, iframe, [tabindex]').first();
  await expect(first).toHaveAccessibleName('Close');
  const stop = await firstKeyboardStop(page);
  await expect(stop, `${path}: the keyboard starts at the dialog's close link`).toHaveAccessibleName('Close');
  await expect(close).toBeFocused();
}

test("an open dialog's close link is the first thing the keyboard reaches", async ({ page, account, signIn, js }) => {
  const news = await providerNews(await providerToken(account));
  await signIn();
  for (const path of [
    `/newsannouncements?news=${news[0].id}`,
    '/searchresults?query=drone&detail=News-0',
    '/profile?twofa=confirm',
    `/dashboard?doc=${encodeURIComponent('/partner/media/media/documents/drone-200-pro-datasheet.pdf')}`,
  ]) {
    await expectKeyboardAtClose(page, path, js);
  }
});

test("a lead's details keep the page at its row, and the keyboard still starts at the dialog's close link", async ({ page, signIn, js }) => {
  await signIn();
  // The row's fragment keeps the page where the partner was; the page behind the dialog is out of the keyboard's way.
  await expectKeyboardAtClose(page, '/leads?lead=7001#lead-7001', js);
  await expect(page.locator('tr#lead-7001')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/leads#lead-7001$/);
  // Closed, the page is the keyboard's again.
  await expect(page.getByRole('link', { name: 'Details: Jonas Becker' })).toBeVisible();
  await page.getByRole('link', { name: 'Details: Jonas Becker' }).focus();
  await expect(page.getByRole('link', { name: 'Details: Jonas Becker' })).toBeFocused();
});
