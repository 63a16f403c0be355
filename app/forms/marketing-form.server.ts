import type { HeadersFunction } from 'react-router';
import { CSP_EXTRA_HEADER, cspExtraHeader } from '~/lib/csp';

/**
 * The hosts of the marketing-automation provider's embedded form (MarketingForm), named one
 * by one: only pages that hold such a form (the support screen's New Ticket modal, the
 * sign-in screen's signup modal) add them to their Content-Security-Policy. A policy belongs
 * to a document, so the links that open these modals load a new document (`reloadDocument`);
 * where the form's script is blocked all the same, the modal offers its plain alternative.
 */
export const MARKETING_FORM_CSP = cspExtraHeader({
  'script-src': ['https://js.hsforms.net'],
  'frame-src': ['https://forms.hsforms.com'],
  'connect-src': ['https://forms.hsforms.com'],
  'img-src': ['https://forms.hsforms.com'],
});

/** A route's document takes its loader's policy addition and cache rule. */
export const policyHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  for (const name of [CSP_EXTRA_HEADER, 'Cache-Control']) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};
