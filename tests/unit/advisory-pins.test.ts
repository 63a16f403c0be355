import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Known advisories closed by the versions the lock file installs (decision 020 for
 * sanitize-html): every copy of an affected package, wherever it is nested, is at or above
 * its fixed release, so a lock file regenerated without the overrides fails here.
 */
const FIXED: Record<string, string> = {
  // GHSA-jjmj-jmhj-qwj2
  'react-router': '6.30.6',
  'react-router-dom': '6.30.6',
  '@remix-run/router': '1.23.4',
};

interface LockFile {
  packages: Record<string, { version?: string }>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as LockFile;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { overrides?: Record<string, unknown> };

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
      const copies = installed(name);
      expect(copies.length, name).toBeGreaterThan(0);
      for (const copy of copies) expect(compare(copy.version, fixed), `${copy.path} ${copy.version}`).toBeGreaterThanOrEqual(0);
    });

    it(`keeps ${name} pinned through overrides`, () => {
      expect(manifest.overrides?.[name]).toBe(fixed);
    });
  }
});
