import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SandboxContext } from '../context';
import type { Session, SessionKind } from '../sessions';
import type { Account } from '../state';
import { caller, sendError } from './respond';

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

export interface Identity {
  token: string;
  session: Session;
  account: Account;
}

/** The account behind the call's bearer token, of any kind; `null` when there is none or it is unknown. */
export function identify(ctx: SandboxContext, req: Request): Identity | null {
  const token = bearerToken(req);
  if (!token) return null;
  const session = ctx.sessions.lookup(token);
  if (!session) return null;
  const account = ctx.accounts.get(session.email);
  return account ? { token, session, account } : null;
}

function remember(ctx: SandboxContext, res: Response, identity: Identity | null): void {
  const locals = caller(res);
  locals.account = identity?.account;
  locals.token = identity?.token;
  locals.hostile = ctx.options.hostile || identity?.account.hostile === true;
}

/** The call needs a valid token of the given kind; anything else is 401. */
export function requireAuth(ctx: SandboxContext, kind: SessionKind = 'full'): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const identity = identify(ctx, req);
    if (!identity || identity.session.kind !== kind) {
      sendError(res, 401, 'Unauthorized');
      return;
    }
    remember(ctx, res, identity);
    next();
  };
}

/** No `Authorization` header is fine; a header with an invalid token is 401. */
export function optionalAuth(ctx: SandboxContext): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (bearerToken(req) === null) {
      remember(ctx, res, null);
      next();
      return;
    }
    const identity = identify(ctx, req);
    if (!identity || identity.session.kind !== 'full') {
      sendError(res, 401, 'Unauthorized');
      return;
    }
    remember(ctx, res, identity);
    next();
  };
}
