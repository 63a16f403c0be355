import express, { type Express, type Request } from 'express';

/**
 * A request addressed to the portal's public host (PUBLIC_URL's host in its Host header) came
 * in by PUBLIC_URL's scheme, whatever the last hop was: a proxy that ends TLS hands it on over
 * plain http, and without TRUST_PROXY nothing tells express so. React Router refuses a form
 * post whose Origin is not the request's own origin, so the browser's `https://` origin must
 * meet an `https://` request. Through express's documented way of overriding `req.protocol`
 * on the app's request object; any other request keeps express's own answer.
 */
export function followPublicProtocol(app: Express, publicUrl: string | undefined): void {
  if (!publicUrl) return;
  const { host, protocol } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  const ownGetter = Object.getOwnPropertyDescriptor(express.request, 'protocol')?.get;
  if (!ownGetter) return;
  Object.defineProperty(app.request, 'protocol', {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      return this.get('host') === host ? scheme : (ownGetter.call(this) as string);
    },
  });
}
