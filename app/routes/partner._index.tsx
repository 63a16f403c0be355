import type { Route } from './+types/partner._index';
import { getSession, readToken } from '~/auth/session.server';
import { DASHBOARD_PATH, SIGN_IN_PATH } from '~/lib/paths';
import { portalRedirect } from '~/lib/redirects';

/** The spec's '/' is the sign-in screen; a signed-in partner goes on to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const url = new URL(request.url);
  if (readToken(session)) return portalRedirect(DASHBOARD_PATH);
  return portalRedirect(`${SIGN_IN_PATH}${url.search}`);
}
