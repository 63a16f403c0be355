import { SANDBOX_URL } from './ports';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, type Account } from './fixtures';

/** The provider's own answers, read directly from the sandbox, to compare the screens with. */
export async function providerToken(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

export interface ProviderAsset {
  id: number;
  type: string;
  title: string | null;
  description: string;
  documentType: string;
  video: string;
  link: string;
  asset: string;
}

export async function providerAssets(token: string, path: string): Promise<ProviderAsset[]> {
  const response = await fetch(`${SANDBOX_URL}/api/partner/${path}?locale=en`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { body: ProviderAsset[] };
  return body.body;
}

export interface ProviderNews {
  id: string;
  title: string;
  modificationDate: number;
  newsMainImage: { fullpath: string } | null;
}

export async function providerNews(token: string): Promise<ProviderNews[]> {
  const response = await fetch(`${SANDBOX_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query GetNewsListing($first: Int, $defaultLanguage: String) {
        getNewsListing(first: $first, defaultLanguage: $defaultLanguage, sortBy: ["modificationDate"], sortOrder: ["DESC"]) {
          edges { node { id title modificationDate newsMainImage { fullpath } } }
        }
      }`,
      variables: { first: 1000, defaultLanguage: 'en' },
    }),
  });
  const body = (await response.json()) as { data: { getNewsListing: { edges: Array<{ node: ProviderNews }> } } };
  return body.data.getNewsListing.edges.map((edge) => edge.node);
}

export interface ProviderSection {
  key: string;
  group_docs: { hits: { hits: Array<{ _source: { title: string; elementType: string; url: string; id: number; categoryId: number | null; model: string } }> } };
}

export async function providerSearch(token: string, text: string): Promise<ProviderSection[]> {
  const response = await fetch(`${SANDBOX_URL}/api/partner/search?search=${encodeURIComponent(text)}&locale=en`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { body: ProviderSection[] };
  return body.body;
}

/** The six categories: portal slug, provider list, title. */
export const CATEGORIES = [
  { slug: 'videos-tutorials', path: 'videos', title: 'Videos & Tutorials' },
  { slug: 'documents-guides', path: 'documents', title: 'Documents & Guides' },
  { slug: 'business-cases', path: 'wiki-article', title: 'Business Cases' },
  { slug: 'sales-flyers', path: 'sales-flyers', title: 'Sales Flyers' },
  { slug: 'product-images', path: 'product-images', title: 'Product Images' },
  { slug: 'branding-assets', path: 'branding-assets', title: 'Branding Assets' },
] as const;

/**
 * axe runs on timers, which a page without JavaScript never fires. In the no-js project
 * the page as it is now (its DOM, without scripts) is loaded at the same address in a
 * JavaScript-enabled page with the same cookies, and checked there.
 */
export async function axeCheck(page: Page, js: boolean, prepare?: (probe: Page) => Promise<void>) {
  if (js) return expectNoAxeViolations(page);
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  });
  try {
    const probe = await context.newPage();
    if (prepare) await prepare(probe);
    await probe.route((address) => address.href === url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await probe.goto(url);
    await expectNoAxeViolations(probe);
  } finally {
    await context.close();
  }
}
