// `npm run bench:lighthouse`: Lighthouse (mobile, Slow 4G, 4x CPU throttling: its
// defaults) in Debian's Chromium on the sign-in page and the signed-in dashboard, as
// partners reach them: through nginx with the example configuration deploy/nginx.conf
// (HTTPS, HTTP/2, compression), rendered by tests/proxy/nginx.mjs with a throw-away
// certificate, as the proxy end-to-end tests do (decision 025). The same pages straight
// from the portal's own HTTP/1.1 server are measured too and printed for the record. Both
// pages through nginx once more on a slow 3G link (Lighthouse's simulated `mobileRegular3G`:
// 300 ms round trip, 700 Kbps, 4x CPU throttling): first paint (budget 1.5 s), largest paint,
// time to interactive, the JavaScript's bytes and what is render-blocking; and once more with
// every script blocked, for what the JavaScript's bytes cost the first paint on that link
// (the page works without them). Then a client
// navigation from the dashboard to the leads through nginx: its requests and bytes,
// and one data request at most. Prints the figures and fails when a budget is missed.
import '../scripts/required-node.mjs';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's throttling presets, from its constants module (the package has no export map).
import { throttling } from 'lighthouse/core/config/constants.js';
import { Agent, fetch as undiciFetch } from 'undici';
import { createAccount, signIn, startNode } from './lib.mjs';

const SANDBOX_PORT = 5620;
const PORTAL_PORT = 5520;
const PROXY_HTTPS_PORT = 5523;
const PROXY_HTTP_PORT = 5524;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const proxy = `https://127.0.0.1:${PROXY_HTTPS_PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Requests to the proxy, whose certificate was made for this run and is trusted by no one. */
const throwAwayCertificate = new Agent({ connect: { rejectUnauthorized: false } });
const proxyFetch = (url, init) => undiciFetch(url, { ...init, dispatcher: throwAwayCertificate });

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
    // As deployed beside nginx (deploy/partner-portal.service): the proxy on this host is trusted.
    TRUST_PROXY: 'loopback',
  },
  `${portal}/partner/healthz`,
);
const nginx = await startNode(
  'tests/proxy/nginx.mjs',
  { PROXY_HTTPS_PORT: String(PROXY_HTTPS_PORT), PROXY_HTTP_PORT: String(PROXY_HTTP_PORT), PORTAL_UPSTREAMS: `127.0.0.1:${PORTAL_PORT}` },
  `${proxy}/partner/healthz`,
  proxyFetch,
);

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
    // The proxy's certificate is made for this run.
    '--ignore-certificate-errors',
  ],
});

/**
 * Sets the browser's own cookie jar (through Playwright's CDP connection) to the session's
 * cookies for `origin`, or empties it. A session sent as a fixed `Cookie` header instead
 * would be replaced by the jar's cookies as soon as the page sets one of its own (the time
 * zone), and every later request (the lazy images) would be signed out.
 */
async function setBrowserCookies(sessionCookie, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    const cookies = (sessionCookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const index = pair.indexOf('=');
        return { name: pair.slice(0, index), value: pair.slice(index + 1), url: origin };
      });
    if (cookies.length) await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/**
 * A step of the run that has not settled after `minutes` fails the run with its name: a
 * Chromium that stops answering (seen once, on a machine whose Chromium had just been
 * installed) would otherwise hold the run forever. A page's measure takes seconds.
 */
const STEP_MINUTES = 5;
function inTime(step, promise, minutes = STEP_MINUTES) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: no answer within ${minutes} minutes`)), minutes * 60_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The slowest link measured: Lighthouse's 3G preset, simulated like its default Slow 4G. */
const SLOW_3G = throttling.mobileRegular3G;

/**
 * Lighthouse's figures for one page, its session (or none) set in the browser first;
 * `settings` override Lighthouse's (the throttling of the slow link).
 */
async function measure(name, origin, path, sessionCookie, settings = {}) {
  const url = `${origin}${path}`;
  await setBrowserCookies(sessionCookie, origin);
  const audit = () =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Lighthouse's reset of the origin's storage and cache before each run leaves the
      // cookie jar as set above.
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...settings,
    });
  let run = await audit();
  // Now and then Lighthouse fails to compute a metric (its audit carries an error and no
  // value): that run says nothing about the page, so it is made once more.
  const needed = ['largest-contentful-paint', 'cumulative-layout-shift'];
  const measured = (lhr) => needed.every((id) => typeof lhr.audits[id]?.numericValue === 'number');
  if (!measured(run.lhr)) run = await audit();
  if (!measured(run.lhr)) {
    const reasons = needed.map((id) => `${id}: ${run.lhr.audits[id]?.errorMessage ?? 'measured'}`).join('; ');
    throw new Error(`${name}: Lighthouse measured no LCP or CLS twice (${reasons})`);
  }
  const lhr = run.lhr;
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== path) throw new Error(`${name}: the page landed on ${landed}, not ${path}`);
  return {
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
    // When the page's scripts have run and the main thread is quiet (time to interactive).
    ttiMs: Math.round(lhr.audits.interactive.numericValue),
    // The JavaScript as it travels (compressed bodies and headers).
    jsKb: +((lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024).toFixed(1),
    // What the first paint waits on, as Chrome marks the requests (Lighthouse's render-blocking
    // insight), and what its render-blocking-resources audit finds holding it back by 50 ms or more.
    renderBlocking: (lhr.audits['render-blocking-insight'].details?.items ?? []).map((item) => new URL(item.url).pathname),
    renderBlockingAudit: (lhr.audits['render-blocking-resources'].details?.items ?? []).map(
      (item) => `${new URL(item.url).pathname} (${Math.round(item.wastedMs)} ms)`,
    ),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * What a client navigation from the dashboard to the leads costs through the proxy: every
 * request it makes (data, the screen's code and styles) and their bytes as they travel
 * (headers and compressed bodies). The click is the link's own, without the pointer resting on
 * it first, so no request is made ahead of it.
 */
async function clientNavigation(origin, sessionCookie) {
  await setBrowserCookies(sessionCookie, origin);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/partner/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Every request the navigation makes, counted once its body has arrived whole (a data
    // answer streams: on a busy machine the network can look idle before its last bytes).
    const requests = [];
    page.on('request', (request) => requests.push(request));
    await page.locator('.sidebar a[href="/partner/leads"]').evaluate((link) => link.click());
    await page.waitForURL(`${origin}/partner/leads`);
    await page.getByRole('table').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(requests.map(async (request) => (await request.response())?.finished()));
    const sizes = await Promise.all(requests.map(async (request) => ({ url: new URL(request.url()), sizes: await request.sizes() })));
    await page.close();
    const isData = ({ url }) => url.pathname.endsWith('.data') || url.searchParams.has('_data');
    return {
      requests: sizes.length,
      dataRequests: sizes.filter(isData).length,
      kb: +(sizes.reduce((sum, { sizes: s }) => sum + s.responseHeadersSize + s.responseBodySize, 0) / 1024).toFixed(1),
      dataKb: +(sizes.filter(isData).reduce((sum, { sizes: s }) => sum + s.responseHeadersSize + s.responseBodySize, 0) / 1024).toFixed(1),
      addresses: sizes.map(({ url }) => `${url.pathname}${url.search}`),
    };
  } finally {
    await browser.close();
  }
}

const deployed = [];
const direct = [];
const slowLink = [];
let navigation;
try {
  const account = await createAccount(`http://127.0.0.1:${SANDBOX_PORT}`);
  // Signed in where each page is measured: behind the proxy the session cookie is `Secure`.
  const proxyCookie = await signIn(proxy, account.email, account.password, { fetch: proxyFetch });
  const directCookie = await signIn(portal, account.email, account.password);
  deployed.push(await inTime('the dashboard through nginx', measure('dashboard', proxy, '/partner/dashboard', proxyCookie)));
  deployed.push(await inTime('the sign-in through nginx', measure('sign-in', proxy, '/partner/signin', null)));
  direct.push(await inTime('the dashboard from the portal', measure('dashboard', portal, '/partner/dashboard', directCookie)));
  direct.push(await inTime('the sign-in from the portal', measure('sign-in', portal, '/partner/signin', null)));
  const slow = { throttling: SLOW_3G };
  const noScripts = { ...slow, blockedUrlPatterns: ['*.js'] };
  for (const [name, path, cookie] of [
    ['dashboard', '/partner/dashboard', proxyCookie],
    ['sign-in', '/partner/signin', null],
  ]) {
    const withScripts = await inTime(`the ${name} on slow 3G`, measure(name, proxy, path, cookie, slow));
    const without = await inTime(`the ${name} on slow 3G, scripts blocked`, measure(name, proxy, path, cookie, noScripts));
    slowLink.push({ ...withScripts, fcpWithoutScriptsMs: without.fcpMs });
  }
  navigation = await inTime('the client navigation', clientNavigation(proxy, proxyCookie));
} finally {
  await chrome.kill();
  await nginx.stop();
  await server.stop();
  await sandbox.stop();
}

const metrics = (r) => `FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, speed index ${r.siMs} ms, total blocking time ${r.tbtMs} ms, CLS ${r.cls}`;
let failed = 0;
let passed = 0;
function check(label, ok, value) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);
  if (ok) passed += 1;
  else failed += 1;
}
console.log('through nginx (HTTPS, HTTP/2), as deployed:');
for (const r of deployed) {
  const checks = [
    [`performance ≥ 95`, r.performance >= 95, r.performance],
    [`LCP ≤ 2500 ms`, r.lcpMs <= 2500, `${r.lcpMs} ms`],
    [`CLS ≤ 0.05`, r.cls <= 0.05, r.cls],
    [`accessibility = 100`, r.accessibility === 100, r.accessibility],
    [`best practices ≥ 95`, r.bestPractices >= 95, r.bestPractices],
  ];
  for (const [label, ok, value] of checks) check(`${r.name}: ${label}`, ok, value);
  console.log(`      ${metrics(r)}`);
  if (r.failing.length) console.log(`      failing audits: ${r.failing.join(', ')}`);
}
console.log('\nstraight from the portal (HTTP/1.1), for the record:');
for (const r of direct) {
  console.log(`      ${r.name}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}; ${metrics(r)}`);
}
console.log(`\nthrough nginx on slow 3G (${SLOW_3G.rttMs} ms round trip, ${SLOW_3G.throughputKbps} Kbps, CPU ${SLOW_3G.cpuSlowdownMultiplier}x slower):`);
for (const r of slowLink) {
  check(`${r.name}: FCP ≤ 1500 ms`, r.fcpMs <= 1500, `${r.fcpMs} ms`);
  console.log(`      performance ${r.performance}; FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, time to interactive ${r.ttiMs} ms, JavaScript ${r.jsKb} KB`);
  console.log(`      FCP with every script blocked: ${r.fcpWithoutScriptsMs} ms`);
  console.log(
    `      render-blocking: ${r.renderBlocking.join(', ') || 'nothing'}; holding the first paint back: ${r.renderBlockingAudit.join(', ') || 'nothing'}`,
  );
}
console.log('\na client navigation from the dashboard to the leads, through nginx:');
{
  check('one data request', navigation.dataRequests === 1, navigation.dataRequests);
  console.log(`      ${navigation.requests} requests, ${navigation.kb} KB (data ${navigation.dataKb} KB): ${navigation.addresses.join(', ')}`);
}
console.log(`\nlighthouse: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
