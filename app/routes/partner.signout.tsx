import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { readCheckedForm } from '~/auth/csrf.server';
import { destroySession, getSession, readToken } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18n.server';
import { SIGN_IN_PATH, DASHBOARD_PATH } from '~/lib/paths';
import { logoutQuietly } from '~/upstream/auth.server';
import { contentLocaleFor } from '~/upstream/client.server';
import { NO_STORE } from '~/lib/no-store';

export const loader = () => redirect(DASHBOARD_PATH);

/** Sign-out: the provider revokes the token, the session cookie is cleared, sign-in follows. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  await readCheckedForm(request, session);
  const token = readToken(session);
  if (token) {
    // 'Logout failed' upstream: the local session still ends, so the cookie is worthless here.
    await logoutQuietly({ token, locale: contentLocaleFor(await getLocale(request)), signal: request.signal });
  }
  return redirect(SIGN_IN_PATH, {
    headers: { 'Set-Cookie': await destroySession(request, session), ...NO_STORE },
  });
}
