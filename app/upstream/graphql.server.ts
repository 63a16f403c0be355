import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { getConfig } from '~/config.server';
import { UpstreamError, errorForStatus } from './errors';
import type { UpstreamContext } from './client.server';

/**
 * One content GraphQL query through graphql-request, with the same deadline, bearer and
 * status mapping as the REST calls, its data parsed with its schema.
 */
export async function queryContent<S extends z.ZodTypeAny>(
  ctx: UpstreamContext,
  document: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<z.infer<S>> {
  const config = getConfig();
  if (!ctx.token) throw new UpstreamError({ code: 'noToken' });
  const deadline = AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline;
  const client = new GraphQLClient(config.GRAPHQL_URL, {
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(ctx.requestId ? { 'x-request-id': ctx.requestId } : {}),
    },
    signal,
  });
  try {
    const data = await client.request<unknown>(document, variables);
    return schema.parse(data);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (deadline.aborted) throw new UpstreamError({ code: 'timeout' });
    if (error instanceof ClientError) {
      const status = error.response.status;
      if (status >= 200 && status < 300) {
        const first = error.response.errors?.[0]?.message;
        throw new UpstreamError({ code: 'unexpected', status, serverMessage: first });
      }
      const body = error.response as unknown as { message?: unknown };
      throw errorForStatus(status, typeof body.message === 'string' ? body.message : undefined);
    }
    if (error instanceof SyntaxError || (error instanceof Error && /JSON|Unexpected token|parse/i.test(error.message))) {
      throw new UpstreamError({ code: 'malformed' });
    }
    if (ctx.signal?.aborted) throw new UpstreamError({ code: 'rejected' });
    throw new UpstreamError({ code: 'network' });
  }
}
