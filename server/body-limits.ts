import type { RequestHandler } from 'express';
import { FORM_BODY_MAX_BYTES, isMultipartForm, MULTIPART_BODY_MAX_BYTES, MULTIPART_DECLARED_MAX_BYTES } from '../app/lib/request-body';
import { takesFiles } from './request-shape';

export interface BodyLimits {
  /** Form posts (urlencoded): a few fields. */
  formBytes: number;
  /** Multipart posts: profile photo and distribution agreement. */
  multipartBytes: number;
  /** The longest multipart body a screen with files reads up to `multipartBytes` and drops the rest of. */
  multipartDeclaredBytes: number;
  /**
   * A body refused for its length is still read and dropped up to this many bytes, so that its
   * client finishes sending and reads the refusal; a longer one is refused and its connection
   * closed, unread.
   */
  drainBytes: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = {
  formBytes: FORM_BODY_MAX_BYTES,
  multipartBytes: MULTIPART_BODY_MAX_BYTES,
  multipartDeclaredBytes: MULTIPART_DECLARED_MAX_BYTES,
  drainBytes: 1024 * 1024,
};

/**
 * Bounds request bodies before they reach the app: a declared length over the limit is
 * refused with 413 at once, and a body without a declared length (browsers always declare
 * one for forms) is refused with 411, so nothing unbounded is ever read. A screen with files
 * takes a multipart body over its limit up to `multipartDeclaredBytes`: its reader holds
 * nothing past the limit and drops the rest (app/forms/multipart.server.ts), so a partner
 * without JavaScript who picked too large a file gets the form back with its message and
 * what they typed, not a bare refusal. A refused body of up to `drainBytes` is read and
 * dropped so that its client sees the 413 (closing at once would reset a connection whose
 * client is still sending); a longer one closes its connection.
 */
export function limitRequestBodies(limits: BodyLimits = DEFAULT_BODY_LIMITS): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const multipart = isMultipartForm(req.get('content-type'));
    const limit = !multipart ? limits.formBytes : takesFiles(req.path) ? limits.multipartDeclaredBytes : limits.multipartBytes;
    const declared = Number(req.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      // Closing the connection while the client still sends makes it see a reset, not the 413:
      // a body of a few hundred kilobytes is read to its end and dropped, the connection kept.
      if (declared > limits.drainBytes) res.set('Connection', 'close');
      res.status(413).type('text/plain').send('Payload Too Large');
      req.resume();
      return;
    }
    if (!Number.isFinite(declared) && req.get('transfer-encoding')) {
      res.status(411).set('Connection', 'close').type('text/plain').send('Length Required');
      req.resume();
      return;
    }
    next();
  };
}
