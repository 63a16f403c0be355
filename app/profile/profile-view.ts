/** The profile screen's tabs and the shape of what the browser gets of the profile (built by profile-view.server.ts). */
import type { ProfileTextField } from './profile-fields';

/** Spec 4: profile (default), general, users, ids. */
export const PROFILE_TABS = ['profile', 'general', 'users', 'ids'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'profile';

/** Turns a media reference from the provider into a safe address (resolveMedia on the server). */
export type ResolveMedia = (ref: string | null | undefined, options?: { personal?: boolean }) => string | null;

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
