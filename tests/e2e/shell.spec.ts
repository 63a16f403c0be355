import type { Page } from '@playwright/test';
import { expect, inEveryTheme, sandbox, searchFromHeader, test } from './fixtures';
import { PUBLIC_SCREENS, screenAddresses, screensNotVisited, SIGNED_IN_SCREENS } from '../screens';
import { screenAddress } from '../../app/screens';
import { readFileSync } from 'node:fs';

/** A dictionary of the portal, as the screens read it. */
const dictionary = (namespace: string, language: string): any => JSON.parse(readFileSync(`app/locales/${namespace}/${language}.json`, 'utf8'));
const dashboardEn = dictionary('dashboard', 'en');
const leadsDe = dictionary('leads', 'de');
const playbookDe = dictionary('playbook', 'de');
const playbookEn = dictionary('playbook', 'en');
const profileEn = dictionary('profile', 'en');
const shellDe = dictionary('shell', 'de');
const shellEn = dictionary('shell', 'en');

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test('the header search lands on search results with the query', async ({ page }) => {
  await searchFromHeader(page, 'drone');
  await expect(page).toHaveURL(/\/partner\/searchresults\?query=drone$/);
});

test('the header search opens as a panel its box and button fit in, not the width of its icon', async ({ page }) => {
  await page.locator('.header__search > summary').click();
  const panel = await page.locator('.header__search .dropdown__panel').boundingBox();
  const box = await page.getByRole('searchbox', { name: 'Search the portal' }).boundingBox();
  const button = await page.locator('.header__search .dropdown__panel').getByRole('button', { name: 'Search' }).boundingBox();
  // A box a partner can type a few words into.
  expect(box!.width).toBeGreaterThanOrEqual(160);
  for (const inside of [box!, button!]) {
    expect(inside.x).toBeGreaterThanOrEqual(panel!.x);
    expect(inside.x + inside.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  }
  // Within the window.
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the header search does not navigate for empty text', async ({ page }) => {
  await searchFromHeader(page, '   ');
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('the theme toggle persists across pages', async ({ page }) => {
  // The page shows the new theme at once; the next document load waits until the post that stores it has answered.
  const toggle = async () => {
    // With JavaScript the form posts to the address's data (`/partner/preferences.data`).
    const stored = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /^\/partner\/preferences(\.data)?$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).first().click();
    await stored;
  };
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await toggle();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/partner/notifications');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

/** The colour that the page's background shows: what the partner sees, whatever decided it. */
async function shownBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
const LIGHT_BACKGROUND = 'rgb(245, 247, 250)';
const DARK_BACKGROUND = 'rgb(17, 22, 29)';

for (const system of ['dark', 'light'] as const) {
  test.describe(`with the system in ${system} mode and no theme chosen`, () => {
    test.use({ colorScheme: system });

    test(`one click on the theme toggle switches to ${system === 'dark' ? 'light' : 'dark'}, and the next back`, async ({ page, context }) => {
      expect((await context.cookies()).some((cookie) => cookie.name === 'theme')).toBe(false);
      const other = system === 'dark' ? 'light' : 'dark';
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
      expect(await shownBackground(page)).toBe(system === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
      const toggle = page.getByRole('button', { name: 'Switch between light and dark mode' });
      await expect(toggle).toHaveCount(1);
      // The page shows the choice at once; the reload below reads it from the cookie its post sets.
      const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/partner/preferences'));
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      await expect.poll(() => shownBackground(page)).toBe(other === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
      await expect(page).toHaveURL(/\/partner\/dashboard$/);
      await saved;
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      await expect(toggle).toHaveCount(1);
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', system);
      await expect.poll(() => shownBackground(page)).toBe(system === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
    });

    test('the mobile menu switches the theme shown in one click too', async ({ page }) => {
      await page.setViewportSize({ width: 400, height: 800 });
      await page.reload();
      await page.locator('.header__hamburger > summary').click();
      const entry = page.getByRole('navigation', { name: 'Menu' }).locator('.theme-choice').filter({ visible: true });
      await expect(entry).toHaveCount(1);
      await entry.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', system === 'dark' ? 'light' : 'dark');
    });
  });
}

const languages = [
  { name: 'Deutsch', lang: 'de' },
  { name: 'Français', lang: 'fr' },
  { name: 'Italiano', lang: 'it' },
  { name: 'Español', lang: 'es' },
  { name: '中文', lang: 'zh' },
  { name: 'Português', lang: 'pt' },
  { name: '日本語', lang: 'ja' },
  { name: 'Русский', lang: 'ru' },
];

test('each language switch changes the texts and lang', async ({ page }) => {
  // Nine switches and back: on a light screen (the dashboard's pictures add nothing here).
  await page.goto('/partner/notifications');
  const leadsLink = page.locator('.sidebar').getByRole('link').nth(1);
  await expect(leadsLink).toHaveText('My Leads');
  for (const language of languages) {
    await page.locator('.language-button').click();
    await page.getByRole('button', { name: language.name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(leadsLink).not.toHaveText('My Leads');
  }
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(leadsLink).toHaveText('My Leads');
});

test("a screen's own texts follow a language switch on it, and the next screen comes in that language", async ({ page }) => {
  // The price list keeps its data after other posts: a new language still reloads its texts.
  await page.goto('/partner/pricelist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(playbookEn.priceListTitle);
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(playbookDe.priceListTitle);
  await page.locator('.sidebar').getByRole('link', { name: shellDe.sidebar.leads }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadsDe.title);
  await expect(page).toHaveTitle(new RegExp(leadsDe.title));
});

/** Every screen (app/screens.ts), a screen with parameters at an address of the sandbox's data. */
const EVERY_SCREEN = [
  ...screenAddresses(SIGNED_IN_SCREENS, {
    'playbook/:id': ['/playbook/1'],
    'playbook/:id/:productId': ['/playbook/1/12'],
    'assets/:category': ['/assets/documents-guides'],
    searchresults: ['/searchresults?query=drone'],
  }),
  ...screenAddresses(PUBLIC_SCREENS, {}),
];

for (const language of ['de', 'ja']) {
  test(`each screen's browser title is its own heading's text, in the partner's language (${language})`, async ({ page, baseURL, signIn }) => {
    // Every screen in turn: more page loads than most tests make.
    test.slow();
    expect(screensNotVisited(EVERY_SCREEN)).toEqual([]);
    const url = new URL(baseURL!);
    const firstPublic = EVERY_SCREEN.findIndex((address) => PUBLIC_SCREENS.some((screen) => address === screenAddress(screen)));
    await page.context().addCookies([{ name: 'lng', value: Buffer.from(JSON.stringify(language)).toString('base64'), domain: url.hostname, path: '/partner' }]);
    await signIn('/dashboard');
    // The portal's name beside its mark, in the language too.
    await expect(page.locator('.header .logo__name')).toHaveText(dictionary('common', language).portalName);
    // An address the portal does not have, or a category it does not know: titled as the page's error is headed.
    test.info().annotations.push({ type: 'allow-console-error', description: 'status of 404 .*/partner/(nonexistent-page|assets/no-such-category)$' });
    for (const address of ['/nonexistent-page', '/assets/no-such-category']) {
      await page.goto(`/partner${address}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary('common', language).notFound.title);
      await expect(page, `${language} ${address}`).toHaveTitle(dictionary('common', language).notFound.title);
    }
    for (const [index, address] of EVERY_SCREEN.entries()) {
      // The public screens are seen signed out, once the last signed-in page's pictures are in
      // (one still loading would be refused without the session: a console error).
      if (index === firstPublic) {
        await page.waitForLoadState('networkidle');
        await page.context().clearCookies({ name: 'partner_session' });
      }
      await page.goto(`/partner${address}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
      expect(heading, address).not.toBe('');
      // A portfolio or product is titled by its name, then its section.
      const title = await page.title();
      expect([heading, title.split(' | ')[0]], `${language} ${address}`).toEqual([heading, heading]);
    }
  });
}

/**
 * A text as the page's inlined data holds it: a JSON string in its route's dictionary text
 * (decision 034), which is a string of React Router's stream, inside the script's own string.
 */
const inData = (text: string) => JSON.stringify(JSON.stringify(JSON.stringify(text)).slice(1, -1)).slice(1, -1);

test('a page carries the texts of its own screen, not those of every screen', async ({ page }) => {
  const html = await (await page.request.get('/partner/dashboard')).text();
  expect(html).toContain(inData(dashboardEn.title));
  expect(html).toContain(inData(shellEn.sidebar.leads));
  // Texts only the profile screen shows (its card's label) are not sent with the dashboard.
  expect(html).not.toContain(profileEn.card.label);
  const profile = await (await page.request.get('/partner/profile')).text();
  expect(profile).toContain(profileEn.card.label);
});

test('the sidebar marks the active page by path prefix', async ({ page }) => {
  const sidebar = page.locator('.sidebar');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'My Leads' }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
  await expect(sidebar.getByRole('link', { name: 'My Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/partner/playbook/1');
  await expect(sidebar.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'My Products' })).toHaveClass(/(^| )sidebar__link--active( |$)/);
  await expect(sidebar.getByRole('link', { name: 'My Leads' })).toHaveClass(/(^| )sidebar__link( |$)/);
  await expect(sidebar.getByRole('link', { name: 'My Leads' })).not.toHaveClass(/sidebar__link--active/);
});

test('sidebar links: a client navigation with JavaScript that asks for the data once, the pointer having rested on the link; a new page load without', async ({
  page,
  js,
}) => {
  const sidebar = page.locator('.sidebar');
  const documents: string[] = [];
  const data: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'document') documents.push(path);
    if (path.endsWith('.data')) data.push(path);
  });
  await sidebar.getByRole('link', { name: 'My Leads' }).hover();
  // Longer than a link's hover intent: a page's data cannot be kept by the browser (no-store),
  // so data fetched ahead would be fetched again by the navigation.
  await page.waitForTimeout(400);
  await sidebar.getByRole('link', { name: 'My Leads' }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Leads');
  expect(documents).toEqual(js ? [] : ['/partner/leads']);
  expect(data).toEqual(js ? ['/partner/leads.data'] : []);
  // The browser's own ways to open a link stay the browser's: no client navigation here.
  if (js) {
    const popup = page.context().waitForEvent('page');
    await sidebar.getByRole('link', { name: 'News' }).click({ modifiers: ['ControlOrMeta'] });
    await (await popup).close();
    await expect(page).toHaveURL(/\/partner\/leads$/);
  }
});

test("the sidebar's Sign out is in the same type as the sidebar's links", async ({ page }) => {
  const sidebar = page.locator('.sidebar');
  const type = (element: HTMLElement) => {
    const style = getComputedStyle(element);
    return { size: style.fontSize, family: style.fontFamily, weight: style.fontWeight, lineHeight: style.lineHeight };
  };
  const link = await sidebar.getByRole('link', { name: 'My Leads' }).evaluate(type);
  const signOut = await sidebar.getByRole('button', { name: 'Sign out' }).evaluate(type);
  expect(link.size).toBe('16px');
  expect(signOut).toEqual(link);
  const heights = await Promise.all(
    [sidebar.getByRole('link', { name: 'My Leads' }), sidebar.getByRole('button', { name: 'Sign out' })].map((entry) => entry.boundingBox()),
  );
  expect(heights[1]?.height).toBe(heights[0]?.height);
});

test('the sidebar collapses and stays collapsed', async ({ page }) => {
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(page.locator('.shell')).toHaveClass(/shell--collapsed/);
  await page.reload();
  await expect(page.locator('.shell')).toHaveClass(/shell--collapsed/);
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(page.locator('.shell')).not.toHaveClass(/shell--collapsed/);
});

for (const [entry, path] of [
  ['Profile', '/partner/profile'],
  ['Settings', '/partner/support'],
  ['Change Password', '/partner/changepassword'],
] as const) {
  test(`the profile menu leads to ${entry}`, async ({ page }) => {
    await page.getByLabel('Profile menu').click();
    await page.locator('.header').getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('sign out from the profile menu', async ({ page }) => {
  await page.getByLabel('Profile menu').click();
  await page.locator('.header').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/partner\/signin$/);
});

test('the notifications screen lists what is new and clears the bell', async ({ page }) => {
  await expect(page.locator('.bell summary')).toHaveAttribute('aria-label', /Notifications, \d+ new/);
  await page.locator('.bell summary').click();
  await page.getByRole('link', { name: 'Go to notifications' }).click();
  await expect(page).toHaveURL(/\/partner\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.locator('main .notification-list li').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.bell summary')).toHaveAttribute('aria-label', 'Notifications');
});

test('a notification opens its screen by client navigation with JavaScript, by a new page load without', async ({ page, js }) => {
  await page.goto('/partner/notifications');
  const list = page.locator('main .notification-list');
  const news = list.locator('a[href*="/partner/newsannouncements?news="]').first();
  await expect(news).not.toHaveAttribute('target');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await news.click();
  await expect(page).toHaveURL(/\/partner\/newsannouncements\?news=/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(documents).toEqual(js ? [] : ['/partner/newsannouncements']);
});

test('notifications that could not be loaded are said so, not "up to date", and are not marked seen', async ({ page, account }) => {
  const bell = page.locator('.bell summary');
  const before = await bell.getAttribute('aria-label');
  expect(before).toMatch(/^Notifications, \d+ new$/);
  const faults = await Promise.all([
    sandbox.fault({ match: 'graphql:getNewsListing', status: 500, email: account.email }),
    sandbox.fault({ match: '/api/documents/new', status: 500, email: account.email }),
  ]);
  try {
    // A reload asks the provider again (the lists are kept a minute otherwise).
    await page.reload();
    await bell.click();
    const panel = page.locator('.notifications-panel');
    await expect(panel).toContainText('Notifications could not be loaded. Please try again later.');
    await expect(panel).not.toContainText("You're up to date");
    await page.goto('/partner/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('Notifications could not be loaded. Please try again later.');
    await expect(page.locator('main')).not.toContainText("You're up to date");
  } finally {
    await Promise.all(faults.map((fault) => sandbox.clearFault(fault)));
  }
  // The visit that saw nothing marked nothing seen.
  await page.goto('/partner/dashboard');
  await expect(bell).toHaveAttribute('aria-label', before!);
});

test('header dropdowns open one at a time, with or without JavaScript', async ({ page }) => {
  const open = page.locator('header.header details[open]');
  const summaries = [
    page.locator('.header__search > summary'),
    page.locator('.bell summary'),
    page.getByLabel('Profile menu'),
    page.getByLabel('Language', { exact: true }),
  ];
  for (const summary of summaries) {
    await summary.click();
    await expect(open).toHaveCount(1);
    await expect(open.locator('> summary')).toHaveAttribute('aria-label', (await summary.getAttribute('aria-label'))!);
  }
  // Clicking the open one closes it.
  await summaries[summaries.length - 1].click();
  await expect(open).toHaveCount(0);
});

test('an unknown page shows the 404 page inside the shell', async ({ page }) => {
  // The browser reports the page's own 404 status on the console.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 404' });
  await page.goto('/partner/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.sidebar')).toBeVisible();
});

inEveryTheme(() => {
  test('a signed-in page has no axe violations', async ({ page, expectAccessible }) => {
    await page.goto('/partner/notifications');
    await expectAccessible();
  });
});

test('the navigation page is public', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/partner/navigation');
  await expect(page.getByRole('link', { name: 'Sign in to the partner portal' })).toBeVisible();
  await context.close();
});

test('the favicon is served from public/ with an hour of caching; other paths are pages', async ({ request }) => {
  const icon = await request.get('/partner/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(icon.headers()['cache-control']).toContain('max-age=3600');
  const missing = await request.get('/partner/no-such-file.svg', { maxRedirects: 0 });
  expect(missing.headers()['content-type'] ?? '').not.toContain('image/svg+xml');
});
