/**
 * The addresses of the playbook's screens as the portal's links and redirects name them:
 * below the basename (React Router adds /partner), each id one path segment, encoded, so an
 * id with a slash, a space or a question mark still names its own screen. Client-safe: the
 * catalogue, the dashboard, the search and the screens build their links here.
 */

/** The playbook: the partner's portfolios. */
export const PLAYBOOK_PATH = '/playbook';

/** A portfolio's screen: its products. */
export function portfolioHref(portfolioId: string): string {
  return `${PLAYBOOK_PATH}/${encodeURIComponent(portfolioId)}`;
}

/** A product's screen, below its portfolio: its card and documents. */
export function productHref(portfolioId: string, productId: string): string {
  return `${portfolioHref(portfolioId)}/${encodeURIComponent(productId)}`;
}
