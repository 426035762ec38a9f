// Where Chromium is, and what `npm test` does when there is none: CHROMIUM_PATH, else
// Debian's /usr/bin/chromium, else one on PATH; missing, it installs Debian's package where
// apt-get can run (as root), and otherwise stops with the exact command to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const INSTALL_COMMAND = "apt-get install -y chromium";

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(candidate)) return candidate;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
    } catch {
      // not on PATH
    }
  }
  return null;
}

/**
 * What to do about Chromium, from what this machine allows: use the one found, install
 * Debian's package (root with apt-get), or stop with the command to run. A CHROMIUM_PATH that
 * does not exist is a mistake to report, not a reason to install another browser.
 */
export function chromiumPlan({ found, configured, isRoot, hasApt }) {
  if (found) return { action: "use", path: found };
  if (configured) return { action: "stop", message: `CHROMIUM_PATH is set to ${configured}, which does not exist: fix or unset it.` };
  if (isRoot && hasApt) return { action: "install", message: `No Chromium found: installing Debian's chromium for the end-to-end tests (${INSTALL_COMMAND})…` };
  const command = hasApt ? `sudo ${INSTALL_COMMAND}` : "your system's package manager (the package is usually called chromium)";
  return { action: "stop", message: `No Chromium found for the end-to-end tests. Install it with ${command}, or set CHROMIUM_PATH to a Chromium or Chrome executable; then run npm test again.` };
}

/** The Chromium for the e2e tests, installed first where this machine allows; null after printing why not. */
export function ensureChromium() {
  const hasApt = existsSync("/usr/bin/apt-get");
  const plan = chromiumPlan({ found: findChromium(), configured: process.env.CHROMIUM_PATH, isRoot: process.getuid?.() === 0, hasApt });
  if (plan.action === "use") return plan.path;
  console.log(plan.message);
  if (plan.action === "stop") return null;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.log(`apt-get ${args.join(" ")} failed; install Chromium with ${INSTALL_COMMAND} or set CHROMIUM_PATH.`);
      return null;
    }
  }
  return findChromium();
}
