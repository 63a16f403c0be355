import { createHash } from 'node:crypto';
import { data } from 'react-router';
import { accountDigest } from './account-digest.server';
import { requestWithForm, signInWithCredentials, verifyOneTimeCode } from './authenticator.server';
import { deviceCookieAfterSignIn, readDeviceEntries, type DeviceEntry } from './device-cookie.server';
import { proofAttempt, TOO_MANY_HEADERS } from './rate-limit.server';
import { noteAfterSignIn } from './return-note.server';
import type { OtpFailure, SignInFailure } from './sign-in-messages';
import { credentialsSchema, otpSchema } from './sign-in-schemas.server';
import {
  accountStamp,
  askSignInAgain,
  commitSession,
  freshSession,
  readAccountEmail,
  readPendingToken,
  setPendingOtp,
  setSignedIn,
  type PortalSession,
} from './session.server';
import { openToken, sealToken } from './token-crypto.server';
import { usedCodes } from './used-codes.server';
import { getConfig } from '~/config.server';
import { getLocale } from '~/i18n/i18n.server';
import { memoryStore, requestCoalescer, tieredStore } from '~/lib/cache.server';
import { logger } from '~/lib/logger.server';
import { onceAcrossInstances, providerCallMs } from '~/lib/once-across-instances.server';
import { recordSignIn } from '~/lib/metrics.server';
import { sharedStore } from '~/lib/shared-store.server';
import { NO_STORE } from '~/lib/no-store';
import { isPortalScreen } from '~/lib/paths';
import { redirect, redirectDocument } from '~/lib/redirects';
import { returnTarget } from '~/lib/safe-redirect';
import { logoutQuietly, type OtpOutcome } from '~/upstream/auth.server';
import { contentLocaleFor } from '~/upstream/client.server';
import { UpstreamError } from '~/upstream/errors';
import { parseForm } from '~/forms/form-schema.server';

/**
 * The steps of the sign-in page's action (app/routes/signin.tsx): the password, the
 * one-time code when the account asks for one, and giving up on the code. Each answers the
 * form's result, a refusal or the provider's failure, or signs the partner in.
 */

/** A post to the sign-in page, its form already checked. */
export interface SignInPost {
  request: Request;
  session: PortalSession;
  form: FormData;
  clientIp: string | undefined;
  /** The request id of the page view's log line, sent with the provider's calls. */
  requestId: string | undefined;
  /** The sign-in page again, by path: a Location never names a host the request claimed. */
  here: string;
}

/**
 * A budget refused the attempt before the provider was asked (counted as 'refused_budget'):
 * the form comes back with what it keeps of the post (the e-mail, never a password or code).
 */
const tooMany = <Reply>(submission: Reply) => {
  recordSignIn('refused_budget');
  return data({ submission, failure: null, otpFailure: null, rateLimited: true }, { status: 429, headers: TOO_MANY_HEADERS });
};

/** The signed-in session's cookie, and the device cookie that this browser signed in to the account before. */
async function signedIn(request: Request, devices: DeviceEntry[], email: string, token: string, redirectTo: string | undefined) {
  const fresh = await freshSession(request);
  setSignedIn(fresh, token, await accountStamp(email));
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await commitSession(request, fresh));
  for (const cookie of await deviceCookieAfterSignIn(request, devices, email)) headers.append('Set-Cookie', cookie);
  const note = await noteAfterSignIn(request, accountDigest(email));
  if (note.setCookie) headers.append('Set-Cookie', note.setCookie);
  // Without a page of its own to return to, the sign-in goes to the form whose draft it keeps.
  const target = returnTarget(redirectTo ?? note.draftPage ?? undefined);
  // A file (a shared document link) is no screen: the browser loads it as a document of its own.
  return isPortalScreen(target) ? redirect(target, { headers }) : redirectDocument(target, { headers });
}

/**
 * One-time codes being checked, by the sign-in waiting for its code and the code: in this
 * instance, while each check runs, and with REDIS_URL across instances (`onceAcrossInstances`).
 * The same code of the same sign-in sent twice (a double click without JavaScript, where the
 * browser shows only the second answer) is checked once, and both posts sign in with its token,
 * where the second was refused as a code used before.
 */
const codeChecks = requestCoalescer<OtpOutcome>('otp_check');

/**
 * Codes that signed in, by the sign-in waiting for its code and the code (as `codeChecks`),
 * with the token sealed under the session secrets, for `SIGNED_IN_TTL_MS`: the same code of the
 * same sign-in sent again after the first post was answered (a double click without JavaScript
 * and a quick provider: the browser shows the second answer only) signs in with that token,
 * where it was refused as a code used before. In this instance's memory and, with REDIS_URL,
 * in the store the instances share.
 */
const SIGNED_IN_TTL_MS = 2 * 60_000;
const signedInChecks = tieredStore<string>(memoryStore({ max: 10_000 }), () => sharedStore('otp-signed-in'));

/**
 * A code check's outcome as kept for another instance (the same code of the same sign-in sent
 * to both: `onceAcrossInstances`): its token sealed under the session secrets.
 */
function sealedOutcome(outcome: OtpOutcome): OtpOutcome {
  return outcome.kind === 'verified' ? { kind: 'verified', token: sealToken(outcome.token, getConfig().SESSION_SECRET) } : outcome;
}

/** The outcome kept by `sealedOutcome`, opened; none (the check failed on the other instance) is a failed call. */
function openedOutcome(kept: OtpOutcome | undefined): OtpOutcome {
  if (kept === undefined) throw new Error('the same one-time code checked on another instance ended without an outcome');
  if (kept.kind !== 'verified') return kept;
  const token = openToken(kept.token, getConfig().SESSION_SECRET);
  if (token === null) throw new Error('the token of a one-time code checked on another instance could not be opened');
  return { kind: 'verified', token };
}

/** The code checked with the provider and claimed: a code another sign-in used first is refused, its token handed back unused. */
async function checkAndClaim({ request, form, requestId }: SignInPost, account: string, otp: string): Promise<OtpOutcome> {
  const outcome = await verifyOneTimeCode(requestWithForm(request, form, requestId));
  if (outcome.kind === 'failed' || (await usedCodes.claim(account, otp))) return outcome;
  await logoutQuietly({ token: outcome.token, locale: contentLocaleFor(await getLocale(request)), signal: request.signal });
  return { kind: 'failed', reason: 'not-verified', message: null };
}

/** 'Cancel': the code is not asked for any more, and the page starts again with the password. */
export async function cancelOneTimeCode({ request, here }: SignInPost) {
  const fresh = await freshSession(request);
  return redirect(here, { headers: { 'Set-Cookie': await commitSession(request, fresh), ...NO_STORE } });
}

/** The one-time code of an account with 2FA, after its password passed. */
export async function oneTimeCodeStep(post: SignInPost) {
  const { request, session, form, clientIp, here } = post;
  const devices = await readDeviceEntries(request);
  const submission = parseForm(form, otpSchema);
  if (submission.status !== 'success') return data({ submission: submission.reply(), failure: null, otpFailure: null }, { headers: NO_STORE });
  const pendingToken = readPendingToken(session);
  if (!pendingToken) return redirect(here, { headers: NO_STORE });
  const pendingEmail = readAccountEmail(session);
  const account = accountDigest(pendingEmail);
  const attempt = proofAttempt('otp', pendingEmail, devices, clientIp);
  if (!(await attempt.take())) return tooMany(submission.reply({ resetForm: true }));
  const refused = (failure: OtpFailure) => {
    recordSignIn('otp_failure');
    return data({ submission: submission.reply({ resetForm: true }), failure: null, otpFailure: failure }, { headers: NO_STORE });
  };
  // A code that signed this account in before is refused (RFC 6238 5.2), with the spec's OTP failure text.
  const { otp } = submission.value;
  const check = createHash('sha256').update(`${pendingToken}\n${otp}`).digest('base64url');
  const signedInBefore = openToken(await signedInChecks.get(check), getConfig().SESSION_SECRET);
  if (signedInBefore !== null) {
    await attempt.succeeded();
    recordSignIn('success');
    return signedIn(request, devices, pendingEmail, signedInBefore, submission.value.redirectTo);
  }
  if (await usedCodes.wasUsed(account, otp)) return refused({ reason: 'not-verified', message: null });
  let outcome;
  let checked = false;
  try {
    outcome = await codeChecks(check, async () => {
      let own: OtpOutcome | undefined;
      const across = await onceAcrossInstances('otp_check', check, providerCallMs(), async () => {
        checked = true;
        own = await checkAndClaim(post, account, otp);
        return sealedOutcome(own);
      });
      return across.ran && own ? own : openedOutcome(across.outcome);
    });
  } catch (error) {
    await attempt.callFailed(error);
    recordSignIn('unavailable');
    const failure: OtpFailure = {
      reason: 'http',
      message: error instanceof UpstreamError ? (error.serverMessage ?? null) : null,
      status: error instanceof UpstreamError ? error.status : undefined,
    };
    return data({ submission: submission.reply(), failure: null, otpFailure: failure }, { headers: NO_STORE });
  }
  if (outcome.kind === 'failed' && (outcome as OtpFailure).reason === 'http' && (outcome as OtpFailure).status === 401) {
    // The provider no longer knows the sign-in waiting for its code (its token expired): no code
    // was judged. The sign-in starts again, for the same e-mail, with the spec's 401 outcome.
    await attempt.unjudged();
    const again = await freshSession(request);
    askSignInAgain(again, pendingEmail);
    return redirect(here, { headers: { 'Set-Cookie': await commitSession(request, again), ...NO_STORE } });
  }
  if (outcome.kind === 'failed') {
    // A post that shared another's check sent the same guess: it was judged, and counted, once.
    if (!checked) await attempt.unjudged();
    return refused(outcome as OtpFailure);
  }
  await signedInChecks.set(check, sealToken(outcome.token, getConfig().SESSION_SECRET), SIGNED_IN_TTL_MS);
  await attempt.succeeded();
  recordSignIn('success');
  return signedIn(request, devices, pendingEmail, outcome.token, submission.value.redirectTo);
}

/** The e-mail address and password: signed in, asked for a one-time code next, or refused. */
export async function credentialsStep({ request, form, clientIp, requestId, here }: SignInPost) {
  const devices = await readDeviceEntries(request);
  const submission = parseForm(form, credentialsSchema);
  if (submission.status !== 'success') {
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure: null, otpFailure: null }, { headers: NO_STORE });
  }
  const { email } = submission.value;
  const attempt = proofAttempt('password', email, devices, clientIp);
  if (!(await attempt.take())) return tooMany(submission.reply({ hideFields: ['password'] }));
  let outcome;
  try {
    outcome = await signInWithCredentials(requestWithForm(request, form, requestId));
  } catch (error) {
    await attempt.callFailed(error);
    recordSignIn('unavailable');
    logger.warn({ err: error }, 'sign-in call failed');
    const failure: SignInFailure = { reason: 'unavailable', message: null, error: error instanceof UpstreamError ? error.toJSON() : null };
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure, otpFailure: null }, { headers: NO_STORE });
  }
  if (outcome.kind === 'failed') {
    // The provider refused the address and password; an answer without a usable account is its failure.
    recordSignIn((outcome as SignInFailure).reason === 'rejected' ? 'wrong_credentials' : 'unavailable');
    return data({ submission: submission.reply({ hideFields: ['password'] }), failure: outcome as SignInFailure, otpFailure: null }, { headers: NO_STORE });
  }
  await attempt.succeeded();
  if (outcome.kind === 'needs-otp') {
    const fresh = await freshSession(request);
    setPendingOtp(fresh, outcome.pendingToken, await accountStamp(email));
    return redirect(here, { headers: { 'Set-Cookie': await commitSession(request, fresh), ...NO_STORE } });
  }
  recordSignIn('success');
  return signedIn(request, devices, email, outcome.token, submission.value.redirectTo);
}
