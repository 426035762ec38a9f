// npm start: build when the build is missing or older than the sources, then serve the
// storefront (on the embedded fixture back office unless BACKOFFICE_URL is set).
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError, readEnv } from "../server/env.js";
import { buildProduction } from "./build.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = path.join(ROOT, "build", "index.js");
const SOURCES = ["app", "modules", "schemas", "remix.config.js", "package.json"];

function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

export async function buildIfNeeded() {
  const builtAt = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(ROOT, source))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  await buildProduction();
}

/** Stops with the message of a bad environment (no stack trace: it says what to fix). */
function stop(error) {
  if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV ??= "production";
  // The preview needs PREVIEW_TOKEN in production; a local run makes one up and prints the
  // link that carries it, so the preview is one click away and still closed to others.
  process.env.PREVIEW_TOKEN ||= randomBytes(12).toString("hex");
  // Signed cookies need a secret; a local run's lasts as long as the run (docs/security.md).
  process.env.COOKIE_SECRETS ||= randomBytes(32).toString("hex");
  // Validate before a build that may take a minute.
  let env;
  try {
    env = readEnv();
  } catch (error) {
    stop(error);
  }
  await buildIfNeeded();
  const usesFixtures = !env.BACKOFFICE_URL;
  const { runServer } = await import("../server/index.js");
  const app = await runServer().catch(stop);
  const examples = usesFixtures
    ? readdirSync(path.join(ROOT, "fixtures", "templates"))
        .filter((file) => file.endsWith(".json"))
        .map((file) => `/guide/${file.slice(0, -5)}`)
    : [];
  console.log(`\nStorefront ready: ${app.url}`);
  const preview = `/preview?preview_token=${encodeURIComponent(env.PREVIEW_TOKEN ?? "")}`;
  for (const page of [...examples, `${preview}  (the preview: templates, drafts, module catalogue)`, "/guide/does-not-exist (404)"]) {
    console.log(`  ${app.url}${page}`);
  }
  console.log("Stop with Ctrl+C.\n");
}
