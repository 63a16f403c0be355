/** Internal header a route sets to widen its page's policy; the server strips it. */
export const CSP_EXTRA_HEADER = 'X-Portal-Csp-Extra';

export type CspExtra = Partial<Record<'script-src' | 'frame-src' | 'img-src' | 'media-src' | 'connect-src' | 'style-src' | 'form-action', string[]>>;

/** Serialises a page's extra sources for the internal header. */
export function cspExtraHeader(extra: CspExtra): string {
  return JSON.stringify(extra);
}

export function parseCspExtra(value: unknown): CspExtra {
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const result: CspExtra = {};
    for (const [directive, sources] of Object.entries(parsed)) {
      if (!Array.isArray(sources)) continue;
      const clean = sources.filter((s): s is string => typeof s === 'string' && /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(s));
      if (clean.length) result[directive as keyof CspExtra] = clean;
    }
    return result;
  } catch {
    return {};
  }
}

/** The origin of an http(s) URL, or null. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The web socket of Vite's development server (`npm run dev`), which updates the page as its
 * sources change: only with NODE_ENV=development and a dev server origin, never in production.
 */
export function liveReloadSocket({ NODE_ENV, DEV_SERVER_ORIGIN }: { NODE_ENV: string; DEV_SERVER_ORIGIN?: string }): string | null {
  if (NODE_ENV !== 'development') return null;
  const origin = originOf(DEV_SERVER_ORIGIN);
  return origin ? origin.replace(/^http/, 'ws') : null;
}

export function buildContentSecurityPolicy({
  nonce,
  upgrade,
  extra = {},
  liveReload = null,
}: {
  nonce: string;
  upgrade: boolean;
  production?: boolean;
  extra?: CspExtra;
  /** From liveReloadSocket(). */
  liveReload?: string | null;
}): string {
  // Behind TLS no directive for active content (frames, scripts, styles, connections, form
  // targets) names a plain-http origin; images and media may still be upgraded by the browser.
  const passive = (key: keyof CspExtra) => key === 'img-src' || key === 'media-src';
  const sources = (key: keyof CspExtra) => (extra[key] ?? []).filter((source) => !upgrade || passive(key) || !source.toLowerCase().startsWith('http:'));
  const list = (base: string[], key: keyof CspExtra) => [...base, ...sources(key)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'", `'nonce-${nonce}'`], 'script-src')}`,
    `style-src ${list(["'self'"], 'style-src')}`,
    `img-src ${list(["'self'", 'data:'], 'img-src')}`,
    `media-src ${list(["'self'"], 'media-src')}`,
    `font-src 'self'`,
    `connect-src ${list(liveReload ? ["'self'", liveReload] : ["'self'"], 'connect-src')}`,
    `frame-src ${list(["'self'"], 'frame-src')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${list(["'self'"], 'form-action')}`,
    "manifest-src 'self'",
    "worker-src 'none'",
  ];
  if (upgrade) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
