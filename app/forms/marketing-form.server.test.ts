import { describe, expect, it } from 'vitest';
import { CSP_EXTRA_HEADER, buildContentSecurityPolicy, parseCspExtra } from '~/lib/csp';
import { MARKETING_FORM_CSP, policyHeaders } from '~/forms/marketing-form.server';

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
    const out = new Headers(
      policyHeaders({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }) as HeadersInit,
    );
    expect(out.get(CSP_EXTRA_HEADER)).toBe(MARKETING_FORM_CSP);
    expect(out.get('Cache-Control')).toBe('no-store');
    expect(out.get('X-Other')).toBeNull();
  });
});
