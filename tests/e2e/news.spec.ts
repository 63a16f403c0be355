import { providerNews, providerToken } from './assets-data';
import { expect, hydrated, inEveryTheme, sandbox, test } from './fixtures';

/** The day in US format in the demo partner's zone (their profile's country, the United Kingdom). */
const usDate = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' }).format(new Date(seconds * 1000));

test('the news listing: 12 newest first, with images, placeholders and dates', async ({ page, account, signIn }) => {
  const news = await providerNews(await providerToken(account));
  expect(news.length).toBeGreaterThan(12);
  await signIn('/newsannouncements');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  const cards = page.locator('.news-card');
  await expect(cards).toHaveCount(12);
  await expect(page.locator('.news-card__title')).toHaveText(news.slice(0, 12).map((item) => item.title));
  await expect(cards.first().locator('time')).toHaveText(usDate(news[0].modificationDate));
  await expect(page.locator('.news-grid')).toHaveClass(/grid--4/);

  const withoutImage = news.slice(0, 12).findIndex((item) => !item.newsMainImage);
  expect(withoutImage).toBeGreaterThanOrEqual(0);
  await expect(cards.nth(withoutImage).getByRole('img', { name: 'No image available' })).toBeVisible();
  const withImage = news.findIndex((item) => item.newsMainImage);
  const image = cards.nth(withImage).locator('img');
  await expect(image).toHaveAttribute('src', `/partner/media${news[withImage].newsMainImage!.fullpath}`);
  // Its size is known before it loads (no layout shift), and the card keeps a 16:9 box.
  await expect(image).toHaveAttribute('width', '320');
  await expect(image).toHaveAttribute('height', '180');
  const box = await image.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.05);
});

test('paging and search work together on the news', async ({ page, account, signIn }) => {
  const news = await providerNews(await providerToken(account));
  await signIn('/newsannouncements');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const last = Math.ceil(news.length / 12);
  await pager.getByRole('link', { name: `Page ${last}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(page.locator('.news-card__title')).toHaveText(news.slice((last - 1) * 12).map((item) => item.title));

  const query = 'firmware';
  const found = news.filter((item) => item.title.toLowerCase().includes(query));
  expect(found.length).toBeGreaterThan(0);
  const box = page.getByRole('searchbox', { name: 'Search news' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=firmware$/);
  // At least the items whose title matches (descriptions may match too).
  for (const item of found.slice(0, 12)) await expect(page.locator('.news-card__title').filter({ hasText: item.title })).toHaveCount(1);

  await box.fill('nothing matches this at all');
  await box.press('Enter');
  await expect(page.getByText('No news available.')).toBeVisible();
});

test('Learn more opens the news modal (a URL state) and it closes again', async ({ page, js, account, signIn }) => {
  const news = await providerNews(await providerToken(account));
  await signIn('/newsannouncements?page=2');
  const card = page.locator('.news-card').first();
  await card.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=2&news=${news[12].id}$`));
  const dialog = page.getByRole('dialog', { name: news[12].title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.news-modal__description')).not.toBeEmpty();
  await expect(dialog.locator('script')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\?page=2$/);

  // Straight to an item by its address (as a notification links to it).
  await page.goto(`/partner/newsannouncements?news=${news[0].id}`);
  await expect(page.getByRole('dialog', { name: news[0].title })).toBeVisible();
  // With JavaScript, Escape closes it too (through the same URL), once React listens for it.
  if (js) {
    await hydrated(page);
    await page.keyboard.press('Escape');
  } else await page.getByRole('dialog').getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/newsannouncements$/);
});

test('the news modal also closes through its backdrop, a link the keyboard reaches too', async ({ page, js, account, signIn }) => {
  const news = await providerNews(await providerToken(account));
  await signIn(`/newsannouncements?news=${news[0].id}`);
  const dialog = page.getByRole('dialog', { name: news[0].title });
  await expect(dialog).toBeVisible();
  // A click beside the dialog.
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/newsannouncements$/);

  await page.goto(`/partner/newsannouncements?news=${news[0].id}`);
  await expect(dialog).toBeVisible();
  if (js) {
    // A modal dialog keeps focus inside: Escape is the keyboard's way back, once React listens for it.
    await hydrated(page);
    await page.keyboard.press('Escape');
  } else {
    // After the dialog's last stop (a link, or its body, which scrolls from the keyboard), the
    // keyboard reaches the backdrop's link back to the page.
    await dialog.locator('a[href], [tabindex="0"]').last().focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName('Close');
    await expect(focused).toHaveAttribute('href', '/partner/newsannouncements');
    expect(await dialog.locator(':focus').count()).toBe(0);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/newsannouncements$/);
});

test("a failing news listing shows the provider's raw message once the partner reloads", async ({ page, account, signIn }) => {
  await signIn();
  await page.goto('/partner/newsannouncements');
  await expect(page.locator('.news-card').first()).toBeVisible();
  const fault = await sandbox.fault({ match: 'graphql:getNewsListing', status: 500, email: account.email });
  try {
    // The listing read a moment ago is kept for a minute: another visit shows it again.
    await page.goto('/partner/newsannouncements');
    await expect(page.locator('.news-card').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A reload asks the provider again.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Injected fault 500');
    await expect(page.locator('.news-card')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

inEveryTheme(() => {
  test('the news screen has no axe violations', async ({ signIn, expectAccessible }) => {
    await signIn('/newsannouncements');
    await expectAccessible();
  });

  test('the news modal has no axe violations', async ({ page, account, signIn, expectAccessible }) => {
    const news = await providerNews(await providerToken(account));
    await signIn(`/newsannouncements?news=${news[0].id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible();
  });
});
