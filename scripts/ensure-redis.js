// Where redis-server is, and what `npm test` does when there is none (the instances e2e test
// starts a real one: tests/support/redis.ts). REDIS_SERVER_PATH, else Debian's
// /usr/bin/redis-server, else one on PATH; missing, it installs Debian's package where apt-get
// can run (as root, as in CI), and otherwise stops with the exact command to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const INSTALL_COMMAND = "apt-get install -y redis-server";

/** The redis-server executable, or null. */
export function findRedis() {
  const configured = process.env.REDIS_SERVER_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  if (existsSync("/usr/bin/redis-server")) return "/usr/bin/redis-server";
  try {
    return execFileSync("which", ["redis-server"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * What to do about redis-server, from what this machine allows. A REDIS_SERVER_PATH that does
 * not exist is a mistake to report, not a reason to install another one.
 * @param {{ found: string | null, configured: string | undefined, isRoot: boolean, hasApt: boolean }} facts
 */
export function redisPlan({ found, configured, isRoot, hasApt }) {
  if (found) return { action: "use", path: found };
  if (configured) return { action: "stop", message: `REDIS_SERVER_PATH is set to ${configured}, which does not exist: fix or unset it.` };
  if (isRoot && hasApt) return { action: "install", message: `No redis-server found: installing Debian's redis-server for the end-to-end tests (${INSTALL_COMMAND})…` };
  const command = hasApt ? `sudo ${INSTALL_COMMAND}` : "your system's package manager (the package is usually called redis or redis-server)";
  return { action: "stop", message: `No redis-server found for the end-to-end tests. Install it with ${command}, or set REDIS_SERVER_PATH to a redis-server executable; then run npm test again.` };
}

/** The redis-server for the e2e tests, installed first where this machine allows; null after printing why not. */
export function ensureRedis() {
  const hasApt = existsSync("/usr/bin/apt-get");
  const plan = redisPlan({ found: findRedis(), configured: process.env.REDIS_SERVER_PATH, isRoot: process.getuid?.() === 0, hasApt });
  if (plan.action === "use") return plan.path;
  console.log(plan.message);
  if (plan.action === "stop") return null;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "redis-server"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.log(`apt-get ${args.join(" ")} failed; install redis-server with ${INSTALL_COMMAND} or set REDIS_SERVER_PATH.`);
      return null;
    }
  }
  return findRedis();
}
