/** Shapes of the provider's contract (docs/upstream-contract.md), as the sandbox answers them. */

export type ElementType = 'Product' | 'Category' | 'Document';

export interface LinkItem {
  title: string | null;
  path: string;
  description: string;
  type: string;
}

export interface DocumentItem {
  id: number;
  name: string;
  document: string;
  type: 'Document';
  favorite: boolean;
}

export interface Product {
  id: number;
  type: 'Product';
  name: string;
  model: string;
  title: string;
  description: string;
  category: number;
  seofriendlyurl: string;
  productImage: string;
  image: string;
  coverLink: string;
  document: string;
  contentList: DocumentItem[];
  favorite: boolean;
  elementType: 'Product';
}

export interface Portfolio {
  id: number;
  type: 'Category';
  name: string;
  seofriendlyurl: string;
  descriptionWeb: string;
  coverLink: string;
  productImage: string;
  coverDetail: string;
  favorite: boolean;
  products: Product[];
}

export interface PinnedItem {
  id: number;
  type: ElementType;
  name: string;
  model: string;
  seofriendlyurl: string;
  description: string;
  productImage: string;
  coverLink: string;
  document: string;
  category: number | null;
}

export interface AssetItem {
  id: number;
  type: 'DataObject' | 'Asset';
  title: string | null;
  assetTitle: string;
  description: string;
  documentType: string;
  image: string;
  thumbnail: string;
  link: string;
  video: string;
  asset: string;
}

export interface Lead {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  status: 'New' | 'Qualified' | 'Closed' | 'Contacted' | 'Proposal';
  email: string;
  phone: string;
  creationDate: string;
  country_iso: string;
  street: string;
  zip: string;
  message: string;
  note: string;
  products: { id: number; model: string }[];
}

export interface Ticket {
  id: string;
  properties: { subject?: string; content: string; createdate?: string };
}

export interface Partner {
  logo: string;
  cif: string;
  name: string;
  extrainformation: string;
  country: string;
  region: string;
  phone1: string;
  fax: string | null;
  email: string;
  address1: string;
  website: string;
  SAPId: string;
  sugarId: string;
  HubspotId: string;
  partnerPriceID: string;
  [contactField: `${'first' | 'second'}Contact${string}`]: string;
}

/** The stored profile; `is2FaEnabled` and `priceUrl` are added when it is answered. */
export interface StoredProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  phone: string;
  email: string;
  linkedinUrl: string;
  xUrl: string;
  facebookUrl: string;
  profilePhoto: string;
  distributionAgreement: string;
  partnerPortalPath: string;
  partner: Partner;
}

export interface Pin {
  id: number;
  elementType: ElementType;
}

export interface SearchHitSource {
  title: string;
  description: string;
  image: string;
  url: string;
  elementType: string;
  id: number;
  categoryId: number | null;
  model: string;
}

export interface SearchSection {
  key: 'Product' | 'Documents' | 'WikiArticles' | 'Videos' | 'News' | 'Category';
  group_docs: { hits: { hits: { _source: SearchHitSource }[] } };
}
