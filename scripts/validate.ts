// npm run validate -- <file-or-urlKey>... [--json]
//
// Prints the preview's diagnostics for each template: a path to a JSON file (the page info,
// or the back office's whole {code, msg, data} answer), or a urlKey fetched from the back
// office (BACKOFFICE_URL, else the embedded fixture back office). Run by vite-node (it ships
// with vitest), so it needs no build and reads the same TypeScript the app runs.
//
// Exit code: 0 when every module of every template renders (altered ones included), 1 when
// a module would be dropped, 2 when a template could not be checked at all.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { startFixtureBackoffice } from "../server/fixture-backoffice/index.js";
import { BackofficeError, createBackofficeClient } from "~/lib/backoffice.server";
import { buildLandingPage } from "~/lib/landing-page.server";
import { STORES } from "~schemas/rules/store-table.server";
import { knowStores, resolveStoreId } from "~schemas/rules/stores";
import { checkTemplateSource, describeDiagnostic, reportOf, TEMPLATE_SIZE_LIMIT, type TemplateReport } from "~/lib/template-check.server";

type Outcome = { input: string; report: TemplateReport } | { input: string; error: string };

// Templates are checked as the server checks them, with every store's rules.
knowStores(STORES);

const USAGE = "usage: npm run validate -- <file.json | urlKey>... [--json]";

async function checkFile(file: string): Promise<Outcome> {
  const text = await readFile(file, "utf8");
  if (Buffer.byteLength(text) > TEMPLATE_SIZE_LIMIT) return { input: file, error: `larger than ${TEMPLATE_SIZE_LIMIT} bytes (1 MiB)` };
  const check = checkTemplateSource(text);
  if (check.ok) return { input: file, report: check.report };
  if (check.kind === "syntax") {
    const { line, column, message } = check.error;
    return { input: file, error: `malformed JSON at line ${line}, column ${column}: ${message}` };
  }
  return { input: file, error: `not a template: ${check.message}` };
}

type Fetcher = (urlKey: string) => Promise<Outcome>;

/** urlKeys go through the back-office client, exactly as the preview loads them. */
async function backofficeFetcher(): Promise<{ fetch: Fetcher; close: () => Promise<void> }> {
  const fixture = process.env.BACKOFFICE_URL ? null : await startFixtureBackoffice();
  const client = createBackofficeClient({ baseUrl: process.env.BACKOFFICE_URL ?? fixture!.url });
  const api = client.forCaller({ storeId: resolveStoreId(process.env.STORE_ID) });
  return {
    fetch: async (urlKey) => {
      try {
        const info = await api.getTemplateDetail({ urlKey });
        if (!info) return { input: urlKey, error: "no page info: the page redirects to /" };
        return { input: urlKey, report: reportOf(buildLandingPage(info, { tabs: {} })) };
      } catch (error) {
        if (error instanceof BackofficeError && error.status === 404) return { input: urlKey, error: "no such template (the back office answered 404)" };
        return { input: urlKey, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: async () => {
      await fixture?.close();
    },
  };
}

function printText(outcome: Outcome): void {
  if ("error" in outcome) {
    console.log(`${outcome.input}: could not be checked: ${outcome.error}`);
    return;
  }
  const { report } = outcome;
  const summary = `${report.rendered.length} modules render, ${report.dropped} dropped, ${report.altered} altered`;
  console.log(`${outcome.input}: ${summary}`);
  for (const problem of report.diagnostics) console.log(`  ${problem.outcome === "dropped" ? "✗" : "~"} ${describeDiagnostic(problem)}`);
}

async function main(args: string[]): Promise<number> {
  const asJson = args.includes("--json");
  const inputs = args.filter((arg) => arg !== "--json");
  if (inputs.length === 0 || inputs.some((arg) => arg.startsWith("--"))) {
    console.error(USAGE);
    return 2;
  }
  const isFile = (input: string) => existsSync(input) || input.endsWith(".json");
  const backoffice = inputs.some((input) => !isFile(input)) ? await backofficeFetcher() : null;
  const outcomes: Outcome[] = [];
  try {
    for (const input of inputs) {
      outcomes.push(isFile(input) ? await checkFile(path.resolve(input)).then((o) => ({ ...o, input })).catch((error: Error) => ({ input, error: error.message })) : await backoffice!.fetch(input));
    }
  } finally {
    await backoffice?.close();
  }

  if (asJson) console.log(JSON.stringify(outcomes, null, 2));
  else outcomes.forEach(printText);
  if (outcomes.some((outcome) => "error" in outcome)) return 2;
  return outcomes.some((outcome) => "report" in outcome && !outcome.report.publishable) ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
