import { jsonSize, ttlCache, memoryStore, tieredStore, type CacheStore, type Stamped } from '~/lib/cache.server';
import { sharedStore } from '~/lib/shared-store.server';
import { callUpstream, getParsed, type UpstreamContext } from './client.server';
import { queryContent } from './graphql.server';
import { partnerKey } from './partner-key.server';
import { eventsQuerySchema, footerResponseSchema, linkListResponseSchema, newsQuerySchema, partnerPortalQuerySchema } from './schemas/content';

const NEWS_FETCH_SIZE = 1000;

const PARTNER_PORTAL_QUERY = /* GraphQL */ `
  query getPartnerPortal($fullpath: String!, $defaultLanguage: String) {
    getPartnerPortal(fullpath: $fullpath, defaultLanguage: $defaultLanguage) {
      id
      quicklinks {
        id
        title
        assets {
          id
          filename
          fullpath
        }
      }
      slides {
        ...SlideFields
      }
      onBoardingCards {
        ...SlideFields
      }
    }
  }
  fragment SlideFields on Slide {
    id
    title
    description
    descriptionHtml
    shortDescription
    link {
      title
      path
    }
    image {
      fullpath
    }
    video {
      fullpath
      thumbnail
    }
    backgroundColor
    enableOverlay
    TextAlignment
    vertical
    horizontal
  }
`;

const EVENTS_QUERY = /* GraphQL */ `
  query getEventsListing($defaultLanguage: String) {
    getEventsListing(defaultLanguage: $defaultLanguage, sortBy: ["dateTimeStart"], sortOrder: ["ASC"]) {
      edges {
        node {
          id
          name
          description
          Url {
            title
            path
          }
          imagen {
            fullpath
          }
          eventType
          dateTimeStart
          dateTimeEnd
          venueName
        }
      }
      totalCount
    }
  }
`;

const NEWS_QUERY = /* GraphQL */ `
  query GetNewsListing($first: Int, $defaultLanguage: String) {
    getNewsListing(first: $first, defaultLanguage: $defaultLanguage, sortBy: ["modificationDate"], sortOrder: ["DESC"]) {
      edges {
        node {
          id
          modificationDate
          seofriendlyurl
          newsType
          title
          description
          newsMainImage {
            fullpath
          }
        }
      }
      totalCount
    }
  }
`;

/** How long the CMS content a partner reads (portal slides, events, news, content lists) is kept. */
export const CONTENT_TTL_MS = 60_000;
/** On a reload, an answer this young was asked for by another loader of the same page view. */
export const FRESH_ENOUGH_MS = 250;

/**
 * Where a kind of content is kept: this process's memory, at most `partners` entries (one
 * per partner, language and variables) weighing at most `chars` as JSON text, and, when
 * REDIS_URL is set, the store the instances share (its keys already name the kind and reach
 * Redis only as a digest). A single answer heavier than `chars` is not kept in memory.
 */
function contentStore<T>(partners: number, chars: number): CacheStore<Stamped<T>> {
  return tieredStore<Stamped<T>>(memoryStore({ max: partners, maxSize: chars, sizeOf: (entry) => jsonSize(entry.value) }), () => sharedStore('content'));
}

/**
 * Portal documents, event listings and content lists are small (a few KB); a news listing
 * can hold a thousand items. About 11 M characters of content in all, weighed once per
 * answer kept (a JSON serialisation: about 0.6 ms for a listing of 170 K characters).
 */
const keptPortal = ttlCache({ name: 'content_portal', store: contentStore(1000, 2_000_000), ttlMs: CONTENT_TTL_MS, freshEnoughMs: FRESH_ENOUGH_MS });
const keptEvents = ttlCache({ name: 'content_events', store: contentStore(1000, 2_000_000), ttlMs: CONTENT_TTL_MS, freshEnoughMs: FRESH_ENOUGH_MS });
const keptNews = ttlCache({ name: 'content_news', store: contentStore(100, 4_000_000), ttlMs: CONTENT_TTL_MS, freshEnoughMs: FRESH_ENOUGH_MS });
const keptPopular = ttlCache({ name: 'content_popular', store: contentStore(1000, 1_000_000), ttlMs: CONTENT_TTL_MS, freshEnoughMs: FRESH_ENOUGH_MS });
const keptNew = ttlCache({ name: 'content_new', store: contentStore(1000, 1_000_000), ttlMs: CONTENT_TTL_MS, freshEnoughMs: FRESH_ENOUGH_MS });

type Kept = ReturnType<typeof ttlCache<unknown>>;

/**
 * A content query's parsed answer, asked for at most once a minute per partner, language and
 * variables, and again whenever the partner reloads the page. Every page of the portal reads
 * this content (the dashboard's sections, the news screen, the bell's notifications) and it
 * changes rarely. A failure is not kept; the answer is shared by callers and never changed.
 */
function keptQuery<T>(kept: Kept, kind: string, ctx: UpstreamContext, variables: string, ask: (ctx: UpstreamContext) => Promise<T>): Promise<T> {
  // Without a token the call fails at once: nothing to keep.
  if (!ctx.token) return ask(ctx);
  const key = `${kind}\n${partnerKey(ctx)}\n${ctx.locale}\n${variables}`;
  // Shared by this partner's requests: only its deadline stops it, not one of them leaving.
  return kept(key, () => ask({ ...ctx, signal: undefined }), { forceFresh: ctx.forceFresh }) as Promise<T>;
}

export async function getPartnerPortal(ctx: UpstreamContext, fullpath: string) {
  const data = await keptQuery(keptPortal, 'portal', ctx, fullpath, (live) =>
    queryContent(live, PARTNER_PORTAL_QUERY, { fullpath, defaultLanguage: live.locale }, partnerPortalQuerySchema),
  );
  return data.getPartnerPortal;
}

export async function getEvents(ctx: UpstreamContext) {
  const data = await keptQuery(keptEvents, 'events', ctx, '', (live) => queryContent(live, EVENTS_QUERY, { defaultLanguage: live.locale }, eventsQuerySchema));
  return data.getEventsListing.items;
}

export async function getNews(ctx: UpstreamContext) {
  const data = await keptQuery(keptNews, 'news', ctx, '', (live) =>
    queryContent(live, NEWS_QUERY, { first: NEWS_FETCH_SIZE, defaultLanguage: live.locale }, newsQuerySchema),
  );
  return data.getNewsListing.items;
}

/** The dashboard's popular content list (kept like the CMS content above). */
export function getPopularContent(ctx: UpstreamContext) {
  return keptQuery(keptPopular, 'popular', ctx, '', (live) => getParsed(live, '/api/documents', linkListResponseSchema, { query: { locale: live.locale } }));
}

/** The new content list, for the dashboard and the bell (kept like the CMS content above). */
export function getNewContent(ctx: UpstreamContext) {
  return keptQuery(keptNew, 'new', ctx, '', (live) => getParsed(live, '/api/documents/new', linkListResponseSchema, { query: { locale: live.locale } }));
}

/** How long the footer, the same for every partner, is kept before it is asked for again. */
export const FOOTER_TTL_MS = 60_000;
const keptFooter = ttlCache<string>({ name: 'content_footer', store: contentStore(1, 1_000_000), ttlMs: FOOTER_TTL_MS });

/**
 * GET /api/footer: raw HTML (sanitise before rendering). The call carries no token and the
 * answer is the same for everyone, so it is asked for at most once a minute, a reload
 * included; a failure is not kept.
 */
export function getFooterHtml(ctx: UpstreamContext): Promise<string> {
  // Shared by every request: only its deadline stops it, not one visitor leaving.
  return keptFooter('footer', () =>
    callUpstream({ ...ctx, signal: undefined }, '/api/footer', { auth: false }).then(({ body }) => footerResponseSchema.parse(body)),
  );
}
