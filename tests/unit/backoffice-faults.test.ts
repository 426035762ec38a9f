/**
 * Fault injection on the back-office boundary (issue 20 item 2), at the client: a real HTTP
 * back office per test (node:http on a free port) that is slow, fails, answers garbage, resets
 * the connection or answers too much. Each case checks the error the page code gets (the call
 * named, the status, the reason), the time it took, the requests the back office saw (retries)
 * and the breaker. The pages' side of the same faults: tests/e2e/backoffice-faults.e2e.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BackofficeError, MAX_RESPONSE_BYTES, createBackofficeClient } from "~/lib/backoffice.server";
import { BREAKER_FAILURE_THRESHOLD, BREAKER_OPEN_MS } from "~/lib/circuit-breaker.server";
import { takeWarnings } from "../support/logs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A back office answering every call with `handler`; `requests` counts what reached it. */
async function backoffice(handler: Handler) {
  const seen = { requests: 0, paths: [] as string[] };
  const server = http.createServer((req, res) => {
    seen.requests++;
    seen.paths.push(req.url ?? "");
    req.resume();
    req.on("end", () => handler(req, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const envelope = (data: unknown, code = 200) => JSON.stringify({ code, msg: code === 200 ? "ok" : "failed", data });
const answer = (status: number, body: string, type = "application/json"): Handler => (_req, res) => res.writeHead(status, { "content-type": type }).end(body);
const reset: Handler = (req) => req.socket.destroy();

const TIMEOUT_MS = 200;
let clock = 0;
const client = (url: string) =>
  createBackofficeClient({ baseUrl: url, timeoutMs: TIMEOUT_MS, cacheMs: 0, breaker: { now: () => clock } }).forCaller({ storeId: 3, clientToken: "faults" });

/** The call's error (it must fail) and how long it took. */
async function failure(call: () => Promise<unknown>) {
  const started = performance.now();
  const error = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackofficeError);
  return { error: error as BackofficeError, ms: performance.now() - started };
}

describe("each fault, at the client", () => {
  it("gives up on a back office that does not answer in time, and does not retry it", async () => {
    const bo = await backoffice(() => undefined);
    const { error, ms } = await failure(() => client(bo.url).getRegionList({}));
    expect(error).toMatchObject({ call: "getRegionList", status: null, reason: `no answer within ${TIMEOUT_MS} ms` });
    expect(ms).toBeLessThan(TIMEOUT_MS + 300);
    expect(bo.seen.requests).toBe(1);
  });

  it("gives up on an answer whose body trickles past the timeout", async () => {
    const bo = await backoffice((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"code": 200, "msg": "ok", "data": [');
    });
    const { error, ms } = await failure(() => client(bo.url).getRegionList({}));
    expect(error).toMatchObject({ call: "getRegionList", status: null, reason: `no answer within ${TIMEOUT_MS} ms` });
    expect(ms).toBeLessThan(TIMEOUT_MS + 300);
  });

  it.each([500, 502, 503])("names the call and the status of an HTTP %i, and does not retry it", async (status) => {
    const bo = await backoffice(answer(status, envelope(null, status)));
    const { error } = await failure(() => client(bo.url).getTemplateDetail({ urlKey: "x" }));
    expect(error).toMatchObject({ call: "getTemplateDetail", status });
    expect(error.message).toBe(`back-office call getTemplateDetail failed: answered ${status}: failed`);
    expect(bo.seen.requests).toBe(1);
  });

  it("takes a gateway's HTML error page for what it is", async () => {
    const bo = await backoffice(answer(502, "<html><body>Bad gateway</body></html>", "text/html"));
    const { error } = await failure(() => client(bo.url).getRegionList({}));
    expect(error).toMatchObject({ status: 502, reason: "answered HTTP 502 with a body that is not JSON" });
  });

  it("refuses invalid JSON", async () => {
    const bo = await backoffice(answer(200, '{"code": 200, "data": [ {"regionName": '));
    const { error } = await failure(() => client(bo.url).getRegionList({}));
    expect(error).toMatchObject({ call: "getRegionList", status: 200, reason: "answered HTTP 200 with a body that is not JSON" });
  });

  it("refuses valid JSON of the wrong shape: no envelope, or data its schema refuses", async () => {
    const noEnvelope = await backoffice(answer(200, JSON.stringify([{ regionName: "Ontario" }])));
    expect((await failure(() => client(noEnvelope.url).getRegionList({}))).error.reason).toBe("answered HTTP 200 without the {code, msg, data} envelope");
    const wrongData = await backoffice(answer(200, envelope(["a page info is an object, not a list"])));
    const { error } = await failure(() => client(wrongData.url).getTemplateDetail({ urlKey: "x" }));
    expect(error).toMatchObject({ call: "getTemplateDetail", status: 200 });
    expect(error.reason).toMatch(/^the response did not match its schema: /);
  });

  it("retries a read once after a reset connection, then names the network error", async () => {
    const bo = await backoffice(reset);
    const { error } = await failure(() => client(bo.url).getRegionList({}));
    expect(error).toMatchObject({ call: "getRegionList", status: null });
    expect(error.reason).toMatch(/^network error \(/);
    expect(bo.seen.requests).toBe(2);
    expect(takeWarnings()).toEqual(["back-office network error, retrying once"]);
  });

  it("never retries a write after a reset connection", async () => {
    const bo = await backoffice(reset);
    const { error } = await failure(() => client(bo.url).saveLead({ businessId: "1", templateId: "1", urlKey: "x", customerEmail: "", telephone: "", content: "{}" }));
    expect(error).toMatchObject({ call: "saveLead", status: null });
    expect(bo.seen.requests).toBe(1);
    expect(takeWarnings()).toEqual([]);
  });

  it("a read whose retry succeeds answers as if nothing happened", async () => {
    let calls = 0;
    const bo = await backoffice((req, res) => (++calls === 1 ? reset(req, res) : answer(200, envelope([{ regionName: "Ontario" }]))(req, res)));
    await expect(client(bo.url).getRegionList({})).resolves.toEqual([expect.objectContaining({ regionName: "Ontario" })]);
    expect(bo.seen.requests).toBe(2);
    takeWarnings();
  });

  it("refuses an answer larger than MAX_RESPONSE_BYTES, declared or streamed", async () => {
    const declared = await backoffice((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(MAX_RESPONSE_BYTES + 1) });
      res.write("[");
    });
    expect((await failure(() => client(declared.url).getRegionList({}))).error.reason).toBe("answered HTTP 200 with more than 8 MiB");
    const streamed = await backoffice((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1024 * 1024, " ");
      let sent = 0;
      const more = () => {
        while (sent < 12 && res.write(chunk)) sent++;
        if (sent < 12) res.once("drain", more);
        else res.end();
      };
      more();
    });
    const { error, ms } = await failure(() => client(streamed.url).getRegionList({}));
    expect(error.reason).toBe("answered HTTP 200 with more than 8 MiB");
    expect(ms).toBeLessThan(TIMEOUT_MS + 300);
  });
});

describe("the circuit breaker in the client", () => {
  it("stops asking a dead back office after the threshold, then lets one trial call through", async () => {
    clock = 0;
    const bo = await backoffice(answer(503, envelope(null, 503)));
    const api = client(bo.url);
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD; i++) await failure(() => api.getRegionList({}));
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD);

    const { error, ms } = await failure(() => api.getRegionList({}));
    expect(error).toMatchObject({ call: "getRegionList", status: null });
    expect(error.reason).toBe(`not asked: the back office failed ${BREAKER_FAILURE_THRESHOLD} times in a row (circuit open, next try in 10 s)`);
    expect(ms).toBeLessThan(50);
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD);

    // Another call has its own breaker: one endpoint down does not close the others.
    await failure(() => api.getTemplateDetail({ urlKey: "x" }));
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD + 1);

    clock = BREAKER_OPEN_MS;
    await failure(() => api.getRegionList({}));
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD + 2);
    // The trial failed: open again for another BREAKER_OPEN_MS.
    await failure(() => api.getRegionList({}));
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD + 2);
  });

  it("closes again when the trial call is answered", async () => {
    clock = 0;
    let healthy = false;
    const bo = await backoffice((req, res) => (healthy ? answer(200, envelope([]))(req, res) : reset(req, res)));
    const api = client(bo.url);
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD; i++) await failure(() => api.getRegionList({}));
    takeWarnings();
    healthy = true;
    await failure(() => api.getRegionList({}));
    clock = BREAKER_OPEN_MS;
    await expect(api.getRegionList({})).resolves.toEqual([]);
    await expect(api.getRegionList({})).resolves.toEqual([]);
  });

  it("is not opened by answers about the request: 500, 404, bad JSON, a refused shape", async () => {
    clock = 0;
    const bo = await backoffice(answer(500, envelope(null, 500)));
    const api = client(bo.url);
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD * 2; i++) await failure(() => api.getRegionList({}));
    expect(bo.seen.requests).toBe(BREAKER_FAILURE_THRESHOLD * 2);
  });
});
