import { afterEach } from "vitest";

// Component tests render into jsdom; unmount between tests so queries see one tree.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
