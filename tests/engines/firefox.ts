import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { WAIT_MS, describe, locate, until, type Cookie, type Driver, type Key, type Target } from './driver';

/**
 * Firefox ESR through puppeteer-core, over WebDriver BiDi (no geckodriver): one browser per
 * run, a private browsing context (its own cookies and storage) per flow. Without JavaScript,
 * the profile's `javascript.enabled` preference is off: the page runs no script, the driver's
 * own scripts still run.
 */
export async function launchFirefox(executablePath: string, js: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'javascript.enabled': js,
      // Only the portal on the loopback: no update checks, telemetry or remote settings.
      'network.proxy.type': 0,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
}

export async function firefoxDriver(browser: Browser, origin: string, js: boolean): Promise<{ driver: Driver; close: () => Promise<void> }> {
  const context: BrowserContext = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const errors: string[] = [];
  // Whether the page is being replaced by another document: from the request of the next
  // document until it is in the frame. Firefox fails the old document's fetches as soon as
  // the navigation starts, while its scripts still run (docs/testing.md, "Other engines"): the
  // errors of those aborted fetches in that moment are the engine's, not the portal's.
  let leaving = false;
  const ABORTED_BY_NAVIGATION =
    /AbortError: The operation was aborted|NetworkError when attempting to fetch resource|Error in input stream|Failed to fetch manifest patches/;
  const record = (text: string) => {
    if (!(leaving && ABORTED_BY_NAVIGATION.test(text))) errors.push(text);
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console.error: ${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => record(`uncaught: ${String(error)}`));

  const loaded = async () => {
    await until('the document to load', () => page.evaluate(() => document.readyState === 'complete'));
    if (js)
      await until('React to hydrate the page', () =>
        page.evaluate(() => document.documentElement.dataset.hydrated === 'true' || document.querySelector('main.error-page') !== null),
      );
  };

  const element = async (target: Target): Promise<ElementHandle<Element>> =>
    until(`the element ${describe(target)}`, async () => {
      const handle = await page.evaluateHandle(locate, target);
      const found = handle.asElement() as ElementHandle<Element> | null;
      if (!found) await handle.dispose();
      return found;
    });

  /** Acts on the element once it is there; if it is replaced between finding and acting, finds it again. */
  const act = async (target: Target, action: (handle: ElementHandle<Element>) => Promise<void>) => {
    await until(`to act on ${describe(target)}`, async () => {
      const handle = await element(target);
      try {
        await action(handle);
        return true;
      } catch (error) {
        if (/detached|not connected|no such node|stale/i.test(String(error))) return false;
        throw error;
      } finally {
        await handle.dispose().catch(() => undefined);
      }
    });
  };

  /**
   * Before the flow loads another document: no request of the page in flight. Firefox fails a
   * document's pending fetches as soon as a navigation starts, while its scripts still run, and
   * React Router reports them (docs/testing.md, "Other engines"); a partner's page is not
   * reloaded by a robot within milliseconds of its last click.
   */
  const idle = () => page.waitForNetworkIdle({ idleTime: 200, timeout: WAIT_MS });

  /**
   * A pointer click at the element's centre, scrolled into view first. Not ElementHandle.click:
   * its scrolling waits for an IntersectionObserver, whose callback never runs in a page
   * without JavaScript.
   */
  const pointAt = async (handle: ElementHandle<Element>) => {
    const centre = await handle.evaluate((el) => {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await page.mouse.click(centre.x, centre.y);
  };

  const driver: Driver = {
    engine: 'firefox',
    js,
    async goto(path) {
      await idle();
      await page.goto(`${origin}${path}`);
      await loaded();
    },
    async reload() {
      await idle();
      await page.reload();
      await loaded();
    },
    async url() {
      return page.url();
    },
    async evaluate(fn, ...args) {
      return page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never;
    },
    async click(target) {
      await act(target, pointAt);
    },
    async fill(target, text) {
      await act(target, async (handle) => {
        await pointAt(handle);
        await handle.evaluate((input) => {
          (input as HTMLInputElement).select();
        });
        await page.keyboard.press('Backspace');
        await handle.type(text);
      });
    },
    async upload(target, file) {
      await act(target, (handle) => (handle as ElementHandle<HTMLInputElement>).uploadFile(file));
    },
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    async frameText(iframe) {
      const handle = await element(iframe);
      const frame = await until(`the frame of ${describe(iframe)}`, () => handle.contentFrame());
      return until(`text in the frame of ${describe(iframe)}`, () => frame.evaluate(() => document.body?.innerText || null));
    },
    async cookies(): Promise<Cookie[]> {
      return (await context.cookies()).map(({ name, value }) => ({ name, value }));
    },
    async errors() {
      return [...errors];
    },
  };
  return { driver, close: () => context.close() };
}
