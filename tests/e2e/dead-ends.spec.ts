import type { BrowserContext, Page } from '@playwright/test';
import { totpCode } from '../sandbox-control';
import { expect, hydrated, sandbox, signInAs, test, type Account, signOut } from './fixtures';

/*
 * No dead ends between screens: a session the provider ends, an older tab, a shared link or
 * a failed sign-out always lead back to the work, with what the partner typed.
 */

const EXPIRED = 'Your session has expired. Please sign in again.';
const OTHER_ACCOUNT_PASSWORDS =
  'This page was opened for another account, so nothing was changed. What was typed has been cleared: the form is now for the account signed in.';
const OTHER_ACCOUNT =
  'This page was opened for another account, so nothing was saved. What was typed is kept for that account: it comes back in this form when that account signs in again in this browser.';
const DRAFT_RESTORED = 'What you typed before signing in again is back in the form. It is not saved yet.';

async function signInOnThePage(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const jobTitle = (page: Page) => page.locator('form.profile-form').getByLabel('Job Title', { exact: true });

/** Another tab of the same browser signs out; it is returned on the sign-in page. */
async function signOutInAnotherTab(context: BrowserContext, js: boolean): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('/partner/dashboard');
  if (js) await hydrated(tab);
  await signOut(tab);
  await expect(tab).toHaveURL(/\/partner\/signin$/);
  return tab;
}

/** Another tab of the same browser signs out, signs in as `partner` and closes. */
async function signInElsewhereAs(context: BrowserContext, partner: Account, js: boolean) {
  const tab = await signOutInAnotherTab(context, js);
  await signInAs(tab, partner);
  await tab.close();
}

test('a session the provider ends on the way to another screen takes one sign-in, back to that screen', async ({ page, signIn, account }) => {
  await signIn('/leads');
  const fault = await sandbox.fault({ match: '/api/partner/crm/tickets', status: 401, email: account.email, times: 1 });
  try {
    await page.locator('.sidebar').getByRole('link', { name: 'Service Support' }).click();
    await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fsupport$/);
  } finally {
    await sandbox.clearFault(fault);
  }
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a profile change from an older tab is saved when the same partner signed out and in again in another', async ({ page, signIn, account, context, js }) => {
  await signIn('/profile?tab=general');
  await signInElsewhereAs(context, account, js);

  await jobTitle(page).fill('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await page.reload();
  await expect(jobTitle(page)).toHaveValue('Head of Drone Services');
});

test('a profile change from an older tab of another partner saves nothing, never reaches that partner, and comes back to its own', async ({
  page,
  signIn,
  account,
  context,
  js,
}) => {
  await signIn('/profile?tab=general');
  const colleague = await sandbox.createAccount();
  await signInElsewhereAs(context, colleague, js);

  await jobTitle(page).fill('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\?tab=general$/);
  await expect(page.getByRole('alert').filter({ hasText: OTHER_ACCOUNT })).toBeVisible();
  // The colleague's own profile is shown, without what was typed for the other partner: an
  // Update now saves the colleague's own values, never the text typed in the other's page.
  await expect(page.locator('form.profile-form').getByLabel('Email', { exact: true })).toHaveValue(colleague.email);
  await expect(jobTitle(page)).not.toHaveValue('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(jobTitle(page)).not.toHaveValue('Head of Drone Services');

  // The partner who typed it signs in again in this browser: back to the form, with the text.
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/profile\?tab=general$/);
  await expect(jobTitle(page)).toHaveValue('Head of Drone Services');
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
});

test('a form sent from an older tab leaves a sign-in waiting for its code in another tab as it is', async ({ page, signIn, context, js }) => {
  await signIn('/profile?tab=general');
  const guarded = await sandbox.createAccount({ twoFactor: true });
  const other = await signOutInAnotherTab(context, js);
  await signInOnThePage(other, guarded);
  await expect(other.getByLabel('One-time code')).toBeVisible();

  await jobTitle(page).fill('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fprofile%3Ftab%3Dgeneral$/);

  // The other tab's sign-in goes on with its code, and says nothing of an expired session.
  await expect(other.getByRole('status').filter({ hasText: EXPIRED })).toHaveCount(0);
  await other.getByLabel('One-time code').fill(totpCode(guarded.totpSecret!));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/\/partner\/dashboard$/);
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await other.close();
});

test('a tab whose browser signed in as another partner, or changed the language, elsewhere follows on its next screen', async ({
  page,
  signIn,
  context,
  js,
}) => {
  // With JavaScript the next screen is a client navigation, which keeps the root's and the shell's data unless they changed.
  await signIn('/dashboard');
  if (js) await hydrated(page);
  const colleague = await sandbox.createAccount();
  const other = await signOutInAnotherTab(context, js);
  await signInAs(other, colleague);

  // The older tab moves on by client navigation: the next screen's form is the colleague's own.
  await page.locator('.sidebar').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/partner\/profile/);
  await expect(jobTitle(page)).toBeVisible();
  await jobTitle(page).fill('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: OTHER_ACCOUNT_PASSWORDS })).toHaveCount(0);

  await other.locator('.language-button').click();
  await other.getByRole('button', { name: 'Deutsch' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await other.close();
  await page.locator('.sidebar').getByRole('link', { name: 'My Leads' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Leads');
  await expect(page.locator('.sidebar').getByRole('link', { name: 'Meine Leads' })).toBeVisible();
});

test("a password change from a tab drawn for another account changes no password and clears what was typed, the 2FA set-up's as well", async ({
  page,
  signIn,
  account,
  context,
  browser,
  js,
}) => {
  test.slow(); // two partners in one browser, then each signs in again in a browser of its own
  await signIn('/changepassword');
  if (js) await hydrated(page);
  const colleague = await sandbox.createAccount();
  await signInElsewhereAs(context, colleague, js);

  const fields = ['Current Password', 'New Password', 'Confirm Password'].map((label) => page.getByLabel(label, { exact: true }));
  await fields[0].fill(account.password);
  await fields[1].fill('Another-Passw0rd!');
  await fields[2].fill('Another-Passw0rd!');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OTHER_ACCOUNT_PASSWORDS })).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
  // No password typed for the first partner stays to be sent again for the colleague.
  for (const field of fields) await expect(field).toHaveValue('');

  // The 2FA set-up's confirmation, drawn for the first partner once more signed in, sent after the colleague signed in again.
  await signInElsewhereAs(context, account, js);
  await page.goto('/partner/profile?twofa=confirm');
  if (js) await hydrated(page);
  const twofa = page.getByRole('dialog', { name: 'Enable 2FA' });
  await expect(twofa).toBeVisible();
  await signInElsewhereAs(context, colleague, js);
  await twofa.getByLabel('Current Password', { exact: true }).fill(account.password);
  await twofa.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OTHER_ACCOUNT_PASSWORDS })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enable 2FA' }).getByLabel('Current Password', { exact: true })).toHaveValue('');
  for (const partner of [account, colleague]) expect((await sandbox.account(partner.email)).is2FaEnabled).toBe(false);

  // Both partners still sign in with the passwords they had, and neither has 2FA.
  for (const partner of [account, colleague]) {
    const fresh = await browser.newContext({ javaScriptEnabled: js });
    const check = await fresh.newPage();
    await signInAs(check, partner);
    await expect(check.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await fresh.close();
  }
});

test('a profile change from a tab whose partner signed out elsewhere comes back after signing in again', async ({ page, signIn, account, context, js }) => {
  await signIn('/profile?tab=general');
  await (await signOutInAnotherTab(context, js)).close();

  await jobTitle(page).fill('Head of Drone Services');
  await page.locator('form.profile-form').getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fprofile%3Ftab%3Dgeneral$/);
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/profile\?tab=general$/);
  await expect(jobTitle(page)).toHaveValue('Head of Drone Services');
});

test('a shared document link opened by a colleague who is not signed in leads through sign-in to the document', async ({ page, account }) => {
  // A browser showing a file on its own asks the site's root for an icon, which the portal (under /partner) does not serve.
  test.info().annotations.push({ type: 'allow-console-error', description: String.raw`status of 404 .* http://[\d.:]+/favicon\.ico$` });
  const document = '/partner/media/media/documents/drone-200-pro-datasheet.pdf';
  await page.goto(document);
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fmedia%2Fmedia%2Fdocuments%2Fdrone-200-pro-datasheet\.pdf$/);
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === document && response.request().resourceType() === 'document');
  await signInOnThePage(page, account);
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The tab shows the file itself. Its navigation is let finish, then the browser's own PDF
  // viewer is left before the page closes: closing a page still drawing it can hang.
  await expect(page).toHaveURL((url) => url.pathname === document);
  await page.waitForLoadState('load');
  await page.goto('about:blank');
});

test('a document the provider refuses with 401 ends the session and leads through sign-in back to the document; an image gets 401', async ({
  page,
  signIn,
  account,
}) => {
  test.info().annotations.push({ type: 'allow-console-error', description: String.raw`status of 404 .* http://[\d.:]+/favicon\.ico$` });
  const document = '/partner/media/media/documents/drone-200-pro-datasheet.pdf';
  await signIn('/dashboard');
  // No page of the portal is open to ask for media of its own while a fault waits (the faults
  // match the document alone: an image still on its way could have taken a fault on all media).
  await page.goto('about:blank');
  const image = await sandbox.fault({ match: '/media/documents/drone-200-pro-datasheet.pdf', status: 401, email: account.email, times: 1 });
  try {
    const answer = await page.request.get(document, { headers: { accept: 'image/*' }, maxRedirects: 0 });
    expect(answer.status()).toBe(401);
  } finally {
    await sandbox.clearFault(image);
  }
  // The image's 401 ended the session: the dashboard asks for sign-in again.
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await page.goto('about:blank');
  const fault = await sandbox.fault({ match: '/media/documents/drone-200-pro-datasheet.pdf', status: 401, email: account.email, times: 1 });
  try {
    await page.goto(document);
    await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fmedia%2Fmedia%2Fdocuments%2Fdrone-200-pro-datasheet\.pdf$/);
  } finally {
    await sandbox.clearFault(fault);
  }
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === document && response.request().resourceType() === 'document');
  await signInOnThePage(page, account);
  expect((await opened).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === document);
  await page.waitForLoadState('load');
  await page.goto('about:blank');
});

test('a download clicked after the session ended leads through sign-in back to the page it was on, and downloads from there', async ({
  page,
  signIn,
  account,
}) => {
  // The dashboard's carousel may ask for its next slide's image once the session is gone: answered 401.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 401 .*/partner/media/' });
  await signIn('/leads?status=Qualified');
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).not.toHaveAttribute('download');
  await page.context().clearCookies();
  // With a download attribute the browser saved the sign-in page as the file and stayed.
  let saved = false;
  page.on('download', () => (saved = true));
  await exportLink.click();
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fleads%3Fstatus%3DQualified$/);
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/leads\?status=Qualified$/);
  expect(saved).toBe(false);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page).toHaveURL(/\/partner\/leads\?status=Qualified$/);

  // A quick link's document on the dashboard, and an event's calendar file, the same way.
  for (const name of ['Order form', /^Calendar file \(\.ics\): /]) {
    await page.goto('/partner/dashboard');
    await page.context().clearCookies();
    await page.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
    await signInOnThePage(page, account);
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
    const file = page.waitForEvent('download');
    await page.getByRole('link', { name }).first().click();
    expect((await file).suggestedFilename()).toMatch(/\.(pdf|ics)$/);
  }
});

test('a script asking for a document without a session still gets a 401', async ({ page }) => {
  const answer = await page.request.get('/partner/media/media/documents/drone-200-pro-datasheet.pdf', { headers: { accept: '*/*' }, maxRedirects: 0 });
  expect(answer.status()).toBe(401);
});

test('a session the provider ends during a pin leads back to the page the pin was on', async ({ page, signIn, account }) => {
  await signIn('/playbook/1/12');
  const fault = await sandbox.fault({ match: '/api/partner/pin-products-action', status: 401, email: account.email, times: 1 });
  try {
    await page.getByRole('button', { name: 'Pin: Drone 200', exact: true }).click();
    await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fplaybook%2F1%2F12$/);
  } finally {
    await sandbox.clearFault(fault);
  }
  await signInOnThePage(page, account);
  await expect(page).toHaveURL(/\/partner\/playbook\/1\/12$/);
  await expect(page.getByRole('heading', { name: 'Drone 200', level: 1 })).toBeVisible();
});

test('a sign-out the provider fails still signs out, and the sign-in page says so', async ({ page, signIn, account }) => {
  await signIn('/dashboard');
  const fault = await sandbox.fault({ match: '/api/logout', status: 500, email: account.email });
  try {
    await signOut(page);
    await expect(page).toHaveURL(/\/partner\/signin\?notice=logout-failed$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toBeVisible();
  } finally {
    await sandbox.clearFault(fault);
  }
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
  await expect(page.getByText('Logout failed')).toHaveCount(0);
});

// A tab open across a deploy asks for the previous build's file of a screen it has not shown yet:
// the new build answers 404, and the router reloads the page the tab is on.
const LEADS_CODE = /\/partner\/build\/leads-[^/]*\.js$/;

/** Answers the leads screen's code with 404 `times` times, as a new build would; counts the asks. */
async function leadsCodeGone(page: Page, times: number): Promise<{ asked: () => number }> {
  test.info().annotations.push({ type: 'allow-console-error', description: '/build/leads-|status of 404' });
  let asked = 0;
  await page.route(
    LEADS_CODE,
    async (route) => {
      asked += 1;
      await route.fulfill({ status: 404, body: 'Not Found' });
    },
    { times },
  );
  return { asked: () => asked };
}

test('a link whose screen the tab can no longer load (a deploy since) still leads to that screen', { tag: '@needs-js' }, async ({ page, signIn }) => {
  await signIn('/dashboard');
  const gone = await leadsCodeGone(page, 1);
  await page.locator('.sidebar').getByRole('link', { name: 'My Leads' }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Leads' })).toBeVisible();
  expect(gone.asked()).toBe(1);
});

test(
  'a screen whose code fails again after the reload leaves the partner on their page, with no reload loop',
  { tag: '@needs-js' },
  async ({ page, signIn }) => {
    await signIn('/dashboard');
    const gone = await leadsCodeGone(page, 10);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator('.sidebar').getByRole('link', { name: 'My Leads' }).click();
    // The router's reload after the click, and one more after the one attempt to go on.
    await expect.poll(() => loads).toBe(2);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(gone.asked()).toBe(2);
    expect(loads).toBe(2);
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
);
