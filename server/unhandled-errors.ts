import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { logger } from '../app/lib/logger.server';

/** The status an error names for itself (express's and its helpers' `status`), when it is a client's mistake. */
function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * The last handler of the app: an error no route answered is logged as one JSON line (a
 * client's mistake, such as an address that cannot be decoded, as a warning without a stack;
 * anything else as an error, with it) and answered with a short text. Without it express
 * printed the stack on stderr, outside the log. An answer already under way is cut off.
 */
export function answerUnhandledErrors(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = clientStatusOf(error);
    const requestId = String(res.locals.requestId ?? '');
    const path = req.path;
    if (status !== null) logger.warn({ requestId, path, status, reason: error instanceof Error ? error.message : String(error) }, 'refused request');
    else logger.error({ err: error, requestId, path }, 'unhandled server error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const answer = status ?? 500;
    res
      .status(answer)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(STATUS_CODES[answer] ?? 'Error');
  };
}
