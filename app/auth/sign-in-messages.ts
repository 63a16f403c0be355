import type { Translate } from '~/i18n/translate';
import type { UpstreamErrorData } from '~/upstream/errors';
import { errorMessageKey } from '~/upstream/errors';

export interface SignInFailure {
  reason: 'rejected' | 'no-user-data' | 'no-token' | 'unavailable';
  message: string | null;
  error?: UpstreamErrorData | null;
}

export interface OtpFailure {
  reason: 'http' | 'no-user-data' | 'not-verified';
  message: string | null;
  status?: number;
}

/** The {message} of 'User sign in failed: {message}', by spec section 8. */
export function signInFailureMessage(failure: SignInFailure, t: Translate): string {
  switch (failure.reason) {
    case 'no-user-data':
      return t('auth:noUserData');
    case 'no-token':
      return t('auth:noToken');
    case 'unavailable': {
      if (!failure.error) return t('auth:authFailed');
      const { key, values } = errorMessageKey(failure.error);
      return failure.error.serverMessage ?? t(`common:${key}`, values);
    }
    case 'rejected':
    default:
      return failure.message ?? t('auth:authFailed');
  }
}

/** The {message} of 'OTP verification failed: {message}'. */
export function otpFailureMessage(failure: OtpFailure, t: Translate): string {
  switch (failure.reason) {
    case 'no-user-data':
      return t('auth:otpNoUserData');
    case 'not-verified':
      return t('auth:otpNotVerified');
    case 'http':
    default:
      return t('auth:otpHttpError', { status: failure.status ?? 0, message: failure.message ?? '' });
  }
}
