import { isSignedOut } from '~/upstream/errors';
import { requireSignedIn, type RequestArgs, type SignedIn } from './guard.server';
import { resumeOrSignOut, signOutAndReturn, type DraftFields } from './ended-session.server';

/**
 * Runs protected work, for every signed-in route's loader and action: the gate
 * (`requireSignedIn`) lets the signed-in partner in; a session that has ended, or an upstream
 * 401 anywhere in the work, sends the partner to sign-in, to come back here afterwards, with
 * the notes an ended session leaves (`ended-session.server.ts`). With `draft`, a posted form's
 * allowed text fields go along, to be put back into the form after sign-in.
 */
export async function withSignedIn<T>(args: RequestArgs, work: (signedIn: SignedIn) => Promise<T>, draft?: DraftFields): Promise<T> {
  const { request } = args;
  const signedIn = await requireSignedIn(args, (session) => resumeOrSignOut(request, session, draft));
  let posted: FormData | null = null;
  try {
    return await work({ ...signedIn, keepForm: (form) => (posted = request.method === 'POST' ? form : null) });
  } catch (error) {
    if (isSignedOut(error)) {
      return signOutAndReturn(request, signedIn.session, posted, draft);
    }
    throw error;
  }
}
