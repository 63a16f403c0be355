import { Router } from 'express';
import type { SandboxContext } from '../context';
import { toLocale } from '../locales';
import { search } from '../search/search';
import { requireAuth } from './authenticate';
import { sendBody } from './respond';

export function searchRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/api/partner/search', requireAuth(ctx), (req, res) => {
    const query = typeof req.query.search === 'string' ? req.query.search.slice(0, 200) : '';
    sendBody(res, search(query, toLocale(req.query.locale), ctx.news));
  });
  return router;
}
