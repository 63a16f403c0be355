import type { Request, RequestHandler } from 'express';
import { getLocale } from '../app/i18n/i18n.server';
import { createTranslate } from '../app/i18n/translate';
import { appPath, BASE_PATH } from '../app/lib/paths';
import { dictionaryFor } from '../app/i18n/dictionaries.server';

/**
 * The second CSRF wall: a POST that the browser marks as cross-site (Sec-Fetch-Site), or
 * whose Origin is another host, is refused before it reaches any action.
 */
export function rejectCrossSitePosts(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    let crossSite = site === 'cross-site' || site === 'same-site';
    if (!crossSite && origin && origin !== 'null') {
      try {
        crossSite = new URL(origin).host !== req.get('host');
      } catch {
        crossSite = true;
      }
    } else if (origin === 'null' && site !== 'same-origin') {
      crossSite = true;
    }
    if (!crossSite) return next();
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
