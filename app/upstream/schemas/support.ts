import { z } from 'zod';
import { anyValue, id, isRecord, list, record, text, unwrapBody } from './lenient';

export const contactTicketIdsSchema = z.unknown().transform((raw): string[] => {
  const body = unwrapBody(raw);
  const results = isRecord(body) && isRecord(body.associations) && isRecord(body.associations.tickets) ? body.associations.tickets.results : [];
  if (!Array.isArray(results)) return [];
  return results
    .map((entry) => (isRecord(entry) ? entry.id : entry))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String)
    .filter((value) => /^[A-Za-z0-9_-]+$/.test(value));
});

const ticketSchema = record({
  id: id(),
  properties: record({ subject: text(), content: text(), createdate: anyValue() }),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsResponseSchema = z
  .unknown()
  .transform((raw) => {
    const body = unwrapBody(raw);
    return isRecord(body) ? body.results : body;
  })
  .pipe(list(ticketSchema));
