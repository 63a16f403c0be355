import { section } from '~/upstream/section.server';
import type { UpstreamContext } from '~/upstream/client.server';
import { getProfile } from '~/upstream/profile.server';
import { shownZone } from '~/lib/time-zone';
import { getChosenTimeZone } from './preferences.server';

/**
 * The zone a signed-in page shows times in: the one the partner chose (the `time_zone`
 * preference), else that of the country in their profile, else UTC (lib/time-zone.ts). The
 * profile is asked for only when no zone was chosen; a page whose layout reads it anyway
 * shares the call. It lives with the signed-in shell (./time-zone.ts gives the same zone to
 * the views) because it asks the provider: lib/ sits below the provider's calls and asks
 * nothing of them.
 */
export async function partnerTimeZone(request: Request, upstream: UpstreamContext): Promise<string> {
  const chosen = await getChosenTimeZone(request);
  // A chosen zone needs no profile: the provider is not asked.
  if (chosen) return chosen;
  const profile = await section(getProfile(upstream));
  return shownZone(chosen, profile.ok ? profile.data.partner.country : null);
}
