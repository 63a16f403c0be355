import { buildSchema } from 'graphql';

/** The content GraphQL schema, as far as the portal's three queries reach. */
export const schema = buildSchema(/* GraphQL */ `
  type Query {
    getPartnerPortal(fullpath: String!, defaultLanguage: String): PartnerPortal
    getEventsListing(defaultLanguage: String, sortBy: [String], sortOrder: [String], first: Int, after: Int): EventConnection
    getNewsListing(first: Int, after: Int, defaultLanguage: String, sortBy: [String], sortOrder: [String]): NewsConnection
  }

  type PartnerPortal {
    id: ID
    quicklinks: [QuickLink]
    slides: [Slide]
    onBoardingCards: [Slide]
  }

  type QuickLink {
    id: ID
    title: String
    assets: [AssetFile]
  }

  type AssetFile {
    id: ID
    filename: String
    fullpath: String
  }

  type Slide {
    id: ID
    title: String
    description: String
    descriptionHtml: String
    shortDescription: String
    link: Link
    image: Image
    video: Video
    backgroundColor: String
    enableOverlay: Boolean
    TextAlignment: String
    vertical: String
    horizontal: String
  }

  type Link {
    title: String
    path: String
  }

  type Image {
    fullpath: String
  }

  type Video {
    fullpath: String
    thumbnail: String
  }

  type EventConnection {
    edges: [EventEdge]
    totalCount: Int
  }

  type EventEdge {
    node: Event
  }

  type Event {
    id: ID
    name: String
    description: String
    Url: Link
    imagen: Image
    eventType: String
    dateTimeStart: String
    dateTimeEnd: String
    venueName: String
  }

  type NewsConnection {
    edges: [NewsEdge]
    totalCount: Int
  }

  type NewsEdge {
    node: NewsItem
  }

  type NewsItem {
    id: ID
    modificationDate: Int
    seofriendlyurl: String
    newsType: String
    title: String
    description: String
    newsMainImage: Image
  }
`);
