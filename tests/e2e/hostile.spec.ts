import type { Page } from '@playwright/test';
import { screensNotVisited, SIGNED_IN_SCREENS } from '../screens';
import { expect, sandbox, signInAs, test } from './fixtures';

/**
 * The sandbox's hostile mode puts script, event-handler, javascript: URL, SVG and style
 * payloads into every text field. Every screen and every modal must render them as text:
 * no script runs, no dialog opens, no active URL or handler reaches the page.
 */
const SCREENS = [
  '/partner/dashboard',
  '/partner/dashboard?tab=new',
  '/partner/leads',
  '/partner/playbook',
  '/partner/pricelist',
  '/partner/assets',
  '/partner/assets/videos-tutorials',
  '/partner/assets/documents-guides?view=table',
  '/partner/assets/business-cases',
  '/partner/assets/sales-flyers?view=table',
  '/partner/assets/product-images',
  '/partner/assets/branding-assets',
  '/partner/newsannouncements',
  '/partner/support',
  '/partner/profile',
  '/partner/profile?tab=general',
  '/partner/profile?tab=users',
  '/partner/profile?tab=ids',
  '/partner/changepassword',
  '/partner/notifications',
  '/partner/timezone?returnTo=%2Fpartner%2Fsupport',
  '/partner/searchresults?query=a',
  '/partner/searchresults?query=a&view=list',
];

const MODAL_PARAMS = /[?&](lead|news|t|ticket|detail|share|more|twofa|signup|event|item|doc)=/;

async function assertInert(page: Page, where: string) {
  const active = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) && value.startsWith('javascript:'))
          found.push(`${element.tagName} ${name}=${value}`);
      }
    }
    // The portal's own inline scripts carry the page's CSP nonce (the route data inside them
    // holds the payload as escaped JSON text); any other script element came from the data.
    for (const script of Array.from(document.scripts))
      if (!script.src && !script.nonce) found.push(`script without nonce: ${script.textContent?.slice(0, 40)}`);
    for (const style of Array.from(document.querySelectorAll('body style'))) found.push(`style: ${style.textContent?.slice(0, 40)}`);
    if (getComputedStyle(document.body).display === 'none') found.push('body hidden by injected style');
    return found;
  });
  expect(active, `active content on ${where}`).toEqual([]);
}

test('no screen or modal runs hostile data from the provider', async ({ page }) => {
  test.setTimeout(240_000);
  test.info().annotations.push({ type: 'allow-console-error', description: 'Failed to load resource' });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    await dialog.dismiss();
  });
  const account = await sandbox.createAccount({ hostile: true });
  await signInAs(page, account);

  const visited = new Set<string>();
  const queue = [...SCREENS];
  const catalogue = async () => {
    await page.goto('/partner/playbook');
    const portfolio = await page.locator('main a[href^="/partner/playbook/"]').first().getAttribute('href');
    if (!portfolio) return;
    queue.push(portfolio);
    await page.goto(portfolio);
    const product = await page.locator(`main a[href^="${portfolio}/"]`).first().getAttribute('href');
    if (product) queue.push(product);
  };
  await catalogue();

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await assertInert(page, path);
    if (!MODAL_PARAMS.test(path)) {
      const modalLinks = await page.locator('main a[href*="?"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of modalLinks.filter((h) => MODAL_PARAMS.test(h)).slice(0, 3)) {
        const absolute = href.startsWith('?') ? `${new URL(page.url()).pathname}${href}` : href;
        if (!visited.has(absolute)) queue.push(absolute);
      }
    }
  }
  expect(visited.size).toBeGreaterThan(SCREENS.length);
  expect(screensNotVisited(visited, SIGNED_IN_SCREENS), 'signed-in screens of app/screens.ts not visited').toEqual([]);
  expect(dialogs).toEqual([]);
});

test("an address's unknown parameters and overlong values reach none of the page's links or forms", async ({ page, signIn }) => {
  const junk = `${Array.from({ length: 60 }, (_, index) => `junk${index}=x`).join('&')}&utm_source=mail&dir=${'z'.repeat(3000)}`;
  await signIn('/dashboard');
  const screens: Array<[string, string | null]> = [
    ['/partner/leads?status=New', 'status=New'],
    ['/partner/dashboard?tab=new', 'tab=new'],
    ['/partner/assets/documents-guides?view=table', 'view=table'],
    ['/partner/newsannouncements?q=a', null],
    ['/partner/searchresults?query=drone', 'query=drone'],
  ];
  for (const [path, kept] of screens) {
    await page.goto(`${path}&${junk}`);
    await expect(page.locator('main')).toBeVisible();
    const carried = await page.evaluate(() => [
      ...Array.from(document.querySelectorAll('a[href]'), (link) => link.getAttribute('href') ?? ''),
      ...Array.from(document.querySelectorAll('form[action]'), (form) => form.getAttribute('action') ?? ''),
      ...Array.from(document.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => input.value),
    ]);
    expect(
      carried.filter((text) => /junk\d|utm_source|zzzz/.test(text)),
      path,
    ).toEqual([]);
    if (kept) expect(carried.filter((text) => text.includes(kept)).length, `${path}: links keeping ${kept}`).toBeGreaterThan(0);
  }
});
