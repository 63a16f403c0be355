import { getParsed, type UpstreamContext } from './client.server';
import { contactTicketIdsSchema, ticketsResponseSchema, type Ticket } from './schemas/support';

/** The partner's tickets: ids from the CRM contact, then details only when there is an id. */
export async function getTickets(ctx: UpstreamContext, email: string): Promise<Ticket[]> {
  const ids = await getParsed(ctx, '/api/partner/crm/contacts', contactTicketIdsSchema, { query: { email } });
  if (ids.length === 0) return [];
  return getParsed(ctx, '/api/partner/crm/tickets/details', ticketsResponseSchema, { query: { ticketIds: ids.join(',') } });
}
