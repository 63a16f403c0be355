/** What server.ts hands every loader and action. */
export interface PortalLoadContext {
  nonce: string;
  requestId: string;
  /** The client's address (from X-Forwarded-For only when the proxy is trusted). */
  clientIp: string;
  [key: string]: unknown;
}

declare module 'react-router' {
  // React Router's load context is declared by augmenting this interface: it adds nothing of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalLoadContext {}
}
