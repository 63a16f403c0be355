import type { Browser, Locator, Page } from '@playwright/test';
import { providerLeads, providerToken } from './assets-data';
import { expect, hydrated, postSignIn, sandbox, test, type Account } from './fixtures';

/**
 * The browser runs in Los Angeles, the portal in São Paulo (playwright.config.ts), the demo
 * partner's profile names the United Kingdom: every time is in the partner's zone, the same
 * with JavaScript and without.
 */
const BROWSER_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: BROWSER_ZONE });

/** A date-time as the portal writes it in English: short date, time, and the zone's name. */
function expected(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** An instant's day in the zone, in a style of the portal's. */
function day(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
}

/** The `<time>` elements a locator finds: their ISO instants and their texts. */
async function timesIn(times: Locator) {
  await expect(times.first()).toBeVisible();
  return times.evaluateAll((nodes) => nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })));
}

const ticketTimes = (page: Page) => timesIn(page.getByRole('table', { name: 'Your support tickets' }).locator('time'));
const eventTimes = (page: Page) => timesIn(page.locator('.event__when time'));

/** An instant's wall-clock time in the zone, in iCalendar's local form (20250305T160000). */
function icsLocal(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** Goes to a screen by the sidebar (a client navigation with JavaScript). */
async function viaSidebar(page: Page, name: string, path: RegExp) {
  await page.locator('.sidebar').getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
}

/**
 * The ticket times a partner sees in a browser of the given mode in the same zone: signed in
 * on the dashboard (where, with scripts, the page has run before the next one is asked for),
 * then the support screen.
 */
async function ticketTextsIn(browser: Browser, account: Account, javaScriptEnabled: boolean): Promise<string[]> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, timezoneId: BROWSER_ZONE });
  try {
    const page = await context.newPage();
    await postSignIn(page, account);
    await page.goto('/partner/dashboard');
    if (javaScriptEnabled) await hydrated(page);
    await viaSidebar(page, 'Service Support', /\/partner\/support$/);
    return (await ticketTimes(page)).map(({ text }) => text);
  } finally {
    await context.close();
  }
}

test('a ticket shows the same time with JavaScript and without: the partner country zone, not the browser or server zone', async ({
  page,
  browser,
  account,
  signIn,
  js,
}) => {
  test.slow();
  await signIn('/dashboard');
  await viaSidebar(page, 'Service Support', /\/partner\/support$/);
  const tickets = await ticketTimes(page);
  expect(tickets.length).toBeGreaterThan(0);
  for (const { iso, text } of tickets) {
    expect(text).toBe(expected(iso, 'Europe/London'));
    expect(text).toMatch(/ GMT(\+1)?$/);
  }

  // A document load renders the same, and hydration keeps it.
  await page.reload();
  if (js) await hydrated(page);
  expect((await ticketTimes(page)).map(({ text }) => text)).toEqual(tickets.map(({ text }) => text));

  // The same partner in a browser of the other mode sees the same times.
  expect(await ticketTextsIn(browser, account, !js)).toEqual(tickets.map(({ text }) => text));
});

test('dashboard events and their calendar file are in the partner country zone in both modes', async ({ page, signIn, js }) => {
  await signIn('/support');
  await viaSidebar(page, 'Dashboard', /\/partner\/dashboard$/);
  const events = await eventTimes(page);
  for (const { iso, text } of events) {
    expect(text.startsWith(`${day(iso, 'Europe/London')}, `)).toBe(true);
    expect(text).toMatch(/ GMT(\+1)?$/);
  }
  await page.reload();
  if (js) await hydrated(page);
  expect((await eventTimes(page)).map(({ text }) => text)).toEqual(events.map(({ text }) => text));

  const ics = await page
    .getByRole('link', { name: /^Calendar file \(\.ics\): / })
    .first()
    .getAttribute('href');
  const calendar = await (await page.request.get(ics ?? '')).text();
  expect(calendar).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n');
  expect(calendar).toContain(`\r\nDTSTART;TZID=Europe/London:${icsLocal(events[0].iso, 'Europe/London')}\r\n`);
});

test('news, notification and lead dates are the day in the partner zone, not the UTC day', async ({ page, js }) => {
  test.slow();
  // Tokyo is nine hours ahead of UTC: what happened after 15:00 UTC is on the next day there.
  const zone = 'Asia/Tokyo';
  const account = await sandbox.createAccount({ country: 'Japan' });
  await postSignIn(page, account);
  const shifted = (iso: string, options?: Intl.DateTimeFormatOptions) => day(iso, zone, options) !== day(iso, 'UTC', options);

  const numeric = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
  await page.goto('/partner/newsannouncements');
  if (js) await hydrated(page);
  const news = await timesIn(page.locator('.news-card time'));
  expect(news.map(({ text }) => text)).toEqual(news.map(({ iso }) => day(iso, zone, numeric)));
  // The seed's news times are spread over the day: some fall on another day in Tokyo.
  expect(news.some(({ iso }) => shifted(iso, numeric))).toBe(true);

  await page.goto('/partner/notifications');
  if (js) await hydrated(page);
  const notifications = await timesIn(page.locator('main .notification-list time'));
  const medium = { dateStyle: 'medium' } as const;
  expect(notifications.map(({ text }) => text)).toEqual(notifications.map(({ iso }) => day(iso, zone, medium)));
  expect(notifications.some(({ iso }) => shifted(iso, medium))).toBe(true);

  const leads = await providerLeads(await providerToken(account));
  const late = leads.filter((lead) => shifted(lead.creationDate));
  expect(late.length).toBeGreaterThan(0);
  await page.goto('/partner/leads');
  if (js) await hydrated(page);
  const headers = await page.locator('.leads-table thead th').allInnerTexts();
  const column = headers.findIndex((header) => header.trim().startsWith('Created'));
  expect(column).toBeGreaterThan(0);
  for (const lead of leads) {
    const row = page.locator('.leads-table tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${lead.id}$`) }) });
    await expect(row.locator('td').nth(column)).toHaveText(day(lead.creationDate, zone));
  }
  // The search finds a lead by the day it shows.
  const [first] = late;
  await page.goto(`/partner/leads?q=${encodeURIComponent(day(first.creationDate, zone))}`);
  await expect(page.locator('.leads-table tbody tr td:first-child', { hasText: new RegExp(`^${first.id}$`) })).toHaveCount(1);
});

test('without a zone for the profile country, times are in UTC and say so', async ({ page, js }) => {
  // A partner whose profile texts (its country among them) are script payloads, its image addresses too.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 404' });
  const account = await sandbox.createAccount({ hostile: true });
  await postSignIn(page, account);
  await page.goto('/partner/dashboard');
  const events = await eventTimes(page);
  expect(events.length).toBeGreaterThan(0);
  for (const { iso, text } of events) {
    expect(text.startsWith(`${day(iso, 'UTC')}, `)).toBe(true);
    expect(text).toMatch(/ UTC$/);
  }
  if (js) await hydrated(page);
  expect((await eventTimes(page)).map(({ text }) => text)).toEqual(events.map(({ text }) => text));
});
