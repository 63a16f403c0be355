import type { Locator, Page } from '@playwright/test';
import { expect, inEveryTheme, sandbox, signInAs, test, type FaultRule } from './fixtures';

/** The sandbox's upcoming events (ending today or later) by start; two more ended weeks ago. */
const UPCOMING = [
  'Partner Academy: Drone 200 Pro certification',
  'Webinar: selling crawlers to shipyards',
  'NDT Forum Bologna',
  'Partner roadshow: Iberia',
  'Offshore Inspection Summit',
  'Partner Academy: UT-450 phased-array course',
];

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const events = (page: Page) => section(page, 'Events Calendar').locator('.event__name');

/** Lets the page finish what a fired timer started (React renders in a message task). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

async function withFaults(rules: FaultRule[], work: () => Promise<void>) {
  const ids = await Promise.all(rules.map((rule) => sandbox.fault(rule)));
  try {
    await work();
  } finally {
    await Promise.all(ids.map((id) => sandbox.clearFault(id)));
  }
}

/** Requests the browser makes to the dashboard's own address (document or loader data) while `work` runs. */
async function dashboardRequests(page: Page, work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string }) => {
    if (/^\/partner\/dashboard(\.data)?$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  };
  page.on('request', listener);
  try {
    await work();
  } finally {
    page.off('request', listener);
  }
  return seen;
}

test('every section shows the sandbox data', async ({ page, signIn }) => {
  await signIn();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  await expect(carousel.locator('#slide-1')).toContainText('Drone 200 Pro: now with lidar positioning');
  await expect(carousel.locator('#slide-1').getByRole('link', { name: 'Discover the Drone 200 Pro' })).toHaveAttribute('href', '/partner/playbook/1/11');
  await expect(carousel.locator('#slide-1 .slide__backdrop rect')).toHaveAttribute('fill', '#0b3d91');
  // The colour is what the slide shows (the policy allows no inline style attribute).
  const painted = await carousel.locator('#slide-1 .slide__backdrop').boundingBox();
  const slideBox = await carousel.locator('#slide-1').boundingBox();
  expect(painted?.width).toBe(slideBox?.width);
  expect(painted?.height).toBe(slideBox?.height);
  await expect(page.locator('[style]')).toHaveCount(0);
  // Its picture covers the slide from its top edge to its bottom one, no band of the backdrop above it.
  const picture = await carousel.locator('#slide-1 .slide__image').boundingBox();
  expect(Math.abs((picture?.y ?? NaN) - (slideBox?.y ?? NaN))).toBeLessThan(1);
  expect(Math.abs((picture?.height ?? NaN) - (slideBox?.height ?? NaN))).toBeLessThan(1);
  await expect(carousel.locator('#slide-2 video')).toHaveAttribute('src', '/partner/media/media/videos/x10-hull-climb.mp4');

  const quickLinks = section(page, 'Quick Links').getByRole('link');
  await expect(quickLinks).toHaveCount(5);
  await expect(quickLinks.first()).toHaveText('Partner handbook');
  await expect(quickLinks.first()).toHaveAttribute('href', '/partner/media/en/download/5201?download=1');

  const cards = section(page, 'Onboarding').locator('.onboarding-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('h3')).toHaveText(['Onboarding', 'LinkedIn', 'Newsletter', 'Partner Academy']);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-icon')))).toEqual(['onboarding', 'linkedin', 'newsletter', 'default']);

  await expect(events(page)).toHaveText(UPCOMING.slice(0, 4));
  // In the partner's zone, named (time-zone.spec.ts checks which): the profile country's on a first page.
  await expect(section(page, 'Events Calendar').locator('time').first()).toHaveText(/\d{4}.* (UTC|GMT(\+1)?)$/);

  const pinned = section(page, 'Pinned Items');
  await expect(pinned.locator('.pinned-card')).toHaveCount(4);
  await expect(pinned.getByRole('link', { name: 'Drone 200 Pro', exact: true })).toHaveAttribute('href', '/partner/playbook/1/11');
  await expect(pinned.getByRole('link', { name: 'UT-450', exact: true })).toHaveAttribute('href', '/partner/playbook/3/31');
  await expect(pinned.getByRole('link', { name: 'Crawlers', exact: true })).toHaveAttribute('href', '/partner/playbook/2');
  await expect(pinned.locator('.pinned-card[data-type="Document"] h3')).toHaveText('UT-450 – Datasheet');
  await expect(pinned.locator('.pinned-card[data-type="Document"] h3 a')).toHaveCount(0);
  // 'Open PDF' only for items with a document: not for the Crawlers portfolio.
  await expect(pinned.getByRole('link', { name: /^Open PDF/ })).toHaveCount(3);
  await expect(pinned.locator('.pinned-card[data-type="Category"]').getByRole('link', { name: /^Open PDF/ })).toHaveCount(0);
  await expect(pinned.getByRole('button', { name: /^Unpin/ })).toHaveCount(4);

  const portfolios = section(page, 'Portfolios');
  await expect(portfolios.locator('.portfolio-card')).toHaveCount(7);
  await expect(portfolios.getByRole('link', { name: 'Inspection Drones', exact: true })).toHaveAttribute('href', '/partner/playbook/1');

  const content = page.getByRole('region', { name: 'Popular Content', exact: true });
  await expect(content.locator('.content-list__item').first()).toContainText('Drone 200 Pro');
  await expect(content.locator('.content-list__item').first()).toContainText('Caged drone for confined-space inspection');
  await expect(content.locator('.content-list__item').first()).toContainText('Product');
  await expect(content.getByRole('link', { name: 'Drone 200 Pro', exact: true })).toHaveAttribute('href', '/partner/playbook/1/11');
});

test('a quick link downloads its document', async ({ page, signIn }) => {
  await signIn();
  const href = await section(page, 'Quick Links').getByRole('link', { name: 'Order form' }).getAttribute('href');
  expect(href).toBe('/partner/media/en/download/5202?download=1');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment;.*order-form\.pdf/);
});

test('content links to portal screens are client navigations with JavaScript; documents and other sites open a new tab', async ({ page, signIn, js }) => {
  await signIn('/dashboard');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The first slide links to a product page, the content lists to products and documents.
  const slideLink = page.getByRole('link', { name: 'Discover the Drone 200 Pro' });
  await expect(slideLink).not.toHaveAttribute('target');
  const popular = page.getByRole('region', { name: 'Popular Content', exact: true });
  const documentLink = popular.locator('a[href*="/partner/media/"]').first();
  await expect(documentLink).toHaveAttribute('target', '_blank');
  await expect(section(page, 'Events Calendar').locator('a[href^="https://"]').first()).toHaveAttribute('target', '_blank');
  if (js) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await slideLink.click();
  await expect(page).toHaveURL(/\/partner\/playbook\/1\/11$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(js ? [] : ['/partner/playbook/1/11']);
});

test('the carousel moves to the next and previous slide', async ({ page, signIn, js }) => {
  await signIn();
  const carousel = page.getByRole('region', { name: 'Highlights' });
  if (js) {
    await expect(carousel.getByRole('button', { name: 'Pause the slide show' })).toBeVisible();
    await expect(carousel.locator('#slide-1')).toBeVisible();
    await expect(carousel.locator('#slide-2')).toBeHidden();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.locator('#slide-2')).toBeVisible();
    await expect(carousel.locator('#slide-1')).toBeHidden();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.locator('#slide-4')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.locator('#slide-1')).toBeVisible();
  } else {
    // A scroll-snapped strip with links to the neighbouring slides' anchors.
    expect(await carousel.locator('.carousel__track').evaluate((node) => getComputedStyle(node).scrollSnapType)).toContain('x mandatory');
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(carousel.locator('#slide-2')).not.toBeInViewport();
    await carousel.locator('#slide-1').getByRole('link', { name: 'Next slide' }).click();
    await expect(page).toHaveURL(/#slide-2$/);
    await expect(carousel.locator('#slide-2')).toBeInViewport({ ratio: 0.9 });
    await carousel.locator('#slide-1').getByRole('link', { name: 'Previous slide' }).click();
    await expect(page).toHaveURL(/#slide-4$/);
    await expect(carousel.locator('#slide-4')).toBeInViewport({ ratio: 0.9 });
  }
});

test('the carousel advances every 8 seconds and holds still when paused, hovered or focused', async ({ page, signIn, js }) => {
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const slide = (n: number): Locator => carousel.locator(`#slide-${n}`);
  if (!js) {
    // Without JavaScript nothing moves on its own and there is nothing to pause.
    await signIn();
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: /slide show/ })).toHaveCount(0);
    return;
  }
  await page.clock.install();
  await signIn();
  await expect(carousel.getByRole('button', { name: 'Pause the slide show' })).toBeVisible();
  await page.mouse.move(1, 1);

  await page.clock.fastForward(8000);
  await expect(slide(2)).toBeVisible();
  await page.clock.fastForward(8000);
  await expect(slide(3)).toBeVisible();
  await page.clock.fastForward(8000);
  await expect(slide(4)).toBeVisible();
  await page.clock.fastForward(8000);
  await expect(slide(1)).toBeVisible(); // wraps around

  // Paused: the button, then focus elsewhere so only the pause holds it.
  await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
  await page.mouse.move(1, 1);
  await page.clock.fastForward(16000);
  await settle(page);
  await expect(slide(1)).toBeVisible();
  await carousel.getByRole('button', { name: 'Play the slide show' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
  await page.mouse.move(1, 1);
  await page.clock.fastForward(8000);
  await expect(slide(2)).toBeVisible();

  // Hovered.
  await slide(2).hover();
  await page.clock.fastForward(16000);
  await settle(page);
  await page.mouse.move(1, 1);
  await page.clock.fastForward(8000);
  await expect(slide(3)).toBeVisible();

  // Focused.
  await slide(3).getByRole('link').first().focus();
  await page.clock.fastForward(16000);
  await settle(page);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
  await page.mouse.move(1, 1);
  await page.clock.fastForward(8000);
  await expect(slide(4)).toBeVisible();
});

test('the carousel does not move under reduced motion', async ({ page, signIn, js }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = page.getByRole('region', { name: 'Highlights' });
  if (js) await page.clock.install();
  await signIn();
  await expect(carousel.locator('#slide-1')).toBeVisible();
  if (js) {
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await page.mouse.move(1, 1);
    await page.clock.fastForward(8000);
    await settle(page);
    await page.clock.fastForward(8000);
    await settle(page);
    await expect(carousel.locator('#slide-1')).toBeVisible();
    await expect(carousel.locator('#slide-2')).toBeHidden();
    // The arrows still work.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.locator('#slide-2')).toBeVisible();
  } else {
    await expect(carousel.locator('#slide-2')).not.toBeInViewport();
  }
});

test('unpinning removes the card, and it stays removed after a reload', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn();
  const pinned = section(page, 'Pinned Items');
  await expect(pinned.locator('.pinned-card')).toHaveCount(4);
  const unpin = pinned.getByRole('button', { name: 'Unpin: Crawlers' });
  await unpin.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  // The card leaves at once; the reload waits for the post that unpins it.
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await unpin.click();
  await expect(pinned.getByRole('link', { name: 'Crawlers', exact: true })).toHaveCount(0);
  await expect(pinned.locator('.pinned-card')).toHaveCount(3);
  // Back on the dashboard at the pinned list (the card itself is gone), not at the top.
  await expect(page).toHaveURL(/\/partner\/dashboard#pinned$/);
  await expect(pinned).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await posted;
  await page.reload();
  await expect(pinned.locator('.pinned-card')).toHaveCount(3);
  await expect(pinned.getByRole('link', { name: 'Crawlers', exact: true })).toHaveCount(0);
  await expect(pinned.getByRole('link', { name: 'Drone 200 Pro', exact: true })).toBeVisible();
});

test('a failed unpin leaves the card as it was, silently', async ({ page, signIn, account }) => {
  await signIn();
  await withFaults([{ match: '/api/partner/pin-products-action', status: 500, email: account.email }], async () => {
    const pinned = section(page, 'Pinned Items');
    await pinned.getByRole('button', { name: 'Unpin: Drone 200 Pro' }).click();
    await expect(pinned.getByRole('button', { name: 'Unpin: Drone 200 Pro' })).toBeEnabled();
    await expect(pinned.locator('.pinned-card')).toHaveCount(4);
    await expect(page.locator('.error-text')).toHaveCount(0);
  });
});

test('the last pinned card gone shows the empty text', async ({ page }) => {
  const account = await sandbox.createAccount({ empty: ['pins'] });
  await signInAs(page, account);
  await expect(section(page, 'Pinned Items')).toContainText('No pinned cards available');
});

test("an event's calendar toggle survives a reload", async ({ page, signIn }) => {
  await signIn();
  const name = 'Webinar: selling crawlers to shipyards';
  const calendar = section(page, 'Events Calendar');
  // The page shows the change at once; the reload waits for the post that stores it.
  const stored = () =>
    page.waitForResponse((response) => response.request().method() === 'POST' && /^\/partner\/dashboard(\.data)?$/.test(new URL(response.url()).pathname));
  let posted = stored();
  await calendar.getByRole('button', { name: `Add to calendar: ${name}` }).click();
  await expect(calendar.getByRole('button', { name: `Remove from calendar: ${name}` })).toBeVisible();
  await expect(calendar.locator('#event-4004')).toContainText('In your calendar');
  await posted;
  await page.reload();
  await expect(calendar.getByRole('button', { name: `Remove from calendar: ${name}` })).toBeVisible();
  // The others were not touched.
  await expect(calendar.getByRole('button', { name: /^Remove from calendar/ })).toHaveCount(1);
  posted = stored();
  await calendar.getByRole('button', { name: `Remove from calendar: ${name}` }).click();
  await expect(calendar.getByRole('button', { name: `Add to calendar: ${name}` })).toBeVisible();
  await posted;
  await page.reload();
  await expect(calendar.getByRole('button', { name: `Add to calendar: ${name}` })).toBeVisible();
  await expect(calendar.getByRole('button', { name: /^Remove from calendar/ })).toHaveCount(0);
});

test('each event offers an iCalendar file', async ({ page, signIn }) => {
  await signIn();
  const link = section(page, 'Events Calendar').getByRole('link', { name: 'Calendar file (.ics): NDT Forum Bologna' });
  await expect(link).toHaveAttribute('href', '/partner/events/4005/ics');
  const response = await page.request.get('/partner/events/4005/ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="event-4005.ics"');
  const body = await response.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(body).toContain('\r\nBEGIN:VEVENT\r\nUID:event-4005@');
  expect(body).toContain('\r\nSUMMARY:NDT Forum Bologna\r\n');
  // In UTC, or in the partner's zone with its definition (time-zone.spec.ts checks which).
  expect(body).toMatch(/\r\nDTSTART(:\d{8}T\d{6}Z|;TZID=[\w/+-]+:\d{8}T\d{6})\r\n/);
  expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect((await page.request.get('/partner/events/999999/ics')).status()).toBe(404);
});

test('the events calendar shows 4 events, or all with the toggle', async ({ page, signIn, js }) => {
  await signIn();
  await expect(events(page)).toHaveText(UPCOMING.slice(0, 4));
  const requests = await dashboardRequests(page, async () => {
    await page.getByRole('link', { name: 'Show all (6)' }).click();
    await expect(page).toHaveURL(/\?events=all$/);
    await expect(events(page)).toHaveText(UPCOMING);
  });
  // With JavaScript every event came with the first load: no new request.
  expect(requests).toHaveLength(js ? 0 : 1);
  await page.getByRole('link', { name: 'Show less' }).click();
  await expect(events(page)).toHaveText(UPCOMING.slice(0, 4));
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('the content tabs switch between popular and new content', async ({ page, signIn, js }) => {
  await signIn();
  const tabs = page.getByRole('navigation', { name: 'Popular and new content' });
  await expect(tabs.getByRole('link', { name: 'Popular Content' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#content-panel')).toContainText('Drone 200 Pro');
  const requests = await dashboardRequests(page, async () => {
    await tabs.getByRole('link', { name: 'New Content' }).click();
    await expect(page).toHaveURL(/\?tab=new$/);
    await expect(tabs.getByRole('link', { name: 'New Content' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'New Content', exact: true })).toContainText('Drone 90 Mini');
  });
  // Both lists came with the first load: switching with JavaScript asks the server nothing.
  expect(requests).toHaveLength(js ? 0 : 1);
  const panel = page.locator('#content-panel');
  await expect(panel).not.toContainText('Caged drone for confined-space inspection');
  // A missing title reads 'No title available'.
  await expect(panel).toContainText('No title available');
  expect(await panel.evaluate((node) => getComputedStyle(node).maxHeight)).toBe('240px');
  await tabs.getByRole('link', { name: 'Popular Content' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(panel).toContainText('Caged drone for confined-space inspection');
  // The tab lives in the URL: a reload keeps it.
  await page.goto('/partner/dashboard?tab=new');
  await expect(tabs.getByRole('link', { name: 'New Content' })).toHaveAttribute('aria-current', 'page');
});

test('failing events and portfolios show their messages while the rest renders', async ({ page, signIn, account }) => {
  await signIn();
  await withFaults(
    [
      { match: 'graphql:getEventsListing', status: 500, email: account.email },
      { match: '/api/partner/categories', status: 500, email: account.email },
    ],
    async () => {
      await page.reload();
      // Both answers carry the provider's message (GraphQL and REST alike): it is shown as it came.
      await expect(section(page, 'Events Calendar').locator('.error-text')).toHaveText('Injected fault 500');
      await expect(section(page, 'Portfolios').locator('.error-text')).toHaveText('Injected fault 500');
      await expect(section(page, 'Quick Links').getByRole('link')).toHaveCount(5);
      await expect(section(page, 'Pinned Items').locator('.pinned-card')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(4);
      await expect(page.locator('#content-panel')).toContainText('Drone 200 Pro');
    },
  );
});

test('failing portal content shows "Error: {message}" in its sections while the rest renders', async ({ page, signIn, account }) => {
  await signIn();
  await withFaults([{ match: 'graphql:getPartnerPortal', status: 500, email: account.email }], async () => {
    await page.reload();
    for (const name of ['Highlights', 'Quick Links', 'Onboarding']) {
      await expect(section(page, name).locator('.error-text')).toHaveText('Error: Injected fault 500');
    }
    await expect(events(page)).toHaveCount(4);
    await expect(section(page, 'Portfolios').locator('.portfolio-card')).toHaveCount(7);
  });
});

test("content lists without a server message show 'Error fetching {kind} content'", async ({ page, signIn, account }) => {
  await signIn();
  await withFaults(
    [
      { match: '/api/documents', malformed: true, email: account.email },
      { match: '/api/partner/pin-products', malformed: true, email: account.email },
      { match: 'graphql:getEventsListing', malformed: true, email: account.email },
    ],
    async () => {
      await page.reload();
      await expect(page.locator('#content-panel .error-text')).toHaveText('Error fetching popular content');
      await expect(section(page, 'Pinned Items').locator('.error-text')).toHaveText('Error fetching pinned content');
      await expect(section(page, 'Events Calendar').locator('.error-text')).toHaveText('Error fetching events content');
      await page.goto('/partner/dashboard?tab=new');
      await expect(page.locator('#content-panel .error-text')).toHaveText('Error fetching new content');
      await expect(section(page, 'Portfolios').locator('.portfolio-card')).toHaveCount(7);
    },
  );
});

inEveryTheme(() => {
  test('the dashboard has no axe violations', async ({ page, signIn, expectAccessible }) => {
    await signIn();
    await expect(section(page, 'Pinned Items').locator('.pinned-card')).toHaveCount(4);
    await expectAccessible();
    await page.goto('/partner/dashboard?tab=new&events=all');
    await expectAccessible();
  });
});

test('hostile provider data is shown as text and runs nothing', async ({ page }) => {
  // Broken media addresses from the hostile data answer 404: the browser logs those.
  test.info().annotations.push({ type: 'allow-console-error', description: 'Failed to load resource' });
  const account = await sandbox.createAccount({ hostile: true });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signInAs(page, account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(section(page, 'Pinned Items').locator('.pinned-card')).toHaveCount(4);
  await expect(events(page).first()).toBeVisible();
  // No markup from the data became elements, no script URL became a link or a source.
  await expect(page.locator('main iframe, main script, main [onerror], main [onload]')).toHaveCount(0);
  expect(await page.locator('main [href^="javascript:"], main [src^="javascript:"]').count()).toBe(0);
  await expect(page.locator('.carousel [style]')).toHaveCount(0);
  const fills = await page.locator('.carousel .slide__backdrop rect').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('fill') ?? ''));
  for (const fill of fills) expect(fill).toMatch(/^#[0-9a-f]{6}$/);
  expect(dialogs).toEqual([]);
});

test('a client navigation to the dashboard shows 8 portfolio skeletons while it loads', async ({ page, signIn, account, js }) => {
  await signIn('/notifications');
  await withFaults([{ match: '/api/partner/categories', latencyMs: 1500, email: account.email, times: 1 }], async () => {
    await page.locator('.sidebar').getByRole('link', { name: 'Dashboard' }).click();
    if (js) await expect(page.getByTestId('skeleton').locator('.skeleton-card--portfolio')).toHaveCount(8);
    await expect(section(page, 'Portfolios').locator('.portfolio-card')).toHaveCount(7);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  });
});

test("a pinned item's 'Open PDF' opens the viewer with JavaScript, a new tab without", async ({ page, signIn, js }) => {
  await signIn();
  const open = section(page, 'Pinned Items').getByRole('link', { name: /^Open PDF.*Drone 200 Pro/ });
  await expect(open).toHaveAttribute('href', '/partner/media/media/documents/drone-200-pro-datasheet.pdf');
  await expect(open).toHaveAttribute('target', '_blank');
  if (js) {
    await open.click();
    const viewer = page.getByRole('dialog', { name: 'Drone 200 Pro' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', '/partner/media/media/documents/drone-200-pro-datasheet.pdf');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  } else {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    expect(tab.url()).toContain('/partner/media/media/documents/drone-200-pro-datasheet.pdf');
    await tab.close();
  }
});

test("'Open PDF' on the pinned UT-450, whose datasheet is pinned too, opens one viewer", async ({ page, signIn, js }) => {
  await signIn();
  const datasheet = '/partner/media/media/documents/ut-450-datasheet.pdf';
  const pinned = section(page, 'Pinned Items');
  // The product and its datasheet, both pinned, link to the same document.
  await expect(pinned.locator(`a[href="${datasheet}"]`)).toHaveCount(2);
  if (js) {
    await pinned.getByRole('link', { name: /^Open PDF ?: UT-450$/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?doc=${encodeURIComponent(datasheet)}$`));
  } else {
    // Without JavaScript the link opens a new tab; the viewer's shared address shows it in the page.
    await page.goto(`/partner/dashboard?doc=${encodeURIComponent(datasheet)}`);
  }
  await expect(page.getByRole('dialog', { name: 'UT-450', exact: true })).toBeVisible();
  await expect(page.locator('dialog')).toHaveCount(1);
  await expect(page.locator('dialog iframe')).toHaveCount(1);
  await expect(page.locator('dialog iframe')).toHaveAttribute('src', datasheet);
  // Its datasheet's own 'Open PDF' opens that same one viewer.
  await page.getByRole('dialog').getByRole('link', { name: 'Close' }).first().click();
  await expect(page.locator('dialog')).toHaveCount(0);
  if (js) {
    await pinned.getByRole('link', { name: /^Open PDF ?: UT-450 – Datasheet$/ }).click();
    await expect(page.locator('dialog')).toHaveCount(1);
    await expect(page.locator('dialog iframe')).toHaveAttribute('src', datasheet);
  }
});

test('another language loads the texts, dates and content in it', async ({ page, signIn }) => {
  await signIn();
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(section(page, 'Veranstaltungskalender').locator('.event__name').nth(1)).toHaveText('Webinar: Crawler an Werften verkaufen');
  await expect(section(page, 'Veranstaltungskalender').locator('time').first()).toHaveText(/^\d{1,2}\. .*\d{4}.* (UTC|GMT(\+[01])?)$/);
  await expect(section(page, 'Schnellzugriff').getByRole('link').first()).toHaveAttribute('href', '/partner/media/de/download/5201?download=1');
  await expect(page.getByRole('navigation', { name: 'Beliebte und neue Inhalte' }).getByRole('link', { name: 'Neue Inhalte' })).toBeVisible();
  // The content's types are named in German, as the search names them.
  const badges = page.getByRole('region', { name: 'Beliebte Inhalte', exact: true }).locator('.content-list__item .badge');
  await expect(badges.first()).toHaveText('Produkt');
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['Produkt', 'Kategorie', 'Dokument']));
});
