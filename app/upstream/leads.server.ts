import { getParsed, type UpstreamContext } from './client.server';
import { leadsResponseSchema } from './schemas/leads';

export function getLeads(ctx: UpstreamContext) {
  return getParsed(ctx, '/api/partner/leads', leadsResponseSchema);
}
