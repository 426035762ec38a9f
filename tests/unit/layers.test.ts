/**
 * The layers import only downwards (docs/architecture.md): app -> modules -> schemas. The lint
 * rules that keep it so must fail on a deliberately bad file, and pass the same imports the
 * other way round.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the layers", () => {
  it("refuses an upward import from schemas/: to modules/, app/ or the Node host", async () => {
    const messages = await lint(
      "schemas/rules/layer-check.ts",
      [
        'import { moduleRegistry } from "~modules/registry";',
        'import { getBackoffice } from "../../app/lib/backoffice.server";',
        'import { logger } from "../../server/logger.js";',
        "export const all = [moduleRegistry, getBackoffice, logger];",
      ].join("\n"),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: schemas\/ may not import modules\//),
      expect.stringMatching(/^boundaries\/dependencies: schemas\/ may not import app\//),
      expect.stringMatching(/^boundaries\/dependencies: schemas\/ may not import server\//),
    ]);
  });

  it("refuses an upward import from modules/, type-only imports included", async () => {
    const messages = await lint(
      "modules/banner/layer-check.ts",
      ['import type { Shopper } from "~/lib/shopper.server";', 'import { logger } from "../../server/logger.js";', "export const all: [Shopper | null, unknown] = [null, logger];"].join("\n"),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: modules\/ may not import app\//),
      expect.stringMatching(/^boundaries\/dependencies: modules\/ may not import server\//),
    ]);
  });

  it("allows the same imports downwards", async () => {
    const messages = await lint(
      "app/lib/layer-check.server.ts",
      ['import { moduleRegistry } from "~modules/registry";', 'import { getStore } from "~schemas/rules/stores";', 'import { logger } from "../../server/logger.js";', "export const all = [moduleRegistry, getStore, logger];"].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("keeps zod schemas out of browser code: only their types, while the pure rules may be imported", async () => {
    const messages = await lint(
      "modules/banner/layer-check.tsx",
      [
        'import { bannerSchema } from "~schemas/modules/banner";',
        'import type { faqSchema } from "~schemas/modules/faq";',
        'import { getStore } from "~schemas/rules/stores";',
        'import { MODULE_CODES } from "~schemas/module-codes";',
        "export const all: [unknown, typeof faqSchema | null, unknown, unknown] = [bannerSchema, null, getStore, MODULE_CODES];",
      ].join("\n"),
    );
    expect(messages).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*zod stays on the server/)]);
  });
});
