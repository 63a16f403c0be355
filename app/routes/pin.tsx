import type { Route } from './+types/pin';
import { StandaloneErrorBoundary } from '~/ui/RouteErrorBoundary';
import { readFormWithCsrfVerdict } from '~/auth/csrf.server';
import { withSignedIn } from '~/auth/signed-in.server';
import { DASHBOARD_PATH } from '~/lib/paths';
import { safeReturnPath } from '~/lib/safe-redirect';
import { pinAction } from '~/upstream/catalogue.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { returnFragment } from '~/ui/pin-anchor';
import { NO_STORE } from '~/lib/no-store';
import { redirect, replace } from '~/lib/redirects';

export const loader = () => redirect(DASHBOARD_PATH);

/**
 * Pin or unpin (spec 4): add, or remove if pinned. The page shows the new state only when
 * the provider answered with a truthy status; a failure changes nothing and says nothing.
 * Either way the partner goes back to the page, at the item (its fragment), whose loaders
 * then show the provider's state; with JavaScript the form keeps the scroll position.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn({ request, context }, async ({ session, upstream, keepForm }) => {
    // A page drawn before the session changed pins nothing: the partner goes back to it, which shows the pins as they are.
    const { form, verdict } = await readFormWithCsrfVerdict(request, session);
    // Should the provider end the session, sign-in brings the partner back to the page the pin was on.
    keepForm(form);
    const requested = form.get('action');
    const id = String(form.get('id') ?? '').trim();
    const elementType = String(form.get('elementType') ?? '').trim() || 'Product';
    // Short names only: an id and a type are never longer (each pattern looks at 64 characters at most).
    const valid = verdict === 'valid' && (requested === 'add' || requested === 'remove') && /^[\w-]{1,64}$/.test(id) && /^[A-Za-z]{1,32}$/.test(elementType);
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

/**
 * Never drawn: a visit is sent on by the loader. The module is a page rather than a resource
 * route so that a refused post shows the translated error page (StandaloneErrorBoundary).
 */
export default function Pin() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorBoundary error={error} />;
}
