/** The types of popular and new content the portal names in the partner's language (the dashboard's `content.types`). */
export const NAMED_CONTENT_TYPES = ['Product', 'Category', 'Document'] as const;

const named: ReadonlySet<string> = new Set(NAMED_CONTENT_TYPES);

/**
 * A content item's type as the list shows it: a type the portal knows in the partner's
 * language, any other as the provider wrote it.
 */
export function shownContentType(type: string, t: (key: string) => string): string {
  return named.has(type) ? t(`content.types.${type}`) : type;
}
