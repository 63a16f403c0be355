/**
 * What mapping the provider's content to a screen's view needs from the server: media
 * references as addresses the browser may load, and plain text of markup. The modules that map
 * (the assets, the news, the search) take it as an argument and import nothing of the server;
 * the loaders give them `CONTENT_MAPPERS` (./content-mappers.server.ts), the tests their own.
 */
export interface ContentMappers {
  /** A provider media reference as an address the browser may load, or null. */
  media: (ref: string | null | undefined) => string | null;
  /** Plain text of an HTML fragment. */
  strip: (html: string | null | undefined) => string;
}
