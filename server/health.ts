import express from 'express';
import type { PortalConfig } from '../app/config.server';
import { BASE_PATH } from '../app/lib/paths';
import { redisState } from '../app/lib/redis.server';

/**
 * Liveness (the process answers) and readiness (the provider answers within a short
 * deadline). Readiness also reports Redis (`redis`: off, up or down) without failing on it:
 * every instance shares one Redis, so a 503 for it would take them all out of the load
 * balancer, while pages work without it (decision 017).
 */
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
      res.json({ status: 'ready', redis: redisState() });
    } catch {
      res.status(503).json({ status: 'unavailable', redis: redisState() });
    }
  });
  return router;
}
