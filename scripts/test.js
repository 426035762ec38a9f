// npm test: Chromium for the e2e tests (installed from Debian where apt-get runs as root),
// typecheck, lint, unit and component tests, then a production build and the end-to-end
// tests in Chromium. Stops at the first failing step. The unit step includes the
// scaffold check (tests/unit/new-module.test.ts: new-module run into a copy of the project,
// which must typecheck and pass its tests) and the check that schemas/json/ is up to date.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureRedis } from "./ensure-redis.js";
import { ensureChromium } from "./find-chromium.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "test-results");
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

// First, so a missing browser is known (or installed) before minutes of other tests.
const chromium = ensureChromium();
if (!chromium) process.exit(1);
// The instances e2e test runs a real redis-server (tests/support/redis.ts finds it by this).
const redisServer = ensureRedis();
if (!redisServer) process.exit(1);
process.env.REDIS_SERVER_PATH = redisServer;

mkdirSync(RESULTS, { recursive: true });
const counts = { passed: 0, failed: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitest(title, extraArgs, report) {
  rmSync(report, { force: true });
  const ok = step(title, bin("vitest"), ["run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    CHROMIUM_PATH: chromium,
  });
  try {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    counts.passed += summary.numPassedTests;
    counts.failed += summary.numFailedTests;
  } catch {
    counts.failed += ok ? 0 : 1;
  }
  return ok;
}

function finish(ok) {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok ? 0 : 1);
}

const ok =
  step("typecheck", bin("tsc"), []) &&
  step("lint", bin("eslint"), ["."]) &&
  vitest("unit and component tests", [], path.join(RESULTS, "unit.json")) &&
  step("production build", process.execPath, [path.join(ROOT, "scripts", "build.js")], { NODE_ENV: "production" }) &&
  vitest("end-to-end tests (Chromium)", ["--config", "vitest.e2e.config.ts"], path.join(RESULTS, "e2e.json"));
finish(ok);
