import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeMissing, ensureTools, isDebianLike, missingTools, planTools, SYSTEM_TOOLS } from './system-tools.mjs';
import { TEST_STEPS } from './test.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

const tool = (name: string) => SYSTEM_TOOLS.find((candidate) => candidate.name === name)!;

describe('the system tools of the test suite', () => {
  it('reads Debian and the systems built on it from os-release, and no other', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike(MINT)).toBe(true);
    expect(isDebianLike(FEDORA)).toBe(false);
    expect(isDebianLike('')).toBe(false);
    expect(isDebianLike('ID=debianish\n')).toBe(false);
  });

  it('installs the packages of what is missing, once each, as root or through sudo', () => {
    const missing = [tool('Firefox ESR'), tool('Prometheus'), tool('Java')];
    const debian = { debianLike: true, aptGet: true, root: true, sudo: false };
    expect(planTools([], debian)).toEqual({ action: 'none' });
    expect(planTools(missing, debian)).toEqual({ action: 'install', packages: ['firefox-esr', 'prometheus', 'default-jre-headless'], prefix: [] });
    expect(planTools(missing, { ...debian, root: false, sudo: true })).toMatchObject({ action: 'install', prefix: ['sudo', '-n'] });
  });

  it('names what is missing and why it was not installed where it may not install', () => {
    const missing = [tool('Chromium'), tool('WebKitWebDriver')];
    const cases = [
      [{ debianLike: true, aptGet: true, root: false, sudo: false }, 'installing needs root'],
      [{ debianLike: false, aptGet: false, root: true, sudo: false }, 'this is not Debian or Ubuntu'],
      [{ debianLike: true, aptGet: false, root: true, sudo: false }, 'apt-get is not here'],
    ] as const;
    for (const [machine, why] of cases) {
      const plan = planTools(missing, machine);
      expect(plan).toMatchObject({ action: 'report', why, installLine: 'apt-get install -y chromium webkit2gtk-driver' });
      const report = describeMissing(missing, plan);
      expect(report).toContain('Chromium (chromium)');
      expect(report).toContain('WebKitWebDriver (WebKitWebDriver): the flows in WebKit');
      expect(report).toContain('as root: apt-get update && apt-get install -y chromium webkit2gtk-driver');
    }
  });

  it('counts a tool present only when all its commands are', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'tools-'));
    try {
      vi.stubEnv('CHROMIUM_PATH', path.join(bin, 'no-chromium'));
      for (const command of SYSTEM_TOOLS.flatMap((candidate) => candidate.commands)) {
        if (command === 'promtool' || command === 'java') continue;
        writeFileSync(path.join(bin, command), '#!/bin/sh\n', { mode: 0o755 });
      }
      writeFileSync(path.join(bin, 'java'), 'not executable', { mode: 0o644 });
      expect(missingTools([bin]).map((candidate) => candidate.name)).toEqual(['Java', 'Prometheus']);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  describe('on a machine without them', () => {
    let bin: string;
    const log: string[] = [];
    const errors: string[] = [];
    const output = { log: (line: string) => log.push(line), error: (line: string) => errors.push(line) };

    beforeEach(() => {
      bin = mkdtempSync(path.join(tmpdir(), 'tools-'));
      log.length = 0;
      errors.length = 0;
      vi.stubEnv('CHROMIUM_PATH', path.join(bin, 'no-chromium'));
      // An apt-get that writes down how it was called and, asked to install, brings each package's commands.
      const commands = Object.fromEntries(SYSTEM_TOOLS.map((candidate) => [candidate.debian, candidate.commands.join(' ')]));
      const cases = Object.entries(commands)
        .map(([name, list]) => `    ${name}) for c in ${list}; do printf '#!/bin/sh\\n' > "$dir/$c"; chmod +x "$dir/$c"; done ;;`)
        .join('\n');
      const aptGet = [
        '#!/bin/sh',
        `dir='${bin}'`,
        'echo "$@" >> "$dir/apt-get.calls"',
        '[ "$1" = install ] || exit 0',
        'shift; shift',
        'for p in "$@"; do',
        '  case "$p" in',
        cases,
        '  esac',
        'done',
      ].join('\n');
      writeFileSync(path.join(bin, 'apt-get'), `${aptGet}\n`);
      chmodSync(path.join(bin, 'apt-get'), 0o755);
      vi.stubEnv('PATH', `${bin}${path.delimiter}${process.env.PATH}`);
    });

    afterEach(() => {
      vi.unstubAllEnvs();
      rmSync(bin, { recursive: true, force: true });
    });

    it('as root on Debian, installs every missing package with apt-get and goes on', () => {
      const machine = { debianLike: true, aptGet: true, root: true, sudo: false };
      expect(ensureTools({ machine, directories: [bin], ...output })).toBe(true);
      const calls = readFileSync(path.join(bin, 'apt-get.calls'), 'utf8').trim().split('\n');
      expect(calls).toEqual(['update', `install -y ${SYSTEM_TOOLS.map((candidate) => candidate.debian).join(' ')}`]);
      expect(errors).toEqual([]);
      expect(missingTools([bin])).toEqual([]);
    });

    it('without root, installs nothing, names what is missing and fails', () => {
      const machine = { debianLike: true, aptGet: true, root: false, sudo: false };
      expect(ensureTools({ machine, directories: [bin], ...output })).toBe(false);
      expect(() => readFileSync(path.join(bin, 'apt-get.calls'))).toThrow();
      expect(errors.join('\n')).toContain('because installing needs root');
      for (const candidate of SYSTEM_TOOLS) expect(errors.join('\n')).toContain(`${candidate.name} (`);
    });
  });

  it('npm test runs every kind of test there is', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toBe('node scripts/test.mjs');
    const suites = Object.keys(scripts).filter((name) => name.startsWith('test:'));
    expect(TEST_STEPS.filter((step) => step.startsWith('test:')).sort()).toEqual(suites.sort());
    for (const step of TEST_STEPS) expect(scripts[step], step).toBeDefined();
  });
});
