import { z } from 'zod';
import { flag, mediaRef, optionalText, record, text, unwrapBody } from './lenient';

const contact = (prefix: 'firstContact' | 'secondContact') => ({
  [`${prefix}Salutation`]: text(),
  [`${prefix}Surname`]: text(),
  [`${prefix}Name`]: text(),
  [`${prefix}Job`]: text(),
  [`${prefix}Phone`]: text(),
  [`${prefix}Email`]: text(),
  [`${prefix}Note`]: text(),
});

const partnerSchema = record({
  logo: mediaRef(),
  cif: text(),
  name: text(),
  extrainformation: text(),
  country: text(),
  region: text(),
  phone1: text(),
  fax: optionalText(),
  email: text(),
  address1: text(),
  website: optionalText(),
  SAPId: text(),
  sugarId: text(),
  HubspotId: text(),
  partnerPriceID: text(),
  ...contact('firstContact'),
  ...contact('secondContact'),
});
export type Partner = z.infer<typeof partnerSchema>;

const profileFields = {
  firstName: text(),
  lastName: text(),
  jobTitle: text(),
  company: text(),
  phone: text(),
  email: text(),
  linkedinUrl: text(),
  xUrl: text(),
  facebookUrl: text(),
  profilePhoto: mediaRef(),
  distributionAgreement: mediaRef(),
  is2FaEnabled: flag(false),
  partnerPortalPath: text(),
  priceUrl: optionalText(),
  partner: partnerSchema,
};

/** The profile answer: fields in `body` (or at the top), priceUrl in either place. */
export const profileResponseSchema = z
  .unknown()
  .transform((raw): unknown => {
    const body = unwrapBody(raw);
    const top = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const inner = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    return { ...inner, priceUrl: inner.priceUrl ?? top.priceUrl };
  })
  .pipe(record(profileFields));
export type Profile = z.infer<typeof profileResponseSchema>;

export const updateResponseSchema = record({ success: flag(true), message: optionalText(), error: optionalText() });
export const passwordChangeResponseSchema = record({ success: flag(false), error: optionalText(), message: optionalText() });
