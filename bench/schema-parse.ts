// How long the provider schemas take to read the sandbox's largest answers. Started by
// `node bench/schema-parse.mjs`; prints microseconds per parse of each answer.
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { startSandbox } from '../sandbox/server';
import { assetListResponseSchema } from '../app/upstream/schemas/assets';
import { categoriesResponseSchema, pinnedResponseSchema } from '../app/upstream/schemas/catalogue';
import { eventsQuerySchema, linkListResponseSchema, newsQuerySchema, partnerPortalQuerySchema } from '../app/upstream/schemas/content';
import { leadsResponseSchema } from '../app/upstream/schemas/leads';
import { profileResponseSchema } from '../app/upstream/schemas/profile';
import { searchResponseSchema } from '../app/upstream/schemas/search';

const NEWS = `query GetNewsListing($first: Int, $defaultLanguage: String) {
  getNewsListing(first: $first, defaultLanguage: $defaultLanguage, sortBy: ["modificationDate"], sortOrder: ["DESC"]) {
    edges { node { id modificationDate seofriendlyurl newsType title description newsMainImage { fullpath } } }
    totalCount
  }
}`;
const EVENTS = `query getEventsListing($defaultLanguage: String) {
  getEventsListing(defaultLanguage: $defaultLanguage, sortBy: ["dateTimeStart"], sortOrder: ["ASC"]) {
    edges { node { id name description Url { title path } imagen { fullpath } eventType dateTimeStart dateTimeEnd venueName } }
    totalCount
  }
}`;
const PORTAL = `query getPartnerPortal($fullpath: String!, $defaultLanguage: String) {
  getPartnerPortal(fullpath: $fullpath, defaultLanguage: $defaultLanguage) {
    id
    quicklinks { id title assets { id filename fullpath } }
    slides { id title description descriptionHtml shortDescription link { title path } image { fullpath } video { fullpath thumbnail } backgroundColor enableOverlay TextAlignment vertical horizontal }
    onBoardingCards { id title description descriptionHtml shortDescription link { title path } image { fullpath } video { fullpath thumbnail } backgroundColor enableOverlay TextAlignment vertical horizontal }
  }
}`;

const ASSET_KINDS = ['videos', 'documents', 'wiki-article', 'sales-flyers', 'product-images', 'branding-assets'];
const ROUNDS = Number(process.env.ROUNDS ?? 2000);

async function main() {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  try {
    const base = sandbox.url;
    const login = await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo@partner.example', password: 'Demo-Partner-2026' }),
      })
    ).json();
    const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const get = async (path: string) => (await fetch(`${base}${path}`, { headers })).json();
    const graphql = async (query: string, variables: Record<string, unknown>) =>
      ((await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })).json()) as { data: unknown }).data;
    const profile = await get('/api/partner/profile');
    const payloads: Array<[string, unknown, z.ZodType]> = [
      ['catalogue (categories)', await get('/api/partner/categories?locale=en'), categoriesResponseSchema],
      ...(await Promise.all(
        ASSET_KINDS.map(async (kind): Promise<[string, unknown, z.ZodType]> => [
          `assets ${kind}`,
          await get(`/api/partner/${kind}?locale=en`),
          assetListResponseSchema,
        ]),
      )),
      ['news (first 1000)', await graphql(NEWS, { first: 1000, defaultLanguage: 'en' }), newsQuerySchema],
      ['events', await graphql(EVENTS, { defaultLanguage: 'en' }), eventsQuerySchema],
      ['portal document', await graphql(PORTAL, { fullpath: profile.body.partnerPortalPath, defaultLanguage: 'en' }), partnerPortalQuerySchema],
      ['leads', await get('/api/partner/leads'), leadsResponseSchema],
      ['profile', profile, profileResponseSchema],
      ['pinned', await get('/api/partner/pin-products?locale=en'), pinnedResponseSchema],
      ['popular content', await get('/api/documents?locale=en'), linkListResponseSchema],
      ['search "probe"', await get('/api/partner/search?search=probe&locale=en'), searchResponseSchema],
    ];
    let total = 0;
    console.log(`${'answer'.padEnd(26)} ${'bytes'.padStart(8)} ${'µs/parse'.padStart(10)}`);
    for (const [name, payload, schema] of payloads) {
      for (let i = 0; i < Math.min(200, ROUNDS); i += 1) schema.parse(payload); // warm-up
      const started = performance.now();
      for (let i = 0; i < ROUNDS; i += 1) schema.parse(payload);
      const micros = ((performance.now() - started) * 1000) / ROUNDS;
      total += micros;
      console.log(`${name.padEnd(26)} ${String(JSON.stringify(payload).length).padStart(8)} ${micros.toFixed(1).padStart(10)}`);
    }
    console.log(`${'all of the above'.padEnd(26)} ${''.padStart(8)} ${total.toFixed(1).padStart(10)}`);
  } finally {
    await sandbox.close();
  }
}

await main();
