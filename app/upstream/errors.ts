/**
 * The error catalogue of spec section 8, as data that survives a loader's JSON.
 * Views turn a code into dictionary text (see `errorMessageKey`); a server message, when
 * the provider sent one, is shown as it came. Which outcome of a provider call becomes which
 * code is the call policy's matter (`call-policy.server.ts`).
 */
export type UpstreamErrorCode = 'unauthorized' | 'notFound' | 'server' | 'unexpected' | 'noToken' | 'timeout' | 'network' | 'malformed' | 'rejected';

export interface UpstreamErrorData {
  code: UpstreamErrorCode;
  status?: number;
  /** The provider's own message, when it sent one. */
  serverMessage?: string;
}

export class UpstreamError extends Error {
  readonly code: UpstreamErrorCode;
  readonly status?: number;
  readonly serverMessage?: string;

  constructor(data: UpstreamErrorData) {
    super(data.serverMessage ?? `${data.code}${data.status ? ` ${data.status}` : ''}`);
    this.name = 'UpstreamError';
    this.code = data.code;
    this.status = data.status;
    this.serverMessage = data.serverMessage;
  }

  toJSON(): UpstreamErrorData {
    return { code: this.code, status: this.status, serverMessage: this.serverMessage };
  }
}

/** Whether the provider refused the partner's token (401): the session is over, never a section's error. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === 'unauthorized';
}

/** Throws a 401 on, so that the guard signs the partner out (`withSignedIn`); any other error is the caller's to show. */
export function rethrowSignedOut(error: unknown): void {
  if (isSignedOut(error)) throw error;
}

/**
 * The text a partner reads for a failed call (spec 8): the provider's own message when it sent
 * one, else the catalogue's, translated by `translate` (namespace `common`).
 */
export function errorText(error: UpstreamErrorData, translate: (key: string, values: Record<string, string | number>) => string): string {
  if (error.serverMessage) return error.serverMessage;
  const { key, values } = errorMessageKey(error);
  return translate(key, values);
}

/** Dictionary key (namespace `common`) and values for an error's catalogue text. */
export function errorMessageKey(error: UpstreamErrorData): { key: string; values: Record<string, string | number> } {
  switch (error.code) {
    case 'notFound':
      return { key: 'errors.notFound', values: { code: error.status ?? 404 } };
    case 'server':
      return { key: 'errors.server', values: {} };
    case 'unexpected':
      return { key: 'errors.unexpected', values: { code: error.status ?? 0 } };
    case 'noToken':
      return { key: 'errors.noToken', values: {} };
    case 'timeout':
      return { key: 'errors.timeout', values: {} };
    case 'malformed':
      return { key: 'errors.malformed', values: {} };
    case 'unauthorized':
      return { key: 'errors.noToken', values: {} };
    case 'rejected':
    case 'network':
    default:
      return { key: 'errors.network', values: {} };
  }
}
