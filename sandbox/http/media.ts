import { Router, type Response } from 'express';
import type { SandboxContext } from '../context';
import { toLocale } from '../locales';
import { renderMedia, type RenderedMedia } from '../media/render';
import { renderPdf } from '../media/pdf';
import { pricelistHtml } from '../media/pricelist';
import { QUICK_LINKS } from '../seed/quick-links';
import { optionalAuth } from './authenticate';
import { sendError } from './respond';

/** Uploaded files of other types are sent as attachments, never rendered on the sandbox's origin. */
const INLINE_UPLOAD_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

function sendFile(res: Response, file: RenderedMedia, disposition?: string): void {
  res.status(200);
  res.set('Content-Type', file.contentType);
  res.set('Content-Length', String(file.data.length));
  res.set('Cache-Control', 'private, max-age=300');
  res.set('X-Content-Type-Options', 'nosniff');
  if (disposition) res.set('Content-Disposition', disposition);
  res.end(file.data);
}

/** Media files, quick-link downloads and the price-list page. */
export function mediaRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const cache = new Map<string, RenderedMedia>();

  router.get(/^\/media\/.+/, optionalAuth(ctx), (req, res) => {
    const path = req.path;
    const upload = ctx.accounts.uploads.get(path);
    if (upload) {
      const inline = INLINE_UPLOAD_TYPES.has(upload.contentType);
      sendFile(res, { contentType: upload.contentType, data: upload.data }, inline ? undefined : 'attachment');
      return;
    }
    if (!ctx.media.has(path)) {
      sendError(res, 404, 'Media not found');
      return;
    }
    let file = cache.get(path);
    if (!file) {
      file = renderMedia(path) ?? undefined;
      if (!file) {
        sendError(res, 404, 'Media not found');
        return;
      }
      cache.set(path, file);
    }
    sendFile(res, file);
  });

  // `/{locale}/download/{id}`, the locale two letters (express 5 paths take no patterns: a regular expression does).
  router.get(/^\/([a-z]{2})\/download\/([^/]+?)\/?$/i, optionalAuth(ctx), (req, res) => {
    const locale = toLocale(req.params[0]);
    const id = Number(req.params[1]);
    const link = QUICK_LINKS.find((candidate) => candidate.id === id || candidate.asset.id === id);
    if (!link) {
      sendError(res, 404, 'Document not found');
      return;
    }
    const title = /^[\u0000-\u00ff–’]*$/.test(link.title[locale]) ? link.title[locale] : link.title.en;
    const data = renderPdf(title, ['Sandbox Inspection Technologies - partner documents', `Locale: ${locale}`]);
    sendFile(res, { contentType: 'application/pdf', data }, `attachment; filename="${link.asset.filename}"`);
  });

  router.get('/pricelist', (_req, res) => {
    const html = Buffer.from(pricelistHtml(), 'utf8');
    sendFile(res, { contentType: 'text/html; charset=utf-8', data: html });
  });

  return router;
}
