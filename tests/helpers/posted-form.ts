/**
 * A form post as the server receives it: the multipart bytes a browser sends for `form`, coming
 * in 64 KB chunks as from a socket. (A Request made from the FormData itself reads it through
 * the runtime's own generator, which on Node 24 still writes into a body its reader has
 * cancelled.)
 */
export async function postedForm(url: string, form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
  const init = { method: 'POST', body, headers: { 'content-type': encoded.headers.get('content-type') ?? '' }, duplex: 'half' };
  return new Request(url, init as RequestInit);
}
