import type { RequestHandler } from 'express';

/** The methods the portal's screens use: pages are read with GET (and HEAD), forms post. */
export const ALLOWED_METHODS = 'GET, HEAD, POST';

/** What the portal's forms send: plain forms and forms with files. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Refuses requests no screen sends before they reach a route: any method besides GET,
 * HEAD and POST is answered 405 with `Allow` (OPTIONS 204 with `Allow`), and a POST whose
 * body is not a form (JSON, text, XML, or no declared type) 415. Both are ordinary client
 * mistakes, so nothing beyond the access line is logged.
 */
export function refuseUnsupportedRequests(): RequestHandler {
  return (req, res, next) => {
    const method = req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    if (method === 'POST') {
      const type = mediaType(req.get('content-type'));
      if (FORM_TYPES.includes(type)) return next();
      res
        .status(415)
        .set({ 'Accept-Post': FORM_TYPES.join(', '), Connection: 'close' })
        .type('text/plain')
        .send('Unsupported Media Type');
      req.resume();
      return;
    }
    res.set('Allow', ALLOWED_METHODS);
    if (method === 'OPTIONS') {
      res.status(204).end();
    } else {
      res.status(405).set('Connection', 'close').type('text/plain').send('Method Not Allowed');
    }
    req.resume();
  };
}
