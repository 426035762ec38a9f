/** Why a request body was refused: too large (413) or not UTF-8 text (400). */
export type BodyRefusal = "too-large" | "not-utf8";

/**
 * Reads a request body as UTF-8 text, refusing it as soon as it passes `limit` bytes: by its
 * Content-Length when it declares one, else while streaming, so an oversized chunked body is
 * never held in memory whole.
 */
export async function readLimitedText(request: Request, limit: number): Promise<{ ok: true; text: string } | { ok: false; reason: BodyRefusal }> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
