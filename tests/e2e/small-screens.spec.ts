import type { Page } from '@playwright/test';
import { expect, test, useTheme } from './fixtures';

/*
 * Phones and small laptops (projects mobile-js and mobile-no-js, 375 × 812): every section is
 * reachable from the menu, and no screen is wider than the window.
 */

/** Every section of the menu, with the path it leads to (English labels). */
const SECTIONS = [
  ['Dashboard', '/partner/dashboard'],
  ['My Leads', '/partner/leads'],
  ['My Products', '/partner/playbook'],
  ['My Price List', '/partner/pricelist'],
  ['Media Assets', '/partner/assets'],
  ['News', '/partner/newsannouncements'],
  ['Service Support', '/partner/support'],
  ['My Profile', '/partner/profile'],
  ['Change Password', '/partner/changepassword'],
  ['Notifications', '/partner/notifications'],
] as const;

/** The screens a partner reaches, tables and details included. */
const SCREENS = [
  '/dashboard',
  '/leads',
  '/leads?lead=7001',
  '/playbook',
  '/playbook/1',
  '/playbook/1?view=table',
  '/playbook/1/12',
  '/pricelist',
  '/assets',
  '/assets/documents-guides?view=table',
  '/newsannouncements',
  '/support',
  '/profile',
  '/changepassword',
  '/notifications',
  '/searchresults?query=drone',
];

async function expectNoSideScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${where} at ${innerWidth} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

const menuToggle = (page: Page) => page.locator('summary[aria-label="Open menu"]');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

async function useLanguage(page: Page, language: string) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'lng', value: Buffer.from(JSON.stringify(language)).toString('base64'), domain: url.hostname, path: '/partner' }]);
}

test('every section from the menu, a lead, pin and unpin, and a search, none wider than the screen', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn();
  await expectNoSideScroll(page, '/dashboard');
  await expect(page.locator('.sidebar')).toBeHidden();
  for (const [label, path] of SECTIONS) {
    await menuToggle(page).click();
    await menu(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(menu(page)).toBeHidden();
    await expectNoSideScroll(page, path);
  }
  await menuToggle(page).click();
  await menu(page).getByRole('link', { name: 'My Leads' }).click();
  await page.getByRole('link', { name: 'Details: Jonas Becker' }).click();
  await expect(page).toHaveURL(/[?&]lead=7001#lead-7001$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSideScroll(page, 'a lead');

  // Pin and unpin a product far down a portfolio: the partner stays at it.
  await page.goto('/partner/playbook/1');
  const pin = page.getByRole('button', { name: /^(Pin|Unpin): / }).last();
  const label = (await pin.getAttribute('aria-label'))!;
  const toggled = label.startsWith('Pin') ? label.replace(/^Pin/, 'Unpin') : label.replace(/^Unpin/, 'Pin');
  await pin.scrollIntoViewIfNeeded();
  await pin.click();
  const form = page.locator('form', { has: page.getByRole('button', { name: toggled }) });
  await expect(form).toBeInViewport();
  await form.getByRole('button', { name: toggled }).click();
  await expect(page.getByRole('button', { name: label })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expectNoSideScroll(page, 'a portfolio after pinning');

  await page.goto('/partner/dashboard');
  await menuToggle(page).click();
  const box = menu(page).getByRole('searchbox', { name: 'Search the portal' });
  await box.fill('drone');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/partner\/searchresults\?query=drone$/);
  await expectNoSideScroll(page, 'search results');
  // The search results hide the header: the menu stands alone and still leads everywhere.
  await menuToggle(page).click();
  await menu(page).getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
});

test('the menu takes focus when it opens and gives it back on Escape', async ({ page, signIn, js }) => {
  await signIn('/leads');
  await menuToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  if (!js) {
    // Without JavaScript the browser's own details element: Tab reaches the first entry.
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('searchbox')).toBeFocused();
    return;
  }
  await expect(menu(page).getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
});

/** Loads a screen; the layout is what the markup and CSS give (images carry their sizes). */
async function open(page: Page, screen: string) {
  await page.goto(`/partner${screen}`, { waitUntil: 'domcontentloaded' });
}

for (const [language, theme] of [
  ['de', 'light'],
  ['ru', 'dark'],
] as const) {
  test(`every screen fits 320, 640 (200% zoom of 1280) and 768 px in ${language === 'de' ? 'German' : 'Russian'}, ${theme}`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    await useLanguage(page, language);
    await useTheme(page, theme);
    for (const screen of SCREENS) {
      await open(page, screen);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // One load per screen: the widths are the same markup at another window size.
      for (const width of [320, 640, 768]) {
        await page.setViewportSize({ width, height: width === 640 ? 450 : 800 });
        await expectNoSideScroll(page, `${screen} (${language}, ${theme})`);
      }
    }
  });
}

test('controls are at least 24 × 24 px (links in running text excepted)', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn();
  const small: string[] = [];
  for (const screen of SCREENS) {
    await open(page, screen);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('a, button, input, select, summary')) {
        // Links inside running text are exempt (WCAG 2.5.8's inline exception).
        if (element.tagName === 'A' && element.closest('p, dd')) continue;
        // Only what is drawn: not the contents of a closed menu, not a visually hidden skip link.
        if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('.visually-hidden, .skip-link')) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 24 || box.height < 24)
          out.push(
            `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
      return out;
    });
    small.push(...found.map((entry) => `${screen}: ${entry}`));
  }
  expect(small).toEqual([]);
});

test('at 1280 px the leads table shows every column, Details included', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn('/leads');
  const table = page.getByRole('region', { name: 'Your leads' });
  await expect(table).toBeVisible();
  const fits = await table.evaluate((region) => region.scrollWidth <= region.clientWidth);
  expect(fits, 'the leads table scrolls inside its region').toBe(true);
  const details = page.getByRole('columnheader', { name: 'Details' });
  const box = await details.boundingBox();
  expect(box, 'the Details column is drawn').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await expectNoSideScroll(page, '/leads');
});
