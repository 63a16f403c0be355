import { Agent, fetch, FormData } from 'undici';

const insecure = new Agent({ connect: { rejectUnauthorized: false } });

export interface Answer {
  status: number;
  location: string | null;
  text: string;
}

/**
 * A client with a cookie jar, as a browser without JavaScript: plain GETs and form posts,
 * no redirects followed. `address` is sent as X-Forwarded-For (the portal trusts loopback
 * proxies), so each test can act as a client address of its own.
 */
export class FormClient {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly address?: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { ...extra };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.address) headers['x-forwarded-for'] = this.address;
    return headers;
  }

  private async send(path: string, init: { method: string; body?: URLSearchParams; headers?: Record<string, string> }, at = this.base): Promise<Answer> {
    const response = await fetch(`${at}${path}`, {
      method: init.method,
      body: init.body,
      headers: this.headers(init.headers),
      redirect: 'manual',
      dispatcher: at.startsWith('https:') ? insecure : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.jar.delete(pair.slice(0, index));
      else this.jar.set(pair.slice(0, index), value);
    }
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  get(path: string, at?: string): Promise<Answer> {
    return this.send(path, { method: 'GET' }, at);
  }

  /** Posts a form with the CSRF token of the page at `formPath`, as that page would (a list of fields may repeat a name). */
  async postForm(formPath: string, fields: Record<string, string> | Array<[string, string]>, at = this.base): Promise<Answer> {
    const page = await this.get(formPath, at);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const body = new URLSearchParams([['csrf', csrf], ...(Array.isArray(fields) ? fields : Object.entries(fields))]);
    return this.send(formPath, { method: 'POST', body, headers: { origin: at, 'content-type': 'application/x-www-form-urlencoded' } }, at);
  }

  /** Posts these fields as they are, the page's hidden fields among them (its token and account mark). */
  postFields(formPath: string, fields: Array<[string, string]>, at = this.base): Promise<Answer> {
    return this.send(
      formPath,
      { method: 'POST', body: new URLSearchParams(fields), headers: { origin: at, 'content-type': 'application/x-www-form-urlencoded' } },
      at,
    );
  }

  /**
   * Posts a form as `postForm` does, and hangs up `leaveAfterMs` after sending it, before its
   * answer (a client that leaves once its guess is on its way).
   */
  async postFormAndLeave(formPath: string, fields: Record<string, string>, leaveAfterMs: number, at = this.base): Promise<void> {
    const page = await this.get(formPath, at);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const left = await fetch(`${at}${formPath}`, {
      method: 'POST',
      body: new URLSearchParams({ csrf, ...fields }),
      headers: this.headers({ origin: at, 'content-type': 'application/x-www-form-urlencoded' }),
      redirect: 'manual',
      signal: AbortSignal.timeout(leaveAfterMs),
      dispatcher: at.startsWith('https:') ? insecure : undefined,
    }).then(
      () => false,
      () => true,
    );
    if (!left) throw new Error(`${formPath} answered within ${leaveAfterMs} ms: the client did not leave before the answer`);
  }

  /** Posts a multipart form (the CSRF field first, as the page sends it) with the token of the page at `formPath`. */
  async postMultipart(formPath: string, fill: (form: FormData) => void, at = this.base): Promise<Answer> {
    const page = await this.get(formPath, at);
    const form = new FormData();
    form.set('csrf', /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '');
    fill(form);
    const response = await fetch(`${at}${formPath}`, {
      method: 'POST',
      body: form,
      headers: this.headers({ origin: at }),
      redirect: 'manual',
      dispatcher: at.startsWith('https:') ? insecure : undefined,
    });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  signIn(email: string, password: string, at?: string): Promise<Answer> {
    return this.postForm('/partner/signin', { intent: 'credentials', redirectTo: '', email, password }, at);
  }

  /** A client with a copy of this one's cookies (another browser that copied them). */
  copy(address = this.address): FormClient {
    const other = new FormClient(this.base, address);
    for (const [name, value] of this.jar) other.jar.set(name, value);
    return other;
  }
}
