import type { Page } from '@playwright/test';
import { expect, postSignIn, sandbox, test } from './fixtures';

/** The browser runs in Tokyo; the demo partner's profile country is the United Kingdom. */
test.use({ timezoneId: 'Asia/Tokyo' });

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

/** The start of an event's span: its day in the zone. */
function expectedDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(new Date(iso));
}

/** Every ticket time on the page: its ISO instant and its text. */
async function ticketTimes(page: Page) {
  const times = page.getByRole('table', { name: 'Your support tickets' }).locator('time');
  await expect(times.first()).toBeVisible();
  return times.evaluateAll((nodes) => nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })));
}

async function eventTimes(page: Page) {
  const times = page.locator('.event__when time');
  await expect(times.first()).toBeVisible();
  return times.evaluateAll((nodes) => nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })));
}

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

/** The time texts in the HTML the server sends for the path (with the page's cookies). */
async function serverTexts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<time dateTime="[^"]*">([^<]*)<\/time>/gi)].map((match) => match[1]);
}

test('times follow the browser zone once its script has reported it, else the profile country zone, the same before and after hydration', async ({
  page,
  context,
  signIn,
  js,
}) => {
  test.slow();
  await signIn('/dashboard');
  // With scripts the page keeps the browser's zone in a cookie; without, nothing reports it.
  const zone = js ? 'Asia/Tokyo' : 'Europe/London';
  const label = js ? /GMT\+9$/ : / GMT(\+1)?$/;
  if (js) await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe('Asia%2FTokyo');
  else expect((await context.cookies()).some((cookie) => cookie.name === 'tz')).toBe(false);

  // The next page (a client navigation with JavaScript) shows ticket times in that zone.
  await page.locator('.sidebar').getByRole('link', { name: 'Service Support' }).click();
  await expect(page).toHaveURL(/\/partner\/support$/);
  const tickets = await ticketTimes(page);
  expect(tickets.length).toBeGreaterThan(0);
  for (const { iso, text } of tickets) {
    expect(text).toBe(expected(iso, zone));
    expect(text).toMatch(label);
  }

  // A document load renders the same text on the server, and hydration keeps it.
  const fromServer = await serverTexts(page, '/partner/support');
  expect(fromServer).toEqual(tickets.map(({ text }) => text));
  await page.reload();
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect((await ticketTimes(page)).map(({ text }) => text)).toEqual(fromServer);

  // Dashboard events too.
  await page.locator('.sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  const events = await eventTimes(page);
  for (const { iso, text } of events) {
    expect(text.startsWith(`${expectedDay(iso, zone)}, `)).toBe(true);
    expect(text).toMatch(label);
  }
  const dashboardFromServer = await serverTexts(page, '/partner/dashboard');
  expect(dashboardFromServer).toEqual(events.map(({ text }) => text));
  await page.reload();
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect((await eventTimes(page)).map(({ text }) => text)).toEqual(dashboardFromServer);

  // The first event's calendar file starts at the same time, in the same zone.
  const ics = await page
    .getByRole('link', { name: /^Calendar file \(\.ics\): / })
    .first()
    .getAttribute('href');
  const calendar = await (await page.request.get(ics ?? '')).text();
  expect(calendar).toContain(`\r\nBEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);
  expect(calendar).toContain(`\r\nDTSTART;TZID=${zone}:${icsLocal(events[0].iso, zone)}\r\n`);
});

test('the first page, before the browser has reported its zone, shows the profile country zone and keeps it after hydration', async ({ page, signIn, js }) => {
  await signIn('/support');
  const tickets = await ticketTimes(page);
  expect(tickets.length).toBeGreaterThan(0);
  for (const { iso, text } of tickets) {
    expect(text).toBe(expected(iso, 'Europe/London'));
    expect(text).toMatch(/ GMT(\+1)?$/);
  }
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect((await ticketTimes(page)).map(({ text }) => text)).toEqual(tickets.map(({ text }) => text));
});

test('without a zone from the browser or the profile, times are in UTC and say so', async ({ page, js }) => {
  // A partner whose profile texts (its country among them) are script payloads, its image addresses too.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 404' });
  const account = await sandbox.createAccount({ hostile: true });
  await postSignIn(page, account);
  await page.goto('/partner/dashboard');
  const events = await eventTimes(page);
  expect(events.length).toBeGreaterThan(0);
  for (const { iso, text } of events) {
    expect(text.startsWith(`${expectedDay(iso, 'UTC')}, `)).toBe(true);
    expect(text).toMatch(/ UTC$/);
  }
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect((await eventTimes(page)).map(({ text }) => text)).toEqual(events.map(({ text }) => text));
});
