import { describe, expect, it } from "vitest";
import { chromiumPlan } from "../../scripts/find-chromium.js";

describe("npm test's Chromium plan", () => {
  it("uses the Chromium it found", () => {
    expect(chromiumPlan({ found: "/usr/bin/chromium", configured: undefined, isRoot: true, hasApt: true })).toEqual({ action: "use", path: "/usr/bin/chromium" });
  });

  it("installs Debian's chromium when none is found and apt-get runs as root, and says so", () => {
    const plan = chromiumPlan({ found: null, configured: undefined, isRoot: true, hasApt: true });
    expect(plan.action).toBe("install");
    expect(plan.message).toContain("apt-get install -y chromium");
  });

  it("stops with the exact command where it cannot install", () => {
    const user = chromiumPlan({ found: null, configured: undefined, isRoot: false, hasApt: true });
    expect(user).toMatchObject({ action: "stop" });
    expect(user.message).toContain("sudo apt-get install -y chromium");
    expect(chromiumPlan({ found: null, configured: undefined, isRoot: true, hasApt: false }).message).toContain("CHROMIUM_PATH");
  });

  it("reports a CHROMIUM_PATH that does not exist instead of installing another browser", () => {
    expect(chromiumPlan({ found: null, configured: "/opt/none/chrome", isRoot: true, hasApt: true })).toMatchObject({
      action: "stop",
      message: expect.stringContaining("CHROMIUM_PATH is set to /opt/none/chrome"),
    });
  });
});
