import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, inEveryTheme, postSignIn, sandbox, test } from './fixtures';

/** What the bell counts as new on a first visit: what appeared in these last days. */
const WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs a new partner in on a new browser (no seen state), their first news items dated
 * `newsAges` days ago, and opens a light screen that is not the notifications screen.
 */
async function firstVisit(page: Page, js: boolean, newsAges: number[]) {
  const account = await sandbox.createAccount({ newsAges });
  await postSignIn(page, account);
  await page.goto('/partner/changepassword');
  if (js) await hydrated(page);
}

const bell = (page: Page) => page.locator('.bell > summary');
const badge = (page: Page) => page.locator('.bell .badge-count');

/** The entries of a list, each as whether it is marked new (its "(new)" text and its style) and its date, if any. */
async function entriesOf(list: Locator) {
  const items = list.locator('.notification-list > li');
  await expect(items.first()).toBeAttached();
  return items.evaluateAll((lis) =>
    lis.map((li) => ({
      said: li.textContent?.includes('(new)') ?? false,
      styled: li.classList.contains('notification--unseen'),
      time: li.querySelector('time')?.getAttribute('datetime') ?? null,
    })),
  );
}

/**
 * The badge, the label and the marks of `list` say the same: `count` new entries, each of them
 * dated within the window before `now` and every older or dateless entry unmarked.
 */
async function expectNewAgree(page: Page, list: Locator, count: number, now: number) {
  const entries = await entriesOf(list);
  for (const entry of entries) {
    expect(entry.styled).toBe(entry.said);
    const recent = entry.time !== null && now - Date.parse(entry.time) < WINDOW_DAYS * DAY_MS;
    expect(entry.said, `${entry.time ?? 'dateless'} marked new`).toBe(recent);
  }
  expect(entries.filter((entry) => entry.said)).toHaveLength(count);
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${count} new`);
  await expect(badge(page)).toHaveAttribute('data-glyph', count > 9 ? '9+' : String(count));
}

/** Nothing is new: no badge, the plain label, no marks (and the list is still there). */
async function expectNothingNew(page: Page, list: Locator) {
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(badge(page)).toHaveCount(0);
  const entries = await entriesOf(list);
  expect(entries.filter((entry) => entry.said || entry.styled)).toEqual([]);
  expect(entries.length).toBeGreaterThan(0);
}

test('on a new browser the bell counts only what is of the last 14 days, says so, and "mark all as read" clears it', async ({ page, js }) => {
  // Five news items of the last 14 days, the others older (up to a year and more).
  await firstVisit(page, js, [0, 2, 6, 9, 13, 15, 21, 60, 400]);
  const now = Date.now();
  const panel = page.locator('.notifications-panel');
  await bell(page).click();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('New in the last 14 days');
  await expectNewAgree(page, panel, 5, now);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  // Back on the same screen, the bell cleared.
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
  if (!(await panel.isVisible())) await bell(page).click();
  await expectNothingNew(page, panel);
  await expect(panel).not.toContainText('New in the last 14 days');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // It stays cleared on the next page load, and the notifications screen marks nothing either.
  await page.goto('/partner/notifications');
  await expectNothingNew(page, page.locator('main'));
});

test('more new entries than the dropdown lists: all of them are marked there, and visiting the notifications screen clears the bell', async ({ page, js }) => {
  // Twelve news items of the last 14 days: more than the badge shows (9+) and than the dropdown lists of old entries.
  await firstVisit(page, js, [0, 1, 1, 2, 3, 4, 5, 7, 8, 10, 11, 13, 14, 16, 45, 90, 800]);
  const now = Date.now();
  const panel = page.locator('.notifications-panel');
  await bell(page).click();
  await expectNewAgree(page, panel, 12, now);

  await panel.getByRole('link', { name: 'Go to notifications' }).click();
  await expect(page).toHaveURL(/\/partner\/notifications$/);
  const main = page.locator('main');
  await expect(main).toContainText('New in the last 14 days');
  // The screen shows what was new on this visit, as the bell does.
  await expectNewAgree(page, main, 12, now);

  await page.goto('/partner/changepassword');
  if (js) await hydrated(page);
  await bell(page).click();
  await expectNothingNew(page, panel);
  await expect(panel).not.toContainText('New in the last 14 days');
});

inEveryTheme(() => {
  test('the open bell, its window note and its "Mark all as read" have no axe violations', async ({ page, js, expectAccessible }) => {
    await firstVisit(page, js, [1, 3, 30]);
    await bell(page).click();
    await expect(page.locator('.notifications-panel').getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expectAccessible();
  });
});
