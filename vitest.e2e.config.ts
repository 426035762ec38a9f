import { defineConfig } from "vitest/config";
import { alias } from "./vitest.config";

/** End-to-end tests: the built app on a free port, driven in Chromium by playwright-core. */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One browser, one server: files run one after another on this 2-core machine.
    fileParallelism: false,
  },
});
