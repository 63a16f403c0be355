// The Node release the portal needs, read from package.json's `engines` (">=22.22"), and the
// check every command a person starts runs first (`npm start`, `npm run dev`, `npm test`,
// `npm run build`, `npm run bench`): on an older Node it stops at once with one line that
// names the release it needs and how to get it. Importing the module runs the check.
import { readFileSync } from 'node:fs';

/**
 * The lowest release `engines` admits, as [major, minor].
 * @param {string} range
 * @returns {[number, number]}
 */
export function lowestRelease(range) {
  const match = /^>=\s*(\d{1,3})\.(\d{1,3})(?:\.\d{1,3})?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=major.minor", not "${range}"`);
  return [Number(match[1]), Number(match[2])];
}

/** Whether the Node `version` ("v24.11.0" or "24.11.0") is at least [major, minor]. */
export function meets(version, [major, minor]) {
  const [have, haveMinor] = version.replace(/^v/, '').split('.').map(Number);
  return have > major || (have === major && haveMinor >= minor);
}

/** The npm command that was run (`npm start`, `npm run bench`), to show it again on the right Node. */
export function npmCommand(script = process.env.npm_lifecycle_event) {
  if (!script) return 'npm start';
  return script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`;
}

/** The one line an older Node gets. */
export function tooOldLine(version, [major, minor], command = npmCommand()) {
  return (
    `The portal needs Node ${major}.${minor} or later (Node 24 LTS in production); this is Node ${version.replace(/^v/, '')}. ` +
    `Install Node 24 from https://nodejs.org, or on linux/x64 put the official build first on PATH: ` +
    `PATH="$(node scripts/node-lines.mjs 24):$PATH" ${command}`
  );
}

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const needed = lowestRelease(engines);
if (!meets(process.version, needed)) {
  console.error(tooOldLine(process.version, needed));
  process.exit(1);
}
