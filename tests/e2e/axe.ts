/**
 * The accessibility gate's axe run (issue 15, item 5), shared by every e2e file that checks a
 * page or an open dialog: WCAG 2.0–2.2 A and AA plus best practices, and any serious or
 * critical violation fails with its rule, impact and targets.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** WCAG 2.0, 2.1 and 2.2 (target size, its one automated rule), levels A and AA, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** One line per failing node: rule, impact, target (frames joined by " >>> "), and axe's summary. */
function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : String(part))).join(" >>> ");
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim();
        return `${violation.id} (${node.impact ?? violation.impact}) ${target}: ${summary}`;
      }),
    )
    .join("\n");
}

/** Runs axe on the page (its frames included), or on `include` only, and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  expect(failing.length, `axe on ${page.url()}${include ? ` (${include})` : ""}:\n${describeViolations(failing)}`).toBe(0);
}
