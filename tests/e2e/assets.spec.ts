import type { Page } from '@playwright/test';
import { CATEGORIES, providerAssets, providerNews, providerToken, type ProviderAsset } from './assets-data';
import { expect, inEveryTheme, sandbox, test } from './fixtures';

/** The video host is not reachable from the test machine: its player answers from here. */
async function stubVideoHost(page: Page) {
  await page.route(/^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
  );
}

const titleOf = (item: ProviderAsset) => item.title ?? 'Untitled';
const cards = (page: Page) => page.locator('.asset-grid > li');

test.beforeEach(async ({ page }) => {
  await stubVideoHost(page);
});

test('the landing shows the six categories, each leading to its screen', async ({ page, signIn }) => {
  await signIn('/assets');
  await expect(page.getByRole('heading', { name: 'Media Assets', level: 1 })).toBeVisible();
  const links = page.getByRole('link', { name: 'View Assets' });
  await expect(links).toHaveCount(6);
  for (const [index, category] of CATEGORIES.entries()) {
    await expect(page.locator('.asset-category').nth(index).getByRole('heading')).toHaveText(category.title);
    await expect(links.nth(index)).toHaveAttribute('href', `/partner/assets/${category.slug}`);
  }
  await page.getByRole('link', { name: 'View Assets' }).nth(2).click();
  await expect(page).toHaveURL(/\/partner\/assets\/business-cases$/);
  await expect(page.getByRole('heading', { name: 'Business Cases', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Media Assets' }).click();
  await expect(page).toHaveURL(/\/partner\/assets$/);
});

for (const category of CATEGORIES) {
  test(`${category.title} shows the provider's items in cards and in the table`, async ({ page, account, signIn }) => {
    const items = await providerAssets(await providerToken(account), category.path);
    const firstPage = items.slice(0, 12);
    await signIn('/assets');
    await page.locator('.asset-category').filter({ hasText: category.title }).getByRole('link', { name: 'View Assets' }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/assets/${category.slug}$`));
    await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: `Search for ${category.title}` })).toHaveAttribute('placeholder', `Search for ${category.title}`);

    // Cards (the default view).
    await expect(cards(page)).toHaveCount(firstPage.length);
    await expect(page.locator('.asset-card__title')).toHaveText(firstPage.map(titleOf));

    // Table.
    await page.getByRole('link', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/view=table/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Document', 'Title', 'Description', 'Open']);
    await expect(table.locator('tbody tr')).toHaveCount(firstPage.length);
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(firstPage.map(titleOf));
    await expect(table.getByRole('link', { name: /^Open/ }).first()).toBeVisible();

    // A category reached directly by its address works the same.
    await page.goto(`/partner/assets/${category.slug}?view=table`);
    await expect(page.locator('tbody tr')).toHaveCount(firstPage.length);
    await page.getByRole('link', { name: 'Cards', exact: true }).click();
    await expect(cards(page)).toHaveCount(firstPage.length);
  });
}

test('videos: a player from the allowed host for embeds, a thumbnail and "Dowload Video" for files', async ({ page, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'videos');
  const embedded = items.find((item) => item.type === 'DataObject')!;
  const file = items.find((item) => item.type === 'Asset')!;
  await signIn('/assets/videos-tutorials');
  const response = await page.reload();
  expect(response?.headers()['content-security-policy']).toMatch(/frame-src 'self'[^;]* https:\/\/www\.youtube-nocookie\.com/);

  const player = page
    .locator('.asset-card')
    .filter({ hasText: titleOf(embedded) })
    .locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  // The player keeps its own (other) origin to play; what it may use is listed.
  await expect(player).toHaveAttribute('allow', 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen');
  await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(player).toHaveAttribute('title', titleOf(embedded));
  await expect(player).toHaveAttribute('loading', 'lazy');
  // Only the address is taken from the provider's markup: none of its other attributes.
  await expect(player).not.toHaveAttribute('frameborder', /.*/);

  const fileCard = page.locator('.asset-card').filter({ hasText: titleOf(file) });
  await expect(fileCard.locator('img')).toHaveAttribute('src', /^\/partner\/media\/media\/videos\/.+\.svg$/);
  const download = fileCard.getByRole('link', { name: 'Dowload Video' });
  await expect(download).toHaveAttribute('href', `/partner/media${file.video}?download=1`);
  await expect(download).not.toHaveAttribute('download');
  const video = await page.request.get(`/partner/media${file.video}?download=1`);
  expect(video.headers()['content-type']).toBe('video/mp4');
  expect(video.headers()['content-disposition']).toBe(`attachment; filename="${file.video.split('/').pop()}"`);
});

test('a video screen reached by a link inside the portal gets its players', async ({ page, signIn }) => {
  await signIn('/assets');
  await page.locator('.asset-category').filter({ hasText: 'Videos & Tutorials' }).getByRole('link', { name: 'View Assets' }).click();
  await expect(page).toHaveURL(/\/partner\/assets\/videos-tutorials$/);
  const player = page.locator('.video-frame iframe').first();
  await expect(player).toBeVisible();
  await expect(page.frameLocator('.video-frame iframe >> nth=0').getByText('Player')).toBeVisible();
});

test('paging and search work together; the search starts again on page 1', async ({ page, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'documents');
  expect(items.length).toBeGreaterThan(12);
  await signIn('/assets/documents-guides');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.asset-card__title')).toHaveText(items.slice(12, 24).map(titleOf));

  // The table keeps the page; the search drops it.
  await page.getByRole('link', { name: 'Table', exact: true }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page).toHaveURL(/page=2/);
  const query = 'manual';
  const found = items.filter((item) => [item.title ?? '', item.description, item.documentType].some((text) => text.toLowerCase().includes(query)));
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(items.length);
  const box = page.getByRole('searchbox', { name: 'Search for Documents & Guides' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\?view=table&q=manual$/);
  await expect(page.locator('tbody tr td:nth-child(2)')).toHaveText(found.slice(0, 12).map(titleOf));
  await expect(box).toHaveValue(query);
  if (found.length > 12) {
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/q=manual/);
    await expect(page.locator('tbody tr td:nth-child(2)')).toHaveText(found.slice(12, 24).map(titleOf));
  } else {
    await expect(pager).toHaveCount(0);
  }

  await box.fill('no such asset anywhere');
  await box.press('Enter');
  await expect(page.getByText('No assets found')).toBeVisible();
});

test('with JavaScript, skeletons stand in while another page of the list loads', async ({ page, js, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'product-images');
  await signIn('/assets/product-images');
  await expect(cards(page)).toHaveCount(12);
  const fault = await sandbox.fault({ match: '/api/partner/product-images', latencyMs: 1500, times: 1, email: account.email });
  try {
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    if (js) await expect(page.getByTestId('skeleton')).toBeVisible();
    await expect(page.locator('.asset-card__title')).toHaveText(items.slice(12, 24).map(titleOf));
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('a long description is cut in the table and "read more" shows all of it', async ({ page, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'videos');
  const long = items.findIndex((item) => item.description.length > 140);
  expect(long).toBeGreaterThanOrEqual(0);
  const item = items[long];
  await signIn('/assets/videos-tutorials?view=table');
  const row = page.locator('tbody tr').nth(long);
  const cut = `${item.description.slice(0, 140).trimEnd()}…`;
  await expect(row.locator('.read-more__folded')).toHaveText(cut);
  await expect(row.getByText(item.description, { exact: true })).toBeHidden();
  await row.getByText('read more').click();
  await expect(row.getByText(item.description, { exact: true })).toBeVisible();
  await expect(row.locator('.read-more__folded')).toBeHidden();
  // Short descriptions are shown whole, without the control.
  const short = items.findIndex((entry) => entry.description.length <= 100);
  await expect(page.locator('tbody tr').nth(short).getByText('read more')).toHaveCount(0);
  await expect(page.locator('tbody tr').nth(short)).toContainText(items[short].description);
});

test("'read less' stands below the description it unfolds, on the screen and in reading order, as a table and as cards", async ({ page, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'videos');
  const long = items.findIndex((item) => item.description.length > 140);
  expect(long).toBeGreaterThanOrEqual(0);
  await signIn('/assets/videos-tutorials?view=table');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const row = page.locator('tbody tr').nth(long);
    await row.getByText('read more').click();
    const full = row.getByText(items[long].description, { exact: true });
    const less = row.getByText('read less');
    await expect(full).toBeVisible();
    await expect(less).toBeVisible();
    const text = (await full.boundingBox())!;
    expect((await less.boundingBox())!.y, `at ${width} px`).toBeGreaterThanOrEqual(text.y + text.height - 1);
    // A screen reader or the Tab key meets the text before the toggle that folds it.
    const after = await less.evaluate((toggle, description) => {
      const shown = [...toggle.closest('td')!.querySelectorAll('p')].find((p) => p.textContent === description);
      return Boolean(shown && shown.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, items[long].description);
    expect(after, `at ${width} px`).toBe(true);
    await less.click();
    await expect(full).toBeHidden();
    await expect(row.getByText('read more')).toBeVisible();
  }
});

test("a description of 101 to 140 characters is shown whole in the table, without a 'read more' that would repeat it", async ({ page, account, signIn }) => {
  const items = await providerAssets(await providerToken(account), 'documents');
  const whole = items.slice(0, 12).findIndex((item) => item.description.length > 100 && item.description.length <= 140);
  expect(whole, 'a document on the first page has such a description').toBeGreaterThanOrEqual(0);
  await signIn('/assets/documents-guides?view=table');
  const row = page.locator('tbody tr').nth(whole);
  await expect(row.getByRole('cell', { name: items[whole].description, exact: true })).toBeVisible();
  await expect(row.getByText('read more')).toHaveCount(0);
  await expect(row.locator('.read-more')).toHaveCount(0);
  await expect(row).not.toContainText('…');
  // None of the page's descriptions offers 'read more': none is over 140 characters.
  expect(items.slice(0, 12).every((item) => item.description.length <= 140)).toBe(true);
  await expect(page.locator('tbody').getByText('read more')).toHaveCount(0);
});

test('a document opens in the in-page viewer with JavaScript, in a new tab without', async ({ page, js, signIn }) => {
  await signIn('/assets/sales-flyers');
  const link = page.getByRole('link', { name: /^Download Document/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/partner\/media\/media\/flyers\/.+\.pdf$/);
  if (js) {
    await link.click();
    const viewer = page.locator('dialog.viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /\.pdf$/);
    await viewer.getByRole('link', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
  }
});

test('the document viewer is in the address: shared or reloaded it opens again, closing removes it', async ({ page, js, signIn }) => {
  await signIn('/assets/sales-flyers');
  const link = page.getByRole('link', { name: /^Download Document/ }).first();
  const href = (await link.getAttribute('href'))!;
  const viewer = page.locator('dialog.viewer');
  const withViewer = (url: URL) => url.pathname === '/partner/assets/sales-flyers' && url.searchParams.get('doc') === href;
  if (js) {
    await link.click();
    await expect(page).toHaveURL(withViewer);
    await expect(viewer.locator('iframe')).toHaveAttribute('src', href);
    await page.reload();
  } else {
    // The address a partner with JavaScript shares.
    await page.goto(`/partner/assets/sales-flyers?doc=${encodeURIComponent(href)}`);
  }
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('iframe')).toHaveAttribute('src', href);
  await viewer.getByRole('link', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/assets\/sales-flyers$/);
  // Only a document the page links to is shown.
  await page.goto('/partner/assets/sales-flyers?doc=%2Fpartner%2Fmedia%2Fother.pdf');
  await expect(page.locator('dialog.viewer')).toHaveCount(0);
});

test('the category screen speaks the interface language', async ({ page, signIn }) => {
  await signIn('/assets/branding-assets');
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Markenmaterial' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Suche in Markenmaterial' })).toBeVisible();
  await expect(page.locator('.asset-card__title').nth(1)).toHaveText('Ohne Titel');
});

test('an unknown category is not found', async ({ page, signIn }) => {
  await signIn();
  // Asked through the page's session without rendering it (a 404 document logs a console error).
  const response = await page.request.get('/partner/assets/no-such-category');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test('a failing list shows its error on the category and on the landing', async ({ page, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/videos', status: 500, email: account.email });
  try {
    await page.goto('/partner/assets/videos-tutorials');
    await expect(page.getByRole('alert')).toHaveText('Error fetching assets : Injected fault 500');
    await expect(page.getByRole('heading', { name: 'Videos & Tutorials', level: 1 })).toBeVisible();
    await page.goto('/partner/assets');
    await expect(page.getByRole('alert')).toHaveText('Error loading media assets: Injected fault 500');
    // The rest of the landing still works.
    await expect(page.getByRole('link', { name: 'View Assets' })).toHaveCount(6);
    await page.goto('/partner/assets/documents-guides');
    await expect(cards(page)).toHaveCount(12);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('a failure without a provider message shows the catalogue text', async ({ page, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/branding-assets', malformed: true, email: account.email });
  try {
    await page.goto('/partner/assets/branding-assets');
    await expect(page.getByRole('alert')).toHaveText('Error fetching assets : The server sent an answer that could not be read');
  } finally {
    await sandbox.clearFault(fault);
  }
});

/** Lazy players load once scrolled to; axe looks into every frame, so let them all load. */
async function loadAllPlayers(page: Page) {
  const players = page.locator('.video-frame iframe');
  const count = await players.count();
  for (let index = 0; index < count; index += 1) {
    await players.nth(index).scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`.video-frame iframe >> nth=${index}`).getByText('Player')).toBeVisible();
  }
}

inEveryTheme(() => {
  for (const path of ['/assets', '/assets/videos-tutorials', '/assets/business-cases?view=table', '/assets/branding-assets']) {
    test(`${path} has no axe violations`, async ({ page, signIn, expectAccessible }) => {
      await signIn(path);
      await loadAllPlayers(page);
      await expectAccessible();
    });
  }
});

test('hostile provider data is never served as markup or active addresses', async ({ page, baseURL }) => {
  const account = await sandbox.createAccount({ hostile: true });
  // Signed in through the form post without rendering a page: the hostile account's other
  // screens (header logo, dashboard) have broken images, which are not this test's matter.
  const form = await (await page.request.get('/partner/signin')).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const signedIn = await page.request.post('/partner/signin', {
    form: { csrf, intent: 'credentials', redirectTo: '/assets', email: account.email, password: account.password },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const news = await providerNews(await providerToken(account));
  const paths = [
    ...CATEGORIES.map((category) => `/assets/${category.slug}`),
    ...CATEGORIES.map((category) => `/assets/${category.slug}?view=table`),
    '/assets',
    `/newsannouncements?news=${encodeURIComponent(news[0].id)}`,
    '/searchresults?query=drone&more=Product,Documents,WikiArticles,Videos,News,Category&detail=News-0',
  ];
  for (const path of paths) {
    const response = await page.request.get(`/partner${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const payload of [
      /<script>alert/i,
      /<img src=x onerror/i,
      /<svg onload/i,
      /<style>body/i,
      /<iframe src=javascript/i,
      /(href|src)="javascript:/i,
      /<iframe[^>]+src="(?!https:\/\/(www\.)?youtube)/i,
    ]) {
      expect(html, `${path} ${payload}`).not.toMatch(payload);
    }
  }
  // The players that are there come from the allowed host only, in the portal's own frame.
  const videos = await (await page.request.get('/partner/assets/videos-tutorials')).text();
  const frames = [...videos.matchAll(/<iframe[^>]*>/g)].map((match) => match[0]);
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    expect(frame).toMatch(/src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+"/);
    expect(frame).toContain('allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"');
    expect(frame).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(frame).not.toMatch(/onload|onerror|srcdoc/i);
  }
});
