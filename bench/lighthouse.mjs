// `npm run bench:lighthouse`: Lighthouse (mobile, Slow 4G, 4x CPU throttling: its
// defaults) in Debian's Chromium on the sign-in page and the signed-in dashboard.
// Prints the scores and fails when a budget is missed.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createAccount, signIn, startNode } from './lib.mjs';

const SANDBOX_PORT = 5620;
const PORTAL_PORT = 5520;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const sandbox = await startNode('build/sandbox.js', { SANDBOX_PORT: String(SANDBOX_PORT) }, `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`);
const server = await startNode(
  'build/server.js',
  {
    NODE_ENV: 'production',
    PORT: String(PORTAL_PORT),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    SESSION_SECRET: 'lighthouse-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
  },
  `${portal}/partner/healthz`,
);
const account = await createAccount(`http://127.0.0.1:${SANDBOX_PORT}`);
const cookie = await signIn(portal, account.email, account.password);

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
/**
 * Sets the browser's own cookie jar (through Playwright's CDP connection) to the session's
 * cookies, or empties it. A session sent as a fixed `Cookie` header instead would be replaced
 * by the jar's cookies as soon as the page sets one of its own (the time zone), and every
 * later request (the lazy images) would be signed out.
 */
async function setBrowserCookies(sessionCookie) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    const cookies = (sessionCookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const index = pair.indexOf('=');
        return { name: pair.slice(0, index), value: pair.slice(index + 1), url: portal };
      });
    if (cookies.length) await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

const results = [];
try {
  for (const [name, url, sessionCookie] of [
    ['dashboard', `${portal}/partner/dashboard`, cookie],
    ['sign-in', `${portal}/partner/signin`, null],
  ]) {
    await setBrowserCookies(sessionCookie);
    const audit = () =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Lighthouse's reset of the origin's storage and cache before each run leaves the
        // cookie jar as set above.
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
    let run = await audit();
    // Now and then Lighthouse fails to compute a metric (its audit carries an error and no
    // value): that run says nothing about the page, so it is made once more.
    const measured = (lhr) => ['largest-contentful-paint', 'cumulative-layout-shift'].every((id) => typeof lhr.audits[id]?.numericValue === 'number');
    if (!measured(run.lhr)) run = await audit();
    if (!measured(run.lhr)) throw new Error(`${name}: Lighthouse measured no LCP or CLS twice`);
    const lhr = run.lhr;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${name}: the page landed on ${landed}, not ${new URL(url).pathname}`);
    results.push({
      name,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      // The other metrics of the score, for the record.
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      siMs: Math.round(lhr.audits['speed-index'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
  await sandbox.stop();
}

let failed = 0;
let passed = 0;
for (const r of results) {
  const checks = [
    [`performance ≥ 95`, r.performance >= 95, r.performance],
    [`LCP ≤ 2500 ms`, r.lcpMs <= 2500, `${r.lcpMs} ms`],
    [`CLS ≤ 0.05`, r.cls <= 0.05, r.cls],
    [`accessibility = 100`, r.accessibility === 100, r.accessibility],
    [`best practices ≥ 95`, r.bestPractices >= 95, r.bestPractices],
  ];
  for (const [label, ok, value] of checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${r.name}: ${label}: ${value}`);
    if (ok) passed += 1;
    else failed += 1;
  }
  console.log(`      FCP ${r.fcpMs} ms, speed index ${r.siMs} ms, total blocking time ${r.tbtMs} ms`);
  if (r.failing.length) console.log(`      failing audits: ${r.failing.join(', ')}`);
}
console.log(`lighthouse: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
