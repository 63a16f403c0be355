import { callUpstream, getParsed, type UpstreamContext } from './client.server';
import { passwordChangeResponseSchema, profileResponseSchema, updateResponseSchema } from './schemas/profile';

export function getProfile(ctx: UpstreamContext) {
  return getParsed(ctx, '/api/partner/profile', profileResponseSchema);
}

/** POST /api/partner/update as multipart; the caller leaves out null fields. */
export async function updateProfile(ctx: UpstreamContext, form: FormData) {
  const { body } = await callUpstream(ctx, '/api/partner/update', { method: 'POST', form });
  return updateResponseSchema.parse(body);
}

export async function changePassword(ctx: UpstreamContext, fields: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const { body } = await callUpstream(ctx, '/api/partner/password-change', { method: 'POST', form, acceptErrorBody: true });
  return passwordChangeResponseSchema.parse(body);
}
