/** Builds the profile screen's data on the server; only the result reaches the browser. */
import { profileResponseSchema, type Partner, type Profile } from '~/upstream/schemas/profile';
import { formVersionOf } from '~/forms/form-version.server';
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from './profile-fields';
import type { ContactRow, ProfileTab, ProfileView, ResolveMedia, TabView } from './profile-view';

function contact(partner: Partner, prefix: 'firstContact' | 'secondContact', key: ContactRow['key']): ContactRow {
  const field = (name: string) => String((partner as Record<string, unknown>)[`${prefix}${name}`] ?? '');
  return { key, surname: field('Surname'), name: field('Name'), job: field('Job'), phone: field('Phone'), email: field('Email'), note: field('Note') };
}

export function tabView(partner: Partner, tab: ProfileTab, resolve: ResolveMedia): TabView {
  switch (tab) {
    case 'general':
      return {
        tab,
        cif: partner.cif,
        country: partner.country,
        region: partner.region,
        address: partner.address1,
        phone: partner.phone1,
        // Spec 2: fax only when present.
        fax: partner.fax && partner.fax.trim() !== '' ? partner.fax : null,
      };
    case 'users':
      return { tab, contacts: [contact(partner, 'firstContact', 'first'), contact(partner, 'secondContact', 'second')] };
    case 'ids':
      return { tab, sapId: partner.SAPId, sugarId: partner.sugarId, hubspotId: partner.HubspotId, extraInformation: partner.extrainformation };
    case 'profile':
    default: {
      const website = partner.website?.trim() ?? '';
      return {
        tab: 'profile',
        companyName: partner.name,
        website: website === '' ? null : { text: website, href: /^https?:\/\//i.test(website) ? resolve(website) : null },
        email: partner.email,
        logo: resolve(partner.logo),
      };
    }
  }
}

/** The partner's own files: served so that the browser never stores them. */
const PERSONAL = { personal: true };

/** The edit form's values drawn from a profile: each text field's, '' where it has none. */
export function profileFormValues(profile: Profile): Record<ProfileTextField, string> {
  return Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<ProfileTextField, string>;
}

/** The mark of the edit form drawn from a profile (forms/form-version.server.ts). */
export function profileFormMark(profile: Profile): string {
  return formVersionOf(profileFormValues(profile), PROFILE_TEXT_FIELDS);
}

/** The profile screen's data: what it shows, media already resolved, nothing more. */
export function toProfileView(profile: Profile, tab: ProfileTab, resolve: ResolveMedia): ProfileView {
  const form = profileFormValues(profile);
  return {
    card: { photo: resolve(profile.profilePhoto, PERSONAL), firstName: profile.firstName, lastName: profile.lastName, company: profile.company },
    tab: tabView(profile.partner, tab, resolve),
    form,
    agreement: resolve(profile.distributionAgreement, PERSONAL),
    twoFactorEnabled: profile.is2FaEnabled,
  };
}

/** An empty screen when the profile could not be loaded (spec 8: that failure is ignored silently). */
export function emptyProfileView(tab: ProfileTab): ProfileView {
  return toProfileView(profileResponseSchema.parse(null), tab, () => null);
}
