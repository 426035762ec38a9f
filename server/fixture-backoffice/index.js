// The embedded fixture back office as a real HTTP server (started by `npm start` when
// BACKOFFICE_URL is unset).
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFixtureBackoffice, visitorOf } from "./handler.js";

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
const MAX_BODY = 1024 * 1024;

/**
 * @param {{ port?: number, host?: string, fixturesDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void>, backoffice: ReturnType<typeof createFixtureBackoffice> }>}
 */
export async function startFixtureBackoffice({ port = 0, host = "127.0.0.1", fixturesDir = FIXTURES_DIR } = {}) {
  const backoffice = createFixtureBackoffice({ fixturesDir });

  const server = http.createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://fixture");
    if (req.method === "GET" && url.pathname === "/healthz") return send(200, { code: 200, msg: "ok", data: true });
    if (req.method !== "POST" || !url.pathname.startsWith("/api/")) {
      return send(404, { code: 404, msg: "only POST /api/{call}", data: null });
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY) return send(413, { code: 413, msg: "body too large", data: null });
      chunks.push(chunk);
    }
    let body = {};
    try {
      const text = Buffer.concat(chunks).toString("utf8");
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(400, { code: 400, msg: "body is not JSON", data: null });
    }
    try {
      const headers = new Headers(/** @type {Record<string, string>} */ (req.headers));
      const result = await backoffice.handle(url.pathname.slice("/api/".length), body, {
        storeId: headers.get("x-store-id"),
        visitor: visitorOf(headers),
      });
      send(result.status, result.body);
    } catch (error) {
      send(500, { code: 500, msg: `fixture error: ${/** @type {Error} */ (error).message}`, data: null });
    }
  });

  // exclusive: in a cluster worker, a port of its own (not the primary's shared one), so each
  // worker's calls reach its own fixture back office.
  await new Promise((resolve) => server.listen({ port, host, exclusive: true }, () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    backoffice,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
