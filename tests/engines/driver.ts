/**
 * The thin driver the engine flows are written against (tests/engines/flows.ts), so that each
 * flow is written once and runs in every engine: Firefox ESR through puppeteer-core over
 * WebDriver BiDi (firefox.ts), WebKitGTK's MiniBrowser through WebKitWebDriver over classic
 * WebDriver (webkit.ts). Elements are found in the page by a CSS selector narrowed by their
 * accessible name, or by their label's text (`locate` below, run inside the page).
 */

/** An element of the page: a CSS selector, narrowed by name or replaced by a label's text. */
export interface Target {
  /** CSS selector of the candidates (ignored when `label` is given). */
  css?: string;
  /** The candidate's accessible name (aria-label, aria-labelledby, its text, title, value, an image's alt). */
  name?: string;
  /** `false`: the name contains `name`, instead of being it. */
  exact?: boolean;
  /** A form control by its label's text (a trailing required mark aside). */
  label?: string;
  /** Which of the matching elements (0, the first, unless given). */
  nth?: number;
  /** `false`: hidden elements count too (a styled file input); else only rendered ones. */
  visible?: boolean;
}

/** A key the flows press on the element that has the focus. */
export type Key = 'Enter' | 'Escape';

export interface Cookie {
  name: string;
  value: string;
}

/**
 * One browser window of one engine, with a fresh profile (no cookies, no storage) for each
 * flow. Paths are below the portal's origin ('/partner/leads').
 */
export interface Driver {
  /** The engine and whether the page runs scripts. */
  readonly engine: 'firefox' | 'webkit';
  readonly js: boolean;
  /** Loads the path and waits for its load (with JavaScript, until React has hydrated the page). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address shown now. */
  url(): Promise<string>;
  /**
   * Runs `fn` inside the page (with JavaScript off too: it is the driver's script, not the
   * page's) and returns its JSON result. `fn` is sent as source: it may use only its arguments.
   */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Clicks the element as a pointer would (scrolled into view first), once it is there. */
  click(target: Target): Promise<void>;
  /** Replaces the text of an input by typing it. */
  fill(target: Target, text: string): Promise<void>;
  /** Gives a file input this file of the machine. */
  upload(target: Target, file: string): Promise<void>;
  /** Presses a key on the element that has the focus. */
  press(key: Key): Promise<void>;
  /** The text of the body of the frame that this iframe shows (another origin's too). */
  frameText(iframe: Target): Promise<string>;
  /** The cookies of the portal's origin. */
  cookies(): Promise<Cookie[]>;
  /**
   * The console errors and uncaught errors of the page since the flow began. What each engine
   * catches is in docs/testing.md ("Other engines").
   */
  errors(): Promise<string[]>;
}

/** How long a wait lasts before it fails: a busy CI machine gets more. */
export const WAIT_MS = process.env.CI ? 20_000 : 10_000;

/**
 * Finds the target inside the page. Sent to the page as source (no closures); it returns the
 * element, or null.
 */
export function locate(target: Target): Element | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLTableElement && el.caption) return norm(el.caption.textContent);
    if (el.matches('input, textarea, select')) return norm(el.getAttribute('title') ?? el.getAttribute('placeholder'));
    const text = norm(el instanceof HTMLElement ? el.innerText : el.textContent);
    if (text) return text;
    return norm(el.getAttribute('title') ?? el.getAttribute('value') ?? el.querySelector('img[alt]')?.getAttribute('alt'));
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
  let found: Element[];
  if (target.label !== undefined) {
    const wanted = target.label;
    found = [...document.querySelectorAll('label')]
      .filter((label) => norm(label.textContent).replace(/\s*\*$/, '') === wanted)
      .map((label) => label.control)
      .filter((control): control is HTMLElement => control !== null);
  } else found = [...document.querySelectorAll(target.css ?? '*')];
  if (target.name !== undefined) {
    const wanted = target.name;
    found = found.filter((el) => (target.exact === false ? nameOf(el).includes(wanted) : nameOf(el) === wanted));
  }
  if (target.visible !== false) found = found.filter(shown);
  return found[target.nth ?? 0] ?? null;
}

/** A target as the reports name it. */
export function describe(target: Target): string {
  const parts = [target.label !== undefined ? `label "${target.label}"` : (target.css ?? '*')];
  if (target.name !== undefined) parts.push(`${target.exact === false ? 'name containing' : 'name'} "${target.name}"`);
  if (target.nth) parts.push(`#${target.nth}`);
  return parts.join(', ');
}

/**
 * Polls `probe` until it returns something other than undefined, false or null and returns
 * that; a probe that throws (a page being replaced by the next) counts as not yet. Fails after
 * WAIT_MS with what it waited for and the last value seen.
 */
export async function until<T>(what: string, probe: () => Promise<T>): Promise<NonNullable<T>> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : error;
    }
    if (Date.now() > deadline) throw new Error(`waited for ${what}; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
