import { Router } from 'express';
import type { SandboxContext } from '../context';
import { parseFaultSpec } from '../faults';
import { MAX_NEWS_AGE_DAYS, MAX_NEWS_AGES, redatedNews } from '../seed/news';
import { EMPTYABLE_LISTS, type Account, type EmptyableList } from '../state';
import { sendError } from './respond';

const describe = (account: Account) => ({
  email: account.email,
  password: account.password,
  totpSecret: account.totpSecret,
  is2FaEnabled: account.twoFactor,
});

/** The control API under `/__sandbox`, for tests. */
export function controlRoutes(ctx: SandboxContext, resetContent: () => void): Router {
  const router = Router();

  router.get('/__sandbox/health', (_req, res) => {
    res.json({ ok: true });
  });

  router.post('/__sandbox/accounts', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const empty = body.empty === undefined ? [] : body.empty;
    if (!Array.isArray(empty) || empty.some((name) => !(EMPTYABLE_LISTS as readonly unknown[]).includes(name))) {
      sendError(res, 400, `empty must list some of: ${EMPTYABLE_LISTS.join(', ')}`);
      return;
    }
    if (body.country !== undefined && (typeof body.country !== 'string' || body.country.length > 100)) {
      sendError(res, 400, 'country must be a text of at most 100 characters');
      return;
    }
    const newsAges = body.newsAges;
    if (
      newsAges !== undefined &&
      (!Array.isArray(newsAges) ||
        newsAges.length > MAX_NEWS_AGES ||
        newsAges.some((age) => !Number.isInteger(age) || (age as number) < 0 || (age as number) > MAX_NEWS_AGE_DAYS))
    ) {
      sendError(res, 400, `newsAges must list at most ${MAX_NEWS_AGES} whole numbers of days from 0 to ${MAX_NEWS_AGE_DAYS}`);
      return;
    }
    const account = ctx.accounts.createFresh({
      twoFactor: body.twoFactor === true,
      hostile: body.hostile === true,
      empty: empty as EmptyableList[],
      country: body.country,
      news: Array.isArray(newsAges) ? redatedNews(ctx.news, newsAges as number[]) : undefined,
    });
    const { is2FaEnabled: _unused, ...answer } = describe(account);
    res.json(answer);
  });

  router.get('/__sandbox/accounts/:email', (req, res) => {
    const account = ctx.accounts.get(req.params.email);
    if (!account) {
      sendError(res, 404, 'No such account');
      return;
    }
    res.json(describe(account));
  });

  router.post('/__sandbox/faults', (req, res) => {
    const spec = parseFaultSpec(req.body);
    if (typeof spec === 'string') {
      sendError(res, 400, spec);
      return;
    }
    res.json({ id: ctx.faults.add(spec).id });
  });

  router.get('/__sandbox/faults', (_req, res) => {
    res.json({ faults: ctx.faults.list() });
  });

  router.delete('/__sandbox/faults', (_req, res) => {
    ctx.faults.clear();
    res.json({ ok: true });
  });

  router.delete('/__sandbox/faults/:id', (req, res) => {
    if (!ctx.faults.remove(req.params.id)) {
      sendError(res, 404, 'No such fault');
      return;
    }
    res.json({ ok: true });
  });

  router.post('/__sandbox/reset', (_req, res) => {
    ctx.accounts.reset();
    ctx.sessions.retain((email) => ctx.accounts.get(email) !== undefined);
    ctx.faults.clear();
    resetContent();
    res.json({ ok: true });
  });

  router.use('/__sandbox', (_req, res) => {
    sendError(res, 404, 'Unknown control call');
  });

  return router;
}
