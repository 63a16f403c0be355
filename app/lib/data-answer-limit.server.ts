/**
 * The most bytes one data answer (a client navigation's `.data` request) may hold. The busiest
 * screen's data is about 20 KB (the dashboard), a list of a few thousand leads a few hundred;
 * a file's address has no data answer at all (server/route-addresses.ts). Past this the answer
 * is cut off and the fault logged: no screen's data should ever come near it.
 */
export const DATA_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The answer with its body counted as it is sent: once it passes `maxBytes` the stream fails,
 * which ends the connection (the client's navigation fails, as on a lost connection), stops
 * the encoding of what is left, and calls `onOver` once.
 */
export function limitDataAnswer(response: Response, onOver: () => void, maxBytes = DATA_ANSWER_MAX_BYTES): Response {
  if (!response.body) return response;
  let sent = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        if (sent > maxBytes) {
          onOver();
          controller.error(new Error(`data answer over ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
}
