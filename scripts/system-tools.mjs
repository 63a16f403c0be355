// What the test suite needs from the machine beyond npm's packages, and how `npm test` gets it:
// on Debian or Ubuntu, as root (or with sudo that asks no password), it installs what is
// missing with apt-get; anywhere else it names what is missing, with the line that installs
// it, and the run stops before its first test.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Each tool: the commands that must be found (all of them), the Debian package that brings
 * them, and what needs it. Chromium also counts as present where Playwright manages one or
 * CHROMIUM_PATH names one.
 */
export const SYSTEM_TOOLS = [
  { name: 'Chromium', commands: ['chromium'], debian: 'chromium', usedBy: 'the end-to-end tests (Playwright)' },
  { name: 'Firefox ESR', commands: ['firefox-esr'], debian: 'firefox-esr', usedBy: 'the flows in Firefox' },
  { name: 'WebKitWebDriver', commands: ['WebKitWebDriver'], debian: 'webkit2gtk-driver', usedBy: 'the flows in WebKit' },
  { name: 'Xvfb', commands: ['Xvfb'], debian: 'xvfb', usedBy: 'the flows in WebKit (a display for it)' },
  { name: 'nginx', commands: ['nginx'], debian: 'nginx', usedBy: 'the reverse-proxy and several-instances tests' },
  { name: 'Redis', commands: ['redis-server'], debian: 'redis-server', usedBy: 'the several-instances and shared-store tests' },
  { name: 'Java', commands: ['java'], debian: 'default-jre-headless', usedBy: 'the HTML check (Nu Html Checker)' },
  { name: 'OpenSSL', commands: ['openssl'], debian: 'openssl', usedBy: "the reverse-proxy tests' certificates" },
  { name: 'Prometheus', commands: ['prometheus', 'promtool'], debian: 'prometheus', usedBy: 'the metrics tests and the alert rules check' },
];

/** Directories searched for a command: PATH, then the system directories a user's PATH may leave out. */
export function searchDirectories(pathVariable = process.env.PATH ?? '') {
  const listed = pathVariable.split(path.delimiter).filter(Boolean);
  return [...new Set([...listed, '/usr/local/sbin', '/usr/sbin', '/sbin'])];
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a command is found in `directories`. */
export function hasCommand(command, directories = searchDirectories()) {
  return directories.some((directory) => executable(path.join(directory, command)));
}

/** A Chromium that Playwright manages (npx playwright install) or CHROMIUM_PATH names. */
function otherChromium() {
  if (process.env.CHROMIUM_PATH) return executable(process.env.CHROMIUM_PATH);
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** The tools of SYSTEM_TOOLS not found in `directories`. */
export function missingTools(directories = searchDirectories(), tools = SYSTEM_TOOLS) {
  const found = (command) => hasCommand(command, directories);
  return tools.filter((tool) => {
    if (tool.commands.every((command) => found(command))) return false;
    return !(tool.name === 'Chromium' && otherChromium());
  });
}

/** Whether /etc/os-release (its text) names Debian or a system built on it (Ubuntu). */
export function isDebianLike(osRelease) {
  const field = (name) => new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1]?.toLowerCase() ?? '';
  return [field('ID'), ...field('ID_LIKE').split(/\s+/)].some((id) => id === 'debian' || id === 'ubuntu');
}

/**
 * What to do about the missing tools: nothing, install their packages (as root, or through
 * sudo), or report them and stop. `machine` says what this machine allows.
 */
export function planTools(missing, machine) {
  if (missing.length === 0) return { action: 'none' };
  const packages = [...new Set(missing.map((tool) => tool.debian))];
  const installLine = `apt-get install -y ${packages.join(' ')}`;
  if (machine.debianLike && machine.aptGet && (machine.root || machine.sudo)) {
    return { action: 'install', packages, prefix: machine.root ? [] : ['sudo', '-n'] };
  }
  const why = !machine.debianLike ? 'this is not Debian or Ubuntu' : !machine.aptGet ? 'apt-get is not here' : 'installing needs root';
  return { action: 'report', packages, installLine, why };
}

/** The report of what is missing and the line that installs it. */
export function describeMissing(missing, plan) {
  const lines = ['The test suite needs these tools, which this machine lacks:'];
  for (const tool of missing) lines.push(`  - ${tool.name} (${tool.commands.join(', ')}): ${tool.usedBy}`);
  lines.push(`They were not installed because ${plan.why}.`);
  lines.push(`On Debian or Ubuntu, as root: apt-get update && ${plan.installLine}`);
  lines.push("Elsewhere, install them with the system's own packages, then run the command again.");
  return lines.join('\n');
}

function readOsRelease() {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
}

/** What this machine allows: its system, apt-get, root, sudo without a password. */
export function thisMachine() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !root && hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return { debianLike: isDebianLike(readOsRelease()), aptGet: hasCommand('apt-get'), root, sudo };
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * Makes sure the tools are here: installs the missing ones where it may, and returns false
 * after naming them where it may not (or where installing left some missing).
 */
export function ensureTools({ machine = thisMachine(), directories = searchDirectories(), log = console.log, error = console.error } = {}) {
  const missing = missingTools(directories);
  const plan = planTools(missing, machine);
  if (plan.action === 'none') return true;
  if (plan.action === 'report') {
    error(describeMissing(missing, plan));
    return false;
  }
  log(`Installing what the test suite needs: ${plan.packages.join(' ')}`);
  const [command, ...prefix] = [...plan.prefix, 'apt-get'];
  run(command, [...prefix, 'update']);
  run(command, [...prefix, 'install', '-y', ...plan.packages]);
  const still = missingTools(directories);
  if (still.length > 0) {
    error(describeMissing(still, { why: 'apt-get did not bring them', installLine: `apt-get install -y ${still.map((tool) => tool.debian).join(' ')}` }));
    return false;
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = ensureTools() ? 0 : 1;
}
