import { section } from '~/upstream/section.server';
import type { UpstreamContext } from '~/upstream/client.server';
import { getProfile } from '~/upstream/profile.server';
import { partnerZone } from './time-zone';

/**
 * The zone a signed-in page shows times in: that of the country in the partner's profile,
 * else UTC (lib/time-zone.ts). A page whose layout reads the profile anyway shares the call.
 */
export async function partnerTimeZone(upstream: UpstreamContext): Promise<string> {
  const profile = await section(getProfile(upstream));
  return partnerZone(profile.ok ? profile.data.partner.country : null);
}
