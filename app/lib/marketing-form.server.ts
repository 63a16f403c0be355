import { redirectDocument, type HeadersFunction } from '@remix-run/node';
import { CSP_EXTRA_HEADER, cspExtraHeader } from './csp';

/**
 * The hosts of the marketing-automation provider's embedded form (MarketingForm), named one
 * by one: only pages that hold such a form (the support screen's New Ticket modal, the
 * sign-in screen's signup modal) add them to their Content-Security-Policy.
 */
export const MARKETING_FORM_CSP = cspExtraHeader({
  'script-src': ['https://js.hsforms.net'],
  'frame-src': ['https://forms.hsforms.com'],
  'connect-src': ['https://forms.hsforms.com'],
  'img-src': ['https://forms.hsforms.com'],
});

/**
 * A policy belongs to a document: a client-side navigation that opens the form's modal
 * (`?{param}={value}`) from a page loaded elsewhere would run under that page's policy,
 * which does not name the form's hosts. Such a data request becomes a document load.
 */
export function documentLoadForFormModal(request: Request, param: string, value: string): void {
  const url = new URL(request.url);
  if (!url.searchParams.has('_data') || url.searchParams.get(param) !== value) return;
  url.searchParams.delete('_data');
  throw redirectDocument(`${url.pathname}${url.search}`, { headers: { 'Cache-Control': 'no-store' } });
}

/** A route's document takes its loader's policy addition and cache rule. */
export const policyHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  for (const name of [CSP_EXTRA_HEADER, 'Cache-Control']) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};
