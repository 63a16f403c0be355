import { useSearchParams } from 'react-router';
import { urlState } from '~/lib/url-state';

/**
 * The action of a form sent to the page it is on: its route, with the address's state
 * parameters (`urlState`) when there are any. Without an action of its own a form would carry
 * the whole query of the address on, whatever a link put there.
 */
export function useStateFormAction(): string {
  const [params] = useSearchParams();
  const state = urlState(params).toString();
  return state ? `?${state}` : '.';
}
