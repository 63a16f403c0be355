import { section } from '~/upstream/section.server';
import type { UpstreamContext } from '~/upstream/client.server';
import { getProfile } from '~/upstream/profile.server';
import { partnerZone } from '~/lib/time-zone';

/**
 * The zone a signed-in page shows times in: that of the country in the partner's profile,
 * else UTC (lib/time-zone.ts). A page whose layout reads the profile anyway shares the call.
 * It lives with the signed-in shell (./time-zone.ts gives the same zone to the views) because
 * it asks the provider: lib/ sits below the provider's calls and asks nothing of them.
 */
export async function partnerTimeZone(upstream: UpstreamContext): Promise<string> {
  const profile = await section(getProfile(upstream));
  return partnerZone(profile.ok ? profile.data.partner.country : null);
}
