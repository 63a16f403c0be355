import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { SUPPORTED_LANGUAGES, type Language } from '../../app/i18n/config';
import { expect, postSignIn, test } from './fixtures';

/*
 * Every error page and every refusal reads in the partner's language, with JavaScript and
 * without: no dictionary key ever reaches the screen.
 */

const LOCALES = new URL('../../app/locales/', import.meta.url);
/** The browser's locale of a partner reading each of the portal's languages. */
const BROWSER_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  zh: 'zh-CN',
  pt: 'pt-PT',
  ja: 'ja-JP',
  ru: 'ru-RU',
};
type Dictionary = { [key: string]: string | Dictionary };

const dictionary = (namespace: string, language: string): Dictionary =>
  JSON.parse(readFileSync(new URL(`${namespace}/${language}.json`, LOCALES), 'utf8')) as Dictionary;

function keysOf(entries: Dictionary, prefix = ''): string[] {
  return Object.entries(entries).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

/** Every key of every namespace, bare and with its namespace ('forbidden.title', 'common:forbidden.title'). */
const ALL_KEYS = new Set(
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => keysOf(dictionary(name, 'en')).flatMap((key) => [key, `${name}:${key}`])),
);

/** The words on the page that are dictionary keys, or look like one (`a.b`, `ns:key`, a camelCase word with a dot). */
function keyShaped(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\w]+|[^\w]+$/g, ''))
    .filter((word) => (ALL_KEYS.has(word) && /[.:A-Z]/.test(word)) || /^[a-z]+:[a-z][\w.]*$/.test(word) || /^[a-z]+[A-Z]\w*\.\w+/.test(word));
}

async function expectNoKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(keyShaped(text), text).toEqual([]);
}

/**
 * Sends the next post to `path` with its form token and account mark changed, as a forged form
 * would carry them, and with the fetch metadata of `from`: another site, a page of the portal
 * itself, or a browser that sends neither fetch metadata nor Origin (the portal's own check is
 * then all there is). The test sends it rather than the browser, which sets those headers itself.
 */
async function forgeNextPost(page: Page, path: string, tokens: string[], from: 'cross-site' | 'same-origin' | 'older-browser') {
  // The route stays for the rest of the test and lets every later request by: a route that ends
  // itself (`times: 1`) can stop the interception while the redirect after the forged post is
  // paused in it, and that request then never goes on.
  let forged = false;
  await page.route(
    // With JavaScript a form posts to the address's data (`/partner/signin.data`).
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route: Route) => {
      const request = route.request();
      if (forged || request.method() !== 'POST') return route.fallback();
      forged = true;
      let body = request.postData() ?? '';
      for (const token of tokens) if (token) body = body.split(token).join('x'.repeat(token.length));
      // `route.fetch` sends the context's cookies itself.
      const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => !/^(sec-fetch-|origin$)/.test(name)));
      if (from !== 'older-browser') headers['sec-fetch-site'] = from;
      const response = await route.fetch({ postData: body, headers, maxRedirects: 0 });
      await route.fulfill({ response });
    },
  );
}

const formTokens = async (page: Page, form: string) =>
  Promise.all(['csrf', 'csrf_account'].map(async (name) => (await page.locator(`${form} input[name="${name}"]`).first().getAttribute('value')) ?? ''));

async function refusedHere(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoKeys(page);
}

for (const language of SUPPORTED_LANGUAGES) {
  test.describe(language, () => {
    // The browser's language, as a partner's browser sends it (Accept-Language on every request).
    test.use({ locale: BROWSER_LOCALES[language] });
    test(`error pages and refusals in ${language}`, async ({ page, account, js }) => {
      const common = dictionary('common', language) as { notFound: Dictionary; forbidden: Dictionary; backToDashboard: string };
      const profile = dictionary('profile', language) as { form: { otherAccount: string } };
      const forbidden = String(common.forbidden.title);
      // The refusals and the missing page answer 403 and 404, which the browser reports.
      test.info().annotations.push({ type: 'allow-console-error', description: 'status of 40[34]' });
      const signInForm = 'form:has(input[name="email"])';
      const signInWithForgedForm = async (from: 'cross-site' | 'older-browser') => {
        await page.goto('/partner/signin');
        await forgeNextPost(page, '/partner/signin', await formTokens(page, signInForm), from);
        await page.locator(`${signInForm} input[name="email"]`).fill(account.email);
        await page.locator(`${signInForm} input[name="password"]`).fill(account.password);
        await page.locator(`${signInForm} button[type="submit"]`).click();
      };

      // Signed out, a forged sign-in is refused on a page of its own: by the portal's check, and (a
      // document only: no script of the portal runs on another site) by the wall before it.
      await signInWithForgedForm('older-browser');
      await refusedHere(page, forbidden);
      if (!js) {
        await signInWithForgedForm('cross-site');
        await refusedHere(page, forbidden);
      }

      await postSignIn(page, account);
      // An address that is no screen.
      await page.goto('/partner/no-such-screen');
      await refusedHere(page, String(common.notFound.title));
      // A document link, or an event's calendar file, that leads nowhere: a page of the portal, titled and headed as such, with the way back.
      for (const file of ['/partner/media/media/documents/no-such-datasheet.pdf', '/partner/events/999999/ics']) {
        const answer = await page.goto(file);
        expect(answer?.status(), file).toBe(404);
        await refusedHere(page, String(common.notFound.title));
        await expect(page).toHaveTitle(String(common.notFound.title));
      }
      await page.getByRole('link', { name: common.backToDashboard }).click();
      await expect(page).toHaveURL(/\/partner\/dashboard$/);

      // A forged profile change is refused inside the shell.
      await page.goto('/partner/profile?tab=general');
      await forgeNextPost(page, '/partner/profile', await formTokens(page, 'form.profile-form'), 'older-browser');
      await page.locator('form.profile-form button[type="submit"]').click();
      await refusedHere(page, forbidden);

      // The same change from an older page of the portal (another session's token and account) saves nothing and says so.
      await page.goto('/partner/profile?tab=general');
      await forgeNextPost(page, '/partner/profile', await formTokens(page, 'form.profile-form'), 'same-origin');
      await page.locator('form.profile-form button[type="submit"]').click();
      await expect(page.getByRole('alert').filter({ hasText: profile.form.otherAccount })).toBeVisible();
      await expectNoKeys(page);

      // A forged change of the sidebar (a form sent to an address of its own) is refused on a page of its own.
      await page.goto('/partner/dashboard');
      const preferencesForm = '.sidebar form[action="/partner/preferences"]';
      await forgeNextPost(page, '/partner/preferences', await formTokens(page, preferencesForm), 'older-browser');
      await page.locator(`${preferencesForm} button`).first().click();
      await refusedHere(page, forbidden);
    });
  });
}
