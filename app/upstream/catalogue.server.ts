import { callUpstream, getParsed, type UpstreamContext } from './client.server';
import { categoriesResponseSchema, pinActionResponseSchema, pinnedResponseSchema } from './schemas/catalogue';

export function getPortfolios(ctx: UpstreamContext) {
  return getParsed(ctx, '/api/partner/categories', categoriesResponseSchema, { query: { locale: ctx.locale } });
}

export function getPinnedItems(ctx: UpstreamContext) {
  return getParsed(ctx, '/api/partner/pin-products', pinnedResponseSchema, { query: { locale: ctx.locale } });
}

export interface PinRequest {
  action: 'add' | 'remove';
  id: string;
  elementType: string;
}

/** POST /api/partner/pin-products-action; `status` tells whether the state may flip. */
export async function pinAction(ctx: UpstreamContext, request: PinRequest) {
  const { body } = await callUpstream(ctx, '/api/partner/pin-products-action', {
    method: 'POST',
    json: { action: request.action, id: /^\d+$/.test(request.id) ? Number(request.id) : request.id, elementType: request.elementType },
  });
  return pinActionResponseSchema.parse(body);
}
