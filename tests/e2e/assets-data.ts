import { SANDBOX_URL } from './ports';
import type { Account } from './fixtures';

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

export interface ProviderLead {
  id: number;
  creationDate: string;
}

export async function providerLeads(token: string): Promise<ProviderLead[]> {
  const response = await fetch(`${SANDBOX_URL}/api/partner/leads`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { body: ProviderLead[] };
  return body.body;
}

export interface ProviderSection {
  key: string;
  group_docs: { hits: { hits: Array<{ _source: { title: string; elementType: string; url: string; id: number; categoryId: number | null; model: string } }> } };
}

export async function providerSearch(token: string, text: string): Promise<ProviderSection[]> {
  const response = await fetch(`${SANDBOX_URL}/api/partner/search?search=${encodeURIComponent(text)}&locale=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
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

/** The partner's profile as the provider holds it now (its text fields). */
export async function providerProfile(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${SANDBOX_URL}/api/partner/profile`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { body: Record<string, unknown> };
  return body.body;
}

/** Changes the partner's profile at the provider, as another tab or a colleague would. */
export async function changeProviderProfile(token: string, fields: Record<string, string>): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${SANDBOX_URL}/api/partner/update`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`provider profile update: ${response.status}`);
}
