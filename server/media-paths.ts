import type { RequestHandler } from 'express';
import { requestedMedia } from '../app/lib/media-path';
import { MEDIA_PATH } from '../app/lib/paths';

const AIMS_AT_MEDIA = new RegExp(`^${MEDIA_PATH}(?:/|$)`, 'i');

/** The path as the URL parser reads it: dot segments (also `%2e`) resolved, backslashes turned into slashes. */
function parsedPath(raw: string): string | null {
  try {
    return new URL(`http://portal.invalid${raw}`).pathname;
  } catch {
    return null;
  }
}

/**
 * Requests for the media route are checked as they came, before the URL parser resolves
 * `%2e%2e` or `\` for the route: every request that is (or becomes) a media address must
 * be a media location in canonical form, else it ends here with 404.
 */
export function guardMediaPaths(): RequestHandler {
  return (req, res, next) => {
    const raw = req.originalUrl.split('?')[0];
    const parsed = parsedPath(raw);
    if (!AIMS_AT_MEDIA.test(raw) && (parsed === null || !AIMS_AT_MEDIA.test(parsed))) return next();
    if (raw.startsWith(`${MEDIA_PATH}/`) && requestedMedia(raw.slice(MEDIA_PATH.length)) !== null) return next();
    res.status(404).type('text/plain').send('Not Found');
  };
}
