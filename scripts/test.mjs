// `npm test`: the whole test suite, on any machine. It installs npm's packages when they are
// not there (a fresh clone), makes sure of the system's tools (scripts/system-tools.mjs:
// installed on Debian or Ubuntu as root, else named with their install line), then runs each
// step in order and stops at the first that fails, with its exit status.
import './required-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureTools } from './system-tools.mjs';

/** The steps, each an npm script; docs/testing.md says what each runs. */
export const TEST_STEPS = ['typecheck', 'lint', 'test:unit', 'build', 'test:node-lts', 'test:e2e', 'test:engines', 'test:ops'];

function npm(args) {
  return spawnSync('npm', args, { stdio: 'inherit' }).status ?? 1;
}

function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  if (!existsSync('node_modules/.package-lock.json')) {
    console.log('npm packages not installed: npm ci');
    const status = npm(['ci', '--no-audit', '--no-fund']);
    if (status !== 0) process.exit(status);
  }
  if (!ensureTools()) process.exit(1);
  for (const step of TEST_STEPS) {
    console.log(`\n== npm run ${step}`);
    const status = npm(['run', step]);
    if (status !== 0) {
      console.error(`\nnpm test: ${step} failed (exit ${status})`);
      process.exit(status);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
