import type { RequestHandler } from 'express';

/**
 * The most segments an address may have. The deepest a screen goes is four below /partner
 * (/partner/playbook/:id/:productId); a provider's media path a few more. React Router 7.18.4,
 * rendering a page, matches the routes again for every ancestor of its address (to name the
 * routes the browser may ask for next), which takes time in the square of the depth: a
 * signed-in partner's 404 for an address of 1,500 segments kept the process busy for half a
 * second.
 */
export const MAX_PATH_SEGMENTS = 32;

/** Whether the path (without its query) has more than `MAX_PATH_SEGMENTS` segments; a backslash counts as the URL parser reads it, as a slash. */
export function tooDeep(path: string): boolean {
  let segments = 0;
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if ((code === 0x2f || code === 0x5c) && ++segments > MAX_PATH_SEGMENTS) return true;
  }
  return false;
}

/** Answers an address deeper than any screen or media file with 404 before it reaches a route. */
export function refuseDeepPaths(): RequestHandler {
  return (req, res, next) => {
    if (!tooDeep(req.path)) return next();
    res.status(404).type('text/plain').send('Not Found');
  };
}
