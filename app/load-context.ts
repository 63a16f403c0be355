import { createContext, RouterContextProvider } from 'react-router';

/** What server.ts knows of every request and hands its loaders and actions. */
export interface RequestFacts {
  nonce: string;
  requestId: string;
  /** The client's address (from X-Forwarded-For only when the proxy is trusted). */
  clientIp: string;
}

/** The request's facts in React Router's context (`context.get(requestFacts)`). */
export const requestFacts = createContext<RequestFacts>();

/** The context a request's loaders, actions and entry functions share, holding its facts. */
export function loadContextOf(facts: RequestFacts): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestFacts, facts]]));
}
