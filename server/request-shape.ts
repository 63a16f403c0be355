import type { RequestHandler } from 'express';
import { appPath, pageOfDataPath } from '../app/lib/paths';
import { mediaTypeOf, MULTIPART_FORM as MULTIPART, URLENCODED_FORM as URLENCODED } from '../app/lib/request-body';

/** The methods the portal's screens use: pages are read with GET (and HEAD), forms post. */
const ALLOWED_METHODS = 'GET, HEAD, POST';

/**
 * The screens whose forms send files (the profile's photo and agreement): the only ones that
 * take multipart bodies. Every other form sends a few short fields, URL-encoded.
 */
const FILE_FORM_PATHS: readonly string[] = [appPath('/profile')];

/**
 * Whether the path (without its query) is a screen that takes files: the page itself, or its
 * data address (`/partner/profile.data`), which a form sent with JavaScript posts to.
 */
export function takesFiles(path: string): boolean {
  return FILE_FORM_PATHS.includes(pageOfDataPath(path));
}

/**
 * Refuses requests no screen sends before they reach a route, and before their body is read:
 * any method besides GET, HEAD and POST is answered 405 with `Allow` (OPTIONS 204 with
 * `Allow`), and a POST whose body is not what that screen's forms send 415: a multipart body
 * anywhere but a screen that takes files, or anything that is not a form at all (JSON, text,
 * XML, no declared type). Both are ordinary client mistakes, so nothing beyond the access
 * line is logged.
 */
export function refuseUnsupportedRequests(): RequestHandler {
  return (req, res, next) => {
    const method = req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    if (method === 'POST') {
      const type = mediaTypeOf(req.get('content-type'));
      const accepted = takesFiles(req.path) ? [URLENCODED, MULTIPART] : [URLENCODED];
      if (accepted.includes(type)) return next();
      res
        .status(415)
        .set({ 'Accept-Post': accepted.join(', '), Connection: 'close' })
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
