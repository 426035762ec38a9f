// npm run dev: `remix watch` rebuilds on every change to app/, modules/ or schemas/, and
// the server restarts on every rebuild (node --watch). Reload the browser to see changes.
// The server caches are off unless SERVER_CACHE says otherwise, so an edited fixture shows on
// the next reload too.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = path.join(ROOT, "build", "index.js");
const env = { ...process.env, NODE_ENV: "development", SERVER_CACHE: process.env.SERVER_CACHE || "off" };

rmSync(BUILD, { force: true });
const children = [spawn(path.join(ROOT, "node_modules", ".bin", "remix"), ["watch"], { cwd: ROOT, env, stdio: "inherit" })];

const waitForBuild = setInterval(() => {
  if (!existsSync(BUILD)) return;
  clearInterval(waitForBuild);
  children.push(
    spawn(process.execPath, ["--watch-path=build", "--watch-path=server", "server/index.js"], { cwd: ROOT, env, stdio: "inherit" }),
  );
}, 200);

const stop = () => {
  clearInterval(waitForBuild);
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
