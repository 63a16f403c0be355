import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { createAccount, opsPorts, startPortal, startSandbox } from './servers';

const started: Started[] = [];
let dir = '';
afterAll(async () => {
  for (const process of started) await process.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('production install', () => {
  it('the built artifact installs with production dependencies only and serves a sign-in', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-artifact-'));
    for (const entry of ['build', 'package.json', 'package-lock.json']) cpSync(entry, path.join(dir, entry), { recursive: true });
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    expect(existsSync(path.join(dir, 'node_modules', '@remix-run', 'dev'))).toBe(false);
    expect(existsSync(path.join(dir, 'node_modules', 'vitest'))).toBe(false);
    const sandbox = await startSandbox(opsPorts(1).sandbox, dir);
    started.push(sandbox);
    const portal = await startPortal({ PORT: String(opsPorts(1).portal), API_URL: sandbox.url }, dir);
    started.push(portal);
    const account = await createAccount(sandbox.url);
    const cookie = await signInOverHttp(portal.url, account.email, account.password);
    const dashboard = await fetch(`${portal.url}/partner/dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Dashboard');
  });
});
