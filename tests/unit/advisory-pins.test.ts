import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Known advisories in what ships, each closed by the version the lock file installs: every copy
 * of an affected package, wherever it is nested, is at or above its fixed release (decision
 * 020 for sanitize-html, decision 030 for the framework).
 */
const FIXED: Record<string, string> = {
  // CVE-2025-31137 (fixed in 7.4.1), CVE-2025-43864 and CVE-2025-43865 (fixed in 7.5.2).
  'react-router': '7.5.2',
  // CVE-2026-34077: never fixed on the 2.x line, which Remix v2 pinned (2.4.1).
  'turbo-stream': '3.0.0',
};

/** Packages of a line that its maintainers have ended (Remix v2, decision 030): none may ship. */
const ENDED = ['@remix-run/node', '@remix-run/react', '@remix-run/server-runtime', '@remix-run/express', '@remix-run/router', 'react-router-dom'];

interface LockFile {
  packages: Record<string, { version?: string }>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as LockFile;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };

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
