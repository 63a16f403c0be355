import { Router } from 'express';
import type { SandboxContext } from '../context';
import type { StoredProfile } from '../types';
import { requireAuth } from './authenticate';
import { FormTooLargeError, readForm } from './form-data';
import { accountOf, baseUrl, sendBody } from './respond';
import { contentTypeOf, storeUpload } from './uploads';

/** The text fields of the profile a partner may change. */
const EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'company',
  'phone',
  'email',
  'linkedinUrl',
  'xUrl',
  'facebookUrl',
] as const satisfies readonly (keyof StoredProfile)[];

const REQUIRED_FIELDS = new Set<string>(['firstName', 'lastName']);

/** Profile, profile update and password change. */
export function profileRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/api/partner/profile', requireAuth(ctx), (req, res) => {
    const account = accountOf(res);
    const { partner, ...profile } = account.profile;
    sendBody(res, {
      ...profile,
      is2FaEnabled: account.twoFactor,
      priceUrl: `${baseUrl(req)}/pricelist`,
      partner: { ...partner },
    });
  });

  router.post('/api/partner/update', requireAuth(ctx), async (req, res, next) => {
    try {
      const account = accountOf(res);
      const form = await readForm(req);
      const changes: Partial<Record<(typeof EDITABLE_FIELDS)[number], string>> = {};
      for (const field of EDITABLE_FIELDS) {
        const value = form.text(field);
        if (value === undefined) continue;
        if (REQUIRED_FIELDS.has(field) && value.trim() === '') {
          res.json({ success: false, message: `${field} must not be empty` });
          return;
        }
        changes[field] = value.trim();
      }
      const photo = form.file('profilePhoto');
      if (photo && !contentTypeOf(photo).startsWith('image/')) {
        res.json({ success: false, message: 'profilePhoto must be an image' });
        return;
      }
      const agreement = form.file('distributionAgreement');
      Object.assign(account.profile, changes);
      if (photo) account.profile.profilePhoto = await storeUpload(ctx.accounts, account.email, photo);
      if (agreement) account.profile.distributionAgreement = await storeUpload(ctx.accounts, account.email, agreement);
      res.json({ success: true, message: 'Profile updated' });
    } catch (error) {
      if (error instanceof FormTooLargeError) {
        res.status(413).json({ success: false, message: error.message });
        return;
      }
      next(error);
    }
  });

  router.post('/api/partner/password-change', requireAuth(ctx), async (req, res, next) => {
    try {
      const account = accountOf(res);
      const form = await readForm(req);
      const currentPassword = form.text('currentPassword') ?? '';
      const newPassword = form.text('newPassword') ?? '';
      const confirmPassword = form.text('confirmPassword') ?? '';
      if (currentPassword !== account.password) {
        res.json({ success: false, error: 'Current password is incorrect' });
        return;
      }
      if (newPassword === '') {
        res.json({ success: false, error: 'New password is required' });
        return;
      }
      if (newPassword !== confirmPassword) {
        res.json({ success: false, error: 'New password and confirmation do not match' });
        return;
      }
      account.password = newPassword;
      res.json({ success: true, message: 'Password changed' });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
