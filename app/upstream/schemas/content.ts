import { z } from 'zod';
import { anyValue, flag, id, list, mediaRef, number, optionalText, record, text, unwrapBody } from './lenient';

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
  dateTimeStart: anyValue(),
  dateTimeEnd: anyValue(),
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

// zod 4 cannot name the fields of an object whose field is a type parameter, so the edge
// is read as what `record({ node })` gives: the node's output.
const connection = <T extends z.ZodType>(node: T) =>
  record({ edges: list(record({ node })), totalCount: number() }).transform((value) => ({
    items: value.edges.map((edge) => (edge as { node: z.output<T> }).node),
    totalCount: value.totalCount ?? value.edges.length,
  }));

export const partnerPortalQuerySchema = record({ getPartnerPortal: partnerPortalSchema });
export const eventsQuerySchema = record({ getEventsListing: connection(eventSchema) });
export const newsQuerySchema = record({ getNewsListing: connection(newsItemSchema) });

export const footerResponseSchema = z.unknown().transform((raw) => {
  const body = unwrapBody(raw);
  return typeof body === 'string' ? body : '';
});
