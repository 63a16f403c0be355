// `npm run bench`: builds the portal in production mode, starts the sandbox with a fixed
// latency per upstream call (0 ms and 50 ms runs), signs in, drives every sampled page for
// a moment to warm the process, and then measures each with autocannon at 1 and 20
// connections. The budgets are what partners feel: at 50 ms
// per upstream call, a page's median at one connection is at most one upstream round plus
// 10 ms, and its 95th percentile at 20 connections at most two rounds plus 30 ms; bytes
// and memory as before. The portal serves its metrics (METRICS_PORT), as admins run it. Throughput (requests a second) is printed beside a trivial page of
// the same server for the record, not budgeted. The portal runs on the Node line production
// runs (BENCH_NODE picks another: `22`, or `current` for the Node running the bench).
// Prints the figures, checks the budgets, writes bench/results/latest.json and exits
// non-zero when a budget fails.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { checkBundleBudgets } from './bundle-budgets.mjs';
import { versionOf } from '../scripts/node-lines.mjs';
import { createAccount, loadScreens, median, portalNode, residentMb, signIn, startNode } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** How long each page is driven before any page is measured. */
const WARM_SECONDS = 3;
const SANDBOX_PORT = 5610;
const PORTAL_PORT = 5510;
const METRICS_PORT = 5710;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const { SCREENS, screenAddress } = await loadScreens();

/**
 * The pages measured: a fixed sample of the screens (app/screens.ts), named as the README's
 * table names them, so that one run compares with the last. Each names its screen by path;
 * its address comes from the list, with a portfolio and product of the sandbox filled in, and
 * a public screen is measured signed out. The floor is a trivial public page.
 */
const SAMPLE = [
  { name: 'floor (public page)', screen: 'navigation', floor: true },
  { name: 'sign-in', screen: 'signin' },
  { name: 'dashboard', screen: 'dashboard' },
  { name: 'portfolio detail', screen: 'playbook/:id' },
  { name: 'product detail', screen: 'playbook/:id/:productId' },
  { name: 'leads', screen: 'leads' },
  { name: 'asset category', screen: 'assets/:category' },
  { name: 'news', screen: 'newsannouncements' },
  { name: 'search results', screen: 'searchresults', query: '?query=drone' },
];
const PAGES = SAMPLE.map((page) => {
  const screen = SCREENS.find((candidate) => candidate.path === page.screen);
  if (!screen) throw new Error(`bench: no screen ${page.screen} in app/screens.ts`);
  return { ...page, auth: !screen.public, address: (params) => `/partner${screenAddress(screen, params)}${page.query ?? ''}` };
});

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function measure(url, connections, cookie, seconds = SECONDS) {
  // Every answer's time is kept: autocannon's summary has no 95th percentile.
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: ms(percentile(times, 0.5)),
    p95: ms(percentile(times, 0.95)),
    p99: ms(percentile(times, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function catalogueIds(sandboxUrl, cookie) {
  const login = await fetch(`${sandboxUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@partner.example', password: 'Demo-Partner-2026' }),
  });
  const { token } = await login.json();
  const categories = await fetch(`${sandboxUrl}/api/partner/categories?locale=en`, { headers: { authorization: `Bearer ${token}` } });
  const list = (await categories.json()).body.categories;
  const portfolio = list.find((c) => (c.products ?? []).length > 0);
  void cookie;
  return { portfolio: portfolio.id, product: portfolio.products[0].id };
}

const floorPath = PAGES.find((page) => page.floor).address({});
/** The latency of one upstream call in the run that the latency budgets read. */
const ROUND_MS = 50;

const report = { date: new Date().toISOString(), node: versionOf(portalNode()), seconds: SECONDS, runs: {}, budgets: [], memory: {} };
console.log(`the portal runs on Node ${report.node}`);

for (const latency of [0, ROUND_MS]) {
  const sandbox = await startNode(
    'build/sandbox.js',
    { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_LATENCY_MS: String(latency) },
    `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
  );
  const server = await startNode(
    'build/server.js',
    {
      NODE_ENV: 'production',
      PORT: String(PORTAL_PORT),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      SESSION_SECRET: 'benchmark-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
      SIGNIN_MAX_PER_ADDRESS: '100000',
      // Measured as admins run it, with the metrics served (scraped by no one: a scrape's cost
      // is the scraper's interval's, not a page view's).
      METRICS_PORT: String(METRICS_PORT),
    },
    `${portal}/partner/healthz`,
  );
  const scrape = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
  if (!scrape.ok) throw new Error(`the metrics port answered ${scrape.status}`);
  await scrape.text();
  const account = await createAccount(`http://127.0.0.1:${SANDBOX_PORT}`);
  const cookie = await signIn(portal, account.email, account.password);
  const ids = await catalogueIds(`http://127.0.0.1:${SANDBOX_PORT}`, cookie);
  if (latency === 0) report.dashboardHtml = await (await fetch(`${portal}/partner/dashboard`, { headers: { cookie } })).text();
  const run = {};
  // Resident size every second while the pages are driven: GC timing moves a single reading
  // by a tenth either way, so growth is read from medians, as the soak test does.
  const memory = [];
  const started = performance.now();
  const sampleMemory = async () => memory.push({ s: (performance.now() - started) / 1000, mb: await residentMb(server.pid) });
  const sampler = setInterval(() => void sampleMemory().catch(() => undefined), 1000);
  const pathOf = (page) => page.address({ id: ids.portfolio, productId: ids.product, category: 'documents-guides' });
  // A public screen is measured signed out.
  const cookieOf = (page) => (page.auth === false ? undefined : cookie);
  // A fresh process is slower on the code every signed-in page shares (the shell, the
  // session, React's renderer) until it has served a few hundred pages, and the first page
  // measured paid for the others (bench/results/history.md, 2026-11-28, 11:02): each sampled
  // page is driven for a moment before any is measured, so every page is read in the state
  // of a portal that has been running.
  for (const page of PAGES) await measure(`${portal}${pathOf(page)}`, 20, cookieOf(page), WARM_SECONDS);
  for (const page of PAGES) {
    const path = pathOf(page);
    const url = `${portal}${path}`;
    await measure(url, 1, cookieOf(page)); // warm-up at one connection
    run[page.name] = {
      path,
      c1: await measure(url, 1, cookieOf(page)),
      // The machine's speed drifts over minutes: the floor is measured again right before each
      // page at 20 connections, and the page is read against that neighbouring figure.
      floorC20: page.floor ? undefined : await measure(`${portal}${floorPath}`, 20),
      c20: await measure(url, 20, cookieOf(page)),
    };
  }
  clearInterval(sampler);
  await sampleMemory();
  report.runs[`${latency}ms`] = run;
  report.memory[`${latency}ms`] = memory;
  await server.stop();
  await sandbox.stop();
}

// Budgets.
const zero = report.runs['0ms'];
const fifty = report.runs[`${ROUND_MS}ms`];
const check = (name, ok, detail) => report.budgets.push({ name, ok, detail });
for (const page of PAGES.filter((p) => !p.floor)) {
  const one = fifty[page.name].c1.p50;
  check(`${page.name}: p50 at 1 connection ≤ one upstream round + 10 ms (${ROUND_MS + 10} ms)`, one <= ROUND_MS + 10, `${one} ms`);
  const twenty = fifty[page.name].c20.p95;
  check(`${page.name}: p95 at 20 connections ≤ two upstream rounds + 30 ms (${2 * ROUND_MS + 30} ms)`, twenty <= 2 * ROUND_MS + 30, `${twenty} ms`);
  const failures = zero[page.name].c20.non2xx + zero[page.name].c20.errors + fifty[page.name].c20.non2xx + fifty[page.name].c20.errors;
  check(`${page.name}: every answer 2xx`, failures === 0, `${failures} failed`);
}
for (const [run, samples] of Object.entries(report.memory)) {
  const span = samples.at(-1).s;
  const between = (from, to) =>
    Math.round(median(samples.filter((sample) => sample.s >= from * span && sample.s <= to * span).map((sample) => sample.mb)) * 10) / 10;
  const last = samples.at(-1).mb;
  const middle = between(0.45, 0.55);
  const end = between(0.9, 1);
  check(`memory after the ${run} run ≤ 250 MB`, last <= 250, `${last} MB`);
  check(
    `memory does not grow over the last half of the ${run} run (median of the last tenth ≤ 1.1 × median at the half-way mark)`,
    end <= middle * 1.1,
    `${middle} → ${end} MB`,
  );
}
report.bundles = await checkBundleBudgets(check, report.dashboardHtml);
delete report.dashboardHtml;

// Print.
for (const [run, pages] of Object.entries(report.runs)) {
  console.log(`\nupstream latency ${run}, the portal on Node ${report.node}`);
  console.log(
    'page'.padEnd(22),
    'conn',
    'req/s'.padStart(8),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'p99'.padStart(6),
    ' vs floor (at 20: the floor measured just before)',
  );
  for (const [name, figures] of Object.entries(pages)) {
    for (const c of ['c1', 'c20']) {
      const f = figures[c];
      const beside = c === 'c20' && figures.floorC20 ? figures.floorC20 : pages['floor (public page)'][c];
      const ratio = (f.rps / beside.rps).toFixed(2);
      console.log(
        name.padEnd(22),
        c.slice(1).padStart(4),
        String(f.rps).padStart(8),
        String(f.p50).padStart(6),
        String(f.p95).padStart(6),
        String(f.p99).padStart(6),
        `  ${ratio}`,
      );
    }
  }
}
console.log('\nbudgets');
for (const budget of report.budgets) console.log(`${budget.ok ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.detail}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
const failed = report.budgets.filter((b) => !b.ok).length;
console.log(`\nbench: ${report.budgets.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
