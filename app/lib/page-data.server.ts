import type { TypedResponse } from "@remix-run/node";

const encoder = new TextEncoder();

/**
 * A page loader's answer, read back without a JSON round trip. Remix makes a loader's answer a
 * JSON Response and, for a document request, parses it straight back (`response.json()`) to
 * render the page, then writes it again into the page: on the full landing page (58 KB of
 * data) the stringify and the parse were 4–5% of the server's time under load. This Response
 * hands the router the data as it is, and writes the JSON only when its body is read: a
 * client navigation's data request (`?_data=`), which sends it.
 *
 * What a loader returns through it must be JSON already (strings, numbers, booleans, null,
 * plain objects and arrays): the page renders from these values, the browser hydrates from
 * their JSON. `tests/unit/page-data.test.ts` checks every fixture landing page.
 */
class PageDataResponse<T> extends Response {
  readonly #data: T;

  constructor(data: T, init: ResponseInit | undefined, rendered: T) {
    const headers = new Headers(init?.headers);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json; charset=utf-8");
    super(
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(encoder.encode(JSON.stringify(data)));
            controller.close();
          },
        },
        // Nothing queued ahead: a stream pulls at once to fill its queue, and this one only when read.
        { highWaterMark: 0 },
      ),
      { ...init, headers },
    );
    this.#data = rendered;
  }

  override json(): Promise<T> {
    return Promise.resolve(this.#data);
  }
}

/**
 * Remix's `json`, typed the same, for a page's loader (see PageDataResponse). `rendered`: the
 * data as the document's render gets it, where the page's JSON may leave out what only the
 * server renders from (Remix writes the render's data into the page with JSON.stringify, which
 * skips properties that are not enumerable); a data request still reads all of `data`.
 */
export function pageData<T>(data: T, init?: ResponseInit, rendered: T = data): TypedResponse<T> {
  return new PageDataResponse(data, init, rendered) as unknown as TypedResponse<T>;
}
