import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation, useMatches, type ShouldRevalidateFunction } from '@remix-run/react';
import { appPath } from '~/lib/paths';
import { loadSignedInShell } from '~/lib/shell.server';
import { Header } from '~/ui/shell/Header';
import { SectionMenuBar } from '~/ui/shell/SectionMenu';
import { Sidebar } from '~/ui/shell/Sidebar';
import { PartnerCard } from '~/ui/shell/PartnerCard';
import { Footer } from '~/ui/shell/Footer';
import { PendingScreen, usePendingScreenPath } from '~/ui/shell/PendingScreen';

export const loader = ({ request }: LoaderFunctionArgs) => loadSignedInShell(request);

const SHELL_CHANGING_ACTIONS = [appPath('/preferences'), appPath('/profile'), appPath('/signin')];

/** The shell's data (profile, footer) changes only after a preferences or profile post. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') {
    return SHELL_CHANGING_ACTIONS.some((path) => formAction?.startsWith(path)) ? defaultShouldRevalidate : false;
  }
  // Visiting the notifications screen marks them seen: the bell's count follows.
  const notifications = appPath('/notifications');
  return currentUrl.pathname === notifications || nextUrl.pathname === notifications;
};

export interface ShellHandle {
  hideHeader?: boolean;
}

export default function SignedInLayout() {
  const { partner, footerHtml, sidebarCollapsed, notifications, unseen } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const hideHeader = matches.some((match) => (match.handle as ShellHandle | undefined)?.hideHeader);
  const location = useLocation();
  const pendingPath = usePendingScreenPath(location.pathname);
  return (
    <div className={`shell${sidebarCollapsed ? ' shell--collapsed' : ''}`}>
      {hideHeader ? <SectionMenuBar /> : <Header partner={partner} notifications={notifications} unseen={unseen} />}
      <Sidebar collapsed={sidebarCollapsed} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <PartnerCard partner={partner} />
        {pendingPath ? <PendingScreen path={pendingPath} /> : <Outlet />}
      </main>
      <Footer html={footerHtml} />
    </div>
  );
}
