import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';

/** TRUST_PROXY as express understands it: true/false, a hop count, or names/addresses/ranges. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether the peer of a connection (hop 0) is a proxy the setting trusts, as express decides it. */
export function trustsPeer(setting: boolean | number | string[]): (address: string) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return () => setting > 0;
  const trust = proxyaddr.compile(setting);
  return (address) => trust(address, 0);
}

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

/** W3C trace context and baggage: which trace a request joins, and whether it is traced. */
const TRACE_CONTEXT = ['traceparent', 'tracestate', 'baggage'] as const;

/** The proxy's id of the request (nginx's `$request_id`), which the log line, the spans and the provider's calls carry. */
const REQUEST_ID = 'x-request-id';

/**
 * Headers that only a proxy in front may set count only from a trusted one: from anyone else
 * they are dropped before anything reads them. Forwarding headers, since express reads some of
 * them only when trusted but the framework's adapter takes the port of X-Forwarded-Host from any
 * client; trace context, since a client's would choose the trace a page view joins, turn its
 * tracing off (an unsampled `traceparent`) or put its own text (`tracestate`) into every span
 * and every provider call; and the request id, since a client's would name its request as it
 * likes in the logs, the spans and the provider's logs (the portal makes one of its own).
 */
export function dropUntrustedProxyHeaders(setting: boolean | number | string[]): RequestHandler {
  const trusted = trustsPeer(setting);
  return (req, _res, next) => {
    if (!trusted(req.socket.remoteAddress ?? '')) for (const name of [...FORWARDED, ...TRACE_CONTEXT, REQUEST_ID]) delete req.headers[name];
    next();
  };
}
