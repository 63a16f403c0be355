import type { Route } from './+types/preferences';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';
import { readCheckedForm } from '~/auth/csrf.server';
import { isLanguage } from '~/i18n/config';
import { languageCookie } from '~/i18n/i18n.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { themeCookie, getTheme, timeZoneCookie } from '~/shell/preferences.server';
import { isTimeZone } from '~/lib/time-zone';
import { safeReturnPath } from '~/lib/safe-redirect';
import { sidebarCookie } from '~/shell/sidebar.server';
import { noStoreHeaders } from '~/lib/no-store';
import { redirect } from '~/lib/redirects';

export const loader = () => redirect(DASHBOARD_PATH);

/** Theme, language, time zone and sidebar choices: a cookie each, then back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  // Language, theme, time zone and sidebar belong to the browser, not to an account: any page of the portal may set them.
  const form = await readCheckedForm(request, undefined, true);
  const intent = form.get('intent');
  const back = safeReturnPath(form.get('returnTo'), DASHBOARD_PATH);
  const headers = noStoreHeaders();

  if (intent === 'theme') {
    const requested = form.get('theme');
    let theme = requested === 'light' || requested === 'dark' ? requested : null;
    if (!theme) {
      // No script told us what is shown: flip the stored choice, or leave the system default for dark.
      const stored = await getTheme(request);
      theme = stored === 'dark' ? 'light' : 'dark';
    }
    headers.append('Set-Cookie', await themeCookie.serialize(theme));
  } else if (intent === 'language') {
    const language = form.get('language');
    if (isLanguage(language)) headers.append('Set-Cookie', await languageCookie.serialize(language));
  } else if (intent === 'timeZone') {
    // Any zone Intl knows (isTimeZone limits the length first), not only the control's list: the browser's own name may be older.
    const timeZone = form.get('timeZone');
    if (isTimeZone(timeZone)) headers.append('Set-Cookie', await timeZoneCookie.serialize(timeZone));
  } else if (intent === 'sidebar') {
    headers.append('Set-Cookie', await sidebarCookie.serialize(form.get('sidebar') === 'collapsed' ? 'collapsed' : 'expanded'));
  }
  return redirect(back, { headers });
}

/**
 * Never drawn: a visit is sent on by the loader. The module is a page rather than a resource
 * route so that a refused post shows the translated error page (StandaloneErrorBoundary).
 */
export default function Preferences() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorBoundary error={error} />;
}
