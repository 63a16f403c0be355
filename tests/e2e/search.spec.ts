import { providerSearch, providerToken } from './assets-data';
import { expect, inEveryTheme, sandbox, searchFromHeader, test } from './fixtures';

const LABELS: Record<string, string> = {
  Product: 'Product',
  Documents: 'Documents',
  WikiArticles: 'Business Cases',
  Videos: 'Videos',
  News: 'News',
  Category: 'Category',
};
const plain = (title: string) => title.replace(/<[^>]*>/g, '');
const section = (page: import('@playwright/test').Page, label: string) =>
  page.locator('section.search-section').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${label} \\(`) }) });

test('a header search finds products and documents, and Load More shows the rest', async ({ page, account, signIn }) => {
  const expected = await providerSearch(await providerToken(account), 'drone');
  const products = expected.find((s) => s.key === 'Product')!.group_docs.hits.hits.map((h) => h._source);
  const documents = expected.find((s) => s.key === 'Documents')!.group_docs.hits.hits.map((h) => h._source);
  expect(products.length).toBeGreaterThan(4);

  await signIn('/assets');
  await searchFromHeader(page, 'drone');
  await expect(page).toHaveURL(/\/partner\/searchresults\?query=drone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "drone"' })).toBeVisible();
  // The header is hidden here.
  await expect(page.locator('header.header')).toHaveCount(0);

  // Sections in the spec's order, with its labels.
  await expect(page.locator('section.search-section h2')).toHaveText(
    expected.map((s) => new RegExp(`^${LABELS[s.key]} \\(${s.group_docs.hits.hits.length}\\)$`)),
  );

  // Products: 4 first, titles without markup, links to the product page with the model.
  const productSection = section(page, 'Product');
  await expect(productSection.locator('.search-hit__title')).toHaveText(products.slice(0, 4).map((p) => plain(p.title)));
  await expect(productSection.getByRole('link', { name: plain(products[0].title) })).toHaveAttribute(
    'href',
    `/partner/playbook/${products[0].categoryId}/${products[0].id}`,
  );
  await expect(productSection.locator('.search-hit__model').first()).toContainText(products[0].model);
  await expect(page.locator('main')).not.toContainText('<em>');

  // Documents: Open PDF.
  const documentSection = section(page, 'Documents');
  await expect(documentSection.locator('.search-hit')).toHaveCount(4);
  await expect(documentSection.getByRole('link', { name: /^Open PDF/ }).first()).toHaveAttribute('href', `/partner/media${documents[0].url}`);

  // Load More (a URL state) shows every product, and only there.
  await productSection.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(/\?query=drone&more=Product#results-Product$/);
  await expect(productSection.locator('.search-hit__title')).toHaveText(products.map((p) => plain(p.title)));
  await expect(productSection.getByRole('link', { name: 'Load More' })).toHaveCount(0);
  await expect(documentSection.locator('.search-hit')).toHaveCount(4);
  await documentSection.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(/more=Product%2CDocuments/);
  await expect(documentSection.locator('.search-hit')).toHaveCount(documents.length);
  await expect(productSection.locator('.search-hit')).toHaveCount(products.length);

  // Category hits link to the portfolio.
  const category = expected.find((s) => s.key === 'Category')!.group_docs.hits.hits[0]._source;
  await expect(section(page, 'Category').getByRole('link', { name: plain(category.title) })).toHaveAttribute('href', `/partner/playbook/${category.id}`);
});

test('grid is the default view; the list view keeps the query', async ({ page, signIn }) => {
  await signIn('/searchresults?query=drone');
  await expect(page.locator('.search-grid').first()).toBeVisible();
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\?query=drone&view=list$/);
  await expect(page.locator('.search-list').first()).toBeVisible();
  await expect(page.locator('.search-grid')).toHaveCount(0);
  await expect(page.locator('.search-hit--list').first()).toBeVisible();
});

test('news and video hits: Download for assets, Learn more opens and closes a modal', async ({ page, account, signIn }) => {
  const expected = await providerSearch(await providerToken(account), 'drone');
  const videos = expected.find((s) => s.key === 'Videos')!.group_docs.hits.hits.map((h) => h._source);
  const asset = videos.findIndex((v) => v.elementType === 'asset');
  const other = videos.findIndex((v) => v.elementType !== 'asset');
  await signIn('/searchresults?query=drone');
  const videoSection = section(page, 'Videos');
  await expect(videoSection.locator('.search-hit').nth(asset).getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/partner/media${videos[asset].url}?download=1`,
  );
  await expect(videoSection.locator('.search-hit').nth(asset).getByRole('link', { name: 'Learn more' })).toHaveCount(0);

  await videoSection.locator('.search-hit').nth(other).getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(new RegExp(`detail=Videos-${other}$`));
  const dialog = page.getByRole('dialog', { name: plain(videos[other].title) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\?query=drone$/);

  const news = section(page, 'News');
  await news.getByRole('link', { name: 'Learn more' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('.search-detail__description')).not.toBeEmpty();
});

/** The video host is not reachable from the test machine: its player answers from here. */
async function stubVideoHost(page: import('@playwright/test').Page) {
  await page.route(/^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
  );
}

test("a video hit's Learn more plays the video in its dialog, as the videos screen does", async ({ page, account, signIn }) => {
  await stubVideoHost(page);
  const expected = await providerSearch(await providerToken(account), 'drone');
  const videos = expected.find((s) => s.key === 'Videos')!.group_docs.hits.hits.map((h) => h._source);
  const other = videos.findIndex((v) => v.elementType !== 'asset');
  expect(videos[other].url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await signIn('/searchresults?query=drone');
  await section(page, 'Videos').locator('.search-hit').nth(other).getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(new RegExp(`detail=Videos-${other}$`));
  const dialog = page.getByRole('dialog', { name: plain(videos[other].title) });
  const player = dialog.locator('.video-frame iframe');
  await expect(player).toHaveAttribute('src', videos[other].url);
  await expect(player).toHaveAttribute('title', plain(videos[other].title));
  // The page's policy lets the player in.
  await expect(dialog.frameLocator('.video-frame iframe').getByText('Player')).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A hit without a player (news) keeps its image and text.
  await section(page, 'News').getByRole('link', { name: 'Learn more' }).first().click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveCount(0);
});

test('a video hit opened after a search from another screen gets its player too', async ({ page, account, signIn, js }) => {
  await stubVideoHost(page);
  const expected = await providerSearch(await providerToken(account), 'drone');
  const videos = expected.find((s) => s.key === 'Videos')!.group_docs.hits.hits.map((h) => h._source);
  const other = videos.findIndex((v) => v.elementType !== 'asset');
  await signIn('/assets');
  await searchFromHeader(page, 'drone');
  await expect(page).toHaveURL(/\/partner\/searchresults\?query=drone$/);
  await section(page, 'Videos').locator('.search-hit').nth(other).getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(new RegExp(`detail=Videos-${other}$`));
  const dialog = page.getByRole('dialog', { name: plain(videos[other].title) });
  await expect(dialog.frameLocator('.video-frame iframe').getByText('Player')).toBeVisible();
  if (js) {
    // Closing stays in the page.
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\?query=drone$/);
  }
});

test('news snippets keep the space between paragraphs, and the news search finds text across them', async ({ page, account, signIn }) => {
  // The firmware news are two paragraphs: '…available in Fleet Manager.' and 'It improves…'.
  const expected = await providerSearch(await providerToken(account), 'fleet manager');
  const hits = expected.find((s) => s.key === 'News')!.group_docs.hits.hits;
  expect(hits.length).toBeGreaterThan(0);
  await signIn('/searchresults?query=fleet%20manager');
  const snippets = section(page, 'News').locator('.search-hit__description');
  await expect(snippets).toHaveCount(Math.min(hits.length, 4));
  for (const snippet of await snippets.all()) {
    await expect(snippet).toContainText('available in Fleet Manager. It improves stability');
    await expect(snippet).not.toContainText('Manager.It');
  }

  // The news screen searches the same text.
  await page.goto('/partner/newsannouncements?q=Fleet%20Manager.%20It%20improves');
  await expect(page.locator('.news-card').first()).toBeVisible();
  await expect(page.locator('.news-card__title').first()).toContainText('firmware');
});

test('a search without hits, and a failed search, show "No results found."', async ({ page, account, signIn }) => {
  await signIn('/searchresults?query=zzzz-nothing-like-this');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expect(page.locator('section.search-section')).toHaveCount(0);
  const fault = await sandbox.fault({ match: '/api/partner/search', status: 500, email: account.email });
  try {
    await page.goto('/partner/searchresults?query=drone');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "drone"' })).toBeVisible();
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('the search box on the results page searches again', async ({ page, signIn }) => {
  await signIn('/searchresults?query=drone&more=Product');
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await expect(box).toHaveValue('drone');
  await box.fill('UT-450');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?query=UT-450$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "UT-450"' })).toBeVisible();
  await expect(section(page, 'Product').locator('.search-hit__title').first()).toHaveText('UT-450');
});

test('a search text is read up to 200 characters, and the search boxes take no more', async ({ page, signIn }) => {
  const long = `drone ${'x'.repeat(400)}`;
  await signIn(`/searchresults?query=${encodeURIComponent(long)}`);
  const read = long.slice(0, 200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${read}"`);
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await expect(box).toHaveValue(read);
  await expect(box).toHaveAttribute('maxlength', '200');
  await page.goto('/partner/leads');
  await expect(page.getByRole('searchbox', { name: 'Search for leads' })).toHaveAttribute('maxlength', '200');
  // The header's search, in the header and in the section menu.
  for (const input of await page.locator('input[name="query"]').all()) await expect(input).toHaveAttribute('maxlength', '200');
  expect(await page.locator('input[name="query"]').count()).toBeGreaterThan(0);
});

test('an empty search on the results page does not search: the results stay', async ({ page, signIn }) => {
  await signIn('/searchresults?query=drone');
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await expect(page.locator('section.search-section').first()).toBeVisible();
  for (const text of ['', '   ']) {
    await box.fill(text);
    await box.press('Enter');
    await page.getByRole('button', { name: 'Search' }).click();
    // Longer than the typing's pause before it searches.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/partner\/searchresults\?query=drone$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "drone"' })).toBeVisible();
    await expect(page.locator('section.search-section').first()).toBeVisible();
  }
});

test('a results address with a blank query is the empty search: it leads back, or to the dashboard', async ({ page, signIn, js }) => {
  await signIn('/leads');
  for (const address of ['/partner/searchresults?query=', '/partner/searchresults?query=%20%20', '/partner/searchresults']) {
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
  }
  // Followed from a portal page (a link or a form of its own), it stays on that page.
  await page.goto('/partner/leads');
  // Added after hydration, which would otherwise drop a node the server did not render.
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/partner/searchresults?query=+';
    link.textContent = 'blank search';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'blank search' }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Leads' })).toBeVisible();
});

inEveryTheme(() => {
  for (const path of ['/searchresults?query=drone', '/searchresults?query=drone&view=list&detail=News-0']) {
    test(`${path} has no axe violations`, async ({ page, signIn, expectAccessible }) => {
      await signIn(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "drone"');
      await expectAccessible();
    });
  }
});
