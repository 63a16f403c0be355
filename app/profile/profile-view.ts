import { profileResponseSchema, type Partner, type Profile } from '~/upstream/schemas/profile';
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from './profile-schema';

/** Spec 4: profile (default), general, users, ids. */
export const PROFILE_TABS = ['profile', 'general', 'users', 'ids'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'profile';

/** Turns a media reference from the provider into a safe address (resolveMedia on the server). */
export type ResolveMedia = (ref: string | null | undefined) => string | null;

export interface ContactRow {
  key: 'first' | 'second';
  surname: string;
  name: string;
  job: string;
  phone: string;
  email: string;
  note: string;
}

/** Only the open tab's fields reach the browser. */
export type TabView =
  | { tab: 'profile'; companyName: string; website: { text: string; href: string | null } | null; email: string; logo: string | null }
  | { tab: 'general'; cif: string; country: string; region: string; address: string; phone: string; fax: string | null }
  | { tab: 'users'; contacts: ContactRow[] }
  | { tab: 'ids'; sapId: string; sugarId: string; hubspotId: string; extraInformation: string };

export interface ProfileView {
  card: { photo: string | null; firstName: string; lastName: string; company: string };
  tab: TabView;
  /** The edit form's starting values. */
  form: Record<ProfileTextField, string>;
  agreement: string | null;
  twoFactorEnabled: boolean;
}

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

/** The profile screen's data: what it shows, media already resolved, nothing more. */
export function toProfileView(profile: Profile, tab: ProfileTab, resolve: ResolveMedia): ProfileView {
  const form = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<ProfileTextField, string>;
  return {
    card: { photo: resolve(profile.profilePhoto), firstName: profile.firstName, lastName: profile.lastName, company: profile.company },
    tab: tabView(profile.partner, tab, resolve),
    form,
    agreement: resolve(profile.distributionAgreement),
    twoFactorEnabled: profile.is2FaEnabled,
  };
}

/** An empty screen when the profile could not be loaded (spec 8: that failure is ignored silently). */
export function emptyProfileView(tab: ProfileTab): ProfileView {
  return toProfileView(profileResponseSchema.parse(null), tab, () => null);
}
