import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe as group, expect, test } from 'vitest';
import type { Browser } from 'puppeteer-core';
import type { Driver } from './driver';
import { firefoxDriver, launchFirefox } from './firefox';
import { FLOWS } from './flows';
import { ORIGIN } from './ports';
import { startWebKit, webkitDriver, type WebKitService } from './webkit';

/** The engines beside Chromium (which runs the same flows in the Playwright suite), their binaries and Debian's packages. */
export const ENGINES = {
  firefox: { binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', install: 'apt-get install firefox-esr' },
  webkit: { binary: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', install: 'apt-get install webkit2gtk-driver xvfb' },
} as const;

/** What is missing to run the engine: its binary, and for WebKit the X server it runs on. */
function missing(engine: keyof typeof ENGINES): string | null {
  const binaries: string[] = [ENGINES[engine].binary];
  if (engine === 'webkit') binaries.push('/usr/bin/Xvfb', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser');
  const absent = binaries.filter((binary) => !existsSync(binary));
  return absent.length > 0 ? absent.join(', ') : null;
}

/**
 * Declares every flow of flows.ts for one engine, with or without JavaScript. A flow fails on
 * any console error or uncaught error of its pages. An engine whose binary is missing is
 * skipped, its group naming the install line; in CI (the CI variable set) it fails instead.
 */
export function runFlows(engine: keyof typeof ENGINES, js: boolean): void {
  const absent = missing(engine);
  const title = `${engine}, JavaScript ${js ? 'on' : 'off'}`;
  if (absent && !process.env.CI) {
    console.warn(`${title}: skipped, ${absent} missing; install it with: ${ENGINES[engine].install}`);
    group.skip(`${title}: skipped, ${absent} missing (${ENGINES[engine].install})`, () => {
      test('every flow', () => undefined);
    });
    return;
  }
  group(title, () => {
    let browser: Browser | undefined;
    let webkit: WebKitService | undefined;
    beforeAll(async () => {
      if (absent) throw new Error(`${absent} missing: ${ENGINES[engine].install}`);
      if (engine === 'firefox') browser = await launchFirefox(ENGINES.firefox.binary, js);
      else webkit = await startWebKit(ENGINES.webkit.binary);
    });
    afterAll(async () => {
      await browser?.close();
      await webkit?.stop();
    });
    for (const flow of FLOWS) {
      test(flow.name, async () => {
        const opened = engine === 'firefox' ? await firefoxDriver(browser!, ORIGIN, js) : await webkitDriver(webkit!, ORIGIN);
        const driver: Driver = opened.driver;
        try {
          await flow.run(driver);
          expect(await driver.errors(), 'console errors and uncaught errors of the pages').toEqual([]);
        } finally {
          await opened.close();
        }
      });
    }
  });
}
