import type { AppAnswer, AppCall, AppInput } from "~schemas/app-api";

/**
 * Calls one of the app's own JSON routes, typed by its contract in schemas/app-api.ts:
 * `callApp("GET /api/product-upgrades", { sku, spu }, { signal })`. Resolves with the route's
 * answer, its error answers included (they are part of the contract, whatever the HTTP
 * status); rejects when no JSON answer came: offline, aborted, or an error page from a proxy.
 */
export async function callApp<K extends AppCall>(call: K, input: AppInput<K>, { signal }: { signal?: AbortSignal } = {}): Promise<AppAnswer<K>> {
  const space = call.indexOf(" ");
  const method = call.slice(0, space);
  const path = call.slice(space + 1);
  let response: Response;
  if (method === "GET") {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(input as Record<string, string | undefined>)) if (value !== undefined) query.set(name, value);
    const search = query.toString();
    response = await fetch(search ? `${path}?${search}` : path, { signal });
  } else {
    response = await fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(input), signal });
  }
  return (await response.json()) as AppAnswer<K>;
}
