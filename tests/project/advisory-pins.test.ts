import { readFileSync } from 'node:fs';
import knownAdvisories from './known-advisories.json';
import { describe, expect, it } from 'vitest';

/**
 * Known advisories of what ships, by hand, since `npm audit` cannot reach its endpoint from
 * every machine (`npm run audit` runs it where it answers): `known-advisories.json` names every
 * package of the production tree (`npm ci --omit=dev`, the lock file's entries not marked dev),
 * each with its known advisories and their affected ranges. A package that joins the tree fails
 * the test until its advisories are looked up and listed; a copy inside an affected range fails
 * it too (decision 020 for sanitize-html, 030 and 037 for the framework).
 */
interface Advisory {
  id: string;
  also: string;
  introduced: string;
  fixed: string;
  what: string;
}
const known = knownAdvisories as { reviewed: string; packages: Record<string, Advisory[]> };

/** Packages of a line that its maintainers have ended (Remix v2, decision 030): none may ship. */
const ENDED = ['@remix-run/node', '@remix-run/react', '@remix-run/server-runtime', '@remix-run/express', '@remix-run/router', 'react-router-dom'];

/**
 * Packages the lock file holds below their newest release, each with the reason. Everything else
 * that package.json names is at the newest release that runs on Node 22.22, the oldest runtime
 * the portal supports (`engines`, decision 037); what it does not name is at the newest release
 * that the packages depending on it allow (`npm update`). `major` is the line held; `below`,
 * where the newest release of that same line is the one out of reach, is the first release not
 * taken. Whoever moves one of these must change or drop its line: the test below fails once
 * the lock file installs another line.
 */
const HELD_BACK: Record<string, { major: number; below?: string; why: string }> = {
  // What ships.
  'react-router': {
    major: 8,
    below: '8.5.0',
    why: 'the four framework packages are pinned to one release, 8.4.0, the newest that all four have: @react-router/express and @react-router/dev have no 8.5, and @react-router/express takes react-router 8.4.0 exactly (decision 037)',
  },
  '@react-router/node': { major: 8, below: '8.5.0', why: 'as react-router: one release for the four framework packages, and 8.5 exists for some of them only' },
  i18next: { major: 26, why: 'remix-i18next 8.0, its newest release, takes i18next 24 to 26 (27 is outside its peer range)' },
  graphql: { major: 16, why: 'graphql-request 7.4, its newest release, takes graphql 14 to 16' },
  '@opentelemetry/api': {
    major: 1,
    below: '1.10.0',
    why: '@opentelemetry/sdk-trace-node 2.12.1, the newest release of the Node SDK, takes the API below 1.10 (decision 033)',
  },
  '@opentelemetry/exporter-trace-otlp-http': {
    major: 0,
    below: '0.300.0',
    why: "0.300 and later belong to OpenTelemetry's 3.x SDK, which has no sdk-trace-node: the Node set-up of app/lib/tracing.server.ts (context manager, propagator, provider) would be written anew; 0.223 is the newest of the 2.x SDK the portal uses (decision 033)",
  },
  '@opentelemetry/resources': { major: 2, why: "3 belongs to OpenTelemetry's 3.x SDK; sdk-trace-node 2.12.1 takes resources 2 (decision 033)" },
  // Tools that do not ship.
  '@types/node': { major: 24, why: 'describes Node 24, the line production runs; a later line types APIs Node 24 lacks' },
  typescript: { major: 6, why: '7 is outside the peer range of typescript-eslint 8, its newest line (below 6.1)' },
  eslint: { major: 9, why: '10 is outside the peer range of eslint-plugin-react 7.37.5 and eslint-plugin-jsx-a11y 6.10.2, their newest releases (up to 9)' },
  '@eslint/js': { major: 9, why: "10 is eslint 10's own rules (peer eslint ^10); eslint stays at 9" },
  vitest: { major: 4, why: 'a new major of the test runner, with its own changes to the configuration: moved on its own, not with the line change' },
  lighthouse: { major: 12, why: 'a new major of the bench tool, whose scores would change with it: moved on its own, with its figures measured again' },
  'puppeteer-core': { major: 24, why: 'the line lighthouse 12 drives; moves with lighthouse' },
};

interface LockFile {
  packages: Record<string, { version?: string; dev?: boolean }>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as LockFile;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** Two versions in semver's order: by their numbers, and a pre-release (`5.0.0-beta.3`) before its release. */
function compare(left: string, right: string): number {
  const [leftCore, leftPre] = splitVersion(left);
  const [rightCore, rightPre] = splitVersion(right);
  for (let index = 0; index < 3; index += 1) if (leftCore[index] !== rightCore[index]) return leftCore[index] - rightCore[index];
  if (leftPre === rightPre) return 0;
  if (leftPre === '') return 1;
  if (rightPre === '') return -1;
  return leftPre.localeCompare(rightPre, 'en', { numeric: true });
}

function splitVersion(version: string): [number[], string] {
  const dash = version.indexOf('-');
  const core = dash < 0 ? version : version.slice(0, dash);
  return [core.split('.').map(Number), dash < 0 ? '' : version.slice(dash + 1)];
}

function installed(name: string): { path: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => ({ path, version: entry.version ?? '0.0.0' }));
}

/** Every copy of every package `npm ci --omit=dev` installs, by name. */
function productionTree(): Map<string, { path: string; version: string }[]> {
  const tree = new Map<string, { path: string; version: string }[]>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    tree.set(name, [...(tree.get(name) ?? []), { path, version: entry.version ?? '0.0.0' }]);
  }
  return tree;
}

const affects = (advisory: Advisory, version: string) => compare(version, advisory.introduced) >= 0 && compare(version, advisory.fixed) < 0;

describe('known advisories of what ships', () => {
  const tree = productionTree();

  it('the list names every package of the production tree, and only those', () => {
    expect([...tree.keys()].filter((name) => !(name in known.packages)).sort(), 'ships, but its advisories were never looked up').toEqual([]);
    expect(
      Object.keys(known.packages).filter((name) => !tree.has(name)),
      'listed, but no longer ships',
    ).toEqual([]);
  });

  it('reads an affected range as [introduced, fixed)', () => {
    const advisory = { id: 'X', also: '', introduced: '7.0.0', fixed: '7.5.2', what: '' };
    expect([affects(advisory, '6.30.1'), affects(advisory, '7.0.0'), affects(advisory, '7.5.1'), affects(advisory, '7.5.2')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('installs no copy of a package inside the affected range of one of its advisories', () => {
    const hits: string[] = [];
    for (const [name, copies] of tree) {
      for (const copy of copies) {
        for (const advisory of known.packages[name] ?? [])
          if (affects(advisory, copy.version)) hits.push(`${copy.path} ${copy.version}: ${advisory.id} (fixed in ${advisory.fixed})`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('each advisory names its id and a range', () => {
    for (const [name, advisories] of Object.entries(known.packages)) {
      for (const advisory of advisories) {
        // A release its maintainers' account published with malware, or an advisory older than GitHub's ids: said in `what`.
        expect(advisory.id, name).toMatch(/^(GHSA-[\da-z]{4}-[\da-z]{4}-[\da-z]{4}|CVE-\d{4}-\d{4,}|compromised release|unnamed)$/);
        expect(advisory.what, `${name} ${advisory.id}`).not.toBe('');
        expect(compare(advisory.introduced, advisory.fixed), `${name} ${advisory.id}`).toBeLessThan(0);
      }
    }
  });
});

describe('advisory pins in the lock file', () => {
  it('compares versions part by part', () => {
    expect(compare('6.30.6', '6.30.6')).toBe(0);
    expect(compare('6.30.4', '6.30.6')).toBeLessThan(0);
    expect(compare('6.4.0', '6.30.6')).toBeLessThan(0);
    expect(compare('7.0.0', '6.30.6')).toBeGreaterThan(0);
    expect(compare('5.0.0-beta.3', '5.0.0')).toBeLessThan(0);
    expect(compare('5.0.0-beta.10', '5.0.0-beta.3')).toBeGreaterThan(0);
    expect(compare('5.0.0-alpha.1', '5.0.0-beta.1')).toBeLessThan(0);
  });

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
