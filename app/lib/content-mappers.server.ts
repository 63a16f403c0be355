import type { ContentMappers } from './content-mappers';
import { resolveMedia } from './media.server';
import { stripMarkup } from './sanitize.server';

/** The server's content mappers: the media route's addresses and the sanitiser's plain text. */
export const CONTENT_MAPPERS: ContentMappers = { media: resolveMedia, strip: stripMarkup };
