import { redirect, replace, type ActionFunctionArgs } from '@remix-run/node';
import { readCheckedForm } from '~/auth/csrf.server';
import { withSignedIn } from '~/auth/guard.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { safeReturnPath } from '~/lib/safe-redirect';
import { pinAction } from '~/upstream/catalogue.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { returnFragment } from '~/ui/pin-anchor';
import { NO_STORE } from '~/lib/no-store';

export const loader = () => redirect(DASHBOARD_PATH);

/**
 * Pin or unpin (spec 4): add, or remove if pinned. The page shows the new state only when
 * the provider answered with a truthy status; a failure changes nothing and says nothing.
 * Either way the partner goes back to the page, at the item (its fragment), whose loaders
 * then show the provider's state; with JavaScript the form keeps the scroll position.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return withSignedIn({ request, context }, async ({ session, upstream }) => {
    const form = await readCheckedForm(request, session);
    const requested = form.get('action');
    const id = String(form.get('id') ?? '').trim();
    const elementType = String(form.get('elementType') ?? '').trim() || 'Product';
    // Short names only: an id and a type are never longer (each pattern looks at 64 characters at most).
    const valid = (requested === 'add' || requested === 'remove') && /^[\w-]{1,64}$/.test(id) && /^[A-Za-z]{1,32}$/.test(elementType);
    if (valid) {
      try {
        await pinAction(upstream, { action: requested, id, elementType });
      } catch (error) {
        rethrowSignedOut(error);
      }
    }
    const back = safeReturnPath(form.get('returnTo'));
    // With JavaScript the page's history entry is replaced, not added to, by each pin.
    return replace(valid ? `${back}#${returnFragment(form.get('returnAnchor'), elementType, id)}` : back, { headers: NO_STORE });
  });
}
