import type { Route } from './+types/partner._index';
import { redirect } from 'react-router';
import { getSession, readToken } from '~/auth/session.server';
import { DASHBOARD_PATH, SIGN_IN_PATH } from '~/lib/paths';

/** The spec's '/' is the sign-in screen; a signed-in partner goes on to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const url = new URL(request.url);
  if (readToken(session)) return redirect(DASHBOARD_PATH);
  return redirect(`${SIGN_IN_PATH}${url.search}`);
}
