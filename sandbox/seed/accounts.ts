import type { StoredProfile } from '../types';
import { demoProfile, secureProfile } from './profiles';

export interface SeedAccount {
  email: string;
  password: string;
  /** Base32 TOTP secret; `null` when the account has no 2FA. */
  totpSecret: string | null;
  profile: (email: string) => StoredProfile;
}

export const DEMO_PASSWORD = 'Demo-Partner-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'demo@partner.example', password: DEMO_PASSWORD, totpSecret: null, profile: demoProfile },
  { email: 'secure@partner.example', password: DEMO_PASSWORD, totpSecret: DEMO_TOTP_SECRET, profile: secureProfile },
];
