import { getParsed, type UpstreamContext } from './client.server';
import { searchResponseSchema } from './schemas/search';

export function search(ctx: UpstreamContext, text: string) {
  return getParsed(ctx, '/api/partner/search', searchResponseSchema, { query: { search: text, locale: ctx.locale } });
}
