import type { Route } from './+types/home';
import { getSession, readToken } from '~/auth/session.server';
import { DASHBOARD_PATH, SIGN_IN_PATH } from '~/lib/paths';
import { redirect } from '~/lib/redirects';
import { redirectQuery } from '~/lib/url-state';

/**
 * The spec's '/' is the sign-in screen; a signed-in partner goes on to the dashboard. The
 * sign-in gets the address's state (its dialog, its notice, the page to return to).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await getSession(request);
  if (readToken(session)) return redirect(DASHBOARD_PATH);
  return redirect(`${SIGN_IN_PATH}${redirectQuery(url.searchParams)}`);
}
