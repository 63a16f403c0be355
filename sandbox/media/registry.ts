import { PORTFOLIOS, PRODUCTS, DOCUMENTS } from '../seed/catalogue';
import { ASSET_LISTS } from '../seed/assets';
import { NEW_CONTENT, POPULAR_CONTENT } from '../seed/content-links';
import { SEED_ACCOUNTS } from '../seed/accounts';
import type { SeedNewsItem } from '../seed/news';
import { contentLinksView } from '../views/content-links';
import { pinnedItemView, portfoliosView } from '../views/catalogue';
import { eventsView, newsView } from '../views/news-events';
import { partnerPortalView } from '../views/portal';

function collectMediaPaths(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectMediaPaths(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectMediaPaths(item, into);
  }
}

/** Every media path the seed refers to: these are served, anything else under /media is 404. */
export function seedMediaPaths(news: SeedNewsItem[]): Set<string> {
  const paths = new Set<string>();
  const notPinned = () => false;
  collectMediaPaths(portfoliosView('en', notPinned), paths);
  for (const list of Object.values(ASSET_LISTS)) collectMediaPaths(list('en'), paths);
  collectMediaPaths(contentLinksView([...POPULAR_CONTENT, ...NEW_CONTENT], 'en'), paths);
  collectMediaPaths(
    news.map((item) => newsView(item, 'en')),
    paths,
  );
  collectMediaPaths(eventsView('en'), paths);
  collectMediaPaths(partnerPortalView('en'), paths);
  for (const account of SEED_ACCOUNTS) collectMediaPaths(account.profile(account.email), paths);
  const pins = [
    ...PRODUCTS.map((product) => ({ elementType: 'Product' as const, id: product.id })),
    ...PORTFOLIOS.map((portfolio) => ({ elementType: 'Category' as const, id: portfolio.id })),
    ...DOCUMENTS.map((document) => ({ elementType: 'Document' as const, id: document.id })),
  ];
  collectMediaPaths(
    pins.map((pin) => pinnedItemView(pin, 'en')),
    paths,
  );
  return paths;
}
