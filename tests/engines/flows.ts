import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { sandboxControl, totpCode, type Account } from '../sandbox-control';
import { until, type Driver, type Target } from './driver';
import { ORIGIN, SANDBOX_URL } from './ports';

/**
 * The portal's main flows, written once over the driver (driver.ts) and run in every engine of
 * tests/engines/engines.ts. Each flow starts signed out with a fresh partner of its own. With
 * JavaScript off a flow checks what the page does without scripts (links and form posts),
 * as the Playwright suite's `no-js` project does.
 */
export interface Flow {
  name: string;
  run: (d: Driver) => Promise<void>;
}

const sandbox = sandboxControl(SANDBOX_URL);

/** A real 1×1 PNG, written once to a file the browsers can upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let portrait: string | undefined;
function portraitFile(): string {
  if (!portrait) {
    portrait = join(mkdtempSync(join(tmpdir(), 'portal-engines-')), 'portrait.png');
    writeFileSync(portrait, PNG);
  }
  return portrait;
}

// ---------------------------------------------------------------------------------------------
// What the flows look at, read inside the page.

/** Waits until the address matches. */
async function atUrl(d: Driver, pattern: RegExp): Promise<void> {
  await until(`the address to match ${pattern}`, async () => pattern.test(await d.url()));
}

/** Waits until the page check holds. */
async function see<Args extends unknown[]>(d: Driver, what: string, check: (...args: Args) => boolean, ...args: Args): Promise<void> {
  await until(what, () => d.evaluate(check, ...args));
}

/** Waits until the element's text (spaces collapsed) equals, or with `contains` holds, the text. */
async function seeText(d: Driver, css: string, text: string, contains = false): Promise<void> {
  await see(
    d,
    `${css} ${contains ? 'to contain' : 'to read'} "${text}"`,
    (selector: string, wanted: string, partial: boolean) => {
      const shown = [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility({ visibilityProperty: true }));
      return shown.some((el) => {
        const have = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return partial ? have.includes(wanted) : have === wanted;
      });
    },
    css,
    text,
    contains,
  );
}

/** Waits until the elements' texts, top to bottom, are these. */
async function seeTexts(d: Driver, css: string, texts: string[]): Promise<void> {
  await see(
    d,
    `${css} to read ${JSON.stringify(texts)}`,
    (selector: string, wanted: string) => JSON.stringify([...document.querySelectorAll(selector)].map((el) => (el.textContent ?? '').trim())) === wanted,
    css,
    JSON.stringify(texts),
  );
}

/** Waits until so many elements match (shown ones only, unless `all`). */
async function seeCount(d: Driver, css: string, count: number, all = false): Promise<void> {
  await see(
    d,
    `${count} of ${css}`,
    (selector: string, wanted: number, any: boolean) =>
      [...document.querySelectorAll(selector)].filter((el) => any || el.checkVisibility({ visibilityProperty: true })).length === wanted,
    css,
    count,
    all,
  );
}

/** Waits until the first element has the attribute's value (null: the attribute is absent). */
async function seeAttribute(d: Driver, css: string, name: string, value: string | null): Promise<void> {
  await see(
    d,
    `${css} to have ${name}=${String(value)}`,
    (selector: string, attribute: string, wanted: string | null) => document.querySelector(selector)?.getAttribute(attribute) === wanted,
    css,
    name,
    value,
  );
}

const attribute = (d: Driver, css: string, name: string) =>
  d.evaluate((selector: string, attr: string) => document.querySelector(selector)?.getAttribute(attr) ?? null, css, name);

const button = (name: string, exact = true): Target => ({ css: 'button, [role="button"], summary', name, exact });
const link = (name: string, exact = true): Target => ({ css: 'a', name, exact });

/** The session cookies of the browser, for a request of the test's own (a download). */
async function cookieHeader(d: Driver): Promise<string> {
  return (await d.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** Signs in through the form; with a path, starts there and expects to come back to it. */
async function signIn(d: Driver, account: Pick<Account, 'email' | 'password'>, path?: string): Promise<void> {
  await d.goto(path ? `/partner${path}` : '/partner/signin');
  await d.fill({ label: 'Email' }, account.email);
  await d.fill({ label: 'Password' }, account.password);
  await d.click(button('Sign In'));
  const escaped = (path ?? '/dashboard').replace(/[?]/g, '\\?');
  await atUrl(d, new RegExp(`/partner${escaped}$`));
  await seeCount(d, 'h1', 1);
  await see(d, 'the page hydrated', (js: boolean) => !js || document.documentElement.dataset.hydrated === 'true', d.js);
}

/** A fresh partner without 2FA, signed in, on the page of the path. */
async function signedIn(d: Driver, path = '/dashboard'): Promise<Account> {
  const account = await sandbox.createAccount();
  await signIn(d, account);
  if (path !== '/dashboard') await d.goto(`/partner${path}`);
  return account;
}

async function heading(d: Driver, text: string): Promise<void> {
  await seeText(d, 'h1', text);
}

// ---------------------------------------------------------------------------------------------

export const FLOWS: Flow[] = [
  {
    name: 'sign-in without 2FA, with its refused password first',
    async run(d) {
      const account = await sandbox.createAccount();
      await d.goto('/partner/signin');
      await d.fill({ label: 'Email' }, account.email);
      await d.fill({ label: 'Password' }, 'not-the-password');
      await d.click(button('Sign In'));
      await seeText(d, '[role="alertdialog"]', 'User sign in failed: Invalid email or password', true);
      await d.click({ css: '[role="alertdialog"] button', name: 'Close' });
      await seeCount(d, '[role="alertdialog"]', 0);
      await see(
        d,
        'the e-mail typed, kept',
        (email: string) => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === email,
        account.email,
      );
      await signIn(d, account);
      await heading(d, 'Dashboard');
      await seeText(d, '.header__greeting', '|', true);
    },
  },
  {
    name: 'sign-in with 2FA: the one-time code after the password',
    async run(d) {
      const account = await sandbox.createAccount({ twoFactor: true });
      await d.goto('/partner/signin');
      await d.fill({ label: 'Email' }, account.email);
      await d.fill({ label: 'Password' }, account.password);
      await d.click(button('Sign In'));
      await d.fill({ label: 'One-time code' }, totpCode(account.totpSecret!));
      await d.click(button('Verify'));
      await atUrl(d, /\/partner\/dashboard$/);
      await heading(d, 'Dashboard');
    },
  },
  {
    name: 'the dashboard: the carousel, its pause, and unpinning a card that stays unpinned',
    async run(d) {
      await signedIn(d);
      const carousel = '[aria-label="Highlights"]';
      await seeCount(d, `${carousel} [aria-roledescription="slide"]`, 4, true);
      // The first slide's picture covers it from its top edge to its bottom one: no band of the backdrop above it.
      await see(
        d,
        "the first slide's picture covering it",
        (css: string) => {
          const slide = document.querySelector(`${css} #slide-1`)?.getBoundingClientRect();
          const picture = document.querySelector(`${css} #slide-1 .slide__image`)?.getBoundingClientRect();
          return !!slide && !!picture && picture.height > 0 && Math.abs(picture.top - slide.top) < 1 && Math.abs(picture.bottom - slide.bottom) < 1;
        },
        carousel,
      );
      if (d.js) {
        await d.click(button('Pause the slide show'));
        await seeCount(d, `${carousel} button[aria-label="Play the slide show"]`, 1);
        await d.click(button('Play the slide show'));
        await seeCount(d, `${carousel} button[aria-label="Pause the slide show"]`, 1);
        await d.click(button('Pause the slide show'));
        const shownSlide = () =>
          d.evaluate(
            (css: string) => [...document.querySelectorAll(`${css} [aria-roledescription="slide"]`)].find((el) => !(el as HTMLElement).hidden)?.id,
            carousel,
          );
        const before = await shownSlide();
        await d.click(button('Next slide'));
        const next = `slide-${(Number(before?.replace('slide-', '')) % 4) + 1}`;
        await see(
          d,
          `${next} shown alone`,
          (css: string, id: string) =>
            [...document.querySelectorAll(`${css} [aria-roledescription="slide"]`)]
              .filter((el) => !(el as HTMLElement).hidden)
              .map((el) => el.id)
              .join() === id,
          carousel,
          next,
        );
      } else {
        // A scroll-snapped strip with links to the neighbouring slides' anchors; nothing to pause.
        await seeCount(d, `${carousel} button`, 0);
        await d.click({ css: `${carousel} #slide-1 a`, name: 'Next slide' });
        await atUrl(d, /#slide-2$/);
      }
      await seeCount(d, '.pinned-card', 4);
      await d.click(button('Unpin: Crawlers'));
      await seeCount(d, '.pinned-card', 3);
      await until('the unpin to be stored', async () => {
        await d.reload();
        return d.evaluate(() => document.querySelectorAll('.pinned-card').length === 3);
      });
      await seeCount(d, '.pinned-card__name', 3);
      await see(
        d,
        'Crawlers gone from the pinned items',
        () => ![...document.querySelectorAll('.pinned-card__name')].some((el) => el.textContent?.trim() === 'Crawlers'),
      );
    },
  },
  {
    name: 'a portfolio and a product: read more, the product page, pin and unpin',
    async run(d) {
      await signedIn(d, '/playbook');
      await heading(d, 'My Products');
      await seeCount(d, '[aria-label="Portfolios"] li', 7);
      await d.click(link('Inspection Drones'));
      await atUrl(d, /\/partner\/playbook\/1$/);
      await heading(d, 'Inspection Drones');
      const card = 'article:has(a[href="/partner/playbook/1/11"])';
      const rest = (css: string, shown: boolean) =>
        [...document.querySelectorAll(`${css} p`)].some(
          (el) => el.checkVisibility({ visibilityProperty: true }) && (el.textContent ?? '').includes('Every drone streams live 4K video'),
        ) === shown;
      await see(d, 'the rest of the description hidden', rest, card, false);
      await d.click({ css: `${card} summary`, name: 'Read More' });
      await see(d, 'the rest of the description shown', rest, card, true);
      await d.click({ css: `${card} a`, name: 'Drone 200 Pro' });
      await atUrl(d, /\/partner\/playbook\/1\/11$/);
      await heading(d, 'Drone 200 Pro');
      await see(d, 'the datasheet link', () =>
        [...document.querySelectorAll('main a[href="/partner/media/media/documents/drone-200-pro-datasheet.pdf"]')].some((a) =>
          `${a.getAttribute('aria-label') ?? ''} ${a.textContent ?? ''}`.includes('Drone 200 Pro – Datasheet'),
        ),
      );
      await d.goto('/partner/playbook/1/12');
      await d.click(button('Pin: Drone 200'));
      await seeCount(d, 'button[aria-label="Unpin: Drone 200"]', 1);
      await d.reload();
      await d.click(button('Unpin: Drone 200'));
      await seeCount(d, 'button[aria-label="Pin: Drone 200"]', 1);
      await d.reload();
      await seeCount(d, 'button[aria-label="Pin: Drone 200"]', 1);
    },
  },
  {
    name: "the price list frames the provider's page",
    async run(d) {
      await signedIn(d);
      await d.click({ css: '.sidebar a', name: 'My Price List' });
      await atUrl(d, /\/partner\/pricelist$/);
      const frame = 'iframe[title="Price List"]';
      await seeAttribute(d, frame, 'src', `${SANDBOX_URL}/pricelist`);
      expect(await d.evaluate((css: string) => document.querySelector(css)?.getBoundingClientRect().height, frame)).toBe(900);
      expect(await d.frameText({ css: frame })).toContain('Partner price list');
    },
  },
  {
    name: 'a media category in cards and in the table, and its second page',
    async run(d) {
      await signedIn(d, '/assets');
      await heading(d, 'Media Assets');
      await d.click({ css: '.asset-category:nth-child(1) a', name: 'View Assets' });
      await atUrl(d, /\/partner\/assets\/[a-z-]+$/);
      await d.goto('/partner/assets/documents-guides');
      await heading(d, 'Documents & Guides');
      await seeCount(d, '.asset-grid > li', 12);
      const firstPage = await d.evaluate(() => [...document.querySelectorAll('.asset-card__title')].map((el) => el.textContent?.trim()));
      await d.click({ css: 'a', name: 'Table' });
      await atUrl(d, /view=table/);
      await seeCount(d, 'table tbody tr', 12);
      await seeTexts(d, 'table tbody tr td:nth-child(2)', firstPage as string[]);
      await d.click({ css: 'nav[aria-label="Pages"] a', name: 'Page 2' });
      await atUrl(d, /page=2/);
      await seeAttribute(d, 'nav[aria-label="Pages"] a[aria-current="page"]', 'aria-label', 'Page 2');
      await see(
        d,
        'other rows on page 2',
        (first: string) => document.querySelector('table tbody tr td:nth-child(2)')?.textContent?.trim() !== first,
        firstPage[0] as string,
      );
      await d.click({ css: 'a', name: 'Cards' });
      await atUrl(d, /page=2/);
      await see(d, 'the cards of page 2', () => document.querySelectorAll('.asset-grid > li').length > 0);
    },
  },
  {
    name: 'the news, and the dialog of one of them',
    async run(d) {
      await signedIn(d, '/newsannouncements?page=2');
      await seeCount(d, '.news-card', 12);
      const title = await d.evaluate(() => document.querySelector('.news-card h2, .news-card h3')?.textContent?.trim() ?? '');
      await d.click({ css: '.news-card a', name: 'Learn more' });
      await atUrl(d, /\?page=2&news=[^&]+$/);
      await seeText(d, '[role="dialog"] h2', title);
      await see(d, 'a description in the dialog', () => (document.querySelector('[role="dialog"] .news-modal__description')?.textContent ?? '').trim() !== '');
      await d.click({ css: '[role="dialog"] a', name: 'Close' });
      await seeCount(d, '[role="dialog"]', 0);
      await atUrl(d, /\?page=2$/);
      if (d.js) {
        await d.click({ css: '.news-card a', name: 'Learn more' });
        await seeCount(d, '[role="dialog"]', 1);
        await d.press('Escape');
        await seeCount(d, '[role="dialog"]', 0);
        await atUrl(d, /\?page=2$/);
      }
    },
  },
  {
    name: "the header's search, and its results",
    async run(d) {
      await signedIn(d, '/assets');
      await d.click({ css: '.header__search > summary' });
      await d.fill({ css: 'input[type="search"]', name: 'Search the portal' }, 'drone');
      await d.press('Enter');
      await atUrl(d, /\/partner\/searchresults\?query=drone$/);
      await heading(d, 'Search Results for "drone"');
      await see(d, 'product hits', () => document.querySelectorAll('.search-hit__title').length > 0);
    },
  },
  {
    name: 'leads: search, sort, details and the export',
    async run(d) {
      await signedIn(d, '/leads');
      const ids = 'table.leads-table tbody tr td:first-child';
      const box: Target = { css: 'input[type="search"]', name: 'Search for leads' };
      await d.fill(box, 'cr-x10');
      await d.press('Enter');
      await atUrl(d, /[?&]q=cr-x10/);
      await seeTexts(d, ids, ['7003', '7008', '7012']);
      await d.fill(box, '');
      await d.press('Enter');
      await seeCount(d, ids, 14);

      const company = 'table.leads-table th:nth-child(3)';
      await d.click({ css: `${company} a` });
      await atUrl(d, /sort=company&dir=asc/);
      await seeAttribute(d, company, 'aria-sort', 'ascending');
      await seeText(d, 'table.leads-table tbody tr:first-child td:nth-child(3)', 'Aguas del Cantábrico');
      await d.click({ css: `${company} a` });
      await seeAttribute(d, company, 'aria-sort', 'descending');
      await seeText(d, 'table.leads-table tbody tr:first-child td:nth-child(3)', 'Rheinland Tankbau GmbH');

      await d.click(link('Details: Luca Bianchi'));
      await atUrl(d, /[?&]lead=7003/);
      await seeText(d, '[role="dialog"]', 'luca.bianchi@cna-shipyard.example', true);
      await seeTexts(d, '[role="dialog"] [aria-label="Products"] li', ['CR-X10', 'TG50-D', 'IC3']);
      await d.click({ css: '[role="dialog"] a', name: 'Close' });
      await seeCount(d, '[role="dialog"]', 0);

      const href = await attribute(d, 'a[href*="/partner/leads/export.csv"]', 'href');
      expect(href).toBe('/partner/leads/export.csv?sort=company&dir=desc');
      const response = await fetch(`${ORIGIN}${href}`, { headers: { cookie: await cookieHeader(d) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = (await response.text()).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(15);
      expect(lines[1]).toMatch(/^\d+,/);
      expect(lines[1]).toContain('Rheinland Tankbau GmbH');
    },
  },
  {
    name: 'support: the tickets and the dialog of one',
    async run(d) {
      await signedIn(d);
      await d.click({ css: '.sidebar a', name: 'Service Support' });
      await atUrl(d, /\/partner\/support$/);
      await heading(d, 'Service support');
      await seeCount(d, 'table.support-table tbody tr', 5);
      await d.click(link('Open ticket 81290057'));
      await atUrl(d, /[?&]t=81290057/);
      await seeText(d, '[role="dialog"]', 'We would like to borrow an X10 and a TG-50 Dual for our stand at the regional trade fair.', true);
      await d.click({ css: '[role="dialog"] a', name: 'Close' });
      await seeCount(d, '[role="dialog"]', 0);
      await seeCount(d, 'table.support-table tbody tr', 5);
    },
  },
  {
    name: "support: New Ticket's dialog, with the hosted form's link and the e-mail where the embedded form cannot load",
    async run(d) {
      await signedIn(d, '/support');
      await heading(d, 'Service support');
      await d.click(link('New Ticket'));
      await atUrl(d, /\/partner\/support\?ticket=new$/);
      await seeText(d, '[role="dialog"] h2', 'New Ticket');
      // The provider's script is out of reach here: with JavaScript the dialog keeps what it
      // shows without it.
      await seeAttribute(
        d,
        '.marketing-form__fallback a[target="_blank"]',
        'href',
        'https://share-na1.hsforms.com/0000000/00000000-0000-0000-0000-000000000001',
      );
      await seeText(d, '.marketing-form__fallback a[href^="mailto:"]', 'partners@example.com');
      await d.click({ css: '[role="dialog"] a', name: 'Close' });
      await atUrl(d, /\/partner\/support$/);
      await seeCount(d, '[role="dialog"]', 0);
      await seeCount(d, 'table.support-table tbody tr', 5);
    },
  },
  {
    name: 'the profile edited with a new photo',
    async run(d) {
      await signedIn(d, '/profile?tab=ids');
      const form = 'form.profile-form';
      await d.fill({ label: 'First Name' }, 'Alexandra');
      await d.fill({ label: 'Job Title' }, 'Head of Drone Services');
      await d.upload({ label: 'Profile Photo', visible: false }, portraitFile());
      await d.click({ css: `${form} button`, name: 'Update' });
      await seeText(d, '[role="status"]', 'Profile updated successfully', true);
      await atUrl(d, /\/partner\/profile\?tab=ids$/);
      await seeText(d, '[aria-label="Your profile"]', 'Alexandra', true);
      await seeText(d, '.header__greeting', 'Alexandra', true);
      const src = await until('the new photo', () =>
        d.evaluate(() => {
          const photo = document.querySelector('img[alt="Profile photo"]')?.getAttribute('src') ?? '';
          return /^\/partner\/media\/private\/media\/uploads\/.+\.png$/.test(photo) ? photo : null;
        }),
      );
      const response = await fetch(`${ORIGIN}${src}`, { headers: { cookie: await cookieHeader(d) } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
      await see(d, 'the photo loaded', () => {
        const photo = document.querySelector('img[alt="Profile photo"]') as HTMLImageElement | null;
        return photo !== null && photo.complete && photo.naturalWidth === 1;
      });
    },
  },
  {
    name: 'a password change: a wrong current password, a failing call, then a success',
    async run(d) {
      const account = await signedIn(d, '/changepassword');
      const change = async (current: string, next: string) => {
        await d.fill({ label: 'Current Password' }, current);
        await d.fill({ label: 'New Password' }, next);
        await d.fill({ label: 'Confirm Password' }, next);
        await d.click({ css: 'main button', name: 'Update' });
      };
      await change('not-the-password', 'New-Secret-1');
      await seeText(d, '[role="alert"]', 'Current password is incorrect');
      await sandbox.fault({ match: '/api/partner/password-change', status: 500, email: account.email, times: 1 });
      await change(account.password, 'New-Secret-1');
      await seeText(d, '[role="alert"]', 'An error occurred while updating the Change Password');
      await change(account.password, 'New-Secret-2026');
      await atUrl(d, /\/partner\/signin\?notice=password-changed$/);
      await seeText(d, '[role="status"]', 'Change Password updated successfully');
      await signIn(d, { email: account.email, password: 'New-Secret-2026' });
      await heading(d, 'Dashboard');
    },
  },
  {
    name: 'the language and the theme, kept on the next page',
    async run(d) {
      await signedIn(d, '/notifications');
      const leads = '.sidebar a[href="/partner/leads"]';
      await seeText(d, leads, 'My Leads');
      await d.click({ css: '.language-button' });
      await d.click(button('Deutsch'));
      await seeAttribute(d, 'html', 'lang', 'de');
      await see(d, 'the sidebar in German', (css: string) => document.querySelector(css)?.textContent?.trim() !== 'My Leads', leads);
      await d.goto('/partner/leads');
      await seeAttribute(d, 'html', 'lang', 'de');
      await d.click({ css: '.language-button' });
      await d.click(button('English'));
      await seeAttribute(d, 'html', 'lang', 'en');
      await seeText(d, leads, 'My Leads');

      const background = () => d.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await background();
      await d.click(button('Switch between light and dark mode'));
      await seeAttribute(d, 'html', 'data-theme', 'dark');
      await until('the dark background', async () => (await background()) === 'rgb(17, 22, 29)');
      await until('the theme stored in its cookie', async () => (await d.cookies()).some((cookie) => cookie.name === 'theme'));
      await d.goto('/partner/notifications');
      await seeAttribute(d, 'html', 'data-theme', 'dark');
      await d.click(button('Switch between light and dark mode'));
      await seeAttribute(d, 'html', 'data-theme', 'light');
      await until('the light background', async () => (await background()) === light);
    },
  },
  {
    name: 'the notifications: the bell, the list, the bell cleared',
    async run(d) {
      await signedIn(d);
      await see(d, 'the bell counting new entries', () =>
        /^Notifications, \d+ new$/.test(document.querySelector('.bell summary')?.getAttribute('aria-label') ?? ''),
      );
      await d.click({ css: '.bell summary' });
      await d.click(link('Go to notifications'));
      await atUrl(d, /\/partner\/notifications$/);
      await heading(d, 'Notifications');
      await see(d, 'the entries', () => document.querySelectorAll('main .notification-list li').length > 0);
      await d.reload();
      await seeAttribute(d, '.bell summary', 'aria-label', 'Notifications');
    },
  },
  {
    name: 'sign-out from the profile menu ends the session',
    async run(d) {
      await signedIn(d);
      await d.click({ css: 'summary[aria-label="Profile menu"]' });
      await d.click({ css: '.header button', name: 'Sign out' });
      await atUrl(d, /\/partner\/signin$/);
      await d.goto('/partner/leads');
      await atUrl(d, /\/partner\/signin\?redirectTo=%2Fleads$/);
    },
  },
];
