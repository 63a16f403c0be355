/**
 * Video embeds from the provider. A DataObject video carries embed markup (an <iframe> of
 * a video host). The markup itself is never rendered: only the frame's address is taken
 * from it, and only when it is an https player address of an allowed host. The portal
 * then renders its own sandboxed frame with that address.
 */

/** Hosts whose players may be framed, and the path their player addresses start with. */
const ALLOWED_PLAYERS: ReadonlyArray<{ hosts: readonly string[]; path: RegExp }> = [
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\/[\w-]+\/?$/ },
  { hosts: ['player.vimeo.com'], path: /^\/video\/\d+\/?$/ },
];

/** The origins a page with video players must allow in its frame-src. */
export const VIDEO_FRAME_ORIGINS: readonly string[] = ALLOWED_PLAYERS.flatMap((player) => player.hosts.map((host) => `https://${host}`));

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * The attributes of the first <iframe> tag in the markup, read the way an HTML parser
 * reads a start tag (quoted and unquoted values, the first of duplicate names wins).
 */
export function firstIframeAttributes(markup: string): Map<string, string> | null {
  const match = /<iframe(?=[\s/>])/i.exec(markup);
  if (!match) return null;
  const s = markup;
  const attributes = new Map<string, string>();
  let i = match.index + match[0].length;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  while (i < s.length) {
    while (i < s.length && (isSpace(s[i]) || s[i] === '/')) i += 1;
    if (i >= s.length) return null; // the tag never ends
    if (s[i] === '>') return attributes;
    const nameStart = i;
    i += 1; // a name may start with '='
    while (i < s.length && !isSpace(s[i]) && s[i] !== '/' && s[i] !== '>' && s[i] !== '=') i += 1;
    const name = s.slice(nameStart, i).toLowerCase();
    while (isSpace(s[i])) i += 1;
    let value = '';
    if (s[i] === '=') {
      i += 1;
      while (isSpace(s[i])) i += 1;
      const quote = s[i];
      if (quote === '"' || quote === "'") {
        const end = s.indexOf(quote, i + 1);
        if (end < 0) return null;
        value = s.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < s.length && !isSpace(s[i]) && s[i] !== '>') i += 1;
        value = s.slice(valueStart, i);
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return null;
}

/** An allowed player address (normalised), or null for anything else. */
export function allowedPlayerUrl(address: string | null | undefined): string | null {
  if (typeof address !== 'string') return null;
  const trimmed = address.trim();
  if (trimmed === '' || /[\s<>"'`\\]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const player = ALLOWED_PLAYERS.find((candidate) => candidate.hosts.includes(host));
  if (!player || !player.path.test(url.pathname)) return null;
  return `https://${host}${url.pathname}${url.search}`;
}

/**
 * The player address of a DataObject's video: from the first <iframe>'s src in embed
 * markup, or the value itself when it is a bare player address. Null when not allowed.
 */
export function videoEmbedSrc(video: string | null | undefined): string | null {
  if (typeof video !== 'string' || video.trim() === '') return null;
  const value = video.trim();
  if (!value.includes('<')) return allowedPlayerUrl(value);
  const attributes = firstIframeAttributes(value);
  return attributes ? allowedPlayerUrl(attributes.get('src')) : null;
}
