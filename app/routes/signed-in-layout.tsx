import type { Route } from './+types/signed-in-layout';
import { data } from 'react-router';
import { Outlet, useLocation, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import { appPath, SIGN_IN_PATH } from '~/lib/paths';
import { withSignedIn } from '~/auth/signed-in.server';
import { bellEntries, isFirstVisit, unseenCount } from '~/shell/notifications';
import { loadNotifications, readSeenState } from '~/shell/notifications.server';
import { loadShell } from '~/shell/shell.server';
import { routeDictionary } from '~/i18n/i18n.server';
import { getSidebarCollapsed } from '~/shell/sidebar.server';
import { getChosenTimeZone } from '~/shell/preferences.server';
import { Header } from '~/shell/Header';
import { Sidebar } from '~/shell/Sidebar';
import { PartnerCard } from '~/shell/PartnerCard';
import { Footer } from '~/shell/Footer';
import { TimeZoneOffer } from '~/shell/TimeZoneOffer';
import { PendingScreen, usePendingScreenPath } from '~/shell/PendingScreen';
import { noStoreHeaders } from '~/lib/no-store';
import { SectionMenuBar } from '~/shell/SectionMenu';
import { viewChangedElsewhere } from '~/lib/shown-view';

/** The signed-in layout: header, partner card, footer, sidebar state, the bell, the partner's time zone and the `shell` texts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async (signedIn) => {
    const [seen, chosenTimeZone] = await Promise.all([readSeenState(request), getChosenTimeZone(request)]);
    const [shell, sidebarCollapsed, notifications] = await Promise.all([
      loadShell(signedIn, chosenTimeZone),
      getSidebarCollapsed(request),
      loadNotifications(signedIn.upstream, seen),
    ]);
    const headers = noStoreHeaders();
    if (signedIn.setCookie) headers.append('Set-Cookie', signedIn.setCookie);
    const { entries, failed } = notifications;
    return data(
      {
        ...shell,
        dictionary: routeDictionary(signedIn.locale, ['shell']),
        sidebarCollapsed,
        // Count, label and marks from the same entries: the dropdown lists every new one.
        notifications: bellEntries(entries),
        notificationsFailed: failed,
        notificationsFirstVisit: isFirstVisit(seen),
        unseen: unseenCount(entries),
      },
      { headers },
    );
  });
}

// A navigation's form action and addresses carry the basename.
const SHELL_CHANGING_ACTIONS = [appPath('/preferences'), appPath('/profile'), appPath('/notifications'), SIGN_IN_PATH];

/** The shell's data (profile, footer, the bell) changes only after a preferences, profile or "mark all as read" post. */
export function shouldRevalidate({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') {
    return SHELL_CHANGING_ACTIONS.some((path) => formAction?.startsWith(path)) ? defaultShouldRevalidate : false;
  }
  // Another tab signed in as someone else, or changed the language: the shell follows.
  if (viewChangedElsewhere()) return true;
  // Visiting the notifications screen marks them seen: the bell's count follows.
  const notifications = appPath('/notifications');
  return currentUrl.pathname === notifications || nextUrl.pathname === notifications;
}

export interface ShellHandle {
  hideHeader?: boolean;
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { partner, footerHtml, sidebarCollapsed, notifications, notificationsFailed, notificationsFirstVisit, unseen } = loaderData;
  // The screens below the layout name whether the header shows: all the matches, not only the
  // layout's own and its parents' (the generated `matches` prop's type).
  const matches = useMatches();
  const hideHeader = matches.some((match) => (match.handle as ShellHandle | undefined)?.hideHeader);
  const location = useLocation();
  const pendingPath = usePendingScreenPath(location.pathname);
  return (
    <div className={`shell${sidebarCollapsed ? ' shell--collapsed' : ''}`}>
      {hideHeader ? (
        <SectionMenuBar />
      ) : (
        <Header
          partner={partner}
          notifications={notifications}
          notificationsFailed={notificationsFailed}
          notificationsFirstVisit={notificationsFirstVisit}
          unseen={unseen}
        />
      )}
      <Sidebar collapsed={sidebarCollapsed} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <TimeZoneOffer />
        <PartnerCard partner={partner} />
        {pendingPath ? <PendingScreen path={pendingPath} /> : <Outlet />}
      </main>
      <Footer html={footerHtml} />
    </div>
  );
}
