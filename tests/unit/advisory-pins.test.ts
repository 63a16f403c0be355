import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Known advisories in what ships, each closed by the version the lock file installs: every copy
 * of an affected package, wherever it is nested, is at or above its fixed release (decision
 * 020 for sanitize-html, decision 030 for the framework).
 */
const FIXED: Record<string, string> = {
  // The framework's advisories on the 7.x line, each with its first patched 7.x release as the
  // maintainers' advisories give it, the last of them the bound: CVE-2025-31137 (7.4.1);
  // CVE-2025-43864 and CVE-2025-43865 (7.5.2); GHSA-2w69-qvjg-hvjx, XSS through open redirects
  // (7.12.0); GHSA-rxv8-25v2-qmq8, DoS through reflected input in single fetch (7.14.0);
  // GHSA-49rj-9fvp-4h2h, constructor calls through the turbo-stream v2 code React Router carries
  // inside itself (7.14.2: that copy is in every release, so only the release can bound it);
  // GHSA-8x6r-g9mw-2r78, DoS through path expansion in the manifest endpoint, GHSA-8646-j5j9-6r62
  // (CVE-2026-33245), GHSA-2j2x-hqr9-3h42 (CVE-2026-40181), GHSA-f22v-gfqf-p8f3,
  // GHSA-8v8x-cx79-35w7, GHSA-chx6-hx7r-mcp5 (DoS through route matching),
  // GHSA-wrjc-x8rr-h8h6 (CVE-2026-53669, an open redirect through a backslash in links),
  // GHSA-337j-9hxr-rhxg and GHSA-h8fp-f39c-q6mh (7.18.0 at the latest: npm's audit gives
  // 6.0.0 - 7.17.0 as their affected range); GHSA-qwww-vcr4-c8h2, RSC's CSRF check (7.18.2).
  'react-router': '7.18.2',
  // CVE-2026-34077: never fixed on the 2.x line, which Remix v2 pinned (2.4.1).
  'turbo-stream': '3.0.0',
};

/** Packages of a line that its maintainers have ended (Remix v2, decision 030): none may ship. */
const ENDED = ['@remix-run/node', '@remix-run/react', '@remix-run/server-runtime', '@remix-run/express', '@remix-run/router', 'react-router-dom'];

/**
 * Packages the lock file holds below their newest release, each with the reason. Everything else
 * that package.json names is at the newest release that runs on Node 20, the oldest runtime the
 * portal supports (`engines`); what it does not name is at the newest release that the packages
 * depending on it allow (`npm update`). `major` is the line held; `below`, where the newest release of that same line
 * is the one out of reach, is the first release not taken. Whoever moves one of these must
 * change or drop its line: the test below fails once the lock file installs another line.
 */
const HELD_BACK: Record<string, { major: number; below?: string; why: string }> = {
  '@types/node': { major: 20, why: 'describes the runtime the code must run on: Node 20; a later line types APIs Node 20 lacks' },
  'react-router': {
    major: 7,
    below: '7.18.5',
    why: '8 needs Node 22.22 and React 19.2.7 (React stays at 18, decision 030); the four framework packages are pinned to one release, 7.18.4, the newest that all four have (7.18.5 and 7.18.6 exist for some of them only). 7.18.5 bounds the route matching of deep addresses, which server/path-depth.ts bounds in front of 7.18.4',
  },
  '@react-router/node': { major: 7, below: '7.18.5', why: 'as react-router: 8 needs Node 22.22, and 7.18.5 exists for this package only' },
  '@react-router/express': { major: 7, why: 'as react-router: 8 needs Node 22.22' },
  '@react-router/dev': { major: 7, why: 'as react-router: 8 needs Node 22.22' },
  'remix-i18next': { major: 7, why: '8 needs Node 22.22 and react-router 8' },
  i18next: { major: 26, why: '27 needs Node 22; remix-i18next 7.5 takes i18next 24 to 26' },
  'react-i18next': { major: 17, why: '18 needs Node 22 and i18next 27' },
  undici: { major: 7, why: '8 needs Node 22.19' },
  graphql: { major: 16, why: '17 needs Node 22; graphql-request 7.4 takes graphql 14 to 16' },
  typescript: { major: 6, why: '7 is outside the peer range of the framework packages 7.18.4 (^5 or ^6) and of typescript-eslint 8.74 (below 6.1)' },
  eslint: { major: 9, why: '10 is outside the peer range of eslint-plugin-react 7.37.5 and eslint-plugin-jsx-a11y 6.10.2, their newest releases (up to 9)' },
  '@eslint/js': { major: 9, why: "10 is eslint 10's own rules (peer eslint ^10); eslint stays at 9" },
  vitest: { major: 4, why: '5 needs Node 22.12' },
  'eslint-plugin-regexp': {
    major: 3,
    below: '3.2.0',
    why: '3.2 and later take jsdoc-type-pratt-parser 9, which needs Node 22.22 (npm warned EBADENGINE on every install); 3.1.1 has the two rules the portal relies on (no-super-linear-backtracking, no-super-linear-move)',
  },
  lighthouse: { major: 12, why: '13 needs Node 22.19' },
  '@axe-core/playwright': { major: 4, below: '4.14.0', why: '4.14 needs Node 22.12' },
  'sanitize-html': {
    major: 2,
    below: '2.17.6',
    why: '2.17.6 and later need Node 22.12; the advisory they fix is not reachable with our settings (decision 020)',
  },
  '@opentelemetry/api': {
    major: 1,
    below: '1.10.0',
    why: '@opentelemetry/sdk-trace-node 2.12, the newest release, takes the API below 1.10 (decision 033)',
  },
  '@opentelemetry/exporter-trace-otlp-http': {
    major: 0,
    below: '0.300.0',
    why: '0.300 and later need Node 22.15; 0.223 is the newest that runs on Node 20 (decision 033)',
  },
  '@opentelemetry/resources': { major: 2, why: '3 needs Node 22.15 (decision 033)' },
  react: { major: 18, why: 'React stays at 18 (decision 030)' },
  'react-dom': { major: 18, why: 'React stays at 18 (decision 030)' },
  '@types/react': { major: 18, why: 'the types of React 18, which stays (decision 030)' },
  '@types/react-dom': { major: 18, why: 'the types of React 18, which stays (decision 030)' },
};

interface LockFile {
  packages: Record<string, { version?: string }>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as LockFile;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function compare(left: string, right: string): number {
  const a = left.split('-')[0].split('.').map(Number);
  const b = right.split('-')[0].split('.').map(Number);
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

function installed(name: string): { path: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => ({ path, version: entry.version ?? '0.0.0' }));
}

describe('advisory pins in the lock file', () => {
  it('compares versions part by part', () => {
    expect(compare('6.30.6', '6.30.6')).toBe(0);
    expect(compare('6.30.4', '6.30.6')).toBeLessThan(0);
    expect(compare('6.4.0', '6.30.6')).toBeLessThan(0);
    expect(compare('7.0.0', '6.30.6')).toBeGreaterThan(0);
  });

  for (const [name, fixed] of Object.entries(FIXED)) {
    it(`installs ${name} ${fixed} or later, everywhere`, () => {
      for (const copy of installed(name)) expect(compare(copy.version, fixed), `${copy.path} ${copy.version}`).toBeGreaterThanOrEqual(0);
    });
  }

  it('installs the framework itself', () => {
    expect(installed('react-router').length).toBeGreaterThan(0);
    expect(manifest.dependencies?.['react-router']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(ENDED)('installs nothing of the ended line: %s', (name) => {
    expect(installed(name).map((copy) => copy.path)).toEqual([]);
  });
});

describe('packages held below their newest release', () => {
  it.each(Object.entries(HELD_BACK))('%s is still on the line held back, so its reason still stands', (name, held) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    expect(version, `${name} is not in the lock file: drop its line`).toBeDefined();
    expect(Number(version!.split('.')[0]), `${name} ${version} has left line ${held.major}: change or drop its line`).toBe(held.major);
    if (held.below) expect(compare(version!, held.below), `${name} ${version} has reached ${held.below}: change or drop its line`).toBeLessThan(0);
    expect(held.why.length).toBeGreaterThan(0);
  });

  it('the four framework packages install one pinned release', () => {
    const names = ['react-router', '@react-router/node', '@react-router/express', '@react-router/dev'];
    const pins = names.map((name) => manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]);
    for (const pin of pins) expect(pin).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(pins).size).toBe(1);
    expect(new Set(names.map((name) => lock.packages[`node_modules/${name}`]?.version))).toEqual(new Set(pins));
  });
});
