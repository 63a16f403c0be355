import sanitize from 'sanitize-html';
import { memoize } from './cache.server';

/** The heading elements: kept by CMS formatting, and boundaries of its text. */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What CMS formatting may keep: text structure, links, images and tables; nothing active. */
const CMS_HTML: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    ...HEADINGS,
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'pre',
    'code',
    'abbr',
    'cite',
    'q',
    'time',
    'address',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    time: ['datetime'],
    ol: ['start', 'reversed'],
  },
  // Links and images: the web, mail, phone, and paths of this site; never javascript: or data:.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The text inside these is dropped with the tag, not shown as text. None of them is ever
  // allowed: raw-text elements (textarea, xmp) and svg/math stay out (decision 020).
  nonTextTags: ['script', 'style', 'textarea', 'xmp', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title'],
  transformTags: {
    // A link that opens a new tab cannot reach back into the portal's window.
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

/**
 * Elements whose start and end part the text on either side, as a browser lays them out:
 * blocks, list items, table rows and cells, line breaks and rules. 'a.</p><p>It' reads
 * 'a. It', never 'a.It'; inline elements (b, em, a, span…) join their text as it is.
 */
const TEXT_BOUNDARIES = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  ...HEADINGS,
  'header',
  'hgroup',
  'hr',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];

/** The sanitiser keeps only the boundary elements, bare, and the text; active content and its text go. */
const TEXT_WITH_BOUNDARIES: sanitize.IOptions = { allowedTags: TEXT_BOUNDARIES, allowedAttributes: {}, nonTextTags: CMS_HTML.nonTextTags };

/**
 * The most markup read for its text: a title or description is far shorter, and what is
 * past this is dropped, so a hostile answer costs a bounded time however it is made.
 */
export const MAX_MARKUP_CHARS = 100_000;

/**
 * Results kept per distinct input: running the sanitiser costs about 45 µs for a product
 * description and 180 µs for the footer, a lookup under a microsecond, and every signed-in
 * page shows the footer while the news and asset screens filter their items by plain text.
 * At most a thousand of each and 2 M characters of input and result together, each for ten
 * minutes (the CMS content itself is kept a minute).
 */
const TEXTS_KEPT = { max: 1000, ttlMs: 10 * 60_000, maxSize: 2_000_000, sizeOf: (text: string, input: string) => text.length + input.length };
const cleanHtml = memoize((html) => sanitize(html, CMS_HTML), TEXTS_KEPT);
const plainText = memoize(textOf, TEXTS_KEPT);

/** A heading level, h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * HTML from the CMS, sanitised (once per distinct input: see `cleanHtml`), its headings
 * fitted into the page's outline: `topHeading` is the level the fragment's highest headings
 * take where it is shown (one below the heading of the card, dialog or page around it).
 */
export function sanitizeHtml(html: string | null | undefined, topHeading: HeadingLevel = 2): string {
  if (!html) return '';
  return fitHeadings(cleanHtml(html), topHeading);
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * The headings of sanitised HTML moved to start at `top`, keeping their order of rank but
 * never skipping a level (h2 then h4 becomes top then top + 1) and never above `top` or
 * beyond h6. Works on the sanitiser's own output, where every `<` outside a tag is escaped.
 */
function fitHeadings(html: string, top: HeadingLevel): string {
  const levels = [...html.matchAll(HEADING_TAG)].filter((match) => match[1] === '').map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const highest = Math.min(...levels);
  let previous = top - 1;
  const open: number[] = [];
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => {
    if (slash) return `</h${open.pop() ?? top}`;
    const fitted = Math.min(top + Number(level) - highest, previous + 1, 6);
    previous = fitted;
    open.push(fitted);
    return `<h${fitted}`;
  });
}

const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Plain text of an HTML fragment, the one conversion the portal makes (search snippets,
 * cut descriptions, card and ticket texts, calendar files): entities decoded, active content
 * and its text dropped, block boundaries kept as a space, white space collapsed. Linear in
 * the input, of which it reads at most MAX_MARKUP_CHARS. Text without markup or entities
 * skips the parser; the rest is parsed once per distinct input.
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  const bounded = html.length > MAX_MARKUP_CHARS ? html.slice(0, MAX_MARKUP_CHARS) : html;
  if (!/[<&]/.test(bounded)) return collapseSpace(bounded);
  return plainText(bounded);
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

function textOf(html: string): string {
  // The sanitiser's answer holds bare boundary tags and text in which only &, <, > (and ")
  // are escaped: every '<' opens a tag and the next '>' closes it.
  const clean = sanitize(html, TEXT_WITH_BOUNDARIES);
  let text = '';
  let from = 0;
  while (from < clean.length) {
    const open = clean.indexOf('<', from);
    if (open === -1) {
      text += clean.slice(from);
      break;
    }
    const close = clean.indexOf('>', open);
    text += `${clean.slice(from, open)} `;
    from = close === -1 ? clean.length : close + 1;
  }
  return collapseSpace(text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]));
}
