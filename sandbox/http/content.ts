import { Router } from 'express';
import type { SandboxContext } from '../context';
import { hostileHtml } from '../hostile';
import { toLocale } from '../locales';
import { NEW_CONTENT, POPULAR_CONTENT } from '../seed/content-links';
import { footerHtml } from '../seed/footer';
import { contentLinksView } from '../views/content-links';
import { optionalAuth, requireAuth } from './authenticate';
import { caller, sendBody } from './respond';

/** Footer, popular content and new content. */
export function contentRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/api/footer', optionalAuth(ctx), (_req, res) => {
    const html = footerHtml();
    res.json({ body: caller(res).hostile ? hostileHtml(html) : html });
  });

  router.get('/api/documents', requireAuth(ctx), (req, res) => {
    sendBody(res, contentLinksView(POPULAR_CONTENT, toLocale(req.query.locale)));
  });

  router.get('/api/documents/new', requireAuth(ctx), (req, res) => {
    sendBody(res, contentLinksView(NEW_CONTENT, toLocale(req.query.locale)));
  });

  return router;
}
