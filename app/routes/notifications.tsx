import type { Route } from './+types/notifications';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { withSignedIn } from '~/auth/signed-in.server';
import { readFormWithCsrfVerdict } from '~/auth/csrf.server';
import { seeNotifications } from '~/shell/notifications.server';
import { NotificationList } from '~/shell/NotificationList';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { noStoreHeaders } from '~/lib/no-store';
import { metaText } from '~/i18n/meta';
import { RETURN_TO_FIELD, safeReturnPath } from '~/lib/safe-redirect';
import { replace } from '~/lib/redirects';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'shell', 'notifications.title', 'Notifications') }];

/** The notifications screen; looking at it marks every entry seen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream }) => {
    const { headers, ...shown } = await seeNotifications(request, upstream);
    return data(shown, { headers });
  });
}

/** "Mark all as read" (the bell's form): every entry is seen, then back to the page it was on. */
export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn({ request, context }, async ({ session, upstream }) => {
    // A page drawn before the session changed marks nothing: the partner goes back to it.
    const { form, verdict } = await readFormWithCsrfVerdict(request, session);
    const back = safeReturnPath(form.get(RETURN_TO_FIELD));
    if (verdict !== 'valid') return replace(back, { headers: noStoreHeaders() });
    const { headers } = await seeNotifications(request, upstream);
    return replace(back, { headers });
  });
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { entries, failed, firstVisit } = loaderData;
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('notifications.title')}</h1>
      <NotificationList entries={entries} failed={failed} firstVisit={firstVisit} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
