import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { sandboxControl, type Account } from '../sandbox-control';
import { SANDBOX_URL } from './ports';

export type { Account, FaultRule } from '../sandbox-control';

/** The sandbox provider's control API. */
export const sandbox = sandboxControl(SANDBOX_URL);

interface Fixtures {
  /** A fresh partner of its own, so tests never share state. */
  account: Account;
  /** Whether this project runs with JavaScript. */
  js: boolean;
  /**
   * Opens another browser: a context of its own (JavaScript as the project runs it, no cookies
   * unless `options` give some) with a page in it. The test's end closes it, if the test has not.
   */
  newBrowser: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Signs the fresh account in and lands on the dashboard (or the given path). It posts the
   * sign-in form without drawing it (the form itself is sign-in.spec.ts's matter).
   */
  signIn: (path?: string) => Promise<void>;
  /** Console errors during the test fail it. */
  consoleGuard: void;
  /**
   * The theme a test runs in, chosen before its first page loads (see `inEveryTheme`); unset,
   * the portal's default.
   */
  theme: Theme | undefined;
  /**
   * Checks the page as it is now: it wears the test's theme, and axe-core finds no violations
   * of the WCAG 2 A and AA rules (tests tagged @a11y, with JavaScript).
   */
  expectAccessible: () => Promise<void>;
}

/**
 * Waits until React has hydrated the page (or the root's error page is shown, which marks
 * nothing). With JavaScript, a click or key press while React attaches its handlers can be
 * lost on a busy machine: after a document load, wait for this before one.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || document.querySelector('main.error-page') !== null);
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(await sandbox.createAccount());
  },
  theme: [undefined, { option: true }],
  expectAccessible: async ({ page, theme }, use) => {
    if (theme) await useTheme(page, theme);
    await use(async () => {
      if (theme) await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
    });
  },
  js: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  newBrowser: async ({ browser, js }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ ...options, javaScriptEnabled: js });
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  signIn: async ({ page, account, javaScriptEnabled }, use) => {
    await use(async (path?: string) => {
      await postSignIn(page, account);
      await page.goto(`/partner${path ?? '/dashboard'}`);
      if (javaScriptEnabled !== false) await hydrated(page);
    });
  },
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      /** Each error as the console says it, and with the address it is about (a resource that failed names none in its text). */
      const errors: { text: string; withAddress: string }[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), withAddress: `${message.text()} ${message.location().url}`.trim() });
      });
      page.on('pageerror', (error) => errors.push({ text: String(error), withAddress: String(error) }));
      await use();
      // A test may expect some errors: annotate it with { type: 'allow-console-error', description: <regex> }.
      const allowed = testInfo.annotations.filter((a) => a.type === 'allow-console-error').map((a) => new RegExp(a.description ?? '^$'));
      if (testInfo.status === testInfo.expectedStatus) {
        expect(
          errors
            .filter(({ text, withAddress }) => !allowed.some((pattern) => pattern.test(text) || pattern.test(withAddress)))
            .map(({ withAddress }) => withAddress),
          'console errors during the test',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** Posts the sign-in form (with the session's CSRF token) in the page's context; the page stays where it is. */
export async function postSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  const form = await (await page.request.get('/partner/signin')).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1];
  if (!csrf) throw new Error('sign-in: the form has no CSRF token');
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('sign-in: the project has no baseURL');
  const origin = new URL(baseURL).origin;
  const response = await page.request.post('/partner/signin', {
    form: { csrf, intent: 'credentials', redirectTo: '', email: account.email, password: account.password },
    headers: { origin },
    maxRedirects: 0,
  });
  if (response.status() !== 302 || !/\/partner\/dashboard$/.test(response.headers().location ?? '')) {
    throw new Error(`sign-in of ${account.email}: ${response.status()} ${response.headers().location ?? ''}`);
  }
}

/**
 * Posts a form of the portal from a request context (its cookies), as a browser sends it: with
 * the CSRF token of the form's page and the portal's origin. Follows no redirect.
 */
export async function postForm(request: APIRequestContext, path: string, fields: Record<string, string>): Promise<APIResponse> {
  const csrf = /name="csrf" value="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ?? '';
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('post: the project has no baseURL');
  return request.post(path, { form: { csrf, ...fields }, headers: { origin: new URL(baseURL).origin }, maxRedirects: 0 });
}

/** Fills the sign-in form the page shows with the account's email and password, and sends it. */
export async function fillSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a 2FA account in through the sign-in form the page shows: its password, then the one-time code. */
export async function fillSignInWithCode(page: Page, account: Pick<Account, 'email' | 'password'>, code: string) {
  await fillSignIn(page, account);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Fills the Change Password form the page shows (the current password, the new one twice) and sends it. */
export async function fillPasswordChange(page: Page, current: string, next: string) {
  await page.getByLabel('Current Password', { exact: true }).fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Update' }).click();
}

/** Signs in through the form; with a path, starts there and expects to come back to it. */
export async function signInAs(page: Page, account: Pick<Account, 'email' | 'password'>, path?: string) {
  await page.goto(path ? `/partner${path}` : '/partner/signin');
  await fillSignIn(page, account);
  if (path) await expect(page).toHaveURL(new RegExp(`/partner${path.replace(/[?]/g, '\\?')}$`));
  else await expect(page).toHaveURL(/\/partner\/dashboard$/);
  // The page's images are in before the test goes on: one still loading when the test signs
  // out or ends the session would fail against a session that is gone (a console error).
  await page.waitForLoadState('networkidle');
}

/**
 * Signs out with the sidebar's button once the page's images are in: one still loading (a lazy
 * picture) would be refused once the session is gone, a console error that fails the test.
 */
export async function signOut(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.sidebar').getByRole('button', { name: 'Sign out' }).click();
}

/** The error text shown beside the input with this label. */
export function fieldError(page: Page, label: string) {
  return page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field__error');
}

/** The profile's edit form. */
export function editForm(page: Page) {
  return page.locator('form.profile-form');
}

/** Opens the header's search, types the text into its box and presses Enter. */
export async function searchFromHeader(page: Page, text: string) {
  await page.locator('.header__search > summary').click();
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await box.fill(text);
  await box.press('Enter');
}

/** Answers 'Are you sure you want to enable 2FA?' on the profile with a password and Yes. */
export async function confirmTwoFactor(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Enable 2FA' });
  await dialog.getByLabel('Current Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export { expect };

/** What a form sent twice is given: the form on the page, what is typed into it, and the provider call that holds the first post. */
export interface SentTwice {
  form: Locator;
  typed: Record<string, string>;
  /** The first post's call to this provider path, for this account's tokens, waits until the second post has arrived. */
  hold: { match: string; email: string };
  /** When the second post is sent: while the first one's call is held (the default), or once the first has been answered. */
  second?: 'while the first runs' | 'after the first answer';
}

/**
 * A form of the page sent twice, as a double click without JavaScript sends it: each post from
 * a browser of its own that holds the page's cookies (whichever answer a browser keeps, it is
 * one of these), the first one's provider call held until the second has been answered, or the
 * second sent after the first's answer (a provider quicker than the double click). Answers
 * the two answers, first and second, and their browsers (for the caller to close).
 */
export async function sendTwice(
  page: Page,
  browser: Browser,
  js: boolean,
  { form, typed, hold, second = 'while the first runs' }: SentTwice,
): Promise<{ answers: APIResponse[]; browsers: BrowserContext[] }> {
  const fields: Record<string, string> = { ...typed };
  for (const input of await form.locator('input[type="hidden"]').all()) fields[(await input.getAttribute('name'))!] = await input.inputValue();
  const action = (await form.getAttribute('action'))!;
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  const browsers = await Promise.all([0, 1].map(() => browser.newContext({ javaScriptEnabled: js, storageState: state })));
  const post = (context: BrowserContext) => context.request.post(action, { form: fields, headers: { origin }, maxRedirects: 0 });
  if (second === 'after the first answer') {
    const first = await post(browsers[0]);
    return { answers: [first, await post(browsers[1])], browsers };
  }
  // Held for less than the portal waits for the provider in these tests (2.5 s).
  const held = await sandbox.fault({ match: hold.match, latencyMs: 1800, email: hold.email, times: 1 });
  try {
    const first = post(browsers[0]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const second = await post(browsers[1]);
    return { answers: [await first, second], browsers };
  } finally {
    await sandbox.clearFault(held);
  }
}

/** No axe-core violations (WCAG 2 A and AA rules) on the page as it is now (tests tagged @a11y, with JavaScript). */
async function expectNoAxeViolations(page: Page) {
  if (base.info().project.use.javaScriptEnabled === false) throw new Error('axe-core needs JavaScript: tag the test @a11y');
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/** The portal's two themes: every screen is checked for accessibility in both. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Switches the theme through the header toggle's cookie, for the next page the browser loads
 * (before the first one too).
 */
export async function useTheme(page: Page, theme: Theme) {
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('theme: the project has no baseURL');
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([{ name: 'theme', value: Buffer.from(JSON.stringify(theme)).toString('base64'), domain: hostname, path: '/partner' }]);
}

/**
 * Declares the accessibility tests of `declare` once in each theme: a group per theme, tagged
 * @a11y (axe-core needs JavaScript) and given the time axe-core's full rule set takes on a shared
 * machine. Its tests check their pages with the `expectAccessible` fixture, in the group's theme.
 */
export function inEveryTheme(declare: () => void) {
  for (const theme of THEMES) {
    test.describe(`${theme} theme`, { tag: '@a11y' }, () => {
      test.use({ theme });
      test.slow();
      declare();
    });
  }
}
