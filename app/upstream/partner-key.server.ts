import { createHash } from 'node:crypto';
import type { UpstreamContext } from './client.server';

/**
 * What caches keep a partner's answers under: a digest of their token, so a kept map never
 * holds the token itself.
 */
export function partnerKey(ctx: Pick<UpstreamContext, 'token'>): string {
  return createHash('sha256')
    .update(ctx.token ?? '')
    .digest('base64url');
}
