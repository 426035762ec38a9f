/**
 * A storefront of its own for an e2e file: a real `node server/index.js` process in
 * production mode, with only the settings the file gives it (the run's own REDIS_URL,
 * STORE_ID… stay out), ready once /healthz answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { exited, freePort, isRunning } from "../../scripts/lib/local-servers.js";
import { ROOT } from "./browser";

const APP_VARIABLE = /^(NODE_ENV|PORT|HOST|BACKOFFICE_|STORE_ID|PUBLIC_ORIGIN|LOG_LEVEL|PREVIEW_TOKEN|CACHE_|PAGE_CACHE|SERVER_CACHE|REDIS_URL|WEB_CONCURRENCY|FIXTURES_DIR|REVALIDATE_SECRET)/;

export type ChildServer = { url: string; child: ChildProcess; stderr: () => string; stop: () => Promise<void> };

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_VARIABLE.test(name)));
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      WEB_CONCURRENCY: "1",
      PREVIEW_TOKEN: randomBytes(12).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (isRunning(child)) child.kill("SIGKILL");
    await exited(child);
  };
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
    if (!isRunning(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`e2e: the child storefront did not serve within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, stderr: () => stderr, stop };
}
