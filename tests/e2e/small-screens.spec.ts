import type { Page } from '@playwright/test';
import { menuLabel, PUBLIC_SCREENS, screenAddresses, SIGNED_IN_SCREENS } from '../screens';
import { expect, test, useTheme } from './fixtures';

/*
 * Phones and small laptops (projects mobile-js and mobile-no-js, 375 × 812): every section is
 * reachable from the menu, and no screen is wider than the window.
 */

const menuSections = (place: 'sidebar' | 'more') =>
  SIGNED_IN_SCREENS.filter((screen) => screen.menu?.place === place).map((screen) => [menuLabel(screen), `/partner/${screen.path}`] as const);

/** The sidebar's sections (app/screens.ts), with the path each leads to (English labels). */
const SIDEBAR_SECTIONS = menuSections('sidebar');

/** Every section of the menu: the sidebar's, then Change Password and Notifications. */
const SECTIONS = [...SIDEBAR_SECTIONS, ...menuSections('more')];

/** The screens a partner reaches (app/screens.ts), tables and details included. */
const SCREENS = screenAddresses(SIGNED_IN_SCREENS, {
  leads: ['/leads', '/leads?lead=7001'],
  'playbook/:id': ['/playbook/1', '/playbook/1?view=table'],
  'playbook/:id/:productId': ['/playbook/1/12'],
  'assets/:category': ['/assets/documents-guides?view=table'],
  profile: ['/profile', '/profile?tab=users'],
  searchresults: ['/searchresults?query=drone'],
});

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

/**
 * Follows the way a partner sees to the section at the window's width: the menu where the
 * header shows it, else the sidebar, else the header's profile menu (Change Password) or
 * bell (Notifications). The link must be visible, and it must lead there.
 */
async function reach(page: Page, label: string, path: string) {
  let link = page.locator('.sidebar').getByRole('link', { name: label, exact: true });
  if (await menuToggle(page).isVisible()) {
    await menuToggle(page).click();
    link = menu(page).getByRole('link', { name: label, exact: true });
  } else if ((await link.count()) === 0) {
    const dropdown = label === 'Notifications' ? /^Notifications/ : 'Profile menu';
    await page
      .getByRole('banner')
      .getByLabel(dropdown, { exact: typeof dropdown === 'string' })
      .click();
    link = page.getByRole('banner').getByRole('link', { name: label === 'Notifications' ? 'Go to notifications' : label, exact: true });
  }
  await expect(link, `${label} is shown`).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The menus close once the new screen is shown: a toggle tapped before would close it instead.
  await expect(page.locator('details[data-dropdown][open]')).toHaveCount(0);
}

for (const width of [320, 768, 1280]) {
  test(`every section is reachable from the menu at ${width} px`, async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn();
    for (const [label, path] of SECTIONS) await reach(page, label, path);
    await expectNoSideScroll(page, 'the last section');
  });
}

test('with the sidebar collapsed every section is still reachable, by its icon, at 1280 px', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(page.locator('.shell')).toHaveClass(/shell--collapsed/);
  try {
    const sidebar = page.locator('.sidebar');
    for (const [label] of SIDEBAR_SECTIONS) {
      const link = sidebar.getByRole('link', { name: label, exact: true });
      const box = await link.boundingBox();
      expect(box, `${label} is drawn`).not.toBeNull();
      expect(box!.width, `${label} is a target of its own`).toBeGreaterThanOrEqual(24);
      expect(box!.height, `${label} is a target of its own`).toBeGreaterThanOrEqual(24);
    }
    for (const [label, path] of SECTIONS) await reach(page, label, path);
  } finally {
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect(page.locator('.shell')).not.toHaveClass(/shell--collapsed/);
  }
});

/** Loads a screen; the layout is what the markup and CSS give (images carry their sizes). */
/** Opens a screen and waits for its stylesheets: without a script, DOMContentLoaded comes before them. */
async function open(page: Page, screen: string) {
  await page.goto(`/partner${screen}`, { waitUntil: 'load' });
}

/** The screens a visitor reaches before signing in (app/screens.ts). */
const SIGNED_OUT_SCREENS = screenAddresses(PUBLIC_SCREENS, { signin: ['/signin', '/signin?signup=1'] });

/** Every interface language, each in one theme (German and Russian, the longest, in both). */
const LANGUAGE_THEMES = [
  ['de', 'light'],
  ['ru', 'dark'],
  ['de', 'dark'],
  ['ru', 'light'],
  ['en', 'dark'],
  ['fr', 'light'],
  ['it', 'dark'],
  ['es', 'light'],
  ['zh', 'dark'],
  ['pt', 'light'],
  ['ja', 'dark'],
] as const;

for (const [language, theme] of LANGUAGE_THEMES) {
  test(`every screen fits 320, 640 (200% zoom of 1280) and 768 px in ${language}, ${theme}`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    // The sign-up dialog asks for the marketing form's script, whose host this test machine cannot resolve.
    test.info().annotations.push({ type: 'allow-console-error', description: 'net::ERR_NAME_NOT_RESOLVED' });
    await page.goto('/partner/signin');
    await useLanguage(page, language);
    await useTheme(page, theme);
    const widths = async (screen: string) => {
      for (const width of [320, 640, 768]) {
        await page.setViewportSize({ width, height: width === 640 ? 450 : 800 });
        await expectNoSideScroll(page, `${screen} (${language}, ${theme})`);
      }
      await page.setViewportSize({ width: 375, height: 812 });
    };
    for (const screen of SIGNED_OUT_SCREENS) {
      await open(page, screen);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await widths(screen);
    }
    await signIn();
    for (const screen of SCREENS) {
      await open(page, screen);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // One load per screen: the widths are the same markup at another window size.
      await widths(screen);
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

/** Every list of the portal (app/ui/DataTable): leads, tickets, a portfolio's products, a product's documents, assets in every layout, contacts. */
const LISTS = [
  '/leads',
  '/support',
  '/playbook/1?view=table',
  '/playbook/1/12',
  '/assets/videos-tutorials?view=table',
  '/assets/documents-guides?view=table',
  '/assets/business-cases?view=table',
  '/assets/branding-assets?view=table',
  '/profile?tab=users',
];

/**
 * What of the page's lists a partner cannot read in place: a list's region that scrolls
 * sideways, a row, cell or control outside the window, or a word of a cell broken across two
 * lines (each run of characters between spaces and hyphens drawn on one line).
 */
function unreadable(): string[] {
  const found: string[] = [];
  const width = window.innerWidth;
  const name = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  for (const table of document.querySelectorAll('table')) {
    const region = table.closest('[role="region"]');
    if (region && region.scrollWidth > region.clientWidth)
      found.push(`the list "${region.getAttribute('aria-label')}" scrolls sideways (${region.scrollWidth} > ${region.clientWidth})`);
    for (const item of table.querySelectorAll('tbody tr, tbody td, tbody th, tbody a, tbody button, tbody summary')) {
      if (!item.checkVisibility({ visibilityProperty: true }) || item.closest('.visually-hidden')) continue;
      const box = item.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5)
        found.push(`${item.tagName.toLowerCase()} "${name(item)}" reaches ${Math.round(box.left)}–${Math.round(box.right)} of ${width} px`);
    }
    const walker = document.createTreeWalker(table.tBodies[0] ?? table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true }) || parent.closest('.visually-hidden')) continue;
      // A line may end after a hyphen ("UT-" and "450"), as typesetting has it: each part is a word here.
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) found.push(`"${word[0]}" is broken across ${lines.size} lines`);
      }
    }
  }
  return found;
}

for (const width of [375, 768]) {
  test(`every list reads at ${width} px: no row's text or action needs a sideways scroll, no word breaks inside itself`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 812 });
    await signIn();
    for (const language of ['en', 'de', 'ru']) {
      await useLanguage(page, language);
      for (const list of LISTS) {
        await open(page, list);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        expect(await page.evaluate(unreadable), `${list} in ${language} at ${width} px`).toEqual([]);
        await expectNoSideScroll(page, list);
      }
    }
  });
}

test('a list of cards offers its sorting above it, with every field labelled and the row’s action in the card', async ({ page, signIn }) => {
  await signIn('/leads');
  const sorting = page.getByRole('group', { name: 'Sort by' });
  const list = page.getByRole('region', { name: 'Your leads' });
  const box = async (locator: typeof list) => (await locator.boundingBox())!;
  expect((await box(sorting)).y + (await box(sorting)).height).toBeLessThanOrEqual((await box(list)).y);
  await expect(sorting.getByRole('link', { name: 'ID (ascending)' })).toHaveAttribute('aria-current', 'true');
  // Each field says which it is; the lead's Details is in its card.
  const first = list.getByRole('row').first();
  await expect(first.getByRole('cell', { name: 'Company Rheinland Tankbau GmbH' })).toBeVisible();
  const details = first.getByRole('link', { name: 'Details: Jonas Becker' });
  await details.scrollIntoViewIfNeeded();
  await expect(details).toBeInViewport({ ratio: 1 });
  await sorting.getByRole('link', { name: /^Company/ }).click();
  await expect(page).toHaveURL(/[?&]sort=company&dir=asc/);
  await expect(sorting.getByRole('link', { name: 'Company (ascending)' })).toHaveAttribute('aria-current', 'true');
  const companies = await list.locator('td:nth-child(3)').allTextContents();
  expect(companies).toEqual([...companies].sort((a, b) => a.localeCompare(b)));
  await sorting.getByRole('link', { name: /^Company/ }).click();
  await expect(page).toHaveURL(/[?&]sort=company&dir=desc/);
  await expect(sorting.getByRole('link', { name: 'Company (descending)' })).toHaveAttribute('aria-current', 'true');
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

test("the bell's count sits on the bell, a focused control is not hidden under the header, a lead's dialog scrolls from the keyboard", async ({
  page,
  signIn,
}) => {
  await signIn('/leads');
  const bell = await page.locator('.bell > summary').boundingBox();
  const count = await page.locator('.bell .badge-count').boundingBox();
  expect(bell && count).toBeTruthy();
  const middle = { x: count!.x + count!.width / 2, y: count!.y + count!.height / 2 };
  expect(middle.x).toBeGreaterThanOrEqual(bell!.x);
  expect(middle.x).toBeLessThanOrEqual(bell!.x + bell!.width);
  expect(middle.y).toBeLessThanOrEqual(bell!.y + bell!.height);

  // The list's sort links, reached from further down the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sort = page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: /Company/ });
  await sort.focus();
  const header = await page.locator('.header').boundingBox();
  const focused = await sort.boundingBox();
  expect(focused!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await page.goto('/partner/leads?lead=7003');
  const body = page.getByRole('dialog').getByRole('region');
  await expect(body).toHaveAttribute('tabindex', '0');
  await expect(body).toHaveAccessibleName(await page.getByRole('dialog').getByRole('heading', { level: 2 }).first().innerText());
});
