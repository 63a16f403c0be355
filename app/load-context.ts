/** What server.ts hands every loader and action. */
export interface PortalLoadContext {
  nonce: string;
  requestId: string;
  /** The client's address (from X-Forwarded-For only when the proxy is trusted). */
  clientIp: string;
  [key: string]: unknown;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends PortalLoadContext {}
}
