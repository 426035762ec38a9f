import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { BUILD_PATH, startApp } from "../../server/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running storefront, e.g. http://127.0.0.1:43121 (no trailing slash). */
    baseUrl: string;
    /** PREVIEW_TOKEN of the running app: the suite runs in production mode, where the preview needs it. */
    previewToken: string;
  }
}

/**
 * Starts the built app once for the whole e2e run: a free port on 127.0.0.1 and the
 * embedded fixture back office (BACKOFFICE_URL unset), in production mode with a random
 * PREVIEW_TOKEN. Tests read both with `inject(…)`.
 */
export default async function setup({ provide }: TestProject) {
  if (!existsSync(BUILD_PATH)) {
    throw new Error(`e2e: ${BUILD_PATH} is missing. Build the app first: npm run build`);
  }
  process.env.NODE_ENV = "production";
  process.env.LOG_LEVEL ??= "error";
  // Never talk to a real back office from the e2e suite: the fixtures are the contract.
  delete process.env.BACKOFFICE_URL;
  delete process.env.PUBLIC_ORIGIN;
  delete process.env.STORE_ID;
  const previewToken = randomBytes(16).toString("hex");
  process.env.PREVIEW_TOKEN = previewToken;
  // Signed cookies: the tests' own (cookiePair) and the server's sign alike. The suite posts
  // from one address all day; tests/unit/request-guards.test.ts holds the real limits.
  process.env.COOKIE_SECRETS = randomBytes(32).toString("hex");
  process.env.RATE_LIMIT_MULTIPLIER ??= "100";

  const app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: undefined });
  provide("baseUrl", app.url);
  provide("previewToken", previewToken);
  return async () => {
    await app.close();
  };
}
