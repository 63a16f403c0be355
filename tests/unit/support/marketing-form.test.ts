import { describe, expect, it } from 'vitest';
import { CSP_EXTRA_HEADER, buildContentSecurityPolicy, parseCspExtra } from '~/lib/csp';
import { documentLoadForFormModal, MARKETING_FORM_CSP, policyHeaders } from '~/lib/marketing-form.server';

describe('the marketing form policy', () => {
  it('names the form hosts one by one, no wildcard', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', upgrade: false, extra: parseCspExtra(MARKETING_FORM_CSP) });
    expect(policy).toContain("script-src 'self' 'nonce-n' https://js.hsforms.net;");
    expect(policy).toContain("frame-src 'self' https://forms.hsforms.com;");
    expect(policy).toContain("connect-src 'self' https://forms.hsforms.com;");
    expect(policy).toContain("img-src 'self' data: https://forms.hsforms.com;");
    expect(policy).not.toContain('*');
  });

  it('passes the loader policy and cache rule to the document', () => {
    const loaderHeaders = new Headers({ [CSP_EXTRA_HEADER]: MARKETING_FORM_CSP, 'Cache-Control': 'no-store', 'X-Other': '1' });
    const out = new Headers(policyHeaders({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }) as HeadersInit);
    expect(out.get(CSP_EXTRA_HEADER)).toBe(MARKETING_FORM_CSP);
    expect(out.get('Cache-Control')).toBe('no-store');
    expect(out.get('X-Other')).toBeNull();
  });
});

describe('documentLoadForFormModal', () => {
  const run = (url: string) => {
    try {
      documentLoadForFormModal(new Request(url), 'ticket', 'new');
      return null;
    } catch (thrown) {
      return thrown as Response;
    }
  };

  it('turns a data request for the modal into a document load of the same address', () => {
    const response = run('http://portal.test/partner/support?ticket=new&_data=routes%2Fpartner._app.support');
    expect(response).toBeInstanceOf(Response);
    expect(response!.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response!.headers.get('X-Remix-Redirect') ?? response!.headers.get('Location')).toBe('/partner/support?ticket=new');
  });

  it('lets document requests and other data requests through', () => {
    expect(run('http://portal.test/partner/support?ticket=new')).toBeNull();
    expect(run('http://portal.test/partner/support?_data=routes%2Fpartner._app.support')).toBeNull();
    expect(run('http://portal.test/partner/support?t=1&_data=x')).toBeNull();
  });
});
