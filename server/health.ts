import express from 'express';
import { BASE_PATH } from '../app/lib/paths';
import { redisState } from '../app/lib/redis.server';
import { providerAnswers } from '../app/upstream/readiness.server';

/** The health checks' addresses: not logged request by request, and answered to an HTTP/1.0 check that names no host. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set([`${BASE_PATH}/healthz`, `${BASE_PATH}/readyz`]);

/**
 * Liveness (the process answers) and readiness (the provider answers within a short
 * deadline). Readiness also reports Redis (`redis`: off, up or down) without failing on it:
 * every instance shares one Redis, so a 503 for it would take them all out of the load
 * balancer, while pages work without it (decision 017).
 */
export function healthRoutes() {
  const router = express.Router();
  router.get(`${BASE_PATH}/healthz`, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get(`${BASE_PATH}/readyz`, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (await providerAnswers()) res.json({ status: 'ready', redis: redisState() });
    else res.status(503).json({ status: 'unavailable', redis: redisState() });
  });
  return router;
}
