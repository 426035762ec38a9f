import path from "node:path";
import { defineConfig } from "vitest/config";

export const alias = {
  "~modules": path.resolve(__dirname, "modules"),
  "~schemas": path.resolve(__dirname, "schemas"),
  "~": path.resolve(__dirname, "app"),
};

// One base seed for the fuzz shards of a run (tests/support/fuzz.ts): the workers inherit it, and a failure prints it.
process.env.FUZZ_SEED ||= String((Date.now() ^ (Math.random() * 0x7fffffff)) | 0);

/**
 * Unit tests (node) and component tests (each file opts into jsdom with a
 * `@vitest-environment jsdom` comment). The e2e suite has its own config.
 */
export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/component/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/setup.ts"],
    css: false,
    // Two workers on these two-core machines (vitest's default leaves one core to itself): the
    // fuzz shards are CPU-bound (4.6 min alone on one worker); the whole run took 5.4 min on two.
    maxWorkers: 2,
  },
});
