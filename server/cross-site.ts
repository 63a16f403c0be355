import type { RequestHandler } from 'express';

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
    if (crossSite) {
      res
        .status(403)
        .set('Cache-Control', 'no-store')
        .type('text/html')
        .send(forbiddenPage(req.acceptsLanguages() as string[]));
      return;
    }
    next();
  };
}

const MESSAGES: Record<string, string> = {
  en: 'This request came from another site and was refused.',
  de: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  fr: 'Cette requête provenait d’un autre site et a été refusée.',
  it: 'Questa richiesta proveniva da un altro sito ed è stata rifiutata.',
  es: 'Esta solicitud procedía de otro sitio y se ha rechazado.',
  zh: '此请求来自其他网站，已被拒绝。',
  pt: 'Este pedido veio de outro site e foi recusado.',
  ja: 'このリクエストは別のサイトから送信されたため拒否されました。',
  ru: 'Этот запрос пришёл с другого сайта и был отклонён.',
};

function forbiddenPage(languages: string[]): string {
  const language = languages.map((l) => l.slice(0, 2).toLowerCase()).find((l) => l in MESSAGES) ?? 'en';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>403</title></head><body><main><h1>403</h1><p>${MESSAGES[language]}</p></main></body></html>`;
}
