// npm run build: the production build. `remix build`, then a second minification of the
// browser's JavaScript (docs/decisions/page-javascript.md, "A second minifier"): esbuild, which
// the classic compiler uses, minifies fast but leaves 3-4% of every gzipped page that terser's
// compressor removes. File names keep esbuild's hashes: terser's output is a function of its
// input, so a name still stands for one content.
import { spawnSync } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { minify } from "terser";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLIENT_BUILD = path.join(ROOT, "public", "build");
/** Where the licence notices of the minified files go (see minifyFile). */
export const LICENSES_FILE = "third-party-licenses.txt";

/** Keeps a comment that carries a licence: `/*!` or one with @license or @preserve, as esbuild does. */
const isLegal = (text) => text.startsWith("!") || /@license|@preserve/.test(text);

/**
 * Minifies one ES module of the client build. Its licence comments move to the build's
 * licence file, which a one-line comment in the file points to (webpack's way): in the file,
 * React's notices alone cost 0.9 KiB of gzip on every page.
 */
export async function minifyFile(code, notices) {
  let hadNotice = false;
  const result = await minify(code, {
    module: true,
    compress: {},
    mangle: true,
    format: {
      comments: (_node, comment) => {
        if (isLegal(comment.value)) {
          notices.add(comment.value.trim());
          hadNotice = true;
        }
        return false;
      },
    },
  });
  if (result.code === undefined) throw new Error("terser returned no code");
  return hadNotice ? `/*! Licences: /build/${LICENSES_FILE} */\n${result.code}` : result.code;
}

async function jsFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".js")).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Minifies every script of a client build in place and writes its licence file. */
export async function minifyClientBuild(dir = CLIENT_BUILD) {
  const notices = new Set();
  for (const file of await jsFiles(dir)) {
    const code = await readFile(file, "utf8");
    await writeFile(file, await minifyFile(code, notices));
  }
  await writeFile(path.join(dir, LICENSES_FILE), `${[...notices].map((notice) => `/*${notice}*/`).join("\n\n")}\n`);
}

/** `remix build` in production mode, then the second minification; exits the process on failure. */
export async function buildProduction() {
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "remix"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const started = Date.now();
  try {
    await minifyClientBuild();
  } catch (error) {
    // Without its server half, `npm start` sees no build and builds again rather than serve this one.
    await rm(path.join(ROOT, "build", "index.js"), { force: true });
    throw error;
  }
  console.log(`Client scripts minified again (terser) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildProduction();
