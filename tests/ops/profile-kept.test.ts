import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxControl } from '../sandbox-control';
import { signInOverHttp, type Started } from '../processes';
import { createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * Nothing a partner has is wiped by a profile form that was not drawn from their profile:
 * against the built portal, with the provider's profile call failing, and with posts made
 * without the page (plain multipart, as a script or an old form would send them).
 */
const ports = opsPorts(15);
let sandbox: Started;
let portal: Started;
let cookie: string;
let token: string;
let email: string;

const TEXT_FIELDS = ['firstName', 'lastName', 'jobTitle', 'company', 'phone', 'email', 'linkedinUrl', 'xUrl', 'facebookUrl'];

beforeAll(async () => {
  sandbox = await startSandbox(ports.sandbox);
  portal = await startPortal({ PORT: String(ports.portal), API_URL: sandbox.url });
  const account = await createAccount(sandbox.url);
  email = account.email;
  cookie = await signInOverHttp(portal.url, account.email, account.password);
  const login = await fetch(`${sandbox.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
});

/** The text fields the provider holds now. */
async function held(): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandbox.url}/api/partner/profile`, { headers: { authorization: `Bearer ${token}` } });
  const profile = ((await response.json()) as { body: Record<string, unknown> }).body;
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field]]));
}

/** The profile page as the partner gets it, and the hidden fields of its edit form. */
async function profilePage() {
  const response = await fetch(`${portal.url}/partner/profile`, { headers: { cookie } });
  const html = await response.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;
  return { status: response.status, html, csrf: hidden('csrf'), account: hidden('csrf_account'), formVersion: hidden('formVersion') };
}

/** The edit form's post with the three required fields and a new job title, as multipart. */
async function post(fields: { csrf: string | null; account: string | null; formVersion?: string | null }) {
  const form = new FormData();
  form.set('csrf', fields.csrf ?? '');
  form.set('csrf_account', fields.account ?? '');
  if (fields.formVersion) form.set('formVersion', fields.formVersion);
  form.set('intent', 'update');
  form.set('firstName', 'Alex');
  form.set('lastName', 'Morgan');
  form.set('phone', '+44 20 7946 0000');
  form.set('jobTitle', 'Posted without the page');
  const response = await fetch(`${portal.url}/partner/profile`, { method: 'POST', body: form, redirect: 'manual', headers: { cookie, origin: portal.url } });
  return { status: response.status, html: await response.text() };
}

describe('a profile form not drawn from the profile saves nothing', () => {
  it('while the profile cannot be read, the page offers no form, and a post of the three required fields blanks nothing', async () => {
    const before = await held();
    expect(before.jobTitle, 'the account starts with a job title to lose').not.toBe('');
    const { csrf, account } = await profilePage();
    const control = sandboxControl(sandbox.url);
    const fault = await control.fault({ match: '/api/partner/profile', status: 500, email });
    try {
      const page = await profilePage();
      expect(page.status).toBe(200);
      expect(page.html).toContain('Your profile could not be loaded, so it cannot be edited right now.');
      expect(page.html).not.toContain('profile-form');
      expect(page.formVersion).toBeNull();
      const answer = await post({ csrf, account });
      expect(answer.status).toBe(503);
      expect(answer.html).toContain('Your profile could not be read just now, so nothing was saved.');
    } finally {
      await control.clearFault(fault);
    }
    expect(await held()).toEqual(before);
  });

  it('a post without the mark of the profile it would overwrite is refused, and one with it saves', async () => {
    const before = await held();
    const page = await profilePage();
    expect(page.formVersion).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const unmarked = await post({ csrf: page.csrf, account: page.account });
    expect(unmarked.status).toBe(409);
    const forged = await post({ csrf: page.csrf, account: page.account, formVersion: 'A'.repeat(43) });
    expect(forged.status).toBe(409);
    expect(await held()).toEqual(before);
    const drawn = await post({ csrf: page.csrf, account: page.account, formVersion: page.formVersion });
    expect(drawn.status).toBe(302);
    expect(await held()).toEqual({ ...before, jobTitle: 'Posted without the page', phone: '+44 20 7946 0000' });
  });
});
