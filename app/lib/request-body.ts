/**
 * What a posted body may be, in one place: the express layer refuses a body over its limit
 * before the app sees it (server/body-limits.ts), and the app's own readers stop at the same
 * limits, so that neither side takes what the other refuses.
 */

/** The longest body of a form without files (URL-encoded): a few fields. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** The longest multipart body: the profile form with its photo (2 MB) and agreement (10 MB) and its text, with room to spare. */
export const MULTIPART_BODY_MAX_BYTES = 14 * 1024 * 1024;

/**
 * The longest multipart body a screen with files takes in (server/request-shape.ts names them):
 * a partner who picks a file far over its field's limit (a 30 MB scan as the agreement) sends
 * it without JavaScript, as no check in the browser stops it. The body is read no further than
 * `MULTIPART_BODY_MAX_BYTES`; the rest streams past unheld, and the form comes back with the
 * file's message and everything typed. A longer body is refused at once (413), unread.
 */
export const MULTIPART_DECLARED_MAX_BYTES = 64 * 1024 * 1024;

export const URLENCODED_FORM = 'application/x-www-form-urlencoded';
export const MULTIPART_FORM = 'multipart/form-data';

/** The media type a Content-Type header names: lower case, without its parameters ('' for none). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** Whether a Content-Type header names a multipart form (a form with files). */
export function isMultipartForm(contentType: string | null | undefined): boolean {
  return mediaTypeOf(contentType) === MULTIPART_FORM;
}

/** Whether a Content-Type header names a URL-encoded form. */
export function isUrlEncodedForm(contentType: string | null | undefined): boolean {
  return mediaTypeOf(contentType) === URLENCODED_FORM;
}
