import { Router } from 'express';
import QRCode from 'qrcode';
import type { SandboxContext } from '../context';
import { isValidTotp, newTotpSecret, totpUri } from '../totp';
import { requireAuth } from './authenticate';
import { accountOf, caller, sendError } from './respond';

/** Sign-in, one-time code, 2FA set-up and sign-out. */
export function authRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/api/login', (req, res) => {
    const { username, password } = (req.body ?? {}) as Record<string, unknown>;
    const account = ctx.accounts.authenticate(username, password);
    if (!account) {
      sendError(res, 401, 'Invalid email or password');
      return;
    }
    if (account.twoFactor && account.totpSecret) {
      res.json({
        token: ctx.sessions.issue(account.email, 'pre-auth'),
        is2faEnabled: true,
        message: 'Two-factor authentication required. Enter the code from your authenticator app.',
      });
      return;
    }
    res.json({ token: ctx.sessions.issue(account.email, 'full'), is2faEnabled: false, message: 'Login successful' });
  });

  router.post('/api/2fa/verify', requireAuth(ctx, 'pre-auth'), (req, res) => {
    const account = accountOf(res);
    const code = ((req.body ?? {}) as Record<string, unknown>).otp_code;
    if (!account.totpSecret || !isValidTotp(account.totpSecret, code)) {
      sendError(res, 400, 'Invalid one-time code');
      return;
    }
    const preAuthToken = caller(res).token;
    if (preAuthToken) ctx.sessions.revoke(preAuthToken);
    res.json({ message: '2FA verification successful.', token: ctx.sessions.issue(account.email, 'full') });
  });

  router.post('/api/2fa/enable', requireAuth(ctx), async (_req, res, next) => {
    try {
      const account = accountOf(res);
      const secret = newTotpSecret();
      const image = await QRCode.toDataURL(totpUri(secret, account.email), { margin: 2, width: 240 });
      account.totpSecret = secret;
      account.twoFactor = true;
      res.json({ params: { image } });
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/logout', requireAuth(ctx), (_req, res) => {
    const token = caller(res).token;
    if (token) ctx.sessions.revoke(token);
    res.json({ message: 'Logged out' });
  });

  return router;
}
