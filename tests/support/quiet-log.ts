import { vi } from "vitest";
import type { LoaderLog } from "~modules/types";

/** A module loader's log for tests: records warnings (assert them with `.warn.mock.calls`) instead of printing. */
export function quietLog(): LoaderLog & { warn: ReturnType<typeof vi.fn> } {
  return { warn: vi.fn() };
}
