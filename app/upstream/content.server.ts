import { forgetOlderThan, keptForMs, type Dated } from '~/lib/bounded-cache';
import { callUpstream, getParsed, type UpstreamContext } from './client.server';
import { queryContent } from './graphql.server';
import { partnerKey } from './partner-key.server';
import { eventsQuerySchema, footerResponseSchema, linkListResponseSchema, newsQuerySchema, partnerPortalQuerySchema } from './schemas/content';

export const NEWS_FETCH_SIZE = 1000;

const PARTNER_PORTAL_QUERY = /* GraphQL */ `
  query getPartnerPortal($fullpath: String!, $defaultLanguage: String) {
    getPartnerPortal(fullpath: $fullpath, defaultLanguage: $defaultLanguage) {
      id
      quicklinks { id title assets { id filename fullpath } }
      slides { ...SlideFields }
      onBoardingCards { ...SlideFields }
    }
  }
  fragment SlideFields on Slide {
    id title description descriptionHtml shortDescription
    link { title path } image { fullpath } video { fullpath thumbnail }
    backgroundColor enableOverlay TextAlignment vertical horizontal
  }
`;

const EVENTS_QUERY = /* GraphQL */ `
  query getEventsListing($defaultLanguage: String) {
    getEventsListing(defaultLanguage: $defaultLanguage, sortBy: ["dateTimeStart"], sortOrder: ["ASC"]) {
      edges { node { id name description Url { title path } imagen { fullpath } eventType dateTimeStart dateTimeEnd venueName } }
      totalCount
    }
  }
`;

const NEWS_QUERY = /* GraphQL */ `
  query GetNewsListing($first: Int, $defaultLanguage: String) {
    getNewsListing(first: $first, defaultLanguage: $defaultLanguage, sortBy: ["modificationDate"], sortOrder: ["DESC"]) {
      edges { node { id modificationDate seofriendlyurl newsType title description newsMainImage { fullpath } } }
      totalCount
    }
  }
`;

/** How long the CMS content a partner reads (portal slides, events, news, content lists) is kept. */
export const CONTENT_KEPT_MS = 60_000;
/** On a reload, an answer this young was asked for by another loader of the same page view. */
export const FRESH_ENOUGH_MS = 250;
/** Portal documents and event listings are small; news listings can hold a thousand items. */
const keptPortal = new Map<string, Dated<unknown>>();
const keptEvents = new Map<string, Dated<unknown>>();
const keptNews = new Map<string, Dated<unknown>>();

/**
 * A content query's parsed answer, asked for at most once a minute per partner, language and
 * variables, and again whenever the partner reloads the page. Every page of the portal reads
 * this content (the dashboard's sections, the news screen, the bell's notifications) and it
 * changes rarely. A failure is not kept; the answer is shared by callers and never changed.
 */
function keptQuery<T>(
  kept: Map<string, Dated<unknown>>,
  limit: number,
  ctx: UpstreamContext,
  variables: string,
  ask: (ctx: UpstreamContext) => Promise<T>,
): Promise<T> {
  // Without a token the call fails at once: nothing to keep.
  if (!ctx.token) return ask(ctx);
  const key = `${partnerKey(ctx)}\n${ctx.locale}\n${variables}`;
  const now = Date.now();
  if (ctx.fresh) forgetOlderThan(kept, key, FRESH_ENOUGH_MS, now);
  // Shared by this partner's requests: only its deadline stops it, not one of them leaving.
  return keptForMs(kept, limit, key, CONTENT_KEPT_MS, now, () => ask({ ...ctx, signal: undefined })) as Promise<T>;
}

export async function getPartnerPortal(ctx: UpstreamContext, fullpath: string) {
  const data = await keptQuery(keptPortal, 1000, ctx, fullpath, (live) =>
    queryContent(live, PARTNER_PORTAL_QUERY, { fullpath, defaultLanguage: live.locale }, partnerPortalQuerySchema),
  );
  return data.getPartnerPortal;
}

export async function getEvents(ctx: UpstreamContext) {
  const data = await keptQuery(keptEvents, 1000, ctx, '', (live) =>
    queryContent(live, EVENTS_QUERY, { defaultLanguage: live.locale }, eventsQuerySchema),
  );
  return data.getEventsListing.items;
}

export async function getNews(ctx: UpstreamContext) {
  const data = await keptQuery(keptNews, 100, ctx, '', (live) =>
    queryContent(live, NEWS_QUERY, { first: NEWS_FETCH_SIZE, defaultLanguage: live.locale }, newsQuerySchema),
  );
  return data.getNewsListing.items;
}

const keptPopular = new Map<string, Dated<unknown>>();
const keptNew = new Map<string, Dated<unknown>>();

/** The dashboard's popular content list (kept like the CMS content above). */
export function getPopularContent(ctx: UpstreamContext) {
  return keptQuery(keptPopular, 1000, ctx, '', (live) => getParsed(live, '/api/documents', linkListResponseSchema, { query: { locale: live.locale } }));
}

/** The new content list, for the dashboard and the bell (kept like the CMS content above). */
export function getNewContent(ctx: UpstreamContext) {
  return keptQuery(keptNew, 1000, ctx, '', (live) => getParsed(live, '/api/documents/new', linkListResponseSchema, { query: { locale: live.locale } }));
}

/** How long the footer, the same for every partner, is kept before it is asked for again. */
export const FOOTER_KEPT_MS = 60_000;
const keptFooter = new Map<string, Dated<string>>();

/**
 * GET /api/footer: raw HTML (sanitise before rendering). The call carries no token and the
 * answer is the same for everyone, so it is asked for at most once a minute; a failure is
 * not kept.
 */
export function getFooterHtml(ctx: UpstreamContext, now = Date.now()): Promise<string> {
  // Shared by every request: only its deadline stops it, not one visitor leaving.
  return keptForMs(keptFooter, 1, 'footer', FOOTER_KEPT_MS, now, () =>
    callUpstream({ ...ctx, signal: undefined }, '/api/footer', { auth: false }).then(({ body }) => footerResponseSchema.parse(body)),
  );
}
