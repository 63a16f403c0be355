import type { RequestHandler, Response } from 'express';
import type { PortalConfig } from '../app/config.server';
import { CSP_EXTRA_HEADER, buildContentSecurityPolicy, liveReloadSocket, parseCspExtra } from '../app/lib/csp';

/**
 * The policy of the built scripts, style sheets and pictures (`/build/`). A policy and the
 * page-only headers (opener and permissions policies) govern documents; these files are
 * never one, save a picture opened on its own, which this policy keeps inert.
 */
const BUILD_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of a built file as it is sent (express.static's `setHeaders`): what applies to
 * a script, a style sheet or a picture (no sniffing, same-origin use, the referrer its own
 * requests send), over HTTPS the transport policy, and the short policy above. A path with
 * no file goes on to the pages, with their headers.
 */
export function setBuildFileHeaders(res: Response) {
  setResourceHeaders(res, res.req.secure);
  res.setHeader('Content-Security-Policy', BUILD_FILE_POLICY);
}

/** What every response carries: no sniffing, same-origin use, the referrer policy, over HTTPS the transport policy. */
function setResourceHeaders(res: Response, secure: boolean) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

/**
 * Security headers on every other response. The Content-Security-Policy is built when the
 * headers are written, with this response's nonce and the extra sources a page asked for
 * (through an internal header that never leaves the server).
 */
export function securityHeaders(config: PortalConfig): RequestHandler {
  const production = config.NODE_ENV === 'production';
  const liveReload = liveReloadSocket(config);
  return (req, res, next) => {
    const secure = req.secure;
    setResourceHeaders(res, secure);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    hookCsp(res, { nonce: String(res.locals.nonce), upgrade: secure, production, secure, liveReload });
    next();
  };
}

/** Over HTTPS every cookie the portal sets is `Secure`, whichever module made it. */
function secureCookies(res: Response) {
  const cookies = res.getHeader('Set-Cookie');
  if (cookies === undefined) return;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  res.setHeader(
    'Set-Cookie',
    list.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)),
  );
}

function hookCsp(res: Response, options: { nonce: string; upgrade: boolean; production: boolean; secure: boolean; liveReload: string | null }) {
  const { secure, ...policy } = options;
  const originalWriteHead = res.writeHead;
  res.writeHead = function writeHeadWithCsp(this: Response, ...args: unknown[]) {
    if (!this.headersSent) {
      const extra = parseCspExtra(this.getHeader(CSP_EXTRA_HEADER));
      this.removeHeader(CSP_EXTRA_HEADER);
      // Pages and action answers carry personal data: never stored, unless a route said otherwise.
      if (!this.getHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store');
      if (secure) secureCookies(this);
      if (!this.getHeader('Content-Security-Policy')) {
        this.setHeader('Content-Security-Policy', buildContentSecurityPolicy({ ...policy, extra }));
      }
    }
    return (originalWriteHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}
