import { randomBytes } from 'node:crypto';

export type SessionKind = 'full' | 'pre-auth';

export interface Session {
  email: string;
  kind: SessionKind;
  expiresAt: number | null;
}

/** A pre-auth token (after the password, before the one-time code) lives five minutes. */
const PRE_AUTH_TTL_MS = 5 * 60 * 1000;

/** Opaque random bearer tokens. */
export class SessionStore {
  private sessions = new Map<string, Session>();

  issue(email: string, kind: SessionKind): string {
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(token, { email, kind, expiresAt: kind === 'pre-auth' ? Date.now() + PRE_AUTH_TTL_MS : null });
    return token;
  }

  lookup(token: string): Session | null {
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expiresAt !== null && session.expiresAt < Date.now()) {
      this.sessions.delete(token);
      return null;
    }
    return session;
  }

  revoke(token: string): void {
    this.sessions.delete(token);
  }

  /** Drops the sessions of accounts that no longer exist. */
  retain(exists: (email: string) => boolean): void {
    for (const [token, session] of this.sessions) {
      if (!exists(session.email)) this.sessions.delete(token);
    }
  }
}
