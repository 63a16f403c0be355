// `npm run soak`: the bench's load (bench/mix.mjs, bench/load.mjs) at the mix's measured
// capacity for two minutes, against the production build, with random upstream faults. The
// sandbox answers every call in 50 ms, as in the bench, and SANDBOX_FAULT_RATE (1%) of its
// /api and /graphql calls answer 500 or drop the connection; SOAK_USERS partners (50), each
// with an account of their own, sign in through the sign-in form (CSRF token and cookies, as
// a browser without JavaScript); then
// views arrive at SOAK_RATE a second (by default the mix's capacity in the last
// bench/results/latest.json) for SOAK_SECONDS (120), each from a partner picked at random,
// documents and client navigations' data requests by the bench's shares. The portal's
// resident memory is sampled every SOAK_SAMPLE_MS (2000).
//
// Checks (exit 1 when one fails):
//   - no 5xx from the portal: an upstream failure is the spec's message inside a 200/4xx page;
//   - every partner signs in (retried while a fault fails the sign-in) and every request gets
//     an answer (no reset connection, no time-out of SOAK_TIMEOUT_MS, default 60000);
//   - no crash: the portal process is still running at the end;
//   - memory levels off: the median RSS of the last tenth of the run is at most 10% above the
//     median RSS around the half-way mark (45–55% of the run). Warm-up (JIT, caches, the
//     sanitiser's jsdom window) happens in the first half; a leak keeps growing in the second.
//
// Prints a report and writes bench/results/soak-latest.json. Builds first when build/ is
// missing (or with --build). Ports 5530 (portal) and 5630 (sandbox), loopback only.
import '../scripts/required-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createAccount, loadScreens, median, nodeArgsFor, nodeEnvFor, nodeFor, residentMb, sandboxPortfolios, signIn, waitFor } from './lib.mjs';
import { loadAgent, openLoop } from './load.mjs';
import { DOCUMENT_SHARE, morningMix, pickWeighted } from './mix.mjs';

const envNumber = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`soak: ${name} must be a non-negative number, got "${raw}"`);
    process.exit(2);
  }
  return value;
};

const SECONDS = envNumber('SOAK_SECONDS', 120);
/** The mix's capacity in the last bench run, when there is one. */
function benchCapacity() {
  try {
    return JSON.parse(readFileSync('bench/results/latest.json', 'utf8')).capacity?.mix?.rate;
  } catch {
    return undefined;
  }
}
const RATE = envNumber('SOAK_RATE', benchCapacity() ?? 0);
if (!(RATE > 0)) {
  console.error('soak: no rate: run `npm run bench` first (its mix capacity is the rate), or set SOAK_RATE');
  process.exit(2);
}
const USERS = Math.max(1, Math.round(envNumber('SOAK_USERS', 50)));
const FAULT_RATE = envNumber('SOAK_FAULT_RATE', 0.01);
const SAMPLE_MS = Math.max(250, envNumber('SOAK_SAMPLE_MS', 2000));
const TIMEOUT_MS = envNumber('SOAK_TIMEOUT_MS', 60_000);
const MEMORY_GROWTH_LIMIT = 0.1;
const SANDBOX_PORT = 5630;
const PORTAL_PORT = 5530;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;

const built = ['build/server.js', 'build/server/index.js', 'build/sandbox.js'].every((file) => existsSync(file));
if (!built || process.argv.includes('--build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const { SCREENS: ALL_SCREENS, screenAddress } = await loadScreens();

// ---------------------------------------------------------------------------------------
// Processes

let loadStarted = performance.now();
let stopping = false;
/** Set when the portal exits on its own: { code, signal, at (seconds into the load), stderr }. */
let crash = null;

/** Starts a built script with its stdout read line by line; `exit` settles when it ends. */
async function startLogged(script, env, readyUrl, onLine) {
  const child = spawn(nodeFor(script), nodeArgsFor(script), { env: nodeEnvFor(script, env), stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr = [];
  createInterface({ input: child.stdout }).on('line', onLine);
  createInterface({ input: child.stderr }).on('line', (line) => {
    stderr.push(line);
    if (stderr.length > 40) stderr.shift();
  });
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Never leave it behind, whatever ends the soak (a failed start, an exception).
  process.once('exit', () => child.kill('SIGTERM'));
  await Promise.race([
    waitFor(readyUrl),
    exit.then(({ code, signal }) => {
      throw new Error(`${script} exited (${code ?? signal}) before it was ready:\n${stderr.join('\n')}`);
    }),
  ]);
  return {
    pid: child.pid,
    exit,
    stderr,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}

// Upstream calls as the sandbox logs them (SANDBOX_LOG=1): "sandbox GET /api/... 500 1.2ms".
// A dropped connection is not logged; the sandbox drops as often as it answers 500.
const upstream = { calls: 0, status500: 0 };
const sandbox = await startLogged(
  'build/sandbox.js',
  { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: '127.0.0.1', SANDBOX_FAULT_RATE: String(FAULT_RATE), SANDBOX_LATENCY_MS: '50', SANDBOX_LOG: '1' },
  `${sandboxUrl}/__sandbox/health`,
  (line) => {
    const match = /^sandbox \S+ (\/api\/\S*|\/graphql) (\d{3}) /.exec(line);
    if (!match) return;
    upstream.calls += 1;
    if (match[2] === '500') upstream.status500 += 1;
  },
);

// Errors the portal logs (LOG_LEVEL=error): render errors, unhandled route errors or rejections.
const portalErrors = { count: 0, samples: [] };
const server = await startLogged(
  'build/server.js',
  {
    NODE_ENV: 'production',
    PORT: String(PORTAL_PORT),
    HOST: '127.0.0.1',
    API_URL: sandboxUrl,
    SESSION_SECRET: 'soak-test-secret-0123456789abcdef',
    LOG_LEVEL: 'error',
    SIGNIN_MAX_PER_ADDRESS: '1000000',
  },
  `${portal}/partner/healthz`,
  (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = { level: 50, msg: line };
    }
    if ((entry.level ?? 0) < 50) return;
    portalErrors.count += 1;
    if (portalErrors.samples.length < 10)
      portalErrors.samples.push({
        msg: entry.msg,
        path: entry.path,
        err: entry.err?.message ?? entry.err?.type,
        stack: entry.err?.stack?.split('\n').slice(0, 4).join(' | '),
      });
  },
);

server.exit.then(({ code, signal }) => {
  if (!stopping) crash = { code, signal, at: Math.round((performance.now() - loadStarted) / 1000), stderr: server.stderr.slice(-20) };
});

const stopAll = async () => {
  stopping = true;
  await server.stop();
  await sandbox.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------
// What the partners look at

const portfolios = await sandboxPortfolios(sandboxUrl);
const CATEGORIES = ['videos-tutorials', 'documents-guides', 'business-cases', 'sales-flyers', 'product-images', 'branding-assets'];
const QUERIES = ['drone', 'thermal', 'camera', 'inspection', 'sensor', 'battery', 'crawler', 'ultrasonic', 'report', 'gas'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** A random portfolio, product and asset category for the screens that name one. */
const randomParams = () => {
  const portfolio = pick(portfolios);
  return { id: portfolio.id, productId: pick(portfolio.products), category: pick(CATEGORIES) };
};

/** What a screen's address adds to its path: the search's query, mostly a known word; one in five a word never seen before (no hits, nothing cached). */
const QUERIES_OF = {
  searchresults: () => `?query=${encodeURIComponent(Math.random() < 0.2 ? `q${Math.random().toString(36).slice(2, 8)}` : pick(QUERIES))}`,
};

// A screen with a parameter the soak cannot fill stops it here, before any partner signs in.
try {
  morningMix(ALL_SCREENS, screenAddress, randomParams());
} catch (error) {
  await stopAll();
  throw error;
}

// ---------------------------------------------------------------------------------------
// Counting

const stats = new Map();
const totals = { requests: 0, statuses: {}, unexpected5xx: 0, noAnswer: 0, signOuts: 0, signInRetries: 0 };
const examples = { unexpected5xx: [], noAnswer: [] };

function screenStats(name) {
  if (!stats.has(name)) stats.set(name, { requests: 0, statuses: {}, ms: [] });
  return stats.get(name);
}

function record(name, status, ms, path) {
  const entry = screenStats(name);
  entry.requests += 1;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  entry.ms.push(ms);
  totals.requests += 1;
  totals.statuses[status] = (totals.statuses[status] ?? 0) + 1;
  if (status >= 500) {
    totals.unexpected5xx += 1;
    if (examples.unexpected5xx.length < 10) examples.unexpected5xx.push({ screen: name, path, status });
  }
}

function recordNoAnswer(name, error, ms, path) {
  const entry = screenStats(name);
  entry.requests += 1;
  entry.statuses.none = (entry.statuses.none ?? 0) + 1;
  entry.ms.push(ms);
  totals.requests += 1;
  totals.noAnswer += 1;
  totals.statuses.none = (totals.statuses.none ?? 0) + 1;
  if (examples.noAnswer.length < 10) examples.noAnswer.push({ screen: name, path, error: String(error?.cause?.code ?? error?.name ?? error) });
}

// ---------------------------------------------------------------------------------------
// One partner

/** Cookies of one partner; Set-Cookie of every answer (the session is renewed) updates them. */
class Jar {
  constructor(header = '') {
    this.cookies = new Map();
    for (const pair of header.split('; ').filter(Boolean)) {
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  update(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Signs in, retrying while an injected fault makes the sign-in fail (the form shows it). */
async function signedIn(account) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const header = await signIn(portal, account.email, account.password, {
        onResponse: (name, response, ms) => record(name, response.status, ms, '/partner/signin'),
      });
      return new Jar(header);
    } catch (error) {
      if (error?.name === 'TypeError' || error?.cause) recordNoAnswer('sign-in', error, 0, '/partner/signin');
      if (attempt >= 20 || crash) throw error;
      totals.signInRetries += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** One view of a partner: the answer counted, the cookies kept, a sign-out followed by a sign-in. */
async function visit({ partner, name, path }) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(`${portal}${path}`, { redirect: 'manual', headers: { cookie: partner.jar.header() }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
  } catch (error) {
    recordNoAnswer(name, error, performance.now() - started, path);
    return { status: 0, bytes: 0, error: 'no answer' };
  }
  record(name, response.status, performance.now() - started, path);
  partner.jar.update(response);
  const location = response.headers.get('location') ?? '';
  if (response.status >= 300 && response.status < 400 && location.includes('/signin') && !partner.signingIn) {
    totals.signOuts += 1;
    partner.signingIn = signedIn(partner.account)
      .then((jar) => (partner.jar = jar))
      .catch((error) => signInFailures.push(`${partner.account.email}: ${error.message}`))
      .finally(() => (partner.signingIn = null));
  }
  return { status: response.status, bytes: 0 };
}

// ---------------------------------------------------------------------------------------
// The run

console.log(`soak: ${USERS} partners, ${RATE} views a second, ${SECONDS} s, ${(FAULT_RATE * 100).toFixed(1)}% upstream faults, portal pid ${server.pid}`);
const accounts = [];
for (let i = 0; i < USERS; i += 1) accounts.push(await createAccount(sandboxUrl));

const memory = [];
const sample = async () => {
  if (!server.running()) return;
  try {
    memory.push({ s: Math.round((performance.now() - loadStarted) / 100) / 10, mb: await residentMb(server.pid) });
  } catch {
    // the process is gone; the crash check reports it
  }
};

const baselineMb = await residentMb(server.pid);
const signInFailures = [];
// Every partner signs in through the form (ten at a time), then the views arrive.
const partners = [];
for (let i = 0; i < accounts.length; i += 10) {
  const batch = accounts.slice(i, i + 10).map(async (account) => {
    try {
      return { account, jar: await signedIn(account), signingIn: null };
    } catch (error) {
      signInFailures.push(`${account.email}: ${error.message}`);
      return null;
    }
  });
  partners.push(...(await Promise.all(batch)).filter(Boolean));
}
loadStarted = performance.now();
const sampler = setInterval(sample, SAMPLE_MS);
await sample();
const agent = loadAgent();
if (partners.length > 0) {
  await openLoop({
    rate: RATE,
    seconds: SECONDS,
    dispatcher: agent,
    next: () => {
      const mix = morningMix(ALL_SCREENS, screenAddress, randomParams(), { searchresults: QUERIES_OF.searchresults() });
      const entry = pickWeighted(mix, Math.random);
      const document = Math.random() < DOCUMENT_SHARE;
      return { name: `${entry.name}${document ? '' : ' (data)'}`, path: document ? entry.path : entry.dataPath, partner: pick(partners) };
    },
    send: (job) => (crash ? Promise.resolve({ status: 0, bytes: 0, error: 'crashed' }) : visit(job)),
  });
}
await agent.close();
const elapsed = (performance.now() - loadStarted) / 1000;
await sample();
clearInterval(sampler);
const running = server.running();
await stopAll();

// ---------------------------------------------------------------------------------------
// Report

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

const span = memory.length ? memory.at(-1).s : 0;
/** RSS samples taken between two fractions of the run (the nearest one when none is). */
const between = (from, to) => {
  const inside = memory.filter((m) => m.s >= from * span && m.s <= to * span);
  if (inside.length || memory.length === 0) return inside.map((m) => m.mb);
  const target = ((from + to) / 2) * span;
  return [memory.reduce((best, m) => (Math.abs(m.s - target) < Math.abs(best.s - target) ? m : best)).mb];
};
const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);
const midMb = round1(median(between(0.45, 0.55)));
const endMb = round1(median(between(0.9, 1)));
const peakMb = memory.length ? Math.max(...memory.map((m) => m.mb)) : null;
// Least-squares slope of the second half, in MB per minute (for the record; the check is above).
const secondHalf = memory.filter((m) => m.s >= span / 2);
let slope = null;
if (secondHalf.length >= 2) {
  const mx = secondHalf.reduce((a, m) => a + m.s, 0) / secondHalf.length;
  const my = secondHalf.reduce((a, m) => a + m.mb, 0) / secondHalf.length;
  const sxy = secondHalf.reduce((a, m) => a + (m.s - mx) * (m.mb - my), 0);
  const sxx = secondHalf.reduce((a, m) => a + (m.s - mx) ** 2, 0);
  slope = sxx ? Math.round((sxy / sxx) * 60 * 10) / 10 : null;
}
const growth = midMb && endMb !== null ? (endMb - midMb) / midMb : null;
// A hint when the check fails: still growing in the last quarter, or a late warm-up step?
const quarterMb = round1(median(between(0.7, 0.8)));
const lastQuarterGrowth = quarterMb && endMb !== null ? (endMb - quarterMb) / quarterMb : null;

const screens = {};
for (const [name, entry] of stats) {
  screens[name] = {
    requests: entry.requests,
    statuses: entry.statuses,
    p50: percentile(entry.ms, 50),
    p95: percentile(entry.ms, 95),
    p99: percentile(entry.ms, 99),
  };
}

const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });
check('no unexpected 5xx from the portal', totals.unexpected5xx === 0, `${totals.unexpected5xx} of ${totals.requests}`);
check('an answer to every request', totals.noAnswer === 0, `${totals.noAnswer} without an answer`);
// Exit 0 is the portal's graceful shutdown: a SIGTERM/SIGINT that did not come from the soak.
const crashDetail = (c) =>
  c.code === 0 ? `shut down (exit 0, a SIGTERM/SIGINT from outside the soak) after ${c.at} s` : `exited (${c.code ?? c.signal}) after ${c.at} s`;
check('no crash (portal still running at the end)', running && crash === null, crash ? crashDetail(crash) : 'running');
check('every partner signed in', signInFailures.length === 0, `${USERS - signInFailures.length} of ${USERS}`);
check(
  `resident memory levels off (last tenth ≤ ${MEMORY_GROWTH_LIMIT * 100}% above the half-way mark)`,
  growth !== null && memory.length >= 6 && growth <= MEMORY_GROWTH_LIMIT,
  growth === null ? `${memory.length} samples, too few` : `${midMb} → ${endMb} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
);

const report = {
  date: new Date().toISOString(),
  settings: {
    seconds: SECONDS,
    rate: RATE,
    users: USERS,
    faultRate: FAULT_RATE,
    sampleMs: SAMPLE_MS,
    timeoutMs: TIMEOUT_MS,
    memoryGrowthLimit: MEMORY_GROWTH_LIMIT,
  },
  elapsedSeconds: Math.round(elapsed * 10) / 10,
  requests: totals.requests,
  requestsPerSecond: Math.round((totals.requests / elapsed) * 10) / 10,
  statuses: totals.statuses,
  unexpected5xx: totals.unexpected5xx,
  noAnswer: totals.noAnswer,
  crashes: crash ? 1 : 0,
  crash,
  signOuts: totals.signOuts,
  signInRetries: totals.signInRetries,
  signInFailures,
  upstream: {
    calls: upstream.calls,
    answered500: upstream.status500,
    note: 'calls the sandbox logged; dropped connections (about as many as the 500s) are not logged',
  },
  portalErrorLogs: portalErrors,
  memory: {
    baselineMb,
    midMb,
    endMb,
    peakMb,
    growthPercent: growth === null ? null : Math.round(growth * 1000) / 10,
    lastQuarterGrowthPercent: lastQuarterGrowth === null ? null : Math.round(lastQuarterGrowth * 1000) / 10,
    secondHalfSlopeMbPerMin: slope,
    samples: memory,
  },
  screens,
  examples,
  checks,
};

console.log(`\n${totals.requests} requests in ${report.elapsedSeconds} s (${report.requestsPerSecond}/s), statuses ${JSON.stringify(totals.statuses)}`);
console.log(`upstream: ${upstream.calls} calls logged, ${upstream.status500} answered 500 (plus about as many dropped)`);
console.log(`partners signed out by the portal: ${totals.signOuts}; sign-ins retried after a fault: ${totals.signInRetries}`);
console.log(`portal error log lines: ${portalErrors.count}`);
for (const entry of portalErrors.samples.slice(0, 5)) console.log(`  ${entry.msg}${entry.path ? ` ${entry.path}` : ''}${entry.err ? `: ${entry.err}` : ''}`);
console.log(
  `memory (RSS): ${baselineMb} MB idle, ${midMb} MB half-way, ${quarterMb} MB at three quarters, ${endMb} MB at the end, ${peakMb} MB peak; second-half slope ${slope} MB/min`,
);
console.log('\nscreen'.padEnd(17), 'requests'.padStart(8), 'p50'.padStart(6), 'p95'.padStart(6), 'p99'.padStart(6), '  statuses');
for (const [name, figures] of Object.entries(screens)) {
  console.log(
    name.padEnd(16),
    String(figures.requests).padStart(8),
    String(figures.p50).padStart(6),
    String(figures.p95).padStart(6),
    String(figures.p99).padStart(6),
    ' ',
    JSON.stringify(figures.statuses),
  );
}
for (const example of examples.unexpected5xx) console.log(`5xx: ${example.status} ${example.path}`);
for (const example of examples.noAnswer) console.log(`no answer: ${example.path} (${example.error})`);
if (crash) console.log(`crash: ${crashDetail(crash)}\n${crash.stderr.join('\n')}`);
console.log('\nchecks');
for (const entry of checks) console.log(`${entry.ok ? 'PASS' : 'FAIL'}  ${entry.name}: ${entry.detail}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/soak-latest.json', `${JSON.stringify(report, null, 2)}\n`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`\nsoak: ${checks.length - failed} passed, ${failed} failed (bench/results/soak-latest.json)`);
process.exit(failed ? 1 : 0);
