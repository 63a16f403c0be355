import { logger } from '~/lib/logger.server';
import { callUpstream, type UpstreamContext } from './client.server';
import { UpstreamError } from './errors';
import { enable2faResponseSchema, loginResponseSchema, messageResponseSchema, otpResponseSchema } from './schemas/auth';

export type LoginOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'needs-otp'; pendingToken: string }
  | { kind: 'failed'; message: string | null; reason: 'rejected' | 'no-user-data' | 'no-token' };

/** POST /api/login: a token, a request for a one-time code, or a failure with its message. */
export async function login(ctx: UpstreamContext, username: string, password: string): Promise<LoginOutcome> {
  let result;
  try {
    result = await callUpstream(ctx, '/api/login', {
      method: 'POST',
      auth: false,
      json: { username, password },
      acceptErrorBody: true,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'unauthorized') {
      return { kind: 'failed', reason: 'rejected', message: error.serverMessage ?? null };
    }
    throw error;
  }
  const body = loginResponseSchema.parse(result.body);
  if (result.status >= 300) return { kind: 'failed', reason: 'rejected', message: body.message };
  if (result.body === null || typeof result.body !== 'object') return { kind: 'failed', reason: 'no-user-data', message: null };
  if (!body.token) return { kind: 'failed', reason: 'no-token', message: null };
  return body.is2faEnabled ? { kind: 'needs-otp', pendingToken: body.token } : { kind: 'signed-in', token: body.token };
}

const OTP_SUCCESS_MESSAGE = '2FA verification successful.';

export type OtpOutcome =
  { kind: 'verified'; token: string } | { kind: 'failed'; message: string | null; reason: 'http' | 'no-user-data' | 'not-verified'; status?: number };

/** POST /api/2fa/verify with the pending token; success only on the spec's exact message. */
export async function verifyOtp(ctx: UpstreamContext, otpCode: string): Promise<OtpOutcome> {
  let result;
  try {
    result = await callUpstream(ctx, '/api/2fa/verify', { method: 'POST', json: { otp_code: otpCode }, acceptErrorBody: true });
  } catch (error) {
    if (error instanceof UpstreamError && error.status) {
      return { kind: 'failed', reason: 'http', status: error.status, message: error.serverMessage ?? null };
    }
    throw error;
  }
  const body = otpResponseSchema.parse(result.body);
  if (result.status >= 300) return { kind: 'failed', reason: 'http', status: result.status, message: body.message };
  if (result.body === null || typeof result.body !== 'object') return { kind: 'failed', reason: 'no-user-data', message: null };
  if (body.message !== OTP_SUCCESS_MESSAGE || !body.token) return { kind: 'failed', reason: 'not-verified', message: null };
  return { kind: 'verified', token: body.token };
}

/** POST /api/2fa/enable: the QR image to scan. */
export async function enableTwoFactor(ctx: UpstreamContext): Promise<{ image: string | null }> {
  const { body } = await callUpstream(ctx, '/api/2fa/enable', { method: 'POST' });
  return { image: enable2faResponseSchema.parse(body).params.image };
}

/** POST /api/logout. */
export async function logout(ctx: UpstreamContext): Promise<void> {
  const { body } = await callUpstream(ctx, '/api/logout', { method: 'POST' });
  messageResponseSchema.parse(body);
}

/**
 * Ends the token at the provider where the portal signs out whatever the answer: a failure
 * ('Logout failed', spec 8) is logged, and the caller learns whether it worked.
 */
export async function logoutQuietly(ctx: UpstreamContext): Promise<boolean> {
  try {
    await logout(ctx);
    return true;
  } catch (error) {
    logger.warn({ err: error }, 'Logout failed');
    return false;
  }
}
