import { Router } from 'express';
import type { SandboxContext } from '../context';
import { requireAuth } from './authenticate';
import { accountOf, sendBody } from './respond';

export function leadRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/api/partner/leads', requireAuth(ctx), (_req, res) => {
    sendBody(res, accountOf(res).leads);
  });
  return router;
}
