import { json, redirect } from '@remix-run/node';
import { readCheckedForm } from '~/auth/csrf.server';
import { withSignedIn } from '~/auth/guard.server';
import { pageData } from '~/lib/page-data.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { safeReturnPath } from '~/lib/safe-redirect';
import { partnerTimeZone } from '~/lib/time-zone.server';
import { readCalendar, toggleCalendar } from './calendar-cookie.server';
import { loadDashboard } from './dashboard.server';
import { EVENT_ID } from './events';

// The dashboard route's server side, in one module: the browser bundle gets one empty
// stand-in for it instead of one per server module.

/** Portal content, events, pinned items, portfolios, popular and new content: all at once. */
export async function dashboardLoader(request: Request) {
  return withSignedIn(request, async (signedIn) => {
    const [calendar, timeZone] = await Promise.all([readCalendar(request), partnerTimeZone(request, signedIn.upstream)]);
    const data = await loadDashboard(signedIn, new Set(calendar), new Date(), timeZone.zone);
    return pageData(data, { headers: { 'Cache-Control': 'no-store' } });
  });
}

/** The events calendar toggle (the dashboard's only form): flips the flag of the event its button names, in the cookie. */
export async function dashboardAction(request: Request) {
  return withSignedIn(request, async ({ session }) => {
    const form = await readCheckedForm(request, session);
    const id = String(form.get('event') ?? '').trim();
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    let added: boolean | null = null;
    if (EVENT_ID.test(id)) {
      const result = await toggleCalendar(request, id);
      headers.append('Set-Cookie', result.setCookie);
      added = result.added;
    }
    if (new URL(request.url).searchParams.has('_data')) return json({ added }, { headers });
    const back = safeReturnPath(form.get('returnTo'), DASHBOARD_PATH);
    return redirect(added === null ? back : `${back}#event-${id}`, { headers });
  });
}
