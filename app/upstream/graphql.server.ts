import type { z } from 'zod';
import { getConfig } from '~/config.server';
import { UpstreamError, errorForStatus } from './errors';
import { exchange, messageOf, readAnswer, upstreamHeaders, type UpstreamContext } from './client.server';
import { isRecord } from './schemas/lenient';

function firstErrorMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return isRecord(first) && typeof first.message === 'string' ? first.message : undefined;
}

/**
 * One content GraphQL query: a JSON POST of `{ query, variables }` through the same
 * exchange as the REST calls (deadline, bearer, caller's abort), with the spec's status
 * mapping; an answer carrying GraphQL errors is 'unexpected' with the first error's message,
 * and its data is parsed with the schema (which gives every field its default).
 */
export async function queryContent<S extends z.ZodTypeAny>(
  ctx: UpstreamContext,
  document: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<z.infer<S>> {
  if (!ctx.token) throw new UpstreamError({ code: 'noToken' });
  const headers = upstreamHeaders(ctx, true);
  headers['content-type'] = 'application/json';
  const { status, text } = await exchange(ctx, {
    url: getConfig().GRAPHQL_URL,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: document, variables }),
    // A query reads and changes nothing, so a dropped connection is tried again like a GET.
    attempts: 2,
  });
  const { ok, body: result } = readAnswer(status, text);
  if (!ok) throw errorForStatus(status, messageOf(result));
  if (!isRecord(result)) throw new UpstreamError({ code: 'malformed', status });
  if (Array.isArray(result.errors) && result.errors.length > 0) {
    throw new UpstreamError({ code: 'unexpected', status, serverMessage: firstErrorMessage(result.errors) });
  }
  return schema.parse(result.data ?? null);
}
