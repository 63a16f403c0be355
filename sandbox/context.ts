import type { FaultRegistry } from './faults';
import type { SeedNewsItem } from './seed/news';
import type { SessionStore } from './sessions';
import type { AccountStore } from './state';

export interface SandboxOptions {
  /** Time every call's answer takes from its arrival, the sandbox's own work included (not the control API's). */
  latencyMs: number;
  /** Fraction of `/api` and `/graphql` calls that fail at random (500 or a dropped connection). */
  faultRate: number;
  /** Every account is hostile. */
  hostile: boolean;
  /** No request log. */
  quiet: boolean;
}

/** Everything the request handlers share. */
export interface SandboxContext {
  options: SandboxOptions;
  accounts: AccountStore;
  sessions: SessionStore;
  faults: FaultRegistry;
  /** News dates are fixed when the sandbox starts (or is reset), counted back from then. */
  news: SeedNewsItem[];
  /** Known media paths (besides uploads), registered from the seed. */
  media: Set<string>;
}
