import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** One line per call on stdout: method, path, status, milliseconds. */
export function requestLog(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(`sandbox ${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
    });
    next();
  };
}
