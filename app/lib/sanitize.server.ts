import DOMPurify from 'isomorphic-dompurify';
import { keptIn } from './bounded-cache';

const CACHE_LIMIT = 1000;
const cleanHtml = new Map<string, string>();
const plainText = new Map<string, string>();

/**
 * HTML from the CMS, sanitised once per distinct input and remembered: the same footer or
 * description is not run through the parser again on every request.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return keptIn(cleanHtml, CACHE_LIMIT, html, purifyHtml);
}

function purifyHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Plain text of an HTML fragment (hit titles with highlight markup, descriptions in tables).
 * Text without markup or entities skips the parser; the rest is parsed once per distinct input.
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return collapseSpace(html);
  return keptIn(plainText, CACHE_LIMIT, html, textOf);
}

function textOf(html: string): string {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return collapseSpace(text);
}
