/**
 * Hostile mode: every text the account sees carries a script-injection payload, so the
 * portal's escaping and sanitising can be tested. Identifiers, types, numbers and dates stay
 * intact so that pages still route.
 */

export const TEXT_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<style>body{display:none}</style>',
  '"><iframe src=javascript:alert(1)>',
] as const;

export const URL_PAYLOAD = 'javascript:alert(1)';

/** Fields that identify or classify: never touched. */
const KEPT_FIELDS = new Set([
  'id',
  'type',
  'elementType',
  'key',
  'category',
  'categoryId',
  'favorite',
  'partnerPortalPath',
  'creationDate',
  'createdate',
  'dateTimeStart',
  'dateTimeEnd',
  'modificationDate',
  'totalCount',
  'enableOverlay',
  'is2FaEnabled',
  'is2faEnabled',
  'token',
]);

/** Fields holding a URL or a path: they get a `javascript:` URL or an attribute break-out. */
const URL_FIELDS = new Set([
  'path',
  'link',
  'fullpath',
  'image',
  'thumbnail',
  'url',
  'document',
  'coverLink',
  'coverDetail',
  'productImage',
  'logo',
  'website',
  'linkedinUrl',
  'xUrl',
  'facebookUrl',
  'priceUrl',
  'profilePhoto',
  'distributionAgreement',
  'asset',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** A copy of `value` with payloads in every text field. */
export function hostilize<T>(value: T): T {
  let counter = 0;
  const visit = (node: unknown, field: string | null): unknown => {
    if (typeof node === 'string') {
      if (field !== null && KEPT_FIELDS.has(field)) return node;
      const turn = counter;
      counter += 1;
      if (field !== null && URL_FIELDS.has(field)) {
        return turn % 2 === 0 ? URL_PAYLOAD : `${node}${TEXT_PAYLOADS[4]}`;
      }
      return `${node}${TEXT_PAYLOADS[turn % TEXT_PAYLOADS.length]}`;
    }
    if (Array.isArray(node)) return node.map((item) => visit(item, field));
    if (isPlainObject(node)) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = visit(child, key);
      return out;
    }
    return node;
  };
  return visit(value, null) as T;
}

/** An HTML document (the footer) with every payload in it. */
export function hostileHtml(html: string): string {
  return `${html}${TEXT_PAYLOADS.join('')}<a href="${URL_PAYLOAD}">${TEXT_PAYLOADS[0]}</a>`;
}
