import type { Request, RequestHandler } from 'express';
import { getLocale } from '../app/i18n/i18n.server';
import { createTranslate } from '../app/i18n/translate';
import { appPath, BASE_PATH } from '../app/lib/paths';
import { dictionaryFor } from '../app/i18n/dictionaries.server';

/**
 * Why a post is a forgery, or null when it comes from the portal's own pages: the browser marks
 * it cross-site or same-site (Sec-Fetch-Site), or its Origin is not the origin of the request's
 * own address (`ownOrigin`: scheme, host and port, as the router builds the address an action
 * gets). React Router refuses such an action too, but as a fault of its own: an error with a
 * stack in the log for each one.
 */
export function forgeryReason(site: string | undefined, origin: string | undefined, ownOrigin: string): string | null {
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  if (origin === 'null') return site === 'same-origin' ? null : 'Origin: null';
  if (!origin) return null;
  const sent = originOf(origin);
  if (sent === null) return 'Origin is no address';
  const own = originOf(ownOrigin);
  if (own === null) return 'the request names no host';
  return sent === own ? null : "Origin is not the portal's address";
}

/** The origin (scheme, host and port) of an address, or null when it is none. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The second CSRF wall: a post that is a forgery (`forgeryReason`) is refused before it reaches
 * any action, with a page in the partner's language. Its access line is a warning naming the
 * reason, once; errors stay for the portal's own faults.
 */
export function rejectCrossSitePosts(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const reason = forgeryReason(req.get('sec-fetch-site'), req.get('origin'), `${req.protocol}://${req.host}`);
    if (reason === null) return next();
    res.locals.refusal = `forged post: ${reason}`;
    forbiddenPage(req).then((page) => res.status(403).set('Cache-Control', 'no-store').type('text/html').send(page), next);
  };
}

/** The longest cookie header the page's language is read from (getLocale bounds Accept-Language itself). */
const COOKIE_HEADER_MAX_LENGTH = 8192;

/**
 * The refusal as a page of the portal's texts (`common`'s forbidden texts), in the partner's
 * language as every page chooses it: the language cookie, else Accept-Language.
 */
async function forbiddenPage(req: Request): Promise<string> {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language']) {
    const value = req.get(name);
    if (value) headers.set(name, name === 'cookie' ? value.slice(0, COOKIE_HEADER_MAX_LENGTH) : value);
  }
  const language = await getLocale(new globalThis.Request(`http://portal.invalid${BASE_PATH}/`, { headers }));
  const t = createTranslate(dictionaryFor(language), 'common');
  const title = escapeHtml(t('forbidden.title'));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body><main id="main" class="error-page"><h1>${title}</h1><p>${escapeHtml(t('forbidden.text'))}</p>` +
    `<p><a href="${appPath('/dashboard')}">${escapeHtml(t('backToDashboard'))}</a></p></main></body></html>`
  );
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
