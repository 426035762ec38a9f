/**
 * Graceful shutdown (issue 20, item 6), as a platform stops an instance: a real
 * `node server/index.js` gets SIGTERM while a page is still being made (its back office is
 * slow on purpose). The open request gets its whole page, the process then exits 0, and it
 * takes no new connection meanwhile. No browser; the suite's in-process app is not used.
 */
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, isRunning } from "../../scripts/lib/local-servers.js";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startChildServer } from "./child-server";

/** Long enough for the signal to arrive while the page waits for its back office. */
const BACKOFFICE_DELAY_MS = 1_500;

let fixture: Awaited<ReturnType<typeof startFixtureBackoffice>>;
let slow: http.Server;
let slowUrl = "";
let child: ChildProcess | undefined;

/** The fixture back office behind a delay: every call is answered BACKOFFICE_DELAY_MS late. */
beforeAll(async () => {
  fixture = await startFixtureBackoffice();
  slow = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      setTimeout(async () => {
        const answer = await fetch(`${fixture.url}${req.url}`, { method: req.method, headers: { "content-type": "application/json" }, body: req.method === "POST" ? Buffer.concat(chunks) : undefined });
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      }, BACKOFFICE_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
  const address = slow.address() as { port: number };
  slowUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  if (child && isRunning(child)) child.kill("SIGKILL");
  slow?.closeAllConnections();
  await new Promise((resolve) => slow?.close(resolve));
  await fixture?.close();
});

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: "text/html" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("finishes the page it is making after SIGTERM, takes no new request, and exits 0", async () => {
    const server = await startChildServer({
      BACKOFFICE_URL: slowUrl,
      BACKOFFICE_TIMEOUT_MS: String(BACKOFFICE_DELAY_MS * 4),
      PAGE_CACHE: "off",
      SERVER_CACHE: "off",
    });
    child = server.child;
    const url = server.url;

    const started = Date.now();
    const page = get(`${url}/guide/bare`);
    await new Promise((resolve) => setTimeout(resolve, BACKOFFICE_DELAY_MS / 3));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(get(`${url}/guide/bare`)).rejects.toThrow(/ECONNREFUSED/);

    const answer = await page;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("</html>");
    // It was still waiting for its back office when the signal came.
    expect(Date.now() - started).toBeGreaterThanOrEqual(BACKOFFICE_DELAY_MS);
    await exited(child);
    expect(child.exitCode).toBe(0);
  });
});
