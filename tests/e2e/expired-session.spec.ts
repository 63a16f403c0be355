import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../sandbox-control';
import { editForm, expect, fillPasswordChange, fillSignIn, fillSignInWithCode, postForm, sandbox, test, type Account, signOut } from './fixtures';

/*
 * A partner whose session ends while they fill in a form is told so on the sign-in page and,
 * after signing in again, finds the form as they left it (its text, never passwords or
 * files); pages with filters and dialogs open come back with them.
 */

const EXPIRED = 'Your session has expired. Please sign in again.';
const RESTORED = 'What you typed before signing in again is back in the form. It is not saved yet.';

const field = (page: Page, label: string) => editForm(page).getByLabel(label, { exact: true });
const sendProfile = (page: Page) => editForm(page).getByRole('button', { name: 'Update' }).click();

/** Signs in on the sign-in page the partner was sent to, and expects to be back at `path`. */
async function signInAgain(page: Page, account: Pick<Account, 'email' | 'password'>, path: RegExp) {
  await fillSignIn(page, account);
  await expect(page).toHaveURL(path);
}

/** The sign-in page's notice that the session expired. */
const expiredNotice = (page: Page) => page.getByRole('status').filter({ hasText: EXPIRED });

/**
 * Ends the account's session at the provider while `step` runs (the next call to `match` with
 * its token answers 401, once), and expects the sign-in page at `signInAt`, saying so.
 */
async function sessionEndsDuring(page: Page, account: Account, match: string, step: () => Promise<unknown>, signInAt: RegExp) {
  const fault = await sandbox.fault({ match, status: 401, email: account.email, times: 1 });
  try {
    await step();
    await expect(page).toHaveURL(signInAt);
  } finally {
    await sandbox.clearFault(fault);
  }
  await expect(expiredNotice(page)).toBeVisible();
}

/** Changes the account's password from another browser, which ends every other session of the account. */
async function changePasswordElsewhere(request: APIRequestContext, account: Account, newPassword: string) {
  const signedIn = await postForm(request, '/partner/signin', { intent: 'credentials', redirectTo: '', email: account.email, password: account.password });
  expect(signedIn.status()).toBe(302);
  const changed = await postForm(request, '/partner/changepassword', { currentPassword: account.password, newPassword, confirmPassword: newPassword });
  expect(changed.headers().location).toMatch(/\/partner\/signin\?notice=password-changed$/);
}

async function typeProfileChange(page: Page) {
  await field(page, 'First Name').fill('Jordan');
  await field(page, 'Job Title').fill('Head of Drone Services');
  await field(page, 'X URL').fill('');
}

async function expectProfileChangeBack(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Jordan');
  await expect(field(page, 'Job Title')).toHaveValue('Head of Drone Services');
  await expect(field(page, 'X URL')).toHaveValue('');
  await expect(field(page, 'Last Name')).toHaveValue('Morgan');
  await expect(field(page, 'Profile Photo')).toHaveValue('');
}

test('a first visit to sign-in, and one after signing out, say nothing of an expired session', async ({ page, signIn }) => {
  await page.goto('/partner/signin');
  await expect(page.getByRole('heading', { name: 'Partner Account Sign In' })).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await signIn('/dashboard');
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  await page.goto('/partner/profile');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fprofile$/);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('a profile change sent after the session ended elsewhere is back in the form after signing in again', async ({ page, signIn, account, playwright }) => {
  await signIn('/profile?tab=general');
  await typeProfileChange(page);

  const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await changePasswordElsewhere(elsewhere, account, 'New-Secret-2026');
  } finally {
    await elsewhere.dispose();
  }

  await sendProfile(page);
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fprofile%3Ftab%3Dgeneral$/);
  await expect(expiredNotice(page)).toBeVisible();

  await signInAgain(page, { email: account.email, password: 'New-Secret-2026' }, /\/partner\/profile\?tab=general$/);
  await expectProfileChangeBack(page);
  // Nothing was saved, and the draft is read once: a reload shows the profile as it is.
  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('Alex');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('a profile change the provider refuses for an ended session is back in the form after signing in again', async ({ page, signIn, account }) => {
  await signIn('/profile');
  await typeProfileChange(page);
  await sessionEndsDuring(page, account, '/api/partner/update', () => sendProfile(page), /\/partner\/signin\?redirectTo=%2Fprofile$/);

  await signInAgain(page, account, /\/partner\/profile$/);
  await expectProfileChangeBack(page);
  // Sending it now saves it.
  await sendProfile(page);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(field(page, 'Job Title')).toHaveValue('Head of Drone Services');
});

test('with 2FA, the profile change is back after the password and the one-time code', async ({ page }) => {
  test.slow();
  const account = await sandbox.createAccount({ twoFactor: true });
  // A code signs in once: the second sign-in, seconds later, takes the code of the next 30-second step (the provider accepts one step either side).
  const code = (step = 0) => totpCode(account.totpSecret!, Date.now() + step * 30_000);
  await page.goto('/partner/profile');
  await fillSignInWithCode(page, account, code());
  await expect(page).toHaveURL(/\/partner\/profile$/);
  await typeProfileChange(page);
  await sessionEndsDuring(page, account, '/api/partner/update', () => sendProfile(page), /\/partner\/signin\?redirectTo=%2Fprofile$/);
  await fillSignInWithCode(page, account, code(1));
  await expect(page).toHaveURL(/\/partner\/profile$/);
  await expectProfileChangeBack(page);
});

test('a password change sent after the session ended keeps no password', async ({ page, signIn, account }) => {
  await signIn('/changepassword');
  await sessionEndsDuring(
    page,
    account,
    '/api/partner/password-change',
    () => fillPasswordChange(page, account.password, 'New-Secret-2026'),
    /\/partner\/signin\?redirectTo=%2Fchangepassword$/,
  );
  await signInAgain(page, account, /\/partner\/changepassword$/);
  for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => decodeURIComponent(cookie.value)).join(' ')).not.toContain('New-Secret-2026');
});

test('the New Ticket form opens again after signing in again', async ({ page, signIn, account }) => {
  await page.route('https://js.hsforms.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await signIn('/support?ticket=new');
  await expect(page.getByRole('dialog', { name: 'New Ticket' })).toBeVisible();
  await sessionEndsDuring(page, account, '/api/partner/profile', () => page.reload(), /\/partner\/signin\?redirectTo=%2Fsupport%3Fticket%3Dnew$/);
  await signInAgain(page, account, /\/partner\/support\?ticket=new$/);
  await expect(page.getByRole('dialog', { name: 'New Ticket' })).toBeVisible();
});

test('a search with its filters comes back after signing in again', async ({ page, signIn, account }) => {
  await signIn('/searchresults?query=drone&view=list');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('drone');
  await sessionEndsDuring(
    page,
    account,
    '/api/partner/profile',
    () => page.reload(),
    /\/partner\/signin\?redirectTo=%2Fsearchresults%3Fquery%3Ddrone%26view%3Dlist$/,
  );
  await signInAgain(page, account, /\/partner\/searchresults\?query=drone&view=list$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('drone');
});
