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
import { rethrowSignedOut, UpstreamError } from '~/upstream/errors';
import { getProfile, updateProfile } from '~/upstream/profile.server';
import { parseProfileForm, RequestTooLargeError } from './multipart.server';
import { profileSchema } from './profile-schema.server';
import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileView } from './profile-view';
import { emptyProfileView, toProfileView } from './profile-view.server';
import { dropPendingQr, hasPendingQr, keepPendingQr, readPendingQr } from './pending-twofa.server';
import { isQrImage, TWOFA_SETUP } from './qr';
import { toUpstreamForm } from './upstream-form';
import { checkUploads, UPLOAD_FIELDS, UPLOAD_RULES } from './uploads';
import { NO_STORE } from '~/lib/no-store';

/** The flash values a successful update and a failed 2FA set-up leave for the next page. */
const PROFILE_UPDATED = 'profile-updated';
const TWOFA_FAILED = 'twofa-failed';

export async function loader({ request }: LoaderFunctionArgs) {
  return withSignedIn(request, async ({ upstream, session, setCookie }) => {
    const params = new URL(request.url).searchParams;
    const tab = choiceParam(params, 'tab', PROFILE_TABS, DEFAULT_PROFILE_TAB);
    const [profile] = await Promise.all([section(getProfile(upstream))]);
    const headers = new Headers(NO_STORE);
    // Reading the flash consumes it; the cookie is written again so it shows once.
    const notice = session.get('notice');
    let changed = notice !== undefined;
    // The 2FA set-up dialog shows the kept QR code until the page is shown without it.
    let twofaQr: string | null = null;
    if (params.get('twofa') === TWOFA_SETUP) twofaQr = await readPendingQr(session);
    else if (hasPendingQr(session)) {
      await dropPendingQr(session);
      changed = true;
    }
    if (changed) headers.append('Set-Cookie', await commitSession(request, session));
    else if (setCookie) headers.append('Set-Cookie', setCookie);
    // Spec 8: a profile load failure is ignored silently.
    if (!profile.ok) logger.warn({ err: profile.error }, 'profile load failed');
    const view: ProfileView = profile.ok ? toProfileView(profile.data, tab, resolveMedia) : emptyProfileView(tab);
    return json(
      { view, updated: notice === PROFILE_UPDATED, twofaFailed: notice === TWOFA_FAILED, twofaQr, supportEmail: getConfig().SUPPORT_EMAIL },
      { headers },
    );
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
    rethrowSignedOut(error);
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

/**
 * Enables 2FA and answers with a redirect (never with the QR code itself, which a reload
 * would post again, enrolling a new secret): to the set-up dialog showing the kept QR code,
 * or back to the profile with the failure as a flash.
 */
async function enableTwoFactorAction(request: Request, signedIn: SignedIn) {
  let image: string | null = null;
  try {
    const answer = await enableTwoFactor(signedIn.upstream);
    if (answer.image && isQrImage(answer.image)) image = answer.image;
    else logger.warn('2FA enable answered without a usable QR image');
  } catch (error) {
    rethrowSignedOut(error);
    logger.warn({ err: error }, 'Failed to enable 2FA');
  }
  const back = new URL(backToProfile(request), 'http://profile');
  if (image) {
    await keepPendingQr(signedIn.session, image);
    back.searchParams.set('twofa', TWOFA_SETUP);
  } else {
    signedIn.session.flash('notice', TWOFA_FAILED);
  }
  return redirect(`${back.pathname}${back.search}`, { headers: { 'Set-Cookie': await commitSession(request, signedIn.session), ...NO_STORE } });
}

export async function action({ request }: ActionFunctionArgs) {
  return withSignedIn(request, async (signedIn) => {
    const type = request.headers.get('content-type') ?? '';
    if (/^multipart\/form-data/i.test(type)) return updateAction(request, signedIn);
    const form = await readCheckedForm(request, signedIn.session);
    if (form.get('intent') === 'enable-2fa') return enableTwoFactorAction(request, signedIn);
    throw new Response('Bad Request', { status: 400 });
  });
}
