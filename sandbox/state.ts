import { randomBytes } from 'node:crypto';
import { SEED_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedLeads } from './seed/leads';
import type { SeedNewsItem } from './seed/news';
import { seedPins } from './seed/pins';
import { demoProfile } from './seed/profiles';
import { seedTickets } from './seed/tickets';
import { newTotpSecret } from './totp';
import type { Lead, Pin, StoredProfile, Ticket } from './types';

export interface Account {
  email: string;
  password: string;
  totpSecret: string | null;
  twoFactor: boolean;
  hostile: boolean;
  profile: StoredProfile;
  pins: Pin[];
  leads: Lead[];
  tickets: Ticket[];
  /** News of this account's own dates (see `redatedNews`); `null`: the sandbox's news. */
  news: SeedNewsItem[] | null;
  /** Made by the control API (not part of the seed). */
  fresh: boolean;
}

export interface UploadedFile {
  contentType: string;
  data: Buffer;
  /** The account that uploaded it (dropped with the account on reset). */
  email: string;
}

export const EMPTYABLE_LISTS = ['leads', 'tickets', 'pins'] as const;
export type EmptyableList = (typeof EMPTYABLE_LISTS)[number];

export interface FreshAccountOptions {
  twoFactor?: boolean;
  hostile?: boolean;
  empty?: EmptyableList[];
  /** The partner's country in the profile instead of the demo's (United Kingdom). */
  country?: string;
  /** The account's own news (see `redatedNews`). */
  news?: SeedNewsItem[];
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Accounts, their per-account data and uploaded files, for the life of the process. */
export class AccountStore {
  private accounts = new Map<string, Account>();
  readonly uploads = new Map<string, UploadedFile>();

  constructor() {
    this.reset();
  }

  /** Back to the seed: fresh accounts and uploads are dropped, seed accounts restored. */
  reset(): void {
    this.accounts.clear();
    this.uploads.clear();
    for (const seed of SEED_ACCOUNTS) {
      this.accounts.set(seed.email, {
        email: seed.email,
        password: seed.password,
        totpSecret: seed.totpSecret,
        twoFactor: seed.totpSecret !== null,
        hostile: false,
        profile: seed.profile(seed.email),
        pins: seedPins(),
        leads: seedLeads(),
        tickets: seedTickets(),
        news: null,
        fresh: false,
      });
    }
  }

  get(email: string): Account | undefined {
    return this.accounts.get(normalizeEmail(email));
  }

  /** A new partner, a copy of the demo seed under a new unique e-mail. */
  createFresh(options: FreshAccountOptions = {}): Account {
    let email: string;
    do {
      email = `p-${randomBytes(6).toString('hex')}@partner.example`;
    } while (this.accounts.has(email));
    const empty = new Set(options.empty ?? []);
    const totpSecret = options.twoFactor ? newTotpSecret() : null;
    const profile = demoProfile(email);
    if (options.country !== undefined) profile.partner.country = options.country;
    const account: Account = {
      email,
      password: DEMO_PASSWORD,
      totpSecret,
      twoFactor: totpSecret !== null,
      hostile: options.hostile === true,
      profile,
      pins: empty.has('pins') ? [] : seedPins(),
      leads: empty.has('leads') ? [] : seedLeads(),
      tickets: empty.has('tickets') ? [] : seedTickets(),
      news: options.news ?? null,
      fresh: true,
    };
    this.accounts.set(email, account);
    return account;
  }

  /** Checks credentials; answers the account or `null`. */
  authenticate(username: unknown, password: unknown): Account | null {
    if (typeof username !== 'string' || typeof password !== 'string') return null;
    const account = this.get(username);
    return account && account.password === password ? account : null;
  }
}
