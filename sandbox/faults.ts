import { randomBytes } from 'node:crypto';

/** What a test asks for through `POST /__sandbox/faults`. */
export interface FaultSpec {
  /** A path prefix (`/api/partner/leads`, `/graphql`) or `graphql:<operation or field name>`. */
  match: string;
  status?: number;
  latencyMs?: number;
  malformed?: boolean;
  drop?: boolean;
  /** How many matching calls get the fault; unlimited when absent. */
  times?: number;
  /** Only calls made with this account's tokens (or, for the login, its username). */
  email?: string;
}

export interface Fault extends FaultSpec {
  id: string;
  remaining: number | null;
}

/** The facts about one call that faults match against. */
export interface CallFacts {
  path: string;
  /** Operation and top-level field names of a GraphQL call. */
  graphqlNames: string[];
  email: string | null;
}

const GRAPHQL_PREFIX = 'graphql:';

export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (typeof input !== 'object' || input === null) return 'The body must be a JSON object';
  const raw = input as Record<string, unknown>;
  if (typeof raw.match !== 'string') return '`match` (a path prefix or graphql:<name>) is required';
  const spec: FaultSpec = { match: raw.match };
  if (raw.status !== undefined) {
    if (typeof raw.status !== 'number' || !Number.isInteger(raw.status) || raw.status < 100 || raw.status > 599) {
      return '`status` must be an HTTP status code';
    }
    spec.status = raw.status;
  }
  if (raw.latencyMs !== undefined) {
    if (typeof raw.latencyMs !== 'number' || raw.latencyMs < 0) return '`latencyMs` must be a non-negative number';
    spec.latencyMs = raw.latencyMs;
  }
  if (raw.times !== undefined) {
    if (typeof raw.times !== 'number' || !Number.isInteger(raw.times) || raw.times < 1) return '`times` must be a positive integer';
    spec.times = raw.times;
  }
  if (raw.email !== undefined) {
    if (typeof raw.email !== 'string') return '`email` must be a string';
    spec.email = raw.email.trim().toLowerCase();
  }
  if (raw.malformed !== undefined) spec.malformed = raw.malformed === true;
  if (raw.drop !== undefined) spec.drop = raw.drop === true;
  return spec;
}

function matches(fault: Fault, call: CallFacts): boolean {
  if (fault.email !== undefined && fault.email !== call.email) return false;
  if (fault.match.startsWith(GRAPHQL_PREFIX)) {
    const name = fault.match.slice(GRAPHQL_PREFIX.length).toLowerCase();
    return call.path === '/graphql' && call.graphqlNames.some((candidate) => candidate.toLowerCase() === name);
  }
  return call.path.startsWith(fault.match);
}

/** Faults injected by tests; the oldest matching one applies to a call. */
export class FaultRegistry {
  private faults: Fault[] = [];

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: randomBytes(6).toString('hex'), remaining: spec.times ?? null };
    this.faults.push(fault);
    return fault;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** Finds the fault for a call and counts it down. */
  take(call: CallFacts): Fault | null {
    const fault = this.faults.find((candidate) => matches(candidate, call));
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }
}
