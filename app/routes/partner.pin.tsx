import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { readCheckedForm } from '~/auth/csrf.server';
import { withSignedIn } from '~/auth/guard.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { safeReturnPath } from '~/lib/safe-redirect';
import { pinAction } from '~/upstream/catalogue.server';
import { UpstreamError } from '~/upstream/errors';

export const loader = () => redirect(DASHBOARD_PATH);

/**
 * Pin or unpin (spec 4): add, or remove if pinned. The page shows the new state only when
 * the provider answered with a truthy status; a failure changes nothing and says nothing.
 * A fetcher (JavaScript) gets the answer as data; a plain form goes back to its page.
 */
export async function action({ request }: ActionFunctionArgs) {
  return withSignedIn(request, async ({ session, upstream }) => {
    const form = await readCheckedForm(request, session);
    const requested = form.get('action');
    const id = String(form.get('id') ?? '').trim();
    const elementType = String(form.get('elementType') ?? '').trim() || 'Product';
    let status = false;
    if ((requested === 'add' || requested === 'remove') && /^[\w-]{1,64}$/.test(id)) {
      try {
        status = (await pinAction(upstream, { action: requested, id, elementType })).status;
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'unauthorized') throw error;
        status = false;
      }
    }
    const headers = { 'Cache-Control': 'no-store' };
    if (new URL(request.url).searchParams.has('_data')) return json({ status }, { headers });
    return redirect(safeReturnPath(form.get('returnTo')), { headers });
  });
}
