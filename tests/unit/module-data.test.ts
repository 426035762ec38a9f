import { describe, expect, it, vi } from "vitest";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import { BackofficeError } from "~/lib/backoffice.server";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore } from "~schemas/rules/stores";
import type { ModuleLoadContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import { quietLog } from "../support/quiet-log";

const context: ModuleLoadContext = {
  api: {} as BackofficeApi,
  log: quietLog(),
  store: getStore(3),
  device: "desktop",
  urlKey: "test",
  query: parseGuideQuery(new URLSearchParams("module=2&tab=2")),
  regionCode: "CA",
  now: 0,
};

function page() {
  const info = pageInfoSchema.parse({
    templatePackageList: [
      { sortId: 1, packageType: 1, packageInfoMap: { title: "Sale" } },
      { sortId: 2, packageType: 3, packageInfoMap: { packageInfo: [{ pcContent: "A" }, { pcContent: "B" }] } },
      { sortId: 3, packageType: 2, packageInfoMap: { title: "More" } },
    ],
  });
  return buildLandingPage(info, context.query).modules;
}

describe("module server loaders", () => {
  it("leave modules without a loader as they are", async () => {
    const modules = page();
    const loaded = await loadModuleData(modules, context, {});
    expect(loaded).toEqual({ modules, diagnostics: [] });
  });

  it("replace a module's data with what its loader returns, given the data, the context and the module's place", async () => {
    const load = vi.fn(async (data: unknown) => ({ ...(data as object), extra: "loaded" }));
    const loaded = await loadModuleData(page(), context, { 3: load });
    expect(loaded.modules[1]?.data).toMatchObject({ extra: "loaded" });
    expect(load).toHaveBeenCalledWith(expect.anything(), context, expect.objectContaining({ position: 2, selectedTab: 1 }));
    expect(loaded.modules.map((m) => m.code)).toEqual([1, 3, 2]);
  });

  it("run the loaders in parallel", async () => {
    const started: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = (code: number) => async (data: unknown) => {
      started.push(code);
      await gate;
      return data;
    };
    const done = loadModuleData(page(), context, { 1: load(1), 2: load(2) });
    await Promise.resolve();
    expect(started.sort()).toEqual([1, 2]);
    release();
    expect((await done).modules).toHaveLength(3);
  });

  it("drop only the module whose loader fails, saying which call failed", async () => {
    const failing = async () => {
      throw new BackofficeError("getProductList", 500, "answered 500: database down");
    };
    const loaded = await loadModuleData(page(), context, { 3: failing });
    expect(loaded.modules.map((m) => m.code)).toEqual([1, 2]);
    expect(loaded.diagnostics).toEqual([
      {
        position: 2,
        code: 3,
        name: "tabs",
        outcome: "dropped",
        reason: "its data could not be loaded: back-office call getProductList failed: answered 500: database down",
      },
    ]);
  });
});
