import { resolveMedia } from '~/lib/media.server';
import { sanitizeHtml, stripMarkup } from '~/lib/sanitize.server';
import type { SortDirection } from '~/lib/url-state';
import { getPortfolios } from '~/upstream/catalogue.server';
import type { UpstreamContext } from '~/upstream/client.server';
import type { DocumentItem, Portfolio, Product } from '~/upstream/schemas/catalogue';
import { section } from '~/upstream/section.server';
import { portfolioHref, productHref } from './links';
import { displayName, documentMatches, productMatches, sortDocuments, sortProducts, splitFirstParagraph } from './products';

/**
 * Upstream portfolios, products and documents mapped to what the playbook screens show:
 * names with their fallbacks, URLs resolved through the media route, HTML sanitised.
 * The browser receives only these view models.
 */

export interface PortfolioCard {
  id: string;
  href: string;
  /** Null when there is neither a name nor a seofriendlyurl ('No name available'). */
  name: string | null;
  image: string | null;
  descriptionHtml: string;
  pinned: boolean;
}

export interface ProductRow {
  id: string;
  href: string;
  name: string | null;
  model: string;
  image: string | null;
  /** The first paragraph of the description (sanitised HTML). */
  summaryHtml: string;
  /** The rest of the description (sanitised HTML), '' when there is none. */
  moreHtml: string;
  /** The first paragraph as plain text, for the table. */
  summaryText: string;
  pinned: boolean;
}

export interface ProductDetail {
  id: string;
  name: string | null;
  model: string;
  title: string;
  image: string | null;
  descriptionHtml: string;
  pinned: boolean;
}

export interface DocumentRow {
  id: string;
  name: string;
  /** The document through the portal's media route, or null ('No PDF available'). */
  href: string | null;
  /** The absolute link that Share copies. */
  shareUrl: string | null;
  pinned: boolean;
}

/** Portfolios that can be linked to (an id is needed for the detail's address). */
export function toPortfolioCards(portfolios: readonly Portfolio[]): PortfolioCard[] {
  return portfolios.flatMap((portfolio) =>
    portfolio.id === null
      ? []
      : [
          {
            id: portfolio.id,
            href: portfolioHref(portfolio.id),
            name: displayName(portfolio.name, portfolio.seofriendlyurl),
            image: resolveMedia(portfolio.coverLink),
            // Shown in a card under the portfolio's h2.
            descriptionHtml: sanitizeHtml(portfolio.descriptionWeb, 3),
            pinned: portfolio.favorite,
          },
        ],
  );
}

export function findPortfolio(portfolios: readonly Portfolio[], id: string | undefined): Portfolio | undefined {
  if (!id) return undefined;
  return portfolios.find((portfolio) => portfolio.id === id);
}

/**
 * The portfolio a detail screen's address names, or why there is none to show: `error` when the
 * playbook did not load, `notFound` when it holds no portfolio of that id (one without an id has
 * no address to be found at).
 */
export type PortfolioLookup = { state: 'ok'; portfolio: Portfolio & { id: string } } | { state: 'error' } | { state: 'notFound' };

/** The portfolio of a detail screen (`/playbook/{id}` and its products), from the playbook as the provider sends it. */
export async function loadPortfolio(upstream: UpstreamContext, id: string | undefined): Promise<PortfolioLookup> {
  const portfolios = await section(getPortfolios(upstream));
  if (!portfolios.ok) return { state: 'error' };
  const portfolio = findPortfolio(portfolios.data, id);
  if (!portfolio || portfolio.id === null) return { state: 'notFound' };
  return { state: 'ok', portfolio: { ...portfolio, id: portfolio.id } };
}

export function findProduct(portfolio: Portfolio, productId: string | undefined): Product | undefined {
  if (!productId) return undefined;
  return portfolio.products.find((product) => product.id === productId);
}

function searchable(product: Product) {
  return { ...product, description: stripMarkup(product.description) };
}

function toProductRow(portfolioId: string, product: Product & { id: string }): ProductRow {
  // Shown in a card under the product's h2.
  const { first, rest } = splitFirstParagraph(sanitizeHtml(product.description, 3), stripMarkup);
  const summaryHtml = sanitizeHtml(first, 3);
  return {
    id: product.id,
    href: productHref(portfolioId, product.id),
    name: displayName(product.name, product.seofriendlyurl),
    model: product.model,
    image: resolveMedia(product.productImage) ?? resolveMedia(product.image) ?? resolveMedia(product.coverLink),
    summaryHtml,
    moreHtml: rest ? sanitizeHtml(rest, 3) : '',
    summaryText: stripMarkup(summaryHtml),
    pinned: product.favorite,
  };
}

/** The portfolio's products that match the search, in the requested order. */
export function productRows(portfolio: Portfolio & { id: string }, query: string, dir: SortDirection): ProductRow[] {
  const matching = portfolio.products.filter(
    (product): product is Product & { id: string } => product.id !== null && productMatches(searchable(product), query),
  );
  return sortProducts(matching, dir).map((product) => toProductRow(portfolio.id, product));
}

export function toProductDetail(product: Product & { id: string }): ProductDetail {
  return {
    id: product.id,
    name: displayName(product.name, product.seofriendlyurl),
    model: product.model,
    title: product.title,
    image: resolveMedia(product.image) ?? resolveMedia(product.productImage) ?? resolveMedia(product.coverLink),
    // Shown under the product page's h1.
    descriptionHtml: sanitizeHtml(product.description, 2),
    pinned: product.favorite,
  };
}

/** The product's documents that match the search, sorted by name; share links absolute. */
export function documentRows(product: Product, query: string, dir: SortDirection, absolute: (path: string) => string): DocumentRow[] {
  const matching = product.contentList.filter((item): item is DocumentItem & { id: string } => item.id !== null && documentMatches(item, query));
  return sortDocuments(matching, dir).map((item) => {
    const href = resolveMedia(item.document);
    return {
      id: item.id,
      name: item.name,
      href,
      shareUrl: href ? absolute(href) : null,
      pinned: item.favorite,
    };
  });
}
