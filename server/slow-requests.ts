import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { logger } from '../app/lib/logger.server';

/**
 * How long a client may take to send its request. A partner on a slow link (a "slow 3G"
 * of about 50 KB/s up, 2 s round trips) never comes near these; a client that sends a byte
 * now and then to keep a connection (and its memory) busy is cut off within half a minute.
 */
const REQUEST_TIME_LIMITS = {
  /** The request line and headers: one packet on any link, a few round trips at most. */
  headersMs: 20_000,
  /** The whole request: the largest upload (14 MB) at a quarter of slow 3G's rate. */
  requestMs: 20 * 60_000,
  /** A body must grow by this much in every window while it is being sent... */
  minBodyBytesPerWindow: 1024,
  /** ...of this length: slow 3G sends about 750 KB in one, a byte every few seconds 3 to 15 bytes. */
  bodyWindowMs: 15_000,
} as const;

/**
 * The HTTP server with Node's own time-outs: for the headers, and for the whole request,
 * checked every few seconds (Node's default looks every 30).
 */
export function createPortalServer(app: RequestListener, limits = REQUEST_TIME_LIMITS): Server {
  return createHttpServer({ headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: 5_000 }, app);
}

/**
 * Ends the connection of a request whose body stalls: in each window the bytes read from its
 * socket must grow by the minimum, unless the body is complete or the portal itself is not
 * reading it (its buffer is full). Node's request time-out alone would let a trickle hold a
 * connection for its whole length.
 */
export function dropStalledBodies(limits = REQUEST_TIME_LIMITS): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (req.complete || (!(declared > 0) && !req.get('transfer-encoding'))) return next();
    const socket = req.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      const read = socket.bytesRead;
      const grew = read - seen;
      seen = read;
      if (req.complete) return stop();
      // The portal has not read what came: the client is not the one who is slow.
      if (req.readableLength >= req.readableHighWaterMark) return;
      if (grew >= limits.minBodyBytesPerWindow) return;
      logger.warn({ path: req.path, bytesInWindow: grew }, 'request body too slow: connection closed');
      stop();
      socket.destroy();
    }, limits.bodyWindowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}
