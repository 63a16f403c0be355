/**
 * The value of a cookie in a Cookie header (or `document.cookie`), as sent; null when it is not
 * there. The browser reads with it too (`viewChangedElsewhere`): the `cookie` package the
 * server writes and parses signed cookies with is CommonJS, and would ship whole.
 */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
