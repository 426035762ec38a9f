/**
 * What the request fuzzer found at the Express entry (server/odd-requests.js;
 * docs/robustness.md#what-the-fuzzers-found), on a real port with the middleware mounted as
 * server/index.js mounts it and a stand-in for Remix that takes the body the way
 * server/pages.js hands it to the app.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainUnreadBody, isOddPath, oddPathGuard, requestErrorHandler } from "../../server/odd-requests.js";
import { toFetchRequest } from "../../server/pages.js";
import { takeLogs } from "../support/logs";

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

interface Served {
  port: number;
  connections: () => number;
}

/** `answer` stands for the app: it gets the fetch Request and the Express response. */
async function serve(answer: (request: Request, res: express.Response) => void, { drain = true } = {}): Promise<Served> {
  const app = express();
  if (drain) app.use(drainUnreadBody);
  app.use(oddPathGuard);
  app.all("*", (req, res, next) => {
    try {
      answer(toFetchRequest(req, res, { shared: false }), res);
    } catch (error) {
      next(error);
    }
  });
  app.use(requestErrorHandler);
  let connections = 0;
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  server.on("connection", () => connections++);
  opened.push(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One request on `agent`, failed when no answer comes within `timeoutMs`. */
function send(port: number, agent: http.Agent, method: string, path: string, body?: Buffer, timeoutMs = 2000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, agent, headers: body ? { "content-type": "application/json", "content-length": body.length } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer to ${method} ${path} within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

describe("a body the app answers without reading", () => {
  // A 1 MiB body cannot hide in the connection's buffers: the server has to read it for the next request.
  const large = Buffer.alloc(1024 * 1024, "x");
  const refuseUnread = (_request: Request, res: express.Response) => void res.status(405).end();

  it("is drained after the answer, so the kept-alive connection takes the next request (it hung until the idle timeout reset it)", async () => {
    const served = await serve(refuseUnread);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(served.port, agent, "PATCH", "/api/templates/validate", large)).status).toBe(405);
      expect((await send(served.port, agent, "GET", "/next")).status).toBe(405);
      // Drained, not closed: the second request went on the same connection.
      expect(served.connections()).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it("hangs the connection without drainUnreadBody (the finding itself)", async () => {
    const served = await serve(refuseUnread, { drain: false });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const both = (async () => {
        await send(served.port, agent, "PATCH", "/api/templates/validate", large, 500);
        await send(served.port, agent, "GET", "/next", undefined, 500);
      })();
      await expect(both).rejects.toThrow(/no answer .* within 500 ms/);
    } finally {
      agent.destroy();
    }
  });

  it("still reaches the app whole when the app reads it", async () => {
    const served = await serve((request, res) => {
      void request.arrayBuffer().then((bytes) => res.status(200).send(String(bytes.byteLength)));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(served.port, agent, "POST", "/api/templates/validate", large)).body).toBe(String(large.length));
      expect((await send(served.port, agent, "GET", "/next")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("odd paths (isOddPath, oddPathGuard)", () => {
  it.each([
    "/%5C%5Bl%5E6%3AA/N/%7B%7D/autumn-living",
    "/%5Cguide/sale",
    "//guide/sale",
    "/%2F%2Fevil.example/x",
    "/guide/a%5Cb",
  ])("reads %s as odd", (path) => {
    expect(isOddPath(path)).toBe(true);
  });

  it.each(["/", "/guide/autumn-living", "/guide/%E2%80%AE", "/harlow-sofa.html", "/guide/a%2Fb", "/guide/%ZZ", "/api/cart"])("lets %s through", (path) => {
    expect(isOddPath(path)).toBe(false);
  });

  it("answers the fuzzer's path with the not-found page, 404, before the app renders (react-router threw Invalid URL: a 500)", async () => {
    const app = vi.fn((_request: Request, res: express.Response) => void res.send("app"));
    const served = await serve(app);
    const agent = new http.Agent();
    const answer = await send(served.port, agent, "GET", "/%5C%5Bl%5E6%3AA/N/%7B%7D/autumn-living?orderId=3u");
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain("<h1>Page not found</h1>");
    expect(answer.body).toContain('<a href="/">');
    expect(app).not.toHaveBeenCalled();
    expect((await send(served.port, agent, "GET", "/guide/autumn-living")).body).toBe("app");
  });

  it("answers an odd API path with JSON", async () => {
    const served = await serve(() => undefined);
    const answer = await send(served.port, new http.Agent(), "POST", "/api/%5Ccart", Buffer.from("{}"));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: "no page at this address" });
  });
});

describe("errors before the app (requestErrorHandler)", () => {
  it("answers a path Express cannot decode with a friendly 400 page, one warning and no stack trace", async () => {
    const stderr = vi.spyOn(process.stderr, "write");
    const served = await serve((_request, res) => void res.send("app"));
    const answer = await send(served.port, new http.Agent(), "GET", "/guide/%ZZ");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("<h1>This address could not be read</h1>");
    expect(answer.body).not.toMatch(/URIError|decode_param|node_modules/);
    expect(takeLogs()).toEqual([{ level: "warn", msg: "bad request", fields: { method: "GET", url: "/guide/%ZZ", status: 400, error: "Failed to decode param '/guide/%ZZ'" } }]);
    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
  });

  it("answers an undecodable API path with JSON", async () => {
    const served = await serve(() => undefined);
    const answer = await send(served.port, new http.Agent(), "GET", "/api/%ZZ");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: "the request's address could not be decoded" });
    expect(takeLogs("warn")).toHaveLength(1);
  });

  it("answers any other error with a friendly 500 page and one error line that has the stack", async () => {
    const served = await serve(() => {
      throw new Error("secret detail");
    });
    const answer = await send(served.port, new http.Agent(), "GET", "/guide/autumn-living");
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("<h1>Something went wrong</h1>");
    expect(answer.body).not.toContain("secret detail");
    const logs = takeLogs();
    expect(logs).toEqual([{ level: "error", msg: "request failed", fields: expect.objectContaining({ url: "/guide/autumn-living", status: 500 }) }]);
    expect(String(logs[0]!.fields.error)).toMatch(/^Error: secret detail\n\s+at /);
  });
});
