import type { Route } from './+types/signout';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';
import { readCheckedForm } from '~/auth/csrf.server';
import { destroySession, getSession, readToken } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18n.server';
import { SIGN_IN_PATH, DASHBOARD_PATH } from '~/lib/paths';
import { logoutQuietly } from '~/upstream/auth.server';
import { contentLocaleFor } from '~/upstream/client.server';
import { NO_STORE } from '~/lib/no-store';
import { LOGOUT_FAILED_NOTICE } from '~/auth/sign-out-notice';
import { redirect } from '~/lib/redirects';

export const loader = () => redirect(DASHBOARD_PATH);

/** Sign-out: the provider revokes the token, the session cookie is cleared, sign-in follows. */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request);
  // Any page of the portal may sign out, whoever it was drawn for (an older tab).
  await readCheckedForm(request, session, true);
  const token = readToken(session);
  // 'Logout failed' upstream: the local session still ends, so the cookie is worthless here;
  // the sign-in page says the provider did not confirm it (spec 8).
  const confirmed = token ? await logoutQuietly({ token, locale: contentLocaleFor(await getLocale(request)), signal: request.signal }) : true;
  return redirect(confirmed ? SIGN_IN_PATH : `${SIGN_IN_PATH}?notice=${LOGOUT_FAILED_NOTICE}`, {
    headers: { 'Set-Cookie': await destroySession(request, session), ...NO_STORE },
  });
}

/**
 * Never drawn: a visit is sent on by the loader. The module is a page rather than a resource
 * route so that a refused post shows the translated error page (StandaloneErrorBoundary).
 */
export default function SignOut() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorBoundary error={error} />;
}
