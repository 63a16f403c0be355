import { z } from 'zod';
import { flag, id, list, mediaRef, number, optionalText, record, text, unwrapBody } from './lenient';

export const linkItemSchema = record({ title: text(), path: optionalText(), description: text(), type: text() });
export type LinkItem = z.infer<typeof linkItemSchema>;
export const linkListResponseSchema = z.unknown().transform(unwrapBody).pipe(list(linkItemSchema));

const linkSchema = record({ title: text(), path: optionalText() });

export const slideSchema = record({
  id: id(),
  title: text(),
  description: text(),
  descriptionHtml: text(),
  shortDescription: text(),
  link: linkSchema,
  image: mediaRef(),
  video: record({ fullpath: optionalText(), thumbnail: mediaRef() }),
  backgroundColor: optionalText(),
  enableOverlay: flag(false),
  TextAlignment: text('left'),
  vertical: text(),
  horizontal: text(),
});
export type Slide = z.infer<typeof slideSchema>;

export const quickLinkSchema = record({
  id: id(),
  title: text(),
  assets: list(record({ id: id(), filename: text(), fullpath: optionalText() })),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

export const partnerPortalSchema = record({
  id: id(),
  quicklinks: list(quickLinkSchema),
  slides: list(slideSchema),
  onBoardingCards: list(slideSchema),
});
export type PartnerPortal = z.infer<typeof partnerPortalSchema>;

export const eventSchema = record({
  id: id(),
  name: text(),
  description: text(),
  Url: linkSchema,
  imagen: mediaRef(),
  eventType: text(),
  dateTimeStart: z.unknown(),
  dateTimeEnd: z.unknown(),
  venueName: text(),
});
export type PortalEvent = z.infer<typeof eventSchema>;

export const newsItemSchema = record({
  id: id(),
  modificationDate: number(),
  seofriendlyurl: text(),
  newsType: text(),
  title: text(),
  description: text(),
  newsMainImage: mediaRef(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const connection = <T extends z.ZodTypeAny>(node: T) =>
  record({ edges: list(record({ node })), totalCount: number() }).transform((value) => ({
    items: value.edges.map((edge) => edge.node as z.infer<T>),
    totalCount: value.totalCount ?? value.edges.length,
  }));

export const partnerPortalQuerySchema = record({ getPartnerPortal: partnerPortalSchema });
export const eventsQuerySchema = record({ getEventsListing: connection(eventSchema) });
export const newsQuerySchema = record({ getNewsListing: connection(newsItemSchema) });

export const footerResponseSchema = z.unknown().transform((raw) => {
  const body = unwrapBody(raw);
  return typeof body === 'string' ? body : '';
});
