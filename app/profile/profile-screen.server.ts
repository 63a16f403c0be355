/**
 * The profile screen's loader and action (routes/partner._app.profile.tsx re-exports them):
 * the route module keeps only what the browser runs.
 */
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { csrfFailure, isValidCsrf, readCheckedForm, unreadableForm, CSRF_FIELD } from '~/auth/csrf.server';
import { withSignedIn, type SignedIn } from '~/auth/guard.server';
import { section } from '~/upstream/section.server';
import { commitSession } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { logger } from '~/lib/logger.server';
import { resolveMedia } from '~/lib/media.server';
import { choiceParam } from '~/lib/url-state';
import { enableTwoFactor } from '~/upstream/auth.server';
import { UpstreamError } from '~/upstream/errors';
import { getProfile, updateProfile } from '~/upstream/profile.server';
import { parseProfileForm, RequestTooLargeError } from './multipart.server';
import { profileSchema } from './profile-schema.server';
import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileView } from './profile-view';
import { emptyProfileView, toProfileView } from './profile-view.server';
import { isQrImage } from './qr';
import { toUpstreamForm } from './upstream-form';
import { checkUploads, UPLOAD_FIELDS, UPLOAD_RULES } from './uploads';

/** The flash value a successful update leaves for the next page. */
const PROFILE_UPDATED = 'profile-updated';
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader({ request }: LoaderFunctionArgs) {
  return withSignedIn(request, async ({ upstream, session, setCookie }) => {
    const tab = choiceParam(new URL(request.url).searchParams, 'tab', PROFILE_TABS, DEFAULT_PROFILE_TAB);
    const [profile] = await Promise.all([section(getProfile(upstream))]);
    const headers = new Headers(NO_STORE);
    // Reading the flash consumes it; the cookie is written again so it shows once.
    const notice = session.get('notice');
    if (notice !== undefined) headers.append('Set-Cookie', await commitSession(request, session));
    else if (setCookie) headers.append('Set-Cookie', setCookie);
    // Spec 8: a profile load failure is ignored silently.
    if (!profile.ok) logger.warn({ err: profile.error }, 'profile load failed');
    const view: ProfileView = profile.ok ? toProfileView(profile.data, tab, resolveMedia) : emptyProfileView(tab);
    return json({ view, updated: notice === PROFILE_UPDATED, supportEmail: getConfig().SUPPORT_EMAIL }, { headers });
  });
}

/** Where the profile screen returns to after a post: the same tab, no dialog open. */
function backToProfile(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('twofa');
  url.searchParams.delete('index');
  return `${url.pathname}${url.search}`;
}

async function updateAction(request: Request, signedIn: SignedIn) {
  let parsed;
  try {
    parsed = await parseProfileForm(request);
  } catch (error) {
    if (error instanceof RequestTooLargeError) {
      return json({ kind: 'profile' as const, lastResult: { status: 'error' as const, error: { '': ['form.requestTooLarge'] } } }, { status: 413, headers: NO_STORE });
    }
    // A broken body is the client's mistake: one line, no stack.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable profile form');
    throw unreadableForm();
  }
  const { form, tooLarge } = parsed;
  if (!isValidCsrf(signedIn.session, form.get(CSRF_FIELD))) throw csrfFailure();

  const hideFields = [...UPLOAD_FIELDS, CSRF_FIELD];
  const sizeErrors = Object.fromEntries(tooLarge.map((field) => [field, [UPLOAD_RULES[field].tooLarge]]));
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== 'success' || tooLarge.length > 0) {
    return json(
      { kind: 'profile' as const, lastResult: submission.reply({ hideFields, fieldErrors: sizeErrors }) },
      { headers: NO_STORE },
    );
  }
  const checked = await checkUploads({ profilePhoto: submission.value.profilePhoto, distributionAgreement: submission.value.distributionAgreement });
  if (Object.keys(checked.errors).length > 0) {
    return json({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, fieldErrors: checked.errors }) }, { headers: NO_STORE });
  }

  let outcome;
  try {
    outcome = await updateProfile(signedIn.upstream, toUpstreamForm(submission.value, checked.uploads));
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'unauthorized') throw error;
    // Spec 8: the thrown message or 'Profile update failed'; the partner sees the generic alert.
    logger.warn({ err: error }, error instanceof UpstreamError && error.serverMessage ? error.serverMessage : 'Profile update failed');
    return json({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: ['form.updateFailed'] }) }, { headers: NO_STORE });
  }
  if (!outcome.success) {
    logger.warn({ message: outcome.message ?? outcome.error }, 'Profile update failed');
    return json({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: ['form.updateFailed'] }) }, { headers: NO_STORE });
  }
  signedIn.session.flash('notice', PROFILE_UPDATED);
  return redirect(backToProfile(request), { headers: { 'Set-Cookie': await commitSession(request, signedIn.session), ...NO_STORE } });
}

async function enableTwoFactorAction(signedIn: SignedIn) {
  try {
    const { image } = await enableTwoFactor(signedIn.upstream);
    if (image && isQrImage(image)) return json({ kind: 'twofa' as const, qr: image }, { headers: NO_STORE });
    logger.warn('2FA enable answered without a usable QR image');
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'unauthorized') throw error;
    logger.warn({ err: error }, 'Failed to enable 2FA');
  }
  return json({ kind: 'twofa' as const, qr: null }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  return withSignedIn(request, async (signedIn) => {
    const type = request.headers.get('content-type') ?? '';
    if (/^multipart\/form-data/i.test(type)) return updateAction(request, signedIn);
    const form = await readCheckedForm(request, signedIn.session);
    if (form.get('intent') === 'enable-2fa') return enableTwoFactorAction(signedIn);
    throw new Response('Bad Request', { status: 400 });
  });
}
