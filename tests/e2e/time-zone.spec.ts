import type { Browser, Locator, Page } from '@playwright/test';
import { providerLeads, providerToken } from './assets-data';
import { expect, hydrated, inEveryTheme, postSignIn, sandbox, signOut, test, type Account } from './fixtures';

/**
 * The browser runs in Los Angeles, the portal in São Paulo (playwright.config.ts), the demo
 * partner's profile names the United Kingdom: every time is in the zone the partner chose,
 * else their country's, the same with JavaScript and without. The browser's zone is only
 * offered (with JavaScript), never taken unasked.
 */
const BROWSER_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: BROWSER_ZONE });

/** A date-time as the portal writes it in English, tickets and events alike: short date, time, and the zone's name. */
function expected(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The zone's short name at the instant ('PST', 'GMT+9'), in English. */
function zoneName(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * An event's span as the portal writes it, checked by what it must hold: its start in the
 * zone as a ticket's time is written (day, then the hour without a leading zero), and the
 * zone's name at its end.
 */
function expectEventIn(event: { iso: string; text: string }, timeZone: string) {
  const start = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).formatToParts(new Date(event.iso));
  const hour = start.find((part) => part.type === 'hour')?.value;
  const minute = start.find((part) => part.type === 'minute')?.value;
  expect(event.text.startsWith(`${day(event.iso, timeZone)}, ${hour}:${minute}`), `${event.text} in ${timeZone}`).toBe(true);
  // The zone's name at the start, or after a daylight-saving change within the event.
  const later = new Date(new Date(event.iso).getTime() + 14 * 86_400_000).toISOString();
  expect(
    [zoneName(event.iso, timeZone), zoneName(later, timeZone)].some((name) => event.text.endsWith(` ${name}`)),
    event.text,
  ).toBe(true);
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

const ZONE_PAGE = /\/partner\/timezone\?returnTo=/;

/**
 * The time zone control: its page, opened from the header's language menu (which names the
 * zone shown), and its list. On that page already, the list.
 */
async function openZoneControl(page: Page) {
  if (!ZONE_PAGE.test(page.url())) {
    await page.locator('.language-button').click();
    await page.getByRole('link', { name: /^Time zone: / }).click();
    await expect(page).toHaveURL(ZONE_PAGE);
  }
  const select = page.getByRole('combobox', { name: 'Time zone', exact: true });
  await expect(select).toBeVisible();
  return select;
}

/**
 * Clicks a button of a time zone form and waits for the page to come back with the zone (`back`,
 * the address it was sent from): without JavaScript a new document; with it, the preferences
 * post answered and the page's data loaded again (the progress bar goes idle only once the new
 * data is on screen).
 */
async function sendZone(page: Page, button: Locator, js: boolean, back = new URL(page.url()).pathname) {
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /^\/partner\/preferences(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await button.click();
  await posted;
  await expect(page).toHaveURL((url) => url.pathname === back);
  if (js) {
    await expect(page.locator('.progress-bar--active')).toHaveCount(0);
    await hydrated(page);
  }
}

/** Chooses a zone on its page (opened from the page on screen) and waits for the page it was opened from to come back with it. */
async function chooseZone(page: Page, zone: string, js: boolean) {
  const here = new URL(page.url());
  const back = ZONE_PAGE.test(here.href) ? (here.searchParams.get('returnTo') ?? '') : here.pathname;
  const select = await openZoneControl(page);
  await select.selectOption(zone);
  await sendZone(page, page.getByRole('button', { name: 'Show times in this zone' }), js, back);
}

/** The offer of the browser's zone (with JavaScript, to a partner who chose none). */
const zoneOffer = (page: Page) => page.getByRole('form', { name: /^Show times in / });

/** Signs a fresh partner of the country in and opens the support screen. */
async function signInFrom(page: Page, country: string, js: boolean): Promise<Account> {
  const account = await sandbox.createAccount({ country });
  await postSignIn(page, account);
  await page.goto('/partner/support');
  if (js) await hydrated(page);
  return account;
}

test('a partner of a country of several zones chooses a zone: tickets, events and the calendar file show and name it, on every page and after signing in again', async ({
  page,
  js,
}) => {
  test.slow();
  const account = await signInFrom(page, 'United States', js);
  // The United States has no one zone: UTC until the partner chooses, said as such.
  for (const { iso, text } of await ticketTimes(page)) expect(text).toBe(expected(iso, 'UTC'));
  const select = await openZoneControl(page);
  await expect(select).toHaveValue('UTC');
  await expect(select.locator('option[value="UTC"]')).toHaveText('UTC (default)');
  await expect(select.locator('option[value="America/Chicago"]')).toHaveText('Chicago');

  const zone = 'America/Chicago';
  await chooseZone(page, zone, js);
  const tickets = await ticketTimes(page);
  expect(tickets.length).toBeGreaterThan(0);
  for (const { iso, text } of tickets) {
    expect(text).toBe(expected(iso, zone));
    expect(text).toMatch(/ C[SD]T$/);
  }
  // The language menu names the zone chosen.
  await page.locator('.language-button').click();
  await expect(page.getByRole('link', { name: /^Time zone: / })).toHaveText('Time zone: America/Chicago');
  await page.locator('.language-button').click();
  // The page as served and as hydrated reads the same.
  await page.reload();
  if (js) await hydrated(page);
  expect(await ticketTimes(page)).toEqual(tickets);

  // Another screen, reached by the sidebar: the events, and the calendar file.
  await viaSidebar(page, 'Dashboard', /\/partner\/dashboard$/);
  const events = await eventTimes(page);
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expectEventIn(event, zone);
  const ics = await page
    .getByRole('link', { name: /^Calendar file \(\.ics\): / })
    .first()
    .getAttribute('href');
  const calendar = await (await page.request.get(ics ?? '')).text();
  expect(calendar).toContain(`\r\nBEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);
  expect(calendar).toContain(`\r\nDTSTART;TZID=${zone}:${icsLocal(events[0].iso, zone)}\r\n`);

  // Kept like the language: signed out and in again, the times are still in the zone chosen.
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin/);
  await postSignIn(page, account);
  await page.goto('/partner/support');
  if (js) await hydrated(page);
  expect(await ticketTimes(page)).toEqual(tickets);
  await expect(await openZoneControl(page)).toHaveValue(zone);
});

test("a chosen zone replaces the country's, and the country's stays marked as the default", async ({ page, signIn, js }) => {
  await signIn('/support');
  const select = await openZoneControl(page);
  await expect(select).toHaveValue('Europe/London');
  await expect(select.locator('option[value="Europe/London"]')).toHaveText('London (default)');

  const zone = 'Asia/Tokyo';
  await chooseZone(page, zone, js);
  for (const { iso, text } of await ticketTimes(page)) expect(text).toBe(expected(iso, zone));
  await expect(await openZoneControl(page)).toHaveValue(zone);
  await expect(page.getByRole('combobox', { name: 'Time zone', exact: true }).locator('option[value="Europe/London"]')).toHaveText('London (default)');
  await viaSidebar(page, 'Dashboard', /\/partner\/dashboard$/);
  for (const event of await eventTimes(page)) expectEventIn(event, zone);

  // Back to the country's zone, chosen in turn.
  await chooseZone(page, 'Europe/London', js);
  for (const event of await eventTimes(page)) expectEventIn(event, 'Europe/London');
});

test("with JavaScript, the browser's zone is offered, not taken; taking it shows the times there and it is not offered again", async ({ page, js }) => {
  const zone = BROWSER_ZONE;
  await signInFrom(page, 'United States', js);
  const utc = await ticketTimes(page);
  for (const { iso, text } of utc) expect(text).toBe(expected(iso, 'UTC'));
  if (!js) {
    // Without JavaScript there is nothing to tell the browser's zone by: no offer.
    await expect(zoneOffer(page)).toHaveCount(0);
    return;
  }
  await expect(zoneOffer(page)).toHaveAccessibleName('Show times in America/Los Angeles?');
  // Offered, not taken: the times stay in UTC until the partner answers.
  expect(await ticketTimes(page)).toEqual(utc);
  await sendZone(page, zoneOffer(page).getByRole('button', { name: 'Use America/Los Angeles' }), js);
  await expect(zoneOffer(page)).toHaveCount(0);
  expect((await ticketTimes(page)).map(({ text }) => text)).toEqual(utc.map(({ iso }) => expected(iso, zone)));
  await page.reload();
  await hydrated(page);
  expect((await ticketTimes(page)).map(({ text }) => text)).toEqual(utc.map(({ iso }) => expected(iso, zone)));
  await expect(zoneOffer(page)).toHaveCount(0);
  await expect(await openZoneControl(page)).toHaveValue(zone);
});

test('keeping the zone shown answers the offer for good', async ({ page, signIn, js }) => {
  await signIn('/support');
  const london = await ticketTimes(page);
  for (const { iso, text } of london) expect(text).toBe(expected(iso, 'Europe/London'));
  if (!js) {
    await expect(zoneOffer(page)).toHaveCount(0);
    return;
  }
  await sendZone(page, zoneOffer(page).getByRole('button', { name: 'Keep Europe/London' }), js);
  await expect(zoneOffer(page)).toHaveCount(0);
  // Recorded: another page, and a new document, ask no more; the times stay.
  await viaSidebar(page, 'Dashboard', /\/partner\/dashboard$/);
  await expect(page.locator('.event__when time').first()).toBeVisible();
  await expect(zoneOffer(page)).toHaveCount(0);
  await page.goto('/partner/support');
  await hydrated(page);
  await expect(page.locator('.event__when')).toHaveCount(0);
  expect(await ticketTimes(page)).toEqual(london);
  await expect(zoneOffer(page)).toHaveCount(0);
});

inEveryTheme(() => {
  test('the offer of the browser zone and the time zone control have no axe violations', async ({ page, signIn, expectAccessible }) => {
    await signIn('/notifications');
    await expect(zoneOffer(page)).toBeVisible();
    await openZoneControl(page);
    await expectAccessible();
  });
});
