/**
 * A real, throwaway redis-server for tests that need what a mock cannot show (several
 * processes sharing one cache, pub/sub between them, the server going away): its own free
 * port on 127.0.0.1, no persistence, a temp dir as its working dir. Quiet unless it fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { INSTALL_COMMAND, findRedis } from "../../scripts/ensure-redis.js";

export interface RunningRedis {
  /** e.g. redis://127.0.0.1:41234 */
  url: string;
  /** Kills the server and resolves once it has exited (and its temp dir is gone). */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

async function answersPing(port: number): Promise<boolean> {
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

async function startOnce(binary: string, dir: string): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--loglevel", "warning"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited(child);
      clearTimeout(killer);
    })());

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server exited before answering on port ${port}:\n${output}`);
    }
    if (await answersPing(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s:\n${output}`);
}

export async function startRedis(): Promise<RunningRedis> {
  const binary = findRedis();
  if (!binary) throw new Error(`No redis-server found: install it with ${INSTALL_COMMAND} (npm test does so as root) or set REDIS_SERVER_PATH.`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-redis-"));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  // The free port may be taken between finding it and redis binding it: try another.
  let lastError: unknown;
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
