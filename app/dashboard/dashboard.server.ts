import { type SignedIn } from '~/auth/guard.server';
import { section } from '~/upstream/section.server';
import { createCache, memoize, memoizePerAnswer } from '~/lib/cache.server';
import { formatDateTimeRange, toDate } from '~/lib/format';
import { resolveLink, resolveMedia } from '~/lib/media.server';
import { appPath } from '~/lib/paths';
import { stripMarkup } from '~/lib/sanitize.server';
import { cutText } from '~/lib/text';
import { portfolioHref } from '~/playbook/links';
import { getPinnedItems, getPortfolios } from '~/upstream/catalogue.server';
import { getEvents, getNewContent, getPartnerPortal, getPopularContent } from '~/upstream/content.server';
import { rethrowSignedOut, UpstreamError, type UpstreamErrorData } from '~/upstream/errors';
import { partnerKey } from '~/upstream/partner-key.server';
import { getProfile } from '~/upstream/profile.server';
import type { PinnedItem, Portfolio } from '~/upstream/schemas/catalogue';
import type { LinkItem, PartnerPortal, PortalEvent, QuickLink, Slide } from '~/upstream/schemas/content';
import { safeColor, textToneOn } from './colors';
import { EVENT_ID, upcomingEvents } from './events';
import { onboardingIcon, type OnboardingIcon } from './onboarding';
import { pinnedItemHref } from './pinned';

/**
 * The dashboard's data: every upstream call starts at once (the portal content too, when the
 * profile named its document before), each section answers its data or its own
 * error, and everything is mapped here to what the page shows, addresses resolved.
 */

/** A content list that failed: the provider's message when it sent one (the view falls back to 'Error fetching {kind} content'). */
export type ListSection<T> = { ok: true; items: T[] } | { ok: false; message: string | null };

/** The portal content that failed: its catalogued error ('Error: {message}'), or null for 'An unknown error occurred'. */
export type PortalSection = { ok: true; data: PortalView } | { ok: false; error: UpstreamErrorData | null };

export interface LinkView {
  href: string;
  label: string;
  external: boolean;
}

export interface SlideView {
  id: string;
  title: string;
  description: string;
  link: LinkView | null;
  image: string | null;
  video: { src: string; poster: string | null } | null;
  /** A validated #rrggbb colour, or null for the theme's surface. */
  background: string | null;
  tone: 'light' | 'dark' | null;
  overlay: boolean;
  align: 'left' | 'center' | 'right';
  vertical: 'top' | 'center' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export interface QuickLinkView {
  id: string;
  title: string;
  href: string;
}

export interface OnboardingView {
  id: string;
  title: string;
  description: string;
  icon: OnboardingIcon;
  link: LinkView | null;
}

export interface PortalView {
  slides: SlideView[];
  quickLinks: QuickLinkView[];
  cards: OnboardingView[];
}

export interface EventView {
  key: string;
  /** Null when the provider sent no usable id: no calendar toggle then. */
  id: string | null;
  name: string;
  description: string;
  type: string;
  venue: string;
  when: string | null;
  start: string | null;
  image: string | null;
  link: LinkView | null;
  inCalendar: boolean;
  ics: string | null;
}

export interface PinnedView {
  key: string;
  id: string | null;
  type: string;
  name: string;
  href: string | null;
  image: string | null;
  document: string | null;
}

export interface PortfolioView {
  key: string;
  name: string;
  href: string | null;
  image: string | null;
  description: string;
}

export interface ContentItemView {
  key: string;
  title: string;
  description: string;
  type: string;
  href: string | null;
}

const pick = <V extends string>(value: string, values: readonly V[], fallback: V): V => {
  const lower = value.trim().toLowerCase();
  return (values as readonly string[]).includes(lower) ? (lower as V) : fallback;
};

/** A media address the page may load from its own origin (the CSP allows no other). */
function localMedia(ref: string | null | undefined): string | null {
  const resolved = resolveMedia(ref);
  return resolved && resolved.startsWith('/') ? resolved : null;
}

function linkView(link: { title: string; path: string | null }, fallbackLabel = ''): LinkView | null {
  const href = resolveLink(link.path);
  if (!href) return null;
  return { href, label: link.title.trim() || fallbackLabel, external: /^https?:/i.test(href) };
}

const plain = (...candidates: string[]) => candidates.map((candidate) => stripMarkup(candidate)).find((text) => text !== '') ?? '';

export function slideView(slide: Slide, index: number): SlideView {
  const background = safeColor(slide.backgroundColor);
  const video = localMedia(slide.video.fullpath);
  return {
    id: slide.id ?? `slide-${index + 1}`,
    title: stripMarkup(slide.title),
    description: plain(slide.description, slide.descriptionHtml, slide.shortDescription),
    link: linkView(slide.link),
    image: video ? null : (localMedia(slide.image) ?? localMedia(slide.video.thumbnail)),
    video: video ? { src: video, poster: localMedia(slide.video.thumbnail) } : null,
    background,
    tone: background ? textToneOn(background) : null,
    overlay: slide.enableOverlay && !video,
    align: pick(slide.TextAlignment, ['left', 'center', 'right'] as const, 'left'),
    vertical: pick(slide.vertical, ['top', 'center', 'bottom'] as const, 'center'),
    horizontal: pick(slide.horizontal, ['left', 'center', 'right'] as const, 'left'),
  };
}

/** Spec 7: a quick link downloads from {base}/{locale}/download/{id}, served through the media route. */
export function quickLinkView(link: QuickLink, locale: string): QuickLinkView | null {
  if (!link.id || !EVENT_ID.test(link.id)) return null;
  const href = resolveMedia(`/${locale}/download/${link.id}`);
  if (!href) return null;
  const title = stripMarkup(link.title) || stripMarkup(link.assets[0]?.filename ?? '') || link.id;
  return { id: link.id, title, href };
}

function onboardingView(card: Slide, index: number): OnboardingView {
  const title = stripMarkup(card.title);
  return {
    id: card.id ?? `card-${index + 1}`,
    title,
    description: plain(card.description, card.descriptionHtml, card.shortDescription),
    icon: onboardingIcon(title),
    link: linkView(card.link),
  };
}

export function portalView(portal: PartnerPortal, locale: string): PortalView {
  return {
    slides: portal.slides.map(slideView),
    quickLinks: portal.quicklinks.flatMap((link) => quickLinkView(link, locale) ?? []),
    cards: portal.onBoardingCards.map(onboardingView),
  };
}

/**
 * Formatted event spans by start, end, language and zone (the key, a JSON list of the four).
 * ICU's `formatRange` costs about 40 µs a span, and every dashboard of a language and zone
 * shows the same few events: at most 5000 spans of 1 M characters in all (key and text),
 * each for an hour.
 */
const eventRangeOf = memoize(
  (key) => {
    const [start, end, language, timeZone] = JSON.parse(key) as [unknown, unknown, string, string];
    return { text: formatDateTimeRange(start, end, language, timeZone) };
  },
  { max: 5000, ttlMs: 60 * 60_000, maxSize: 1_000_000, sizeOf: (range, key) => key.length + (range.text?.length ?? 0) },
);

function eventRange(start: unknown, end: unknown, language: string, timeZone: string): string | null {
  return eventRangeOf(JSON.stringify([start ?? null, end ?? null, language, timeZone])).text;
}

function eventBaseView(event: PortalEvent, index: number, language: string, timeZone: string): Omit<EventView, 'inCalendar'> {
  const id = event.id && EVENT_ID.test(event.id) ? event.id : null;
  return {
    key: id ?? `event-${index}`,
    id,
    name: stripMarkup(event.name),
    description: stripMarkup(event.description),
    type: stripMarkup(event.eventType),
    venue: stripMarkup(event.venueName),
    when: eventRange(event.dateTimeStart, event.dateTimeEnd, language, timeZone),
    start: toDate(event.dateTimeStart)?.toISOString() ?? null,
    image: localMedia(event.imagen),
    link: linkView(event.Url),
    ics: id ? appPath(`/events/${id}/ics`) : null,
  };
}

/**
 * An event's view but for the calendar flag, made once per event object, position, language
 * and zone (`memoizePerAnswer`): the events are a kept answer, the same on every dashboard for a minute.
 */
const keptEventBaseView = memoizePerAnswer((event: PortalEvent, variant: string) => {
  const [index, language, timeZone] = JSON.parse(variant) as [number, string, string];
  return eventBaseView(event, index, language, timeZone);
});

/** An event as the page shows it; whether it is in the partner's calendar is read per request. */
export function eventView(event: PortalEvent, index: number, language: string, calendar: ReadonlySet<string>, timeZone = 'UTC'): EventView {
  const view = keptEventBaseView(event, JSON.stringify([index, language, timeZone]));
  return { ...view, inCalendar: view.id !== null && calendar.has(view.id) };
}

export function pinnedView(item: PinnedItem, index: number): PinnedView {
  return {
    key: `${item.type}-${item.id ?? index}`,
    id: item.id && /^[\w-]{1,64}$/.test(item.id) ? item.id : null,
    type: item.type,
    name: stripMarkup(item.name) || stripMarkup(item.model),
    href: pinnedItemHref(item),
    image: localMedia(item.productImage) ?? localMedia(item.coverLink),
    document: localMedia(item.document),
  };
}

export function portfolioView(portfolio: Portfolio, index: number): PortfolioView {
  const id = portfolio.id && /^[\w-]{1,64}$/.test(portfolio.id) ? portfolio.id : null;
  return {
    key: id ?? `portfolio-${index}`,
    name: stripMarkup(portfolio.name) || stripMarkup(portfolio.seofriendlyurl),
    href: id ? portfolioHref(id) : null,
    image: localMedia(portfolio.coverLink) ?? localMedia(portfolio.productImage),
    description: cutText(stripMarkup(portfolio.descriptionWeb), 140, 140).text,
  };
}

/** An item of the popular or new content lists. */
export function contentItemView(item: LinkItem, index: number): ContentItemView {
  return {
    key: `${index}-${item.path ?? ''}`,
    title: stripMarkup(item.title),
    description: stripMarkup(item.description),
    type: stripMarkup(item.type),
    href: resolveLink(item.path),
  };
}

/**
 * The views of shared answers, made once per answer (or item) object and variant: the
 * dashboard's answers are kept (content) or reused parses (pinned items, portfolios), so
 * every dashboard of a partner would otherwise map the same items again (events: see
 * `eventView`).
 */
const keptPortalView = memoizePerAnswer(portalView);
const keptPinnedView = memoizePerAnswer((item: PinnedItem, index: string) => pinnedView(item, Number(index)));
const keptPortfolioView = memoizePerAnswer((portfolio: Portfolio, index: string) => portfolioView(portfolio, Number(index)));
const keptContentItemView = memoizePerAnswer((item: LinkItem, index: string) => contentItemView(item, Number(index)));

async function listSection<T, V>(promise: Promise<T[]>, map: (item: T, index: number) => V): Promise<ListSection<V>> {
  const result = await section(promise);
  if (result.ok) return { ok: true, items: result.data.map(map) };
  return { ok: false, message: result.error.serverMessage ?? null };
}

class NoPortalDocument extends Error {}

/**
 * The portal document each signed-in token's profile named last time (by a digest of the
 * token), so the next dashboard asks for it beside the profile: at most 5000 partners and 1 M
 * characters of paths, each for as long as a session can last.
 */
const portalPathHints = createCache<string>({ max: 5000, ttlMs: 12 * 60 * 60_000, maxSize: 1_000_000, sizeOf: (fullpath) => fullpath.length });

function rememberPortalPath(key: string, fullpath: string | null) {
  if (fullpath === null) portalPathHints.delete(key);
  else portalPathHints.set(key, fullpath);
}

/**
 * The portal content named by the partner's profile. The document the profile named last
 * time is asked for beside the profile, so the page waits one round of calls, not two; it
 * is used only when the fresh profile still names it.
 */
async function portalSection(signedIn: SignedIn): Promise<PortalSection> {
  const { upstream } = signedIn;
  const key = partnerKey(upstream);
  const hinted = portalPathHints.get(key);
  const early = hinted ? getPartnerPortal(upstream, hinted) : null;
  early?.catch(() => undefined); // read below, or left when the profile names another document
  try {
    const profile = await getProfile(upstream);
    const fullpath = profile.partnerPortalPath.trim();
    rememberPortalPath(key, fullpath || null);
    if (!fullpath) throw new NoPortalDocument();
    const portal = early && hinted === fullpath ? await early : await getPartnerPortal(upstream, fullpath);
    return { ok: true, data: keptPortalView(portal, upstream.locale) };
  } catch (error) {
    if (error instanceof UpstreamError) {
      rethrowSignedOut(error);
      return { ok: false, error: error.toJSON() };
    }
    if (error instanceof NoPortalDocument) return { ok: false, error: null };
    throw error;
  }
}

/** The dashboard's sections; event times in `timeZone` (the partner's, see lib/time-zone.ts). */
export async function loadDashboard(signedIn: SignedIn, calendar: ReadonlySet<string>, now = new Date(), timeZone: string | Promise<string> = 'UTC') {
  const { upstream, locale } = signedIn;
  const [portal, events, pinned, portfolios, popular, fresh] = await Promise.all([
    portalSection(signedIn),
    listSection(getEvents(upstream), (event: PortalEvent) => event).then(async (result): Promise<ListSection<EventView>> => {
      if (!result.ok) return result;
      const zone = await timeZone;
      return { ok: true, items: upcomingEvents(result.items, now).map((event, index) => eventView(event, index, locale, calendar, zone)) };
    }),
    listSection(getPinnedItems(upstream), (item, index) => keptPinnedView(item, String(index))),
    listSection(getPortfolios(upstream), (portfolio, index) => keptPortfolioView(portfolio, String(index))),
    listSection(getPopularContent(upstream), (item, index) => keptContentItemView(item, String(index))),
    listSection(getNewContent(upstream), (item, index) => keptContentItemView(item, String(index))),
  ]);
  return { portal, events, pinned, portfolios, popular, fresh };
}
