// The Node entry: Express hosting the Remix build, with security headers, compression,
// request ids and logging, the page cache (server/pages.js), /healthz, /metrics, the
// revalidation API and graceful shutdown. Starts the embedded fixture back office when
// BACKOFFICE_URL is unset.
import crypto from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createCaches, installCaches } from "./cache.js";
import { clientTokenCookie, ensureCookieSecrets, readStringCookie } from "./cookies.js";
import { contentSecurityPolicy, framable } from "./csp.js";
import { EnvError, readEnv } from "./env.js";
import { FIXTURES_DIR, startFixtureBackoffice } from "./fixture-backoffice/index.js";
import { imageWidths } from "./image-widths.js";
import { logger } from "./logger.js";
import { metricsHandler, observeRequest, routeLabel } from "./metrics.js";
import { drainUnreadBody, oddPathGuard, requestErrorHandler } from "./odd-requests.js";
import { createPageHandler } from "./pages.js";
import { previewAccess } from "./preview-access.js";
import { requestContext } from "./request-context.js";
import { bodyLimit, createRateLimits, formIntent, originCheck, transportHeaders } from "./request-guards.js";
import { createRevalidateHandler } from "./revalidate.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD_PATH = path.join(ROOT, "build", "index.js");

/** What a client token looks like (we make UUIDs); anything else gets a new one. */
const CLIENT_TOKEN = /^[A-Za-z0-9-]{1,64}$/;

/**
 * @param {{ development: boolean }} options the server's mode, fixed for its life
 * @returns {express.RequestHandler}
 */
function securityHeaders({ development }) {
  // No inline script runs unless the page handler names it (server/pages.js): a personal
  // page by its nonce, a shared page by its scripts' hashes.
  const framed = contentSecurityPolicy([], { development, framable: true });
  const unframed = contentSecurityPolicy([], { development, framable: false });
  return (req, res, next) => {
    const frame = framable(req.path, res.locals.previewAccess === true);
    res.setHeader("Content-Security-Policy", frame ? framed : unframed);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", frame ? "SAMEORIGIN" : "DENY");
    next();
  };
}

/**
 * Guests are identified by a client token cookie (server/cookies.js); it is created by the
 * first API call or form post, never by a page, so pages stay cacheable and set no cookie.
 * Not HttpOnly: analytics in the browser report it as the guest's visitor id (landing
 * spec 1). It names an anonymous cart and nothing more.
 * @type {express.RequestHandler}
 */
export function clientToken(req, res, next) {
  const acts = req.path.startsWith("/api/") || (req.method !== "GET" && req.method !== "HEAD");
  if (!acts) {
    next();
    return;
  }
  (async () => {
    let token = await readStringCookie(clientTokenCookie, req.headers.cookie, CLIENT_TOKEN);
    if (!token) {
      token = crypto.randomUUID();
      res.append("Set-Cookie", await clientTokenCookie.serialize(token, { secure: req.secure }));
    }
    res.locals.clientToken = token;
  })().then(() => next(), next);
}

/**
 * The files in public/, served only for paths under its top-level entries: a page request
 * would otherwise cost a file-system lookup each (a third of a cached page's time).
 * @param {string} folder
 * @param {express.RequestHandler} compress
 * @returns {express.RequestHandler}
 */
function publicFiles(folder, compress) {
  const entries = new Set(readdirSync(folder));
  const serve = express.static(folder, { maxAge: "1h" });
  return (req, res, next) => (entries.has(req.path.split("/")[1] ?? "") ? compress(req, res, () => serve(req, res, next)) : next());
}

/** @type {express.RequestHandler} */
function requestLog(req, res, next) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    observeRequest({ route: routeLabel(req.path), method: req.method, status: res.statusCode, seconds: ms / 1000 });
    logger.info("request", { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Number(ms.toFixed(1)) });
  });
  next();
}

/**
 * Validates the environment first (server/env.js): a bad variable throws an EnvError before
 * anything starts or the build is loaded. Options override PORT, HOST and BACKOFFICE_URL.
 * The app's caches (server/cache.js) are created here and closed with the server.
 * @param {{ port?: number, host?: string, backofficeUrl?: string }} [options]
 * @returns {Promise<{ url: string, backofficeUrl: string, close: () => Promise<void> }>}
 */
export async function startApp(options = {}) {
  const env = readEnv();
  ensureCookieSecrets();
  const { port = env.PORT, host = env.HOST } = options;
  let { backofficeUrl = env.BACKOFFICE_URL } = options;
  let fixture = null;
  if (!backofficeUrl) {
    // FIXTURES_DIR points the embedded back office (and the preview's lists) at another folder.
    fixture = await startFixtureBackoffice(env.FIXTURES_DIR ? { fixturesDir: env.FIXTURES_DIR } : {});
    backofficeUrl = fixture.url;
    logger.info(`fixture back office on ${backofficeUrl}`);
  }
  // The app's back-office client reads it on first use; the preview lists the fixtures.
  process.env.BACKOFFICE_URL = backofficeUrl;
  if (!env.FIXTURES_DIR) process.env.FIXTURES_DIR = FIXTURES_DIR;

  const build = await import(pathToFileURL(BUILD_PATH).href);
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  const caches = createCaches();
  installCaches(caches);
  await caches.ready();

  const app = express();
  app.disable("x-powered-by");
  // req.ip, req.protocol and req.secure believe X-Forwarded-* only from these proxies.
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);
  // Pages get their ETag from the page cache (server/pages.js); nothing else needs one.
  app.set("etag", false);
  app.use(requestContext);
  app.use(drainUnreadBody);
  app.use(previewAccess);
  app.use(securityHeaders({ development: mode === "development" }));
  app.use(transportHeaders);
  app.get("/healthz", (_req, res) => res.set("Cache-Control", "no-store").json({ ok: true }));
  app.get("/metrics", metricsHandler);
  // Compression only where a body is made per request: files here, personal answers in the
  // page handler. A shared page goes out as its cache keeps it, already compressed.
  const compress = compression();
  app.use("/build", compress, express.static(path.join(ROOT, "public", "build"), { immutable: true, maxAge: "1y" }));
  app.use(imageWidths(path.join(ROOT, "public", "fixture-images")));
  app.use(publicFiles(path.join(ROOT, "public"), compress));
  app.use(requestLog);
  // Paths the app's router cannot represent: the not-found page before it renders.
  app.use(oddPathGuard);
  // The handler reads its own body (with a limit): no body parser in front of it.
  app.post("/api/revalidate", createRevalidateHandler(caches));
  // Writes: from our own pages, within their address's limits, with a body of bounded size.
  // On the caches' Redis connection when there is one: no extra connection, one outage warning.
  const rateLimits = createRateLimits({ redis: caches.redis });
  app.use(originCheck, rateLimits.middleware, bodyLimit);
  // A product page's form post counts against its form's limit: its intent is in the body.
  app.use(formIntent, rateLimits.pageForms);
  app.use(clientToken);
  app.all("*", createPageHandler({ build, mode, caches, compress }));
  // Express's own would print a stack trace and send its page (a path it cannot decode: 400).
  app.use(requestErrorHandler);

  const server = await new Promise((resolve) => {
    const listening = host ? app.listen(port, host, () => resolve(listening)) : app.listen(port, () => resolve(listening));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const url = `http://${!host || host === "0.0.0.0" || host === "::" ? "localhost" : host}:${address.port}`;

  let closing = null;
  const close = () =>
    (closing ??= new Promise((resolve) => {
      server.close(() => resolve(undefined));
      server.closeIdleConnections();
    })
      .then(() => Promise.all([caches.close(), rateLimits.close()]))
      .then(() => {
        installCaches(null);
        return fixture?.close();
      }));

  return { url, backofficeUrl, close };
}

/**
 * Starts the app and exits cleanly on SIGTERM/SIGINT once open requests finish. With
 * WEB_CONCURRENCY > 1 this process becomes the cluster's primary (server/cluster.js) and
 * each worker it forks comes back here as a single app.
 */
export async function runServer() {
  const env = readEnv();
  // Before the cluster forks: every worker signs with the same secret.
  ensureCookieSecrets();
  // Loaded here so that startApp alone (the e2e setup, tests) brings no cluster code along.
  const cluster = await import("./cluster.js");
  if (!cluster.isWorker && env.WEB_CONCURRENCY > 1) return cluster.runPrimary({ workers: env.WEB_CONCURRENCY });
  const app = await startApp();
  logger.info(`storefront listening on ${app.url}`);
  let stopping = false;
  const shutdown = (signal) => {
    // In a worker, Ctrl+C reaches it twice (from the terminal and from the primary); the
    // primary decides when waiting is over. A lone process exits on a second signal instead.
    if (stopping) {
      if (!cluster.isWorker) process.exit(1);
      return;
    }
    stopping = true;
    logger.info(`${signal}: finishing open requests, then exiting`);
    setTimeout(() => {
      logger.warn("requests still open after 10 s; exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    app.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  cluster.reportReady(app);
  return app;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runServer().catch((error) => {
    // A bad environment says what to fix; a stack trace would only hide it. A worker that
    // failed to start has already logged why.
    if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
    else if (error?.name === "WorkerStartError") logger.error(error.message);
    else logger.error(`failed to start: ${error.stack ?? error}`);
    process.exit(1);
  });
}
