import type { RequestHandler } from 'express';
import { HEALTH_PATHS } from './health';

/** The longest host a header may name: a domain name (253) with a port. */
const HOST_MAX_LENGTH = 260;

/**
 * A host as a header names it (RFC 9110, `uri-host [ ":" port ]`): a name of letters, digits,
 * dots, hyphens and underscores, or an IPv6 address in brackets, and a port of at most five
 * digits. Anything else (spaces, slashes, `@`, escapes) cannot name this server and would not
 * make the address the framework builds of it.
 */
const HOST = /^(?:[\w.-]+|\[[\d.:A-Fa-f]+\])(?::(\d{1,5}))?$/;

/** Whether a header's value names a host (and port) as a client or a proxy in front may send it. */
export function isHostHeader(value: string): boolean {
  if (value.length > HOST_MAX_LENGTH) return false;
  const found = HOST.exec(value);
  return found !== null && (found[1] === undefined || Number(found[1]) <= 65_535);
}

/**
 * Why a request's line or host cannot be served, or null when it can: its target must be a
 * path (the origin form; `OPTIONS *` asks about the server itself), it must name a host (an
 * HTTP/1.1 request without one never gets here: Node answers it 400; an HTTP/1.0 health check
 * may leave it out), and that host, and a trusted proxy's X-Forwarded-Host, must be one.
 */
export function oddRequestReason(target: string, method: string, host: string | undefined, forwardedHost: string | undefined): string | null {
  if (!target.startsWith('/')) return target === '*' && method === 'OPTIONS' ? null : 'the target is not a path';
  if (host === undefined || host === '') return HEALTH_PATHS.has(target.split('?', 1)[0]) ? null : 'no Host header';
  if (!isHostHeader(host)) return 'the Host header names no host';
  if (forwardedHost !== undefined && !forwardedHost.split(',').every((part) => isHostHeader(part.trim()))) return 'X-Forwarded-Host names no host';
  return null;
}

/**
 * Answers 400 to a request line or host that no browser or proxy sends: a full URL as the target
 * (`GET http://elsewhere.example/partner/signin`; RFC 9112 lets a server refuse it), an HTTP/1.0
 * request without a Host header, a Host that names no host. Such requests reached the
 * framework's request adapter, which failed with a 500 and a stack on stderr. Forwarding
 * headers from untrusted peers are gone before this runs.
 */
export function refuseOddRequestLines(): RequestHandler {
  return (req, res, next) => {
    const reason = oddRequestReason(req.url, req.method, req.headers.host, req.get('x-forwarded-host'));
    if (reason === null) return next();
    res.locals.refusal = reason;
    res.status(400).set({ Connection: 'close', 'Cache-Control': 'no-store' }).type('text/plain').send('Bad Request');
    req.resume();
  };
}
