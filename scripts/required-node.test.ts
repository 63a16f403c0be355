import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowestRelease, meets, npmCommand, tooOldLine } from './required-node.mjs';

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

/** Runs `script` on this Node with `process.version` reading `version`, as an older Node would report it. */
function runAs(version: string, script: string, lifecycleEvent?: string) {
  const pretend = `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} }); await import(${JSON.stringify(`./${script}`)});`;
  const env = { ...process.env, npm_lifecycle_event: lifecycleEvent ?? '' };
  return spawnSync(process.execPath, ['--input-type=module', '--eval', pretend], { encoding: 'utf8', env, timeout: 20_000 });
}

describe('the Node release the portal needs', () => {
  it('is the one package.json names, and admits no ended line', () => {
    expect(lowestRelease(engines)).toEqual([22, 22]);
    expect(meets('v20.20.2', lowestRelease(engines))).toBe(false);
  });

  it('compares a release by its line and minor version', () => {
    expect([meets('v22.21.1', [22, 22]), meets('v22.22.0', [22, 22]), meets('v23.0.0', [22, 22]), meets('24.11.0', [22, 22])]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('reads only a plain lower bound', () => {
    expect(() => lowestRelease('^20.11 || ^22')).toThrow(/>=major.minor/);
  });

  it('names the command that was run, to run it again on the right Node', () => {
    expect([npmCommand('start'), npmCommand('test'), npmCommand('bench'), npmCommand('')]).toEqual(['npm start', 'npm test', 'npm run bench', 'npm start']);
    expect(tooOldLine('v20.20.2', [22, 22], 'npm run dev')).toMatch(/^The portal needs Node 22\.22 or later .*this is Node 20\.20\.2\..*npm run dev$/);
  });

  it.each(['scripts/start.mjs', 'scripts/test.mjs', 'scripts/dev.mjs', 'scripts/build.mjs', 'bench/run.mjs'])(
    '%s on an older Node stops at once with that one line',
    (script) => {
      const run = runAs('v20.20.2', script, 'start');
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toEqual([tooOldLine('v20.20.2', [22, 22], 'npm start')]);
    },
  );
});
