import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SandboxContext } from '../context';
import { preparedQuery } from '../graphql/documents';
import type { CallFacts, Fault } from '../faults';
import { identify } from './authenticate';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Operation names and top-level field names of a GraphQL request body. */
function graphqlNames(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { query, operationName } = body as Record<string, unknown>;
  const names = typeof operationName === 'string' ? [operationName] : [];
  return typeof query === 'string' ? [...names, ...preparedQuery(query).names] : names;
}

function callFacts(ctx: SandboxContext, req: Request): CallFacts {
  let email = identify(ctx, req)?.account.email ?? null;
  if (email === null && req.path === '/api/login') {
    const username = (req.body as Record<string, unknown> | undefined)?.username;
    if (typeof username === 'string') email = username.trim().toLowerCase();
  }
  return { path: req.path, graphqlNames: req.path === '/graphql' ? graphqlNames(req.body) : [], email };
}

function dropConnection(req: Request): void {
  req.socket.destroy();
}

function answerFault(fault: Fault, req: Request, res: Response, next: NextFunction): void {
  if (fault.drop) {
    dropConnection(req);
    return;
  }
  if (fault.malformed) {
    res.status(200).type('application/json').send('{"body": [');
    return;
  }
  if (fault.status !== undefined) {
    res.status(fault.status).json({ message: `Injected fault ${fault.status}` });
    return;
  }
  next();
}

/**
 * Holds the answer until `latencyMs` after the call arrived: the provider's latency is the
 * time its answer takes, its own work included, as a provider that works on many machines
 * at once would answer. Every answer of the sandbox is sent by one `res.end`.
 */
export function answerAfter(res: Response, latencyMs: number): void {
  const due = performance.now() + latencyMs;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const wait = due - performance.now();
    if (wait <= 0) return end(...args);
    setTimeout(() => end(...args), wait);
    return res;
  }) as Response['end'];
}

/** Latency for every call, injected faults, and random failures (`faultRate`). */
export function faultInjection(ctx: SandboxContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (ctx.options.latencyMs > 0) answerAfter(res, ctx.options.latencyMs);
      const fault = ctx.faults.take(callFacts(ctx, req));
      if (fault) {
        if (fault.latencyMs) await sleep(fault.latencyMs);
        answerFault(fault, req, res, next);
        return;
      }
      const isApiCall = req.path.startsWith('/api/') || req.path === '/graphql';
      if (isApiCall && ctx.options.faultRate > 0 && Math.random() < ctx.options.faultRate) {
        if (Math.random() < 0.5) dropConnection(req);
        else res.status(500).json({ message: 'Injected fault 500' });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
