// Where Chromium is: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else one on PATH.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_HINT =
  "No Chromium found for the end-to-end tests: install it with `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable.";

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(candidate)) return candidate;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim() || null;
    } catch {
      // not on PATH
    }
  }
  return null;
}
