import type { SignedIn } from '~/auth/guard.server';
import { section } from '~/upstream/section.server';
import { getFooterHtml } from '~/upstream/content.server';
import { getProfile } from '~/upstream/profile.server';
import type { Profile } from '~/upstream/schemas/profile';
import { resolveMedia } from '~/lib/media.server';
import { sanitizeHtml } from '~/lib/sanitize.server';
import { partnerZone, shownZone } from '~/lib/time-zone';

export interface ShellPartner {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  photo: string | null;
  partnerName: string;
  partnerLogo: string | null;
  partnerWebsite: string | null;
}

function shellPartnerFrom(profile: Profile): ShellPartner {
  const website = profile.partner.website;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    company: profile.company,
    email: profile.email,
    // The partner's own photo: never stored by the browser (see PERSONAL_MEDIA_PREFIX).
    photo: resolveMedia(profile.profilePhoto, { personal: true }),
    partnerName: profile.partner.name || profile.company,
    partnerLogo: resolveMedia(profile.partner.logo),
    partnerWebsite: website && /^https?:\/\//i.test(website) ? resolveMedia(website) : null,
  };
}

/**
 * Header, partner card and footer data, and the partner's time zone that every time on their
 * pages is shown in: the one they chose (`chosenTimeZone`, the preference), else their
 * country's, else UTC (`defaultTimeZone`, marked in the zone control); fetched together; each
 * failure is silent (spec 8).
 */
export async function loadShell(signedIn: SignedIn, chosenTimeZone: string | null) {
  const [profile, footer] = await Promise.all([section(getProfile(signedIn.upstream)), section(getFooterHtml(signedIn.upstream))]);
  const country = profile.ok ? profile.data.partner.country : null;
  const defaultTimeZone = partnerZone(country);
  return {
    partner: profile.ok ? shellPartnerFrom(profile.data) : null,
    timeZone: shownZone(chosenTimeZone, country),
    defaultTimeZone,
    timeZoneChosen: chosenTimeZone !== null,
    // The footer follows the page's content: its headings start at h2.
    footerHtml: footer.ok ? sanitizeHtml(footer.data, 2) : '',
  };
}
