import { data } from 'react-router';
import { csrfFailure, checkCsrf, unreadableForm, CSRF_FIELD, FORM_ACCOUNT_FIELD } from '~/auth/csrf.server';
import { keepDraftForItsAccount, type DraftFields } from '~/auth/ended-session.server';
import { type SignedIn } from '~/auth/guard.server';
import { commitSession } from '~/auth/session.server';
import { logger } from '~/lib/logger.server';
import { NO_STORE } from '~/lib/no-store';
import { redirect } from '~/lib/redirects';
import { rethrowSignedOut, UpstreamError } from '~/upstream/errors';
import { getProfile, updateProfile } from '~/upstream/profile.server';
import { section } from '~/upstream/section.server';
import { matchesCurrentVersion, postedVersion } from '~/forms/form-version.server';
import { profileFormMark, profileFormValues } from './profile-view.server';
import { parseProfileForm, RequestTooLargeError } from './multipart.server';
import { profileSchema } from './profile-schema.server';
import { backToProfile } from './twofa-enrolment.server';
import { toUpstreamForm } from './upstream-form';
import { checkUploads, filesToChooseAgain, isEmptyFileInput, isFileLike, UPLOAD_FIELDS, UPLOAD_RULES, type UploadField } from './uploads';
import { parseForm } from '~/forms/form-schema.server';
import { PROFILE_TEXT_FIELDS } from './profile-fields';

/** The flash value a successful update leaves for the next page. */
export const PROFILE_UPDATED = 'profile-updated';
/** The flash value of a form sent from another account's page: nothing saved, its text kept for that account. */
export const OTHER_ACCOUNT_FORM = 'other-account-form';

/** The text fields a draft of the edit form keeps (never files). */
export const PROFILE_DRAFT: DraftFields = { keep: PROFILE_TEXT_FIELDS };

/**
 * The answer to an edit form drawn for another account than the one signed in now (an older
 * tab; see `checkCsrf`): nothing is saved, the typed text is kept for the account it was
 * typed for (`keepDraftForItsAccount`), and the page is shown again with this account's own
 * profile and a message saying so. The typed text never reaches this account's form, so a
 * second Update cannot write it into this account.
 */
async function otherAccountAnswer(request: Request, signedIn: SignedIn, form: FormData) {
  const headers = new Headers(NO_STORE);
  const kept = await keepDraftForItsAccount(request, form, PROFILE_DRAFT);
  if (kept) headers.append('Set-Cookie', kept);
  signedIn.session.flash('notice', OTHER_ACCOUNT_FORM);
  headers.append('Set-Cookie', await commitSession(request, signedIn.session));
  return redirect(backToProfile(request), { headers });
}

/** The chosen files whose size and declared type passed: their content is read next. */
function uploadsToCheck(
  form: FormData,
  tooLarge: readonly UploadField[],
  ruleErrors: Record<string, unknown> | null | undefined,
): Partial<Record<UploadField, File>> {
  const files: Partial<Record<UploadField, File>> = {};
  for (const field of UPLOAD_FIELDS) {
    const value = form.get(field);
    if (tooLarge.includes(field) || ruleErrors?.[field] || !isFileLike(value) || isEmptyFileInput(value)) continue;
    files[field] = value;
  }
  return files;
}

/**
 * The edit form's post (multipart, with its files): the profile saved at the provider and the
 * page shown again with its success message, or the form again with every message at once.
 */
export async function updateProfileAction(request: Request, signedIn: SignedIn) {
  // The CSRF field comes before the files: a foreign request is refused before any file is held,
  // and the files of a page drawn before the session changed are not read at all.
  let stale = false;
  const checkToken = (fields: FormData) => {
    const verdict = checkCsrf(request, signedIn.session, fields);
    if (verdict === 'foreign') throw csrfFailure();
    stale = verdict === 'stale';
    return !stale;
  };
  const hideFields = [...UPLOAD_FIELDS, CSRF_FIELD, FORM_ACCOUNT_FIELD];
  let parsed;
  try {
    parsed = await parseProfileForm(request, checkToken);
  } catch (error) {
    if (error instanceof RequestTooLargeError) {
      // The files are gone; what the partner typed comes back into the form with the message.
      checkToken(error.form);
      if (stale) return otherAccountAnswer(request, signedIn, error.form);
      const submission = parseForm(error.form, profileSchema);
      return data(
        {
          kind: 'profile' as const,
          lastResult: submission.reply({ hideFields, formErrors: ['form.requestTooLarge'] }),
          chooseAgain: {},
          formVersion: postedVersion(error.form),
        },
        { status: 413, headers: NO_STORE },
      );
    }
    if (error instanceof Response) throw error;
    // A broken body is the client's mistake: one line, no stack.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable profile form');
    throw unreadableForm();
  }
  if (stale) return otherAccountAnswer(request, signedIn, parsed.form);
  const { form, tooLarge } = parsed;
  signedIn.keepForm(form);

  const submission = parseForm(form, profileSchema);
  // Every field's message at once: the rules', each file's over its limit, and the content
  // check of each file that passed both (whatever the other fields say).
  const sizeErrors = Object.fromEntries(tooLarge.map((field) => [field, [UPLOAD_RULES[field].tooLarge]]));
  const checked = await checkUploads(uploadsToCheck(form, tooLarge, submission.status === 'error' ? submission.error : undefined));
  const uploadErrors = { ...sizeErrors, ...checked.errors };
  if (submission.status !== 'success' || Object.keys(uploadErrors).length > 0) {
    return data(
      {
        kind: 'profile' as const,
        lastResult: submission.reply({ hideFields, fieldErrors: uploadErrors }),
        chooseAgain: filesToChooseAgain(form, uploadErrors),
        formVersion: postedVersion(form),
      },
      { headers: NO_STORE },
    );
  }

  // Nothing saved: every field comes back, every chosen file is named to choose again, and the
  // form keeps the mark of the profile it stands for (`formVersion`).
  const notSaved = (message: string, formVersion: string | null, status = 200) =>
    data(
      { kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: [message] }), chooseAgain: filesToChooseAgain(form), formVersion },
      { status, headers: NO_STORE },
    );
  const updateFailed = () => notSaved('form.updateFailed', postedVersion(form));

  // Every field goes to the provider, so the post may only write over the profile it was drawn
  // from: read afresh, it must still be what the form started with.
  const current = await section(getProfile(signedIn.upstream));
  if (!current.ok) {
    logger.warn({ code: current.error.code }, 'profile not saved: the profile could not be read');
    return notSaved('form.profileUnread', postedVersion(form), 503);
  }
  if (matchesCurrentVersion(form, profileFormValues(current.data), PROFILE_TEXT_FIELDS) === 'changed') {
    // From now on the form stands for the profile as it is: the partner has been told, and may send their text again.
    return notSaved('form.profileChanged', profileFormMark(current.data), 409);
  }

  let outcome;
  try {
    outcome = await updateProfile(signedIn.upstream, toUpstreamForm(submission.value, checked.uploads));
  } catch (error) {
    rethrowSignedOut(error);
    // Spec 8: the thrown message or 'Profile update failed'; the partner sees the generic alert.
    logger.warn({ err: error }, error instanceof UpstreamError && error.serverMessage ? error.serverMessage : 'Profile update failed');
    return updateFailed();
  }
  if (!outcome.success) {
    logger.warn({ message: outcome.message ?? outcome.error }, 'Profile update failed');
    return updateFailed();
  }
  signedIn.session.flash('notice', PROFILE_UPDATED);
  return redirect(backToProfile(request), { headers: { 'Set-Cookie': await commitSession(request, signedIn.session), ...NO_STORE } });
}
