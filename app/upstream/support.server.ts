import { getParsed, type UpstreamContext } from './client.server';
import { contactTicketIdsSchema, ticketsResponseSchema, type Ticket } from './schemas/support';

/** The ids of the tickets of the CRM contact with this e-mail. */
export function getTicketIds(ctx: UpstreamContext, email: string): Promise<string[]> {
  return getParsed(ctx, '/api/partner/crm/contacts', contactTicketIdsSchema, { query: { email } });
}

/** The tickets with these ids; none asked for when there is no id. */
export async function getTicketDetails(ctx: UpstreamContext, ids: readonly string[]): Promise<Ticket[]> {
  if (ids.length === 0) return [];
  return getParsed(ctx, '/api/partner/crm/tickets/details', ticketsResponseSchema, { query: { ticketIds: ids.join(',') } });
}
