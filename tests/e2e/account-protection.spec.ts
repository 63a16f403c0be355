import QRCode from 'qrcode';
import { totpCode } from '../sandbox-control';
import { totpUri } from '../../sandbox/totp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  confirmTwoFactor,
  expect,
  fillPasswordChange,
  fillSignIn,
  fillSignInWithCode,
  postForm,
  sandbox,
  sendTwice,
  signInAs,
  test,
  type Account,
  signOut,
} from './fixtures';
import { SIGNIN_ATTEMPTS_PER_ACCOUNT } from './ports';

/** For a test that spends a budget of wrong passwords: each post refused with 429 logs a console error. */
function allowRefusedPosts() {
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 429' });
}

/** Posts the sign-in form from a client's own request context (its cookies); answers the status. */
async function postPassword(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await postForm(request, '/partner/signin', { intent: 'credentials', redirectTo: '', email, password })).status();
}

/**
 * Sends the account's budget of wrong current passwords through a form (`send`), each refused
 * with `wrong` in `alert`; then the right one, refused as one too many.
 */
async function spendPasswordBudget(alert: Locator, send: (password: string) => Promise<void>, right: string, wrong: string) {
  for (let attempt = 0; attempt < SIGNIN_ATTEMPTS_PER_ACCOUNT; attempt += 1) {
    await send(`guess-${attempt}`);
    await expect(alert).toHaveText(wrong);
  }
  await send(right);
  await expect(alert).toHaveText('Too many wrong passwords. Please wait a few minutes and try again.');
}

async function changePassword(page: Page, account: Account, next: string) {
  await page.goto('/partner/changepassword');
  await fillPasswordChange(page, account.password, next);
  await expect(page).toHaveURL(/\/partner\/signin\?notice=password-changed$/);
}

test('twenty wrong passwords from another browser do not lock the owner out of the browser they signed in on before', async ({ page, account, newBrowser }) => {
  test.slow(); // two browsers, twenty-three sign-ins
  // The owner signed in on this browser before (and signed out).
  await signInAs(page, account);
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);

  // Someone else tries twenty passwords for the account.
  const stranger = await newBrowser();
  allowRefusedPosts();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    statuses.push(await postPassword(stranger.context.request, account.email, `guess-${attempt}`));
  }
  expect(statuses.slice(0, SIGNIN_ATTEMPTS_PER_ACCOUNT)).toEqual(Array(SIGNIN_ATTEMPTS_PER_ACCOUNT).fill(200));
  expect(new Set(statuses.slice(SIGNIN_ATTEMPTS_PER_ACCOUNT))).toEqual(new Set([429]));
  // Clients that never signed in to the account stay locked out of it, even with the right password…
  await stranger.page.goto('/partner/signin');
  await fillSignIn(stranger.page, account);
  await expect(stranger.page.getByRole('alert')).toContainText('Too many sign-in attempts');
  await stranger.context.close();

  // …the owner's browser signs in at once.
  await signInAs(page, account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a browser that spends its own budget of wrong passwords is locked out itself, not the owner elsewhere', async ({ page, account, newBrowser }) => {
  test.slow(); // three browsers
  allowRefusedPosts();
  await signInAs(page, account);
  await signOut(page);
  const owner = await newBrowser();
  await signInAs(owner.page, account);
  await signOut(owner.page);
  await expect(owner.page).toHaveURL(/\/partner\/signin$/);

  // This browser (holding a device cookie of the account) guesses until it is refused.
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGNIN_ATTEMPTS_PER_ACCOUNT; attempt += 1) {
    statuses.push(await postPassword(page.context().request, account.email, `guess-${attempt}`));
  }
  expect(statuses.at(-1)).toBe(429);
  // The owner's other browser is not affected, and neither is a browser that never signed in.
  await signInAs(owner.page, account);
  await owner.context.close();
  const fresh = await newBrowser();
  await signInAs(fresh.page, account);
});

test('a password change ends the account’s sessions in every other browser, and copies of their cookies', async ({ page, newBrowser }) => {
  test.slow(); // three browsers
  // An account of its own: the password changes.
  const account = await sandbox.createAccount();
  await signInAs(page, account);
  const other = await newBrowser();
  await signInAs(other.page, account, '/profile');
  // Someone copies this browser's cookies before the change.
  const copied = await page.context().storageState();

  await changePassword(page, account, 'Changed-Secret-2026');

  // The other browser's next step, from the page it had open, leads to sign-in.
  await other.page.locator('.sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(other.page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
  await other.page.goto('/partner/leads');
  await expect(other.page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fleads$/);

  // The copied cookies open nothing either.
  const thief = await newBrowser({ storageState: copied });
  await thief.page.goto('/partner/dashboard');
  await expect(thief.page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
  await thief.context.close();

  // A sign-in with the new password works on the other browser, and stays signed in.
  await signInAs(other.page, { email: account.email, password: 'Changed-Secret-2026' });
  await other.page.goto('/partner/profile');
  await expect(other.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('turning 2FA on asks for the current password, counts wrong ones, and ends the account’s other sessions', async ({
  page,
  account,
  newBrowser,
  signIn,
}) => {
  test.slow(); // two browsers
  allowRefusedPosts();
  const other = await newBrowser();
  await signInAs(other.page, account, '/leads');
  await signIn('/profile?twofa=confirm');

  // A wrong password keeps the question open with its message; nothing changes.
  await confirmTwoFactor(page, 'not-my-password');
  const dialog = page.getByRole('dialog', { name: 'Enable 2FA' });
  await expect(dialog.getByRole('alert')).toHaveText('The current password is not correct.');
  expect((await sandbox.account(account.email)).is2FaEnabled).toBe(false);

  // The right one turns it on: the QR code shows here…
  await confirmTwoFactor(page, account.password);
  await expect(page.getByRole('dialog', { name: 'Scan the QR code' })).toBeVisible();
  const enrolled = await sandbox.account(account.email);
  expect(enrolled.is2FaEnabled).toBe(true);
  await page.goto('/partner/profile');
  await expect(page.getByRole('link', { name: 'Disable 2FA' })).toBeVisible();

  // …and the other browser's session is over.
  await other.page.goto('/partner/support');
  await expect(other.page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fsupport$/);
  await other.context.close();

  // While 2FA is on, no session can enrol a new secret: the post is refused, the secret stays.
  await postForm(page.request, '/partner/profile?twofa=confirm', { intent: 'enable-2fa', currentPassword: account.password });
  expect((await sandbox.account(account.email)).totpSecret).toBe(enrolled.totpSecret);
});

for (const second of ['while the first runs', 'after the first answer'] as const) {
  test(`"Yes" of Enable 2FA sent twice (a double click without JavaScript), the second post ${second}: either answer shows the code of the secret in force, and keeps its session`, async ({
    page,
    browser,
    account,
    js,
    signIn,
  }) => {
    test.slow(); // one password check is held by the provider for nearly two seconds
    await signIn('/profile?twofa=confirm');
    // Held: the first post's password check waits until the second post has turned 2FA on.
    const { answers, browsers } = await sendTwice(page, browser, js, {
      form: page.getByRole('dialog', { name: 'Enable 2FA' }).locator('form'),
      typed: { currentPassword: account.password },
      hold: { match: '/api/login', email: account.email },
      second,
    });
    for (const answer of answers) expect(answer.headers()['location']).toBe('/partner/profile?twofa=setup');

    const enrolled = await sandbox.account(account.email);
    expect(enrolled.is2FaEnabled).toBe(true);
    const inForce = await QRCode.toDataURL(totpUri(enrolled.totpSecret!, account.email), { margin: 2, width: 240 });
    for (const kept of browsers) {
      const tab = await kept.newPage();
      await tab.goto('/partner/profile?twofa=setup');
      const qr = tab.getByRole('dialog', { name: 'Scan the QR code' }).getByRole('img', { name: 'QR code for your authenticator app' });
      await expect(qr).toHaveAttribute('src', inForce);
      await kept.close();
    }
    expect((await sandbox.account(account.email)).totpSecret).toBe(enrolled.totpSecret);
  });
}

test('a copy of the session that turned 2FA on gets nowhere without the password: its post shows no code, its pages go to sign-in', async ({
  page,
  account,
  signIn,
  newBrowser,
}) => {
  await signIn('/profile?twofa=confirm');
  const form = page.getByRole('dialog', { name: 'Enable 2FA' }).locator('form');
  const fields: Record<string, string> = { currentPassword: 'not-the-password' };
  for (const input of await form.locator('input[type="hidden"]').all()) fields[(await input.getAttribute('name'))!] = await input.inputValue();
  const action = (await form.getAttribute('action'))!;
  const copy = await newBrowser({ storageState: await page.context().storageState() });
  await confirmTwoFactor(page, account.password);
  await expect(page.getByRole('dialog', { name: 'Scan the QR code' })).toBeVisible();

  // Moments later, the copy sends the same form with a wrong password: it is sent to sign-in.
  const answer = await copy.context.request.post(action, { form: fields, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(answer.headers()['location']).toMatch(/^\/partner\/signin\?redirectTo=/);
  await copy.page.goto('/partner/profile?twofa=setup');
  await expect(copy.page).toHaveURL(/\/partner\/signin\?redirectTo=/);
  await expect(copy.page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('wrong current passwords for 2FA are counted: once the budget is spent even the right one is refused', async ({ page, account, signIn }) => {
  allowRefusedPosts();
  await signIn('/profile?twofa=confirm');
  const alert = page.getByRole('dialog', { name: 'Enable 2FA' }).getByRole('alert');
  await spendPasswordBudget(alert, (password) => confirmTwoFactor(page, password), account.password, 'The current password is not correct.');
  expect((await sandbox.account(account.email)).is2FaEnabled).toBe(false);
});

for (const second of ['while the first runs', 'after the first answer'] as const) {
  test(`a password change sent twice (a double click without JavaScript), the second post ${second}, is made once, and either answer says it was made`, async ({
    page,
    browser,
    account,
    js,
    signIn,
    newBrowser,
  }) => {
    await signIn('/changepassword');
    // Held: the first post's change waits at the provider until the second post has arrived.
    const { answers, browsers } = await sendTwice(page, browser, js, {
      form: page.locator('form').filter({ has: page.getByLabel('Current Password', { exact: true }) }),
      typed: { currentPassword: account.password, newPassword: 'Changed-Secret-2026', confirmPassword: 'Changed-Secret-2026' },
      hold: { match: '/api/partner/password-change', email: account.email },
      second,
    });
    for (const answer of answers) expect(answer.headers()['location']).toBe('/partner/signin?notice=password-changed');
    // The page the browser shows: the second answer's.
    const shown = await browsers[1]!.newPage();
    await shown.goto(answers[1]!.headers()['location']!);
    await expect(shown.getByRole('status')).toHaveText('Change Password updated successfully');
    await Promise.all(browsers.map((kept) => kept.close()));

    // The new password is the one in force.
    const fresh = await newBrowser();
    await signInAs(fresh.page, { email: account.email, password: 'Changed-Secret-2026' });
    await expect(fresh.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
}

test('wrong current passwords in a password change are counted as a sign-in’s are', async ({ page, account, signIn }) => {
  allowRefusedPosts();
  await signIn('/changepassword');
  const change = (current: string) => fillPasswordChange(page, current, 'Changed-Secret-2026');
  await spendPasswordBudget(page.getByRole('alert'), change, account.password, 'Current password is incorrect');
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
  expect((await sandbox.account(account.email)).password).toBe(account.password);
});

test('a one-time code signs in once: used again, it is refused', async ({ page }) => {
  const account = await sandbox.createAccount({ twoFactor: true });
  const code = totpCode(account.totpSecret!);
  const signInWith = async () => {
    await page.goto('/partner/signin');
    await fillSignInWithCode(page, account, code);
  };
  await signInWith();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);

  await signInWith();
  await expect(page.getByRole('alert')).toHaveText('OTP verification failed: OTP verification failed.');
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
});

test('a partner’s own files are not kept by the browser: after sign-out they are gone', async ({ page, signIn, js }) => {
  // Signed out, the files answer 401; a file shown as a page may ask for a favicon there is none of.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 40[14]' });
  await signIn('/profile');
  const agreement = await page.getByRole('link', { name: 'Current distribution agreement' }).getAttribute('href');
  const photo = await page.getByRole('region', { name: 'Your profile' }).getByRole('img', { name: 'Profile photo' }).getAttribute('src');
  const files = [agreement!, photo!];
  for (const file of files) expect(file).toMatch(/^\/partner\/media\/private\/media\//);
  // The page showed the photo; the partner opens the agreement too.
  const opened = js
    ? await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map(async (url) => {
              const r = await fetch(url);
              // Read whole, so that no request of the test's own stays open.
              await r.arrayBuffer();
              return { status: r.status, cache: r.headers.get('cache-control') };
            }),
          ),
        files,
      )
    : await Promise.all(
        files.map(async (url) => {
          const r = await page.request.get(url);
          return { status: r.status(), cache: r.headers()['cache-control'] };
        }),
      );
  expect(opened).toEqual(files.map(() => ({ status: 200, cache: 'no-store' })));

  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  if (js) {
    // What the browser's cache hands out for the addresses, if it kept anything: nothing.
    const statuses = await page.evaluate((urls) => Promise.all(urls.map(async (url) => (await fetch(url, { cache: 'force-cache' })).status)), files);
    expect(statuses).toEqual([401, 401]);
  }
  // Opened as a page, the address asks the portal again, which sends the browser to sign-in first.
  await page.goto(photo!);
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fmedia%2Fprivate%2Fmedia%2F/);
  await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveCount(0);
});
