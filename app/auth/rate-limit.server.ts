import { createHmac } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig } from '~/config.server';
import { NO_STORE } from '~/lib/no-store';
import { REDIS_PREFIX, sharedConnection } from '~/lib/redis.server';
import { accountDigest } from './account-digest.server';
import { clientNetwork } from './client-network.server';
import { deviceNonceFor, type DeviceEntry } from './device-cookie.server';
import { UpstreamError } from '~/upstream/errors';

/** One kind of attempt counted per key: at most `max` in a fixed window of `windowMs`. */
export interface BudgetSpec {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Where a budget's counters live: a rate-limiter-flexible limiter made for the spec. The
 * memory store counts per instance; a shared store hands back its own limiter with the same
 * interface.
 */
export type CounterStore = (spec: BudgetSpec) => RateLimiterAbstract;

const memoryCounters: CounterStore = (spec) => new RateLimiterMemory({ keyPrefix: spec.name, points: spec.max, duration: Math.ceil(spec.windowMs / 1000) });

/**
 * Counters in Redis, shared by every instance (keys `partner-portal:<budget>:<digest>`,
 * expiring with their window). While Redis does not answer, each instance counts in its own
 * memory (the insurance limiter) and carries on.
 */
export function redisCounters(client: NonNullable<ReturnType<typeof sharedConnection>>['client']): CounterStore {
  return (spec) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${REDIS_PREFIX}${spec.name}`,
      points: spec.max,
      duration: Math.ceil(spec.windowMs / 1000),
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryCounters(spec),
    });
}

/** Redis when REDIS_URL is set, else this instance's memory. */
function configuredCounters(): CounterStore {
  const connection = sharedConnection();
  return connection ? redisCounters(connection.client) : memoryCounters;
}

/**
 * Attempts of one kind, counted per key (a client address, an account digest, a device
 * cookie's nonce). Keys reach the store only as a keyed digest.
 */
export class AttemptBudget {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    readonly spec: BudgetSpec,
    store: CounterStore = memoryCounters,
  ) {
    this.limiter = store(spec);
  }

  /**
   * Counts one attempt: the end of the window it counts in (milliseconds since the epoch), or
   * null when the key has used its budget for this window. A refused attempt proves nothing
   * and is not counted: the limiter counts it as it refuses, and it is handed back at once, so
   * that colleagues refused while the budget was full do not stay counted as failures.
   */
  async take(key: string): Promise<number | null> {
    try {
      const counted = await this.limiter.consume(this.storeKey(key));
      return Date.now() + counted.msBeforeNext;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await this.giveBack(key, Date.now() + refusal.msBeforeNext);
      return null;
    }
  }

  /**
   * Hands back an attempt that succeeded (only failures use the budget up), within the window
   * it was taken in (`windowEnd`, as `take` gave it). Once that window has ended the attempt
   * went with it: handed back then, it would count below nothing in the next window and lend
   * that window an attempt more.
   */
  async giveBack(key: string, windowEnd: number): Promise<void> {
    if (Date.now() >= windowEnd) return;
    await this.limiter.reward(this.storeKey(key), 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(this.storeKey(key));
  }

  private storeKey(key: string): string {
    return createHmac('sha256', `partner-portal:attempts:${getConfig().SESSION_SECRET[0]}`).update(key).digest('base64url').slice(0, 32);
  }
}

/** The budgets of one sign-in step: clients without a device cookie of the account share one, each device cookie has its own. */
export interface StepBudgets {
  untrusted: AttemptBudget;
  device: AttemptBudget;
}

export interface SignInLimits {
  byAddress: AttemptBudget;
  password: StepBudgets;
  otp: StepBudgets;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** The headers of an answer refused by a budget (429): not stored, and when to come back (the window). */
export const TOO_MANY_HEADERS = { ...NO_STORE, 'Retry-After': String(FIFTEEN_MINUTES / 1000) };

function makeSignInLimits(store: CounterStore = configuredCounters()): SignInLimits {
  const config = getConfig();
  const budget = (name: string, max: number) => new AttemptBudget({ name, max, windowMs: FIFTEEN_MINUTES }, store);
  return {
    byAddress: budget('signin-address', config.SIGNIN_MAX_PER_ADDRESS),
    password: { untrusted: budget('signin-account', config.SIGNIN_MAX_PER_ACCOUNT), device: budget('signin-device', config.SIGNIN_MAX_PER_ACCOUNT) },
    otp: { untrusted: budget('otp-account', config.SIGNIN_MAX_PER_ACCOUNT), device: budget('otp-device', config.SIGNIN_MAX_PER_ACCOUNT) },
  };
}

let limits: SignInLimits | undefined;

/** The sign-in limits of this process, sized from the configuration on first use. */
function signInLimits(): SignInLimits {
  limits ??= makeSignInLimits();
  return limits;
}

/**
 * One proof of who the partner is (a password, a one-time code) and what it counts against.
 * `take` before the proof goes to the provider. A proof that fails stays counted; one that
 * holds calls `succeeded` (nothing stays counted); one whose call failed calls `callFailed`,
 * which hands the attempt back only when the provider surely judged nothing (`judgedNothing`).
 */
export interface AttemptScope {
  take(): Promise<boolean>;
  succeeded(): Promise<void>;
  callFailed(error: unknown): Promise<void>;
  /** Hands the attempt back: the provider judged no proof (the code step it belonged to had ended). */
  unjudged(): Promise<void>;
}

/**
 * Whether a proof whose call failed surely reached no verdict: the provider could not be
 * reached ('network') or failed itself (a 5xx). Any other failure, a call that ran out of time
 * above all, may have been judged, and stays counted: a client that hung up once its guess
 * was sent had every guess handed back, and learnt from the next answer whether it was right.
 * A proof's call does not end when the browser leaves (`provingCall`).
 */
export function judgedNothing(error: unknown): boolean {
  return error instanceof UpstreamError && (error.code === 'network' || error.code === 'server');
}

/**
 * The call context of a proof: the caller's, without the browser's signal. The provider's
 * verdict is awaited to its end (within the call's deadline) whether or not the browser is
 * still there, so that it counts, and a proof that held finishes what it began (a changed
 * password ends the account's other sessions).
 */
export function provingCall<Context extends { signal?: AbortSignal | null }>(context: Context): Context {
  return { ...context, signal: undefined };
}

/** The client's address and its budget, counted for clients without a device cookie of the account. */
export interface AddressBudget {
  budget: AttemptBudget;
  address: string;
}

/**
 * The OWASP "device cookie" rule: a client holding a valid device cookie of this account
 * (from an earlier successful sign-in) counts against that cookie's own budget, and when it
 * runs out only that cookie is locked out; every other client counts against the account's
 * shared budget and against its address's. A stranger can so lock out strangers, never the
 * owner's own browser, and an office behind one address is never refused for its colleagues'
 * successes: only failures stay counted.
 */
export function attemptScope(budgets: StepBudgets, account: string, deviceNonce: string | null, byAddress?: AddressBudget): AttemptScope {
  const scope = deviceNonce ? deviceScope(budgets.device, deviceNonce) : untrustedScope(budgets.untrusted, account, byAddress);
  return {
    ...scope,
    callFailed: async (error) => {
      if (judgedNothing(error)) await scope.unjudged();
    },
  };
}

/** A client with a device cookie of the account: its own budget. */
function deviceScope(budget: AttemptBudget, deviceNonce: string): Omit<AttemptScope, 'callFailed'> {
  let windowEnd = 0;
  return {
    take: async () => {
      const end = await budget.take(deviceNonce);
      if (end === null) return false;
      windowEnd = end;
      return true;
    },
    // A success issues a new device cookie, with a budget of its own.
    succeeded: () => budget.reset(deviceNonce),
    unjudged: () => budget.giveBack(deviceNonce, windowEnd),
  };
}

/** Any other client: the account's shared budget and its address's. */
function untrustedScope(budget: AttemptBudget, account: string, byAddress?: AddressBudget): Omit<AttemptScope, 'callFailed'> {
  let accountWindowEnd = 0;
  let addressWindowEnd = 0;
  const giveBack = async () => {
    await Promise.all([budget.giveBack(account, accountWindowEnd), byAddress?.budget.giveBack(byAddress.address, addressWindowEnd)]);
  };
  return {
    take: async () => {
      if (byAddress) {
        const end = await byAddress.budget.take(byAddress.address);
        if (end === null) return false;
        addressWindowEnd = end;
      }
      const end = await budget.take(account);
      if (end !== null) {
        accountWindowEnd = end;
        return true;
      }
      // Refused for the account: no attempt was made from this address.
      await byAddress?.budget.giveBack(byAddress.address, addressWindowEnd);
      return false;
    },
    succeeded: giveBack,
    unjudged: giveBack,
  };
}

/**
 * What one proof of who the partner is counts against, for this request: a password or a
 * one-time code, at sign-in or before a change to what protects the account (a password
 * change, a 2FA set-up). `devices` are the request's device cookie entries; the client's
 * address counts for its network (`clientNetwork`).
 */
export function proofAttempt(step: 'password' | 'otp', email: string, devices: readonly DeviceEntry[], clientIp: string | undefined): AttemptScope {
  const limits = signInLimits();
  return attemptScope(limits[step], accountDigest(email), deviceNonceFor(devices, email), {
    budget: limits.byAddress,
    address: clientNetwork(clientIp || 'unknown'),
  });
}
