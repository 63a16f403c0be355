/** The longest Accept header read: a browser's is a few hundred characters. */
const ACCEPT_MAX_LENGTH = 1024;

/**
 * Whether a request is a browser opening an address as a page of its own (a link followed,
 * an address typed or pasted): its fetch metadata says `navigate` to a `document` or, from a
 * browser that sends none, it asks for HTML. Scripts, frames, images and players are not.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  const destination = request.headers.get('sec-fetch-dest');
  if (mode !== null || destination !== null) return mode === 'navigate' && destination === 'document';
  const accept = (request.headers.get('accept') ?? '').slice(0, ACCEPT_MAX_LENGTH).toLowerCase();
  return accept.split(',').some((type) => type.split(';', 1)[0].trim() === 'text/html');
}
