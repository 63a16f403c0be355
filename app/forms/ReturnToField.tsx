import { useHref, useLocation } from 'react-router';
import { RETURN_TO_FIELD } from '~/lib/safe-redirect';
import { urlState } from '~/lib/url-state';

/**
 * The address of the page on screen, basename included ('/partner/leads?status=New'), with
 * its state parameters only (`urlState`): where a form sent to an address of its own (pin,
 * language, theme) brings the partner back.
 */
export function useReturnTo(): string {
  const { pathname, search } = useLocation();
  const state = urlState(search).toString();
  // As one string: an object address is checked for stray '?' and '#' with an error message
  // built each time, whether or not it has any (and a location's parts never do).
  return useHref(state ? `${pathname}?${state}` : pathname);
}

/** The hidden field naming the page a form was sent from (`useReturnTo`). */
export function ReturnToField() {
  return <input type="hidden" name={RETURN_TO_FIELD} value={useReturnTo()} />;
}
