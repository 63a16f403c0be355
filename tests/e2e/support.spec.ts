import type { Page } from '@playwright/test';
import { expect, hydrated, inEveryTheme, sandbox, signInAs, test } from './fixtures';

const TICKET_IDS = ['81290041', '81290057', '81290063', '81290078', '81290085'];

/**
 * Stands in for the marketing-automation provider's embed script (the test machine has no
 * way out): a tiny `hbspt.forms.create` that renders a form into the target. The browser
 * still enforces the page's policy on the request, so the stub only runs where the
 * policy names the host.
 */
async function stubFormScript(page: Page) {
  const requests: string[] = [];
  await page.route('https://js.hsforms.net/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.hbspt = { forms: { create: function (o) {
        var target = document.querySelector(o.target);
        var form = document.createElement('form');
        form.setAttribute('aria-label', 'Embedded ticket form');
        form.dataset.region = o.region; form.dataset.portal = o.portalId; form.dataset.form = o.formId;
        target.appendChild(form);
      } } };`,
    });
  });
  return requests;
}

test('the support screen lists the tickets from the CRM with their placeholders', async ({ page, signIn }) => {
  await signIn('/support');
  await expect(page.getByRole('heading', { name: 'Service support', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your support tickets' });
  await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Subject', 'Description', 'Created', 'Open']);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(TICKET_IDS);
  const row = (id: string) => table.locator('tbody tr', { has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row('81290041')).toContainText('Drone 200 Pro: lidar calibration error after firmware update');
  await expect(row('81290041').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:15:00\.000Z$/);
  await expect(row('81290041').locator('time')).toHaveText(/\d{4}.*\d{1,2}:15/);
  await expect(row('81290063')).toContainText('No subject available.');
  await expect(row('81290078')).toContainText('No date available.');
  await expect(page.getByRole('link', { name: 'New Ticket' })).toBeVisible();

  await row('81290057').getByRole('link', { name: 'Open ticket 81290057' }).click();
  await expect(page).toHaveURL(/[?&]t=81290057/);
  const dialog = page.getByRole('dialog', { name: 'Request for two demo units for a trade fair' });
  await expect(dialog).toContainText('We would like to borrow an X10 and a TG-50 Dual for our stand at the regional trade fair.');
  await expect(dialog).toContainText('81290057');
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(5);
});

test('a partner without tickets sees "No open tickets." and a way to create one', async ({ page }) => {
  await stubFormScript(page);
  const account = await sandbox.createAccount({ empty: ['tickets'] });
  await signInAs(page, account, '/support');
  await expect(page.getByText('No open tickets.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Need help? Create a new ticket.' }).click();
  await expect(page).toHaveURL(/[?&]ticket=new/);
  await expect(page.getByRole('dialog', { name: 'New Ticket' })).toBeVisible();
});

test('a failing CRM call shows "Error: …" while the rest of the page renders', async ({ page, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/crm/contacts', status: 500, email: account.email });
  try {
    await page.goto('/partner/support');
    await expect(page.getByRole('heading', { name: 'Service support', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Error: Injected fault 500');
    await expect(page.getByRole('link', { name: 'New Ticket' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('a failure without a provider message shows the catalogue text', async ({ page, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/crm/tickets/details', malformed: true, email: account.email });
  try {
    await page.goto('/partner/support');
    await expect(page.getByRole('alert')).toHaveText('Error: The server sent an answer that could not be read');
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('only the support and sign-in pages allow the form host, by name', async ({ page, signIn }) => {
  const signInPage = await page.goto('/partner/signin');
  expect(signInPage?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/js\.hsforms\.net/);
  await signIn();
  const support = await page.goto('/partner/support');
  const policy = support?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.hsforms\.net;/);
  expect(policy).toMatch(/frame-src 'self' https:\/\/forms\.hsforms\.com;/);
  expect(policy).toMatch(/connect-src 'self' https:\/\/forms\.hsforms\.com;/);
  expect(policy).toMatch(/img-src 'self' data: https:\/\/forms\.hsforms\.com;/);
  expect(policy).not.toContain('*');
  const leads = await page.goto('/partner/leads');
  expect(leads?.headers()['content-security-policy']).toBeTruthy();
  expect(leads?.headers()['content-security-policy']).not.toContain('hsforms');
  expect(leads?.headers()['x-portal-csp-extra']).toBeUndefined();
});

test('New Ticket opens the embedded ticket form from configuration', async ({ page, js, signIn }) => {
  const scriptRequests = await stubFormScript(page);
  await signIn();
  // Reach the screen by a client navigation from another page: the form still gets the support page's policy.
  await page.locator('.sidebar').getByRole('link', { name: 'Service Support' }).click();
  await expect(page).toHaveURL(/\/partner\/support$/);
  await page.getByRole('link', { name: 'New Ticket' }).click();
  await expect(page).toHaveURL(/\/partner\/support\?ticket=new$/);
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await expect(dialog).toBeVisible();
  if (js) {
    const form = dialog.getByRole('form', { name: 'Embedded ticket form' });
    await expect(form).toHaveAttribute('data-region', 'na1');
    await expect(form).toHaveAttribute('data-portal', '0000000');
    await expect(form).toHaveAttribute('data-form', '00000000-0000-0000-0000-000000000001');
    expect(scriptRequests).toEqual(['https://js.hsforms.net/forms/embed/v2.js']);
    await expect(dialog.getByRole('link', { name: 'Open the form in a new tab' })).toHaveCount(0);
  } else {
    expect(scriptRequests).toEqual([]);
    await expect(dialog.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute(
      'href',
      'https://share-na1.hsforms.com/0000000/00000000-0000-0000-0000-000000000001',
    );
    await expect(dialog.getByRole('link', { name: 'partners@example.com' })).toHaveAttribute('href', /^mailto:partners@example\.com\?subject=/);
  }
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Your support tickets' })).toBeVisible();
});

test('the New Ticket dialog, opened from the keyboard, gives the focus back to New Ticket when it closes', async ({ page, js, signIn }) => {
  await stubFormScript(page);
  await signIn('/support');
  await page.getByRole('link', { name: 'New Ticket' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await expect(dialog).toBeVisible();
  // The dialog comes as a page of its own: Escape closes it once the page has its script.
  if (js) await hydrated(page);
  // The close link has the focus first; without JavaScript it is followed with Enter.
  await expect(dialog.getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press(js ? 'Escape' : 'Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (js) await expect(page.getByRole('link', { name: 'New Ticket' })).toBeFocused();
});

test('when the form script is blocked (or JavaScript is off) the modal keeps the plain link and the e-mail', async ({ page, signIn }) => {
  test.info().annotations.push({ type: 'allow-console-error', description: 'ERR_FAILED|Failed to load resource' });
  await page.route('https://js.hsforms.net/**', (route) => route.abort('blockedbyclient'));
  await signIn('/support?ticket=new');
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await expect(dialog.getByRole('link', { name: 'Open the form in a new tab' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'partners@example.com' })).toBeVisible();
});

test('a client navigation to the support screen shows "Loading tickets..." until the list arrives', async ({ page, js, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/crm/contacts', latencyMs: 1500, email: account.email, times: 1 });
  try {
    await page.locator('.sidebar').getByRole('link', { name: 'Service Support' }).click();
    // Without JavaScript the browser shows its own progress while the next page loads.
    if (js) await expect(page.getByRole('status').filter({ hasText: 'Loading tickets...' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your support tickets' })).toBeVisible();
    await expect(page.getByText('Loading tickets...')).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test("the sign-in screen's signup modal gets the same embedded form, under its page's policy", async ({ page, js }) => {
  const scriptRequests = await stubFormScript(page);
  await page.goto('/partner/signin');
  await page.getByRole('link', { name: 'Not yet our partner? Get in touch with Us!' }).click();
  await expect(page).toHaveURL(/\/partner\/signin\?signup=1$/);
  const dialog = page.getByRole('dialog', { name: 'Partner Signup Request' });
  await expect(dialog).toBeVisible();
  if (js) {
    await expect(dialog.getByRole('form', { name: 'Embedded ticket form' })).toHaveAttribute('data-region', 'na1');
    expect(scriptRequests).toEqual(['https://js.hsforms.net/forms/embed/v2.js']);
  } else {
    expect(scriptRequests).toEqual([]);
    await expect(dialog.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', /^https:\/\/share-na1\.hsforms\.com\/0000000\//);
    await expect(dialog.getByRole('link', { name: 'partners@example.com' })).toBeVisible();
  }
});

const AXE_STATES = [
  { name: 'the ticket list', path: '/partner/support', ready: (page: Page) => page.getByRole('table', { name: 'Your support tickets' }) },
  { name: 'a ticket modal', path: '/partner/support?t=81290041', ready: (page: Page) => page.getByRole('dialog') },
  { name: 'the New Ticket modal', path: '/partner/support?ticket=new', ready: (page: Page) => page.getByRole('dialog', { name: 'New Ticket' }) },
];

inEveryTheme(() => {
  for (const state of AXE_STATES) {
    test(`${state.name} has no axe violations`, async ({ page, signIn, expectAccessible }) => {
      await stubFormScript(page);
      await signIn();
      await page.goto(state.path);
      await expect(state.ready(page)).toBeVisible();
      await expectAccessible();
    });
  }
});
