import { Router } from 'express';
import type { SandboxContext } from '../context';
import { requireAuth } from './authenticate';
import { accountOf, sendBody } from './respond';

/**
 * The CRM calls: the ticket ids associated with a contact, then the tickets. The tickets
 * are those of the signed-in account; the `email` parameter is not checked against it.
 */
export function crmRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/api/partner/crm/contacts', requireAuth(ctx), (_req, res) => {
    const results = accountOf(res).tickets.map((ticket) => ({ id: ticket.id }));
    sendBody(res, { associations: { tickets: { results } } });
  });

  router.get('/api/partner/crm/tickets/details', requireAuth(ctx), (req, res) => {
    const raw = typeof req.query.ticketIds === 'string' ? req.query.ticketIds : '';
    const wanted = new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    );
    const results = accountOf(res).tickets.filter((ticket) => wanted.has(ticket.id));
    sendBody(res, { results });
  });

  return router;
}
