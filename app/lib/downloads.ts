import { NO_STORE } from './no-store';
import { appPath, MEDIA_PATH } from './paths';

/**
 * The query parameter that asks the portal's media route for a file as an attachment (the
 * provider never sees it).
 */
export const DOWNLOAD_PARAM = 'download';

/** The start of every media address: the media route's path and its slash. */
const MEDIA_ADDRESS = `${MEDIA_PATH}/`;

/**
 * The address a "Download" link gives for a file. The portal's own files come as attachments,
 * so that a link needs no `download` attribute: with one, a browser saved whatever answered,
 * the sign-in page of an ended session included (`signin.html`), and the partner stayed on the
 * page, told nothing. Without it, an ended session leads through sign-in and back to the page.
 * The portal's media ask for the attachment (`?download=1`); its leads export and calendar
 * files are attachments already; another site's address stays as it is.
 */
export function downloadHref(href: string): string {
  if (!href.startsWith(MEDIA_ADDRESS)) return href;
  const [path, hash = ''] = href.split('#', 2);
  return `${path}${path.includes('?') ? '&' : '?'}${DOWNLOAD_PARAM}=1${hash ? `#${hash}` : ''}`;
}

/**
 * The Content-Disposition of a file asked for as an attachment: the provider's own, made an
 * attachment, or one named after the file's path (`drone-200-pro-datasheet.pdf`).
 */
export function attachment(provided: string | null, path: string): string {
  if (provided && /^\s*(?:inline|attachment)\s*(?:;|$)/i.test(provided)) return provided.replace(/^\s*(?:inline|attachment)/i, 'attachment');
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/[^\w.-]/g, '_') || 'download';
  return `attachment; filename="${name}"`;
}

const EXPORT_PATH = appPath('/leads/export.csv');
const CALENDAR_FILE = new RegExp(`^${appPath('/events/')}[^/]{1,64}/ics$`);

/**
 * Whether an address is a file a partner downloads from a page (the leads export, an event's
 * calendar file, a medium asked for as an attachment): a session that ended on the way leads
 * back to that page after sign-in, not to the file.
 */
export function isDownloadAddress(url: URL): boolean {
  if (url.pathname === EXPORT_PATH || CALENDAR_FILE.test(url.pathname)) return true;
  return url.pathname.startsWith(MEDIA_ADDRESS) && url.searchParams.get(DOWNLOAD_PARAM) === '1';
}

/**
 * A file the portal makes for a partner to save (the leads export, an event's calendar file):
 * an attachment named `fileName`, never stored by a cache (it holds the partner's data). The
 * headers every answer carries (no sniffing among them) are set by the server
 * (server/security-headers.ts).
 */
export function downloadResponse(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"`, ...NO_STORE },
  });
}
