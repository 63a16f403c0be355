/**
 * The action of an address that answers files only (an export, a calendar file, a media file):
 * a post is refused with 405 and the methods it takes, as the screens without a form refuse one.
 */
export function refusePosts(): Response {
  return new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
