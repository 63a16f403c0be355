import { Kind, parse } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { getConfig } from '~/config.server';
import { errorForStatus, isReadDocument } from './call-policy.server';
import { deepFreeze, fetchThroughExchange, messageOf, noteUnreadableAnswer, upstreamHeaders, type UpstreamContext } from './client.server';
import { UpstreamError } from './errors';
import { isRecord } from './schemas/lenient';

/**
 * A document's endpoint pattern for the metrics: `graphql:` and its first operation's name
 * (the portal's documents are constants, so the names are few), or `graphql` for an unnamed one.
 */
export function graphqlEndpoint(document: string): string {
  try {
    const operation = parse(document).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    return operation?.name ? `graphql:${operation.name.value}` : 'graphql';
  } catch {
    return 'graphql';
  }
}

/** The exchange of each document lately sent, by its text. */
const documentFetches = new Map<string, typeof fetch>();

/**
 * The exchange a document goes through: a query reads and changes nothing, so the call policy
 * may send it again like a GET although it is a POST; a mutation is sent once. Its calls are
 * counted under the document's endpoint pattern (`graphqlEndpoint`).
 */
function fetchFor(document: string): typeof fetch {
  let made = documentFetches.get(document);
  if (!made) {
    made = fetchThroughExchange({ read: isReadDocument(document), endpoint: graphqlEndpoint(document) });
    if (documentFetches.size >= 100) documentFetches.clear();
    documentFetches.set(document, made);
  }
  return made;
}

function firstErrorMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return isRecord(first) && typeof first.message === 'string' ? first.message : undefined;
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What a failed query becomes in the error catalogue: the exchange's own errors (deadline,
 * network, the caller leaving) as they are; an error status by the spec's mapping, with the
 * provider's message; GraphQL errors in a 2xx answer 'unexpected' with the first one's
 * message; an answer graphql-request could not read (not JSON, not a GraphQL result)
 * 'malformed'.
 */
function catalogued(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof ClientError) {
    const { status, errors, body } = error.response;
    if (status < 200 || status >= 300) return errorForStatus(status, messageOf(jsonOrNull(body)));
    return new UpstreamError({ code: 'unexpected', status, serverMessage: firstErrorMessage(errors) });
  }
  return new UpstreamError({ code: 'malformed' });
}

/**
 * One content GraphQL query through graphql-request, whose `fetch` is the provider client's
 * exchange under the call policy (deadline, the caller's abort, and retries when the document
 * holds queries only, see `isReadDocument`); it sends the partner's bearer token and
 * the request id. Failures come out as the error catalogue's (see `catalogued`), and the
 * data is parsed with the schema, which gives every field its default, and frozen: content
 * answers are kept and shared by every page view that shows them.
 */
export async function queryContent<S extends z.ZodType>(
  ctx: UpstreamContext,
  document: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<z.infer<S>> {
  if (!ctx.token) throw new UpstreamError({ code: 'noToken' });
  const client = new GraphQLClient(getConfig().GRAPHQL_URL, { fetch: fetchFor(document) });
  let data: unknown;
  try {
    data = await client.request<unknown>({ document, variables, requestHeaders: upstreamHeaders(ctx, true), signal: ctx.signal });
  } catch (error) {
    const failure = catalogued(error);
    if (failure.code === 'malformed') noteUnreadableAnswer(graphqlEndpoint(document));
    throw failure;
  }
  return deepFreeze(schema.parse(data ?? null));
}
