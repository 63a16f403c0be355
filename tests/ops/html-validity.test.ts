import { totpCode } from '../sandbox-control';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screensNotVisited } from '../screens';
import { FormClient, type Answer } from './http-client';
import type { Started } from '../processes';
import { addFault, createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * Every screen's server-rendered HTML, signed out and signed in, with its dialogs and error
 * states, goes through the Nu Html Checker (the npm package vnu-jar, run on the system's
 * Java) in one run: no errors allowed, skipped heading levels included.
 */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss1024k', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`the Nu Html Checker did not run (is Java installed?): ${error.message}\n${stderr}`));
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`unreadable checker output:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

/** The first link on the page whose address matches, as a path. */
function firstLink(page: Answer, pattern: RegExp): string {
  const href = [...page.text.matchAll(/href="(\/partner[^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&')).find((path) => pattern.test(path));
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href;
}

const { sandbox: sandboxPort, portal: portalPort } = opsPorts(5);
let sandbox: Started;
let portal: Started;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox(sandboxPort);
  portal = await startPortal({ PORT: String(portalPort), API_URL: sandbox.url, LOG_LEVEL: 'warn' });
  dir = await mkdtemp(join(tmpdir(), 'portal-html-'));
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('HTML of every screen', () => {
  it('passes the Nu Html Checker without an error', async () => {
    const pages = new Map<string, string>();
    /** The addresses fetched, which must show every screen of the list (app/screens.ts). */
    const visited: string[] = [];
    /** Keeps a page for the checker; a form's answer may carry any status below 500 that is not a redirect. */
    const keep = (name: string, answer: Answer, status?: number) => {
      if (status === undefined) expect([answer.status >= 200 && answer.status < 300, answer.status >= 400 && answer.status < 500], name).toContain(true);
      else expect(answer.status, name).toBe(status);
      expect(answer.text, name).toMatch(/^<!DOCTYPE html>/i);
      expect(answer.text, name).toMatch(/<h1[\s>]/);
      pages.set(name, answer.text);
    };

    // Signed out.
    const visitor = new FormClient(portal.url);
    for (const path of ['/partner/signin', '/partner/signin?signup=1', '/partner/signin?notice=password-changed', '/partner/navigation']) {
      keep(path, await visitor.get(path));
      visited.push(path);
    }
    const stranger = await createAccount(sandbox.url);
    keep('sign-in, wrong password', await new FormClient(portal.url).signIn(stranger.email, 'not-the-password'));
    const secure = await createAccount(sandbox.url, { twoFactor: true });
    const secureClient = new FormClient(portal.url);
    expect((await secureClient.signIn(secure.email, secure.password)).status).toBe(302);
    keep('sign-in, one-time code', await secureClient.get('/partner/signin'));
    keep('sign-in, wrong one-time code', await secureClient.postForm('/partner/signin', { intent: 'otp', otp: '000000' }));

    // Signed in.
    const partner = await createAccount(sandbox.url);
    const client = new FormClient(portal.url);
    expect((await client.signIn(partner.email, partner.password)).status).toBe(302);
    const get = async (path: string, status = 200) => {
      const answer = await client.get(path);
      keep(path, answer, status);
      visited.push(path);
      return answer;
    };
    await get('/partner/dashboard');
    await get('/partner/dashboard?tab=new&events=all');
    // The pinned items' one document viewer.
    await get(`/partner/dashboard?doc=${encodeURIComponent('/partner/media/media/documents/ut-450-datasheet.pdf')}`);
    const playbook = await get('/partner/playbook');
    const category = await get(firstLink(playbook, /^\/partner\/playbook\/[^/?]+$/));
    await get(`${firstLink(playbook, /^\/partner\/playbook\/[^/?]+$/)}?view=table`);
    await get(firstLink(category, /^\/partner\/playbook\/[^/?]+\/[^/?]+$/));
    await get('/partner/pricelist');
    const assets = await get('/partner/assets');
    for (const path of new Set([...assets.text.matchAll(/href="(\/partner\/assets\/[^"?]+)"/g)].map((match) => match[1]))) await get(path);
    await get('/partner/assets/documents-guides?view=table');
    const news = await get('/partner/newsannouncements');
    await get(firstLink(news, /^\/partner\/newsannouncements\?news=/));
    const leads = await get('/partner/leads');
    await get(firstLink(leads, /^\/partner\/leads\?lead=/));
    const support = await get('/partner/support');
    await get(firstLink(support, /^\/partner\/support\?ticket=new$/));
    await get(firstLink(support, /^\/partner\/support\?t=/));
    await get('/partner/notifications');
    // The time zone's page, from the support screen's language menu.
    await get(firstLink(support, /^\/partner\/timezone\?returnTo=/));
    for (const tab of ['profile', 'general', 'users', 'ids']) await get(`/partner/profile?tab=${tab}`);
    await get('/partner/profile?twofa=confirm');
    const enabling = await client.postForm('/partner/profile?twofa=confirm', { intent: 'enable-2fa' });
    keep('profile, 2FA QR code', enabling.status === 200 ? enabling : await client.get(enabling.location ?? '/partner/profile'));
    await get('/partner/changepassword');
    keep(
      'change password, refused',
      await client.postForm('/partner/changepassword', { currentPassword: 'wrong', newPassword: 'New-Pass-2026!', confirmPassword: 'New-Pass-2026!' }),
    );
    await get('/partner/searchresults?query=drone');
    await get('/partner/searchresults?query=drone&view=list&detail=News-0');
    // A video hit's dialog with its player.
    await get('/partner/searchresults?query=drone&detail=Videos-0');
    await get('/partner/searchresults?query=no-such-thing-anywhere');
    await get('/partner/navigation');
    await get('/partner/no-such-screen', 404);
    await get('/partner/playbook/no-such-portfolio', 404);
    expect(screensNotVisited(visited), 'screens of app/screens.ts this test does not check').toEqual([]);

    const secureSignedIn = new FormClient(portal.url);
    await secureSignedIn.signIn(secure.email, secure.password);
    const code = totpCode(secure.totpSecret!);
    expect((await secureSignedIn.postForm('/partner/signin', { intent: 'otp', otp: code })).status).toBe(302);
    keep('profile, 2FA on, disable dialog', await secureSignedIn.get('/partner/profile?twofa=disable'));

    // Error states: every call of this partner to the provider fails.
    const unlucky = await createAccount(sandbox.url);
    const failing = new FormClient(portal.url);
    expect((await failing.signIn(unlucky.email, unlucky.password)).status).toBe(302);
    for (const match of ['/api/', 'graphql:getPartnerPortal', 'graphql:getEventsListing', 'graphql:GetNewsListing']) {
      await addFault(sandbox.url, { match, status: 500, email: unlucky.email });
    }
    for (const path of [
      '/partner/dashboard',
      '/partner/playbook',
      '/partner/assets/videos-tutorials',
      '/partner/newsannouncements',
      '/partner/leads',
      '/partner/support',
      '/partner/notifications',
      '/partner/profile',
      '/partner/searchresults?query=drone',
    ]) {
      const answer = await failing.get(path);
      expect([200, 500, 502, 503], `${path}, provider failing`).toContain(answer.status);
      keep(`${path}, provider failing`, answer, answer.status);
    }

    // A control page with a skipped heading level: the checker must report exactly that.
    const control = '<!DOCTYPE html><html lang="en"><head><title>control</title></head><body><h1>Page</h1><h4>Skipped</h4></body></html>';

    // The checker names each file by its address (file:/…); the file name alone says which page it is.
    const names = new Map<string, string>([['control.html', 'control']]);
    const files = [join(dir, 'control.html')];
    await writeFile(files[0], control);
    for (const [name, html] of pages) {
      const file = `page-${String(names.size).padStart(3, '0')}.html`;
      names.set(file, name);
      files.push(join(dir, file));
      await writeFile(join(dir, file), html);
    }
    expect(pages.size).toBeGreaterThan(45);

    const messages = await runVnu(files);
    const pageOf = (message: VnuMessage) => names.get(basename(message.url ?? '')) ?? message.url ?? '?';
    // The checker runs and sees outline errors: the control page has exactly its one.
    expect(messages.filter((message) => pageOf(message) === 'control').map((message) => message.message)).toEqual([
      expect.stringMatching(/h4.*skipping 2 heading levels/),
    ]);
    const errors = messages
      .filter((message) => pageOf(message) !== 'control')
      .map((message) => `${pageOf(message)}: line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`);
    expect(errors).toEqual([]);
  });
});
