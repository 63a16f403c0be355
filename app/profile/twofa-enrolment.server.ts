import { pageAddressOf } from '~/lib/paths';
import { clearedReply, OTHER_ACCOUNT_FORM } from '~/forms/stale-form';
import { data } from 'react-router';
import type { SignedIn } from '~/auth/guard.server';
import { readDeviceEntries } from '~/auth/device-cookie.server';
import { keepOwnChange } from '~/auth/own-change.server';
import { proofAttempt, provingCall, TOO_MANY_HEADERS } from '~/auth/rate-limit.server';
import { commitSession, endOtherAccountSessions, keepSessionCurrent, readAccountEmail } from '~/auth/session.server';
import { parseForm, schemaFromRules } from '~/forms/form-schema.server';
import { PASSWORD_MAX_LENGTH, text } from '~/forms/rules';
import { logger } from '~/lib/logger.server';
import { recordAccountProof } from '~/lib/metrics.server';
import { NO_STORE } from '~/lib/no-store';
import { enableTwoFactor, login, logoutQuietly } from '~/upstream/auth.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { getProfile } from '~/upstream/profile.server';
import { issueSetUpOnce, keepPendingQr, recentSetUpQr } from './pending-twofa.server';
import { isQrImage, TWOFA_SETUP } from './qr';
import { twofaConfirmRules } from './twofa-rules';
import { redirect } from '~/lib/redirects';

/** The flash value a failed 2FA set-up leaves for the profile page. */
export const TWOFA_FAILED = 'twofa-failed';

const twofaConfirmSchema = schemaFromRules(twofaConfirmRules, (values) => ({ currentPassword: text(values.currentPassword) }), {
  currentPassword: PASSWORD_MAX_LENGTH,
});

/** Where the profile screen returns to after a post: the same tab, no dialog open (or the one named). */
export function backToProfile(request: Request, dialog?: string): string {
  const url = pageAddressOf(request);
  url.searchParams.delete('twofa');
  url.searchParams.delete('index');
  if (dialog) url.searchParams.set('twofa', dialog);
  return `${url.pathname}${url.search}`;
}

/**
 * Turns 2FA on, only for a partner who proves who they are and only while it is off.
 *
 * - Refused while 2FA is on (the screen offers 'Disable 2FA' then): a new secret would stop
 *   the partner's authenticator, and the provider cannot tell. A confirmation sent twice (a
 *   double click without JavaScript, a second tab) is the exception: once its password is
 *   proved, it shows the code the first one got (`issueSetUpOnce`, `recentSetUpQr`), even
 *   when it comes after the first's answer, in the session the first ended (`keepOwnChange`).
 * - The confirmation carries the current password, checked with the provider's sign-in call
 *   and counted as a sign-in's password is (a failure stays counted; the account's and the
 *   address's budgets, or the browser's device cookie).
 * - Once the provider has issued the secret, every other session of the account ends (as
 *   after a password change); this one goes on to show the QR code.
 *
 * Answers with a redirect (never with the QR code itself, which a reload would post again):
 * to the set-up dialog showing the kept code, or back to the profile with the failure as a
 * flash; a wrong or missing password shows the confirmation again with its message.
 */
export async function enableTwoFactorAction(
  request: Request,
  signedIn: SignedIn,
  form: FormData,
  { clientIp, stale }: { clientIp: string | undefined; stale: boolean },
) {
  const { session, upstream } = signedIn;
  const submission = parseForm(form, twofaConfirmSchema);
  const reply = (formError: string | null, status = 200) =>
    data(
      { kind: 'twofa' as const, lastResult: submission.reply({ hideFields: ['currentPassword'], formErrors: formError ? [formError] : undefined }) },
      { status, headers: status === 429 ? TOO_MANY_HEADERS : NO_STORE },
    );
  const failed = async () => {
    session.flash('notice', TWOFA_FAILED);
    return redirect(backToProfile(request), { headers: { 'Set-Cookie': await commitSession(request, session), ...NO_STORE } });
  };
  const alreadyOn = () => redirect(backToProfile(request), { headers: NO_STORE });
  // Sent from a page drawn for another account: nothing is done, and the password typed for
  // that account is cleared from the form, with JavaScript too.
  if (stale) {
    const lastResult = clearedReply(submission.reply({ hideFields: ['currentPassword'], formErrors: [OTHER_ACCOUNT_FORM] }));
    return data({ kind: 'twofa' as const, lastResult }, { headers: NO_STORE });
  }
  if (submission.status !== 'success') return reply(null);

  let twoFactorOn: boolean;
  try {
    twoFactorOn = (await getProfile(upstream)).is2FaEnabled;
  } catch (error) {
    rethrowSignedOut(error);
    logger.warn({ err: error }, 'Failed to enable 2FA: the profile did not load');
    return failed();
  }
  const email = readAccountEmail(session);
  // While 2FA is on, only the second of two confirmations goes on: it shows the first one's code.
  let recent = twoFactorOn ? await recentSetUpQr(email) : null;
  if (twoFactorOn && !recent) return alreadyOn();

  const attempt = proofAttempt('password', email, await readDeviceEntries(request), clientIp);
  if (!(await attempt.take())) {
    recordAccountProof('two_factor_setup', 'refused_budget');
    return reply('common:rateLimited.proof', 429);
  }
  let proof;
  try {
    proof = await login(provingCall(upstream), email, submission.value.currentPassword);
  } catch (error) {
    await attempt.callFailed(error);
    recordAccountProof('two_factor_setup', 'unavailable');
    logger.warn({ err: error }, 'Failed to enable 2FA: the password could not be checked');
    return failed();
  }
  if (proof.kind === 'failed') {
    recordAccountProof('two_factor_setup', 'refused');
    return reply('twofa.wrongPassword');
  }
  await attempt.succeeded();
  recordAccountProof('two_factor_setup', 'success');
  // The check's own session at the provider is not needed: it ends at once.
  await logoutQuietly({ ...upstream, token: proof.kind === 'signed-in' ? proof.token : proof.pendingToken });
  // 2FA came on moments ago by a set-up of this account (the first of two confirmations): its code.
  const setUpBefore = twoFactorOn || proof.kind === 'needs-otp';
  if (setUpBefore) recent ??= await recentSetUpQr(email);
  if (setUpBefore && !recent) return alreadyOn();

  let image: string | null = null;
  try {
    const setUp = setUpBefore ? { image: recent, joined: true } : await issueSetUpOnce(email, () => askForSetUp(upstream));
    image = setUp.image;
    // The provider has issued a secret: whoever else holds a session of the account is out,
    // and this one goes on. The second of two confirmations ends none: the first ended the
    // others while this one was under way, and its browser's session goes on at the new epoch.
    if (setUp.joined) await keepSessionCurrent(session);
    else {
      // This confirmation sent again after this answer comes in the session as it was, which
      // this ends too: it may go on to prove the password, as this one did.
      await keepOwnChange(session, { wentOn: true });
      await endOtherAccountSessions(session);
    }
  } catch (error) {
    rethrowSignedOut(error);
    logger.warn({ err: error }, 'Failed to enable 2FA');
  }
  if (!image) return failed();
  await keepPendingQr(session, image);
  return redirect(backToProfile(request, TWOFA_SETUP), { headers: { 'Set-Cookie': await commitSession(request, session), ...NO_STORE } });
}

/** The provider's set-up: its QR image, or null when it answered none that can be shown. */
async function askForSetUp(upstream: SignedIn['upstream']): Promise<string | null> {
  const answer = await enableTwoFactor(provingCall(upstream));
  if (answer.image && isQrImage(answer.image)) return answer.image;
  logger.warn('2FA enable answered without a usable QR image');
  return null;
}
