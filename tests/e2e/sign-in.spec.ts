import type { Page } from '@playwright/test';
import { totpCode } from '../sandbox-control';
import { expect, inEveryTheme, sandbox, sendTwice, signInAs, test, signOut } from './fixtures';
import { SIGNIN_ATTEMPTS_PER_ACCOUNT } from './ports';

/** A new partner with 2FA who has sent their e-mail and password: the page shows the code step. */
async function atCodeStep(page: Page) {
  const account = await sandbox.createAccount({ twoFactor: true });
  await page.goto('/partner/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return account;
}

test('a partner without 2FA signs in and sees their name on the dashboard', async ({ page, account }) => {
  await signInAs(page, account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('.header__greeting')).toContainText('|');
});

test('a partner with 2FA enters the one-time code after the password', async ({ page }) => {
  const account = await atCodeStep(page);
  const code = page.getByLabel('One-time code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The token waiting for its code opens nothing.
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
  await page.getByLabel('One-time code').fill(totpCode(account.totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a wrong one-time code shows the in-page error and keeps the code step', async ({ page }) => {
  await atCodeStep(page);
  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('OTP verification failed: HTTP error! Status: 400');
  await expect(page.getByLabel('One-time code')).toBeVisible();
});

for (const second of ['while the first runs', 'after the first answer'] as const) {
  test(`a code sent twice (a double click without JavaScript), the second post ${second}, signs in with either answer`, async ({ page, browser, js }) => {
    const account = await atCodeStep(page);
    const code = page.getByLabel('One-time code');
    await expect(code).toBeVisible();
    // Held: the first post's check waits at the provider until the second post has arrived.
    const { answers, browsers } = await sendTwice(page, browser, js, {
      form: page.locator('form').filter({ has: code }),
      typed: { otp: totpCode(account.totpSecret!) },
      hold: { match: '/api/2fa/verify', email: account.email },
      second,
    });
    for (const answer of answers) expect(answer.headers()['location']).toBe('/partner/dashboard');
    for (const kept of browsers) {
      const tab = await kept.newPage();
      await tab.goto('/partner/dashboard');
      await expect(tab.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await kept.close();
    }
  });
}

test('a code step the provider no longer knows asks for the password again, for the same e-mail, and counts no failure', async ({ page }) => {
  const account = await sandbox.createAccount({ twoFactor: true });
  await page.goto('/partner/signin?redirectTo=%2Fleads');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Its pending sign-in expired at the provider: every code is answered 401 from now on.
  const fault = await sandbox.fault({ match: '/api/2fa/verify', status: 401, email: account.email, times: SIGNIN_ATTEMPTS_PER_ACCOUNT + 1 });
  try {
    for (let attempt = 0; attempt <= SIGNIN_ATTEMPTS_PER_ACCOUNT; attempt += 1) {
      await page.getByLabel('One-time code').fill(totpCode(account.totpSecret!));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(account.email);
      await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fleads$/);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    }
  } finally {
    await sandbox.clearFault(fault);
  }
  // More expired code steps than the account's budget of failures, and none was counted as one.
  await page.getByLabel('One-time code').fill(totpCode(account.totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner\/leads$/);
});

test('a wrong password opens the Error modal with the advice', async ({ page, account }) => {
  await page.goto('/partner/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('User sign in failed: Invalid email or password');
  await expect(dialog).toContainText('Please check your email and password, or try again later. If the problem persists, contact support.');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Closed where it was, without JavaScript too: the address typed is still there, the form usable.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('every way of closing the Error modal keeps the address typed', async ({ page, account, js }) => {
  const closePaths: Record<string, () => Promise<void>> = {
    'its close button': () => page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'Close' }).click(),
    // A click beside the dialog, on what lies over the page behind it.
    'a click beside it': () => page.mouse.click(8, 8),
    ...(js ? { 'the Escape key': () => page.keyboard.press('Escape') } : {}),
  };
  await page.goto('/partner/signin');
  for (const [path, close] of Object.entries(closePaths)) {
    const typed = account.email.toUpperCase();
    await page.getByLabel('Email').fill(typed);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' }), path).toBeVisible();
    await close();
    await expect(page.getByRole('alertdialog'), path).toHaveCount(0);
    await expect(page.getByLabel('Email'), path).toHaveValue(typed);
    await expect(page).toHaveURL(/\/partner\/signin$/);
  }
});

test('an invalid e-mail and an empty password are refused with their messages', async ({ page }) => {
  await page.goto('/partner/signin');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page).toHaveURL(/\/partner\/signin/);
});

test('a refused sign-in points at the first field in error; with JavaScript it is not sent and the message follows the typing', async ({ page, js }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/partner/signin');
  const email = page.getByLabel('Email');
  const emailError = page.locator('.field', { has: email }).locator('.field__error');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(emailError).toHaveText('Required');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', (await emailError.getAttribute('id'))!);
  await expect(page.locator('.field__error')).toHaveCount(1);
  if (js) {
    expect(posts).toEqual([]);
    await expect(email).toBeFocused();
    await email.pressSequentially('alex');
    await expect(emailError).toHaveText('Invalid email address');
    await email.pressSequentially('@example.com');
    await expect(emailError).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  }
});

test('the code step: an empty code is refused in place, a wrong one empties the field', async ({ page, js }) => {
  await atCodeStep(page);
  const code = page.getByLabel('One-time code');
  const codeError = page.locator('.field', { has: code }).locator('.field__error');
  const verify = page.getByRole('button', { name: 'Verify' });
  await verify.click();
  await expect(codeError).toHaveText('Required');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  if (js) {
    await expect(code).toBeFocused();
    // A code already flagged is checked again on leaving the field, not at every digit.
    await code.pressSequentially('000000');
    await verify.focus();
    await expect(codeError).toHaveCount(0);
  } else {
    await code.fill('000000');
  }
  await verify.click();
  await expect(page.getByRole('alert')).toContainText('OTP verification failed');
  await expect(code).toHaveValue('');
  await expect(codeError).toHaveCount(0);
});

test('a deep link asks for sign-in and comes back to the page', async ({ page, account }) => {
  await page.goto('/partner/notifications?from=mail');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fnotifications%3Ffrom%3Dmail$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/partner\/notifications\?from=mail$/);
});

test('an outside redirect target lands on the dashboard', async ({ page, account }) => {
  await page.goto('/partner/signin?redirectTo=%2F%2Fevil.example');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/partner\/dashboard$/);
});

test('signing out ends the session', async ({ page, account }) => {
  await signInAs(page, account);
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
});

test('a 401 from the provider mid-session sends the partner to sign-in and back', async ({ page, account }) => {
  // The dashboard left behind may still ask for an image (the carousel's next slide) after the
  // session has ended: the portal rightly answers it 401.
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 401 .*/partner/media/' });
  await signInAs(page, account);
  const fault = await sandbox.fault({ match: '/api/partner/profile', status: 401, email: account.email, times: 1 });
  try {
    await page.goto('/partner/dashboard');
    await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fdashboard$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/partner\/dashboard$/);
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('repeated wrong passwords for one account are refused for a while', async ({ page, account }) => {
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 429' });
  await page.goto('/partner/signin');
  for (let attempt = 0; attempt < SIGNIN_ATTEMPTS_PER_ACCOUNT; attempt += 1) {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible();
    await page.goto('/partner/signin');
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts');
  await expect(page).toHaveURL(/\/partner\/signin/);
  // The refusal keeps the e-mail typed, as a wrong password does.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test.describe('the background video', () => {
  const isVideo = (url: string) => /signin-backdrop-[^/]*\.webm$/.test(url);

  /** Loads the sign-in page and lists the video requests made while it settles. */
  async function videoRequestsOn(page: import('@playwright/test').Page): Promise<string[]> {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isVideo(request.url())) requests.push(request.url());
    });
    await page.goto('/partner/signin', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Partner Account Sign In' })).toBeVisible();
    // Give a video that was going to load the time to start.
    await page.waitForTimeout(750);
    return requests;
  }

  test('loops behind the form, after its poster', async ({ page }) => {
    const requests = await videoRequestsOn(page);
    const video = page.locator('video.signin__backdrop');
    await expect(video).toHaveAttribute('poster', /signin-backdrop-[^/]*\.jpg$/);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('muted', '');
    expect(requests.length).toBeGreaterThan(0);
    const response = await page.request.get(requests[0]!);
    expect(response.headers()['cache-control']).toContain('immutable');
    await expect(page.getByLabel('Email')).toBeEditable();
  });

  test('is not fetched when the client prefers reduced motion', async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', javaScriptEnabled });
    const page = await context.newPage();
    expect(await videoRequestsOn(page)).toEqual([]);
    await expect(page.locator('.signin__backdrop')).toHaveAttribute('poster', /\.jpg$/);
    await context.close();
  });

  test('is left out when the client asks to save data', async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' }, javaScriptEnabled });
    const page = await context.newPage();
    expect(await videoRequestsOn(page)).toEqual([]);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('img.signin__backdrop')).toHaveAttribute('src', /signin-backdrop-[^/]*\.jpg$/);
    await context.close();
  });
});

inEveryTheme(() => {
  test('the sign-in form, its Error modal and the code step have no axe violations', async ({ page, account, expectAccessible }) => {
    await page.goto('/partner/signin');
    await expectAccessible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible();
    await expectAccessible();
    await atCodeStep(page);
    await expect(page.getByLabel('One-time code')).toBeVisible();
    await expectAccessible();
  });
});
