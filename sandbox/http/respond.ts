import type { Request, Response } from 'express';
import { hostilize } from '../hostile';
import type { Account } from '../state';

/** What the authentication middleware leaves on `res.locals`. */
export interface CallerLocals {
  account?: Account;
  token?: string;
  hostile: boolean;
}

export function caller(res: Response): CallerLocals {
  return res.locals as CallerLocals;
}

/** The signed-in account; only for handlers behind `requireAuth`. */
export function accountOf(res: Response): Account {
  const account = caller(res).account;
  if (!account) throw new Error('accountOf() used on a route without requireAuth');
  return account;
}

/** A `GET` answer: `{ body: payload }`, with hostile payloads for a hostile caller. */
export function sendBody(res: Response, payload: unknown): void {
  res.status(200).json({ body: caller(res).hostile ? hostilize(payload) : payload });
}

export function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

/** The address the caller used to reach the sandbox, e.g. `http://127.0.0.1:4010`. */
export function baseUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
