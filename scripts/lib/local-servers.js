// Throwaway local servers for the bench and the tests: a free port, a child's exit, and a real
// redis-server (no persistence, its own free port on 127.0.0.1 and temp dir), quiet unless it
// fails. Plain JS so scripts/bench.js and the TypeScript tests share one copy.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { INSTALL_COMMAND, findRedis } from "../ensure-redis.js";

/** A TCP port nobody listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {import("node:child_process").ChildProcess} child */
export const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** Resolves once `child` has exited (at once when it already has). @param {import("node:child_process").ChildProcess} child */
export const exited = (child) => (isRunning(child) ? new Promise((resolve) => child.once("exit", () => resolve(undefined))) : Promise.resolve());

/** @param {number} port */
async function answersPing(port) {
  const client = new Redis({ host: "127.0.0.1", port, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: 500 });
  // A refused connection is expected while the server starts; ioredis would print it.
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * @typedef {{ url: string, stop: () => Promise<void> }} RunningRedis
 *   url e.g. redis://127.0.0.1:41234; stop kills the server and resolves once it has exited
 */

/** @param {string} binary @param {string} dir @returns {Promise<RunningRedis>} */
async function startOnce(binary, dir) {
  const port = await freePort();
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--loglevel", "warning"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  // Whatever happens to this process, the server goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  /** @type {Promise<void> | null} */
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", killOnExit);
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited(child);
      clearTimeout(killer);
    })());

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`redis-server exited before answering on port ${port}:\n${output}`);
    if (await answersPing(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s:\n${output}`);
}

/**
 * Starts a throwaway redis-server; throws, saying why, when there is none or it does not start.
 * @returns {Promise<RunningRedis>}
 */
export async function startRedis() {
  const binary = findRedis();
  if (!binary) throw new Error(`No redis-server found: install it with ${INSTALL_COMMAND} (npm test does so as root) or set REDIS_SERVER_PATH.`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-redis-"));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  // The free port may be taken between finding it and redis binding it: try another.
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const redis = await startOnce(binary, dir);
      return { url: redis.url, stop: () => redis.stop().then(cleanUp) };
    } catch (error) {
      lastError = error;
    }
  }
  await cleanUp();
  throw lastError;
}
