/**
 * A response body read whole up to `maxBytes`, as a stream so that an endless answer is cut
 * rather than buffered; undefined (the rest cancelled) when it declares or turns out more.
 */
export async function readCapped(res: Response, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  const over = async () => {
    await res.body?.cancel().catch(() => undefined);
    return undefined;
  };
  if (declared > maxBytes) return over();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return over();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
