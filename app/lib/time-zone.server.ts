import { section } from '~/upstream/section.server';
import type { UpstreamContext } from '~/upstream/client.server';
import { getProfile } from '~/upstream/profile.server';
import { chooseTimeZone, timeZoneCookie, type PartnerTimeZone } from './time-zone';

/**
 * The zone a signed-in page shows times in: the browser's (its `tz` cookie), else the zone
 * of the country in the partner's profile (read only then; a page that reads the profile
 * anyway shares the call), else UTC.
 */
export async function partnerTimeZone(request: Request, upstream: UpstreamContext): Promise<PartnerTimeZone> {
  const browserZone = timeZoneCookie(request.headers.get('cookie'));
  if (browserZone) return chooseTimeZone(browserZone, null);
  const profile = await section(getProfile(upstream));
  return chooseTimeZone(null, profile.ok ? profile.data.partner.country : null);
}
