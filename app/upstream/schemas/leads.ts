import { z } from 'zod';
import { anyValue, id, list, record, text, unwrapBody } from './lenient';

export const leadSchema = record({
  id: id(),
  firstname: text(),
  lastname: text(),
  company: text(),
  status: text(),
  email: text(),
  phone: text(),
  creationDate: anyValue(),
  country_iso: text(),
  street: text(),
  zip: text(),
  message: text(),
  note: text(),
  products: list(record({ id: id(), model: text() })),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponseSchema = z.unknown().transform(unwrapBody).pipe(list(leadSchema));
