import express from 'express';
import type { PortalConfig } from '../app/config.server';
import { BASE_PATH } from '../app/lib/paths';

/** Liveness (the process answers) and readiness (the provider answers within a short deadline). */
export function healthRoutes(config: PortalConfig) {
  const router = express.Router();
  router.get(`${BASE_PATH}/healthz`, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get(`${BASE_PATH}/readyz`, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const response = await fetch(`${config.API_URL}/api/footer`, { signal: AbortSignal.timeout(Math.min(2000, config.UPSTREAM_TIMEOUT_MS)) });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`status ${response.status}`);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
