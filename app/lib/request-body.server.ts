/** Why a request body was refused: too large (413) or not UTF-8 text (400). */
export type BodyRefusal = "too-large" | "not-utf8";

/**
 * Tells a body's source to stop, without waiting for it: the cancel of a body that was teed
 * (a cloned Response: msw, caches) settles only once every branch is cancelled, so awaiting it
 * held the page forever (issue 20: a template answer past the limit never answered).
 */
function stopReading(stream: { cancel(): Promise<void> } | null): void {
  stream?.cancel().catch(() => undefined);
}

/**
 * The body of a request or a response, refused (null) as soon as it passes `limit` bytes: by
 * its Content-Length when it declares one, else while streaming, so an oversized body is never
 * held in memory whole.
 */
export async function readLimitedBytes(message: Request | Response, limit: number): Promise<Uint8Array | null> {
  const declared = message.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    // A back-office answer is dropped so its connection stops; a request's body is left alone,
    // or the shopper's connection would close before the 413 it is owed.
    if (message instanceof Response) stopReading(message.body);
    return null;
  }
  if (!message.body) return new Uint8Array();
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      stopReading(reader);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a request body as UTF-8 text, refused past `limit` bytes (readLimitedBytes) or when it is not UTF-8. */
export async function readLimitedText(request: Request, limit: number): Promise<{ ok: true; text: string } | { ok: false; reason: BodyRefusal }> {
  const bytes = await readLimitedBytes(request, limit);
  if (bytes === null) return { ok: false, reason: "too-large" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
