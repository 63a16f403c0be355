/*
 * The sandbox provider's control API (sandbox/: accounts and faults), as the suites that run
 * against a built sandbox use it: the end-to-end tests and the engine flows, each on its own
 * sandbox's address.
 */

import * as OTPAuth from 'otpauth';
import type { FaultSpec } from '../sandbox/faults';

export interface Account {
  email: string;
  password: string;
  totpSecret: string | null;
}

/** The one-time code the sandbox's authenticator takes for an account's 2FA secret at `at` (now, unless given). */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/** What a new account has beyond the defaults (`POST /__sandbox/accounts`). */
export interface AccountOptions {
  twoFactor?: boolean;
  hostile?: boolean;
  empty?: string[];
  country?: string;
  /** The account's first news items dated this many days (and an hour) ago, newest first. */
  newsAges?: number[];
}

/** A fault as the sandbox takes it (`POST /__sandbox/faults`). */
export type FaultRule = FaultSpec;

/** The control API of the sandbox at `sandboxUrl`. */
export function sandboxControl(sandboxUrl: string) {
  return {
    async createAccount(options: AccountOptions = {}): Promise<Account> {
      const response = await fetch(`${sandboxUrl}/__sandbox/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(options),
      });
      if (!response.ok) throw new Error(`sandbox account: ${response.status}`);
      return (await response.json()) as Account;
    },
    async account(email: string): Promise<Account & { is2FaEnabled: boolean }> {
      const response = await fetch(`${sandboxUrl}/__sandbox/accounts/${encodeURIComponent(email)}`);
      return (await response.json()) as Account & { is2FaEnabled: boolean };
    },
    async fault(rule: FaultRule): Promise<string> {
      const response = await fetch(`${sandboxUrl}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rule),
      });
      if (!response.ok) throw new Error(`sandbox fault: ${response.status}`);
      const body = (await response.json()) as { id: string };
      return body.id;
    },
    async clearFault(id: string): Promise<void> {
      await fetch(`${sandboxUrl}/__sandbox/faults/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}
