import { createServer, request, type Server } from 'node:http';

/** What a recording proxy saw on its way to the provider. */
export interface Recorded {
  /** Every bearer token the portal sent. */
  tokens: Set<string>;
  /** Every `traceparent` header the portal sent, in order. */
  traceparents: string[];
}

/**
 * A proxy on `port` in front of the provider on `target`, recording the bearer tokens and
 * trace headers the portal sends, so a test can check none of them reaches a scrape or a span
 * and that each call carried its trace.
 */
export async function startRecordingProxy(port: number, target: number): Promise<{ server: Server; recorded: Recorded }> {
  const recorded: Recorded = { tokens: new Set(), traceparents: [] };
  const server = createServer((req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) recorded.tokens.add(bearer);
    if (typeof req.headers.traceparent === 'string') recorded.traceparents.push(req.headers.traceparent);
    const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, recorded };
}
