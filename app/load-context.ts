/** What server.ts hands every loader and action. */
export interface PortalLoadContext {
  nonce: string;
  requestId: string;
  [key: string]: unknown;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends PortalLoadContext {}
}
