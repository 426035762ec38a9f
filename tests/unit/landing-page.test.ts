import { describe, expect, it } from "vitest";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage, type PageModule } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";

type Entry = { sortId?: number | string; packageType?: number | string; packageInfoMap?: unknown };

const title = (text: string): Entry => ({ packageType: 1, packageInfoMap: { title: text } });
const subTitle = (text: string): Entry => ({ packageType: 2, packageInfoMap: { title: text } });
const tabs = (...labels: string[]): Entry => ({ packageType: 3, packageInfoMap: { packageInfo: labels.map((pcContent) => ({ pcContent })) } });
const banner = (): Entry => ({ packageType: 4, packageInfoMap: { pcImage: "/a.jpg" } });
const html = (content: string): Entry => ({ packageType: 30, packageInfoMap: { content } });

function build(entries: Entry[], { packageTypeList, query = "" }: { packageTypeList?: number[]; query?: string } = {}) {
  const info = pageInfoSchema.parse({
    templatePackageList: entries.map((entry, index) => ({ sortId: index + 1, ...entry })),
    packageTypeList,
  });
  return buildLandingPage(info, parseGuideQuery(new URLSearchParams(query)));
}

const titles = (modules: PageModule[]) =>
  modules.map((m) => ("title" in m.data ? m.data.title : m.code === 4 ? "banner" : `type ${m.code}`));

describe("page info", () => {
  it("reads modules from moduleInfoList when templatePackageList is absent", () => {
    const info = pageInfoSchema.parse({ moduleInfoList: [{ sortId: 1, packageType: 1, packageInfoMap: { title: "From moduleInfoList" } }] });
    expect(titles(buildLandingPage(info, { tabs: {} }).modules)).toEqual(["From moduleInfoList"]);
  });

  it("applies the theme defaults of spec 3.1 and replaces an invalid colour", () => {
    const info = pageInfoSchema.parse({ configColor: "nonsense", templatePackageList: [] });
    expect(info.theme).toMatchObject({ color: "#375542", secondaryColor: "#000000", buttonBackground: "#375542", buttonText: "#ffffff" });
  });

  it("defaults the button background to the theme colour", () => {
    expect(pageInfoSchema.parse({ configColor: "#112233" }).theme.buttonBackground).toBe("#112233");
  });
});

describe("ordering", () => {
  it("orders modules by sortId, accepting numeric strings", () => {
    const info = pageInfoSchema.parse({
      templatePackageList: [
        { sortId: "3", packageType: 2, packageInfoMap: { title: "third" } },
        { sortId: 1, packageType: 1, packageInfoMap: { title: "first" } },
        { sortId: "2", packageType: 2, packageInfoMap: { title: "second" } },
      ],
    });
    const page = buildLandingPage(info, { tabs: {} });
    expect(titles(page.modules)).toEqual(["first", "second", "third"]);
    expect(page.modules.map((m) => m.module.position)).toEqual([1, 2, 3]);
  });

  it("takes the type code from packageTypeList when a module has no packageType", () => {
    const info = pageInfoSchema.parse({
      packageTypeList: [1, 2],
      templatePackageList: [
        { sortId: 1, packageInfoMap: { title: "A" } },
        { sortId: 2, packageInfoMap: { title: "B" } },
      ],
    });
    expect(buildLandingPage(info, { tabs: {} }).modules.map((m) => m.code)).toEqual([1, 2]);
  });

  it("parses a packageInfoMap sent as a JSON string", () => {
    const page = build([{ packageType: 1, packageInfoMap: JSON.stringify({ title: "From JSON" }) }]);
    expect(titles(page.modules)).toEqual(["From JSON"]);
  });
});

describe("markers 88 and 99", () => {
  it("renders only the modules between an 88 and a later 99, and never the markers", () => {
    const page = build([title("before"), subTitle("inside 1"), subTitle("inside 2"), subTitle("after")], {
      packageTypeList: [1, 88, 2, 2, 99, 2],
    });
    expect(titles(page.modules)).toEqual(["inside 1", "inside 2"]);
    const dropped = page.diagnostics.filter((d) => d.outcome === "dropped");
    expect(dropped.map((d) => d.position)).toEqual([1, 4]);
    expect(dropped[0]!.reason).toContain("outside the 88/99 markers");
  });

  it("ignores an 88 without a later 99", () => {
    const page = build([title("a"), subTitle("b")], { packageTypeList: [99, 1, 88, 2] });
    expect(titles(page.modules)).toEqual(["a", "b"]);
  });

  it("recognises marker entries in the module list when there is no packageTypeList", () => {
    const page = build([title("outside"), { packageType: 88 }, subTitle("inside"), { packageType: 99 }, subTitle("outside too")]);
    expect(titles(page.modules)).toEqual(["inside"]);
    expect(page.diagnostics.every((d) => d.code !== 88 && d.code !== 99)).toBe(true);
  });
});

describe("drops with a reason", () => {
  it("drops unknown type codes, including the unused 8", () => {
    const page = build([title("kept"), { packageType: 8, packageInfoMap: {} }, { packageType: 77, packageInfoMap: {} }]);
    expect(titles(page.modules)).toEqual(["kept"]);
    expect(page.diagnostics.map((d) => [d.position, d.reason])).toEqual([
      [2, "type code 8 is not a known module type"],
      [3, "type code 77 is not a known module type"],
    ]);
  });

  it("drops a module whose packageInfoMap fails its schema, saying which field", () => {
    const page = build([{ packageType: 1, packageInfoMap: { title: "" } }, { packageType: 1, packageInfoMap: {} }]);
    expect(page.modules).toHaveLength(0);
    expect(page.diagnostics.map((d) => d.reason)).toEqual(["title is missing", "title is missing"]);
    expect(page.diagnostics[0]).toMatchObject({ code: 1, name: "main title", outcome: "dropped" });
  });

  it("drops a module whose packageInfoMap is not JSON", () => {
    const page = build([{ packageType: 2, packageInfoMap: "{nope" }]);
    expect(page.diagnostics[0]!.reason).toBe("packageInfoMap is not valid JSON");
  });

  it("drops a module without any type code", () => {
    const page = build([{ packageInfoMap: { title: "?" } }]);
    expect(page.diagnostics[0]!.reason).toBe("has no type code (packageType)");
  });

  it("points out a filled mobilePackageInfo, which no type reads, and keeps the module", () => {
    const items = [{ pcContent: "Sofas" }];
    const page = build([{ packageType: 3, packageInfoMap: { packageInfo: items, mobilePackageInfo: JSON.stringify(items) } }]);
    expect(page.modules).toHaveLength(1);
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ outcome: "altered", reason: expect.stringContaining("mobilePackageInfo is not used") }),
    ]);
    expect(build([{ packageType: 3, packageInfoMap: { packageInfo: items, mobilePackageInfo: [] } }]).diagnostics).toEqual([]);
  });

  it("reports a packageTypeList slot that has no module", () => {
    const page = build([title("only")], { packageTypeList: [1, 2] });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ position: null, code: 2, outcome: "dropped", reason: expect.stringContaining("no module for it") }),
    ]);
  });

  it("keeps a module whose packageType disagrees with packageTypeList and says so", () => {
    const page = build([{ packageType: 2, packageInfoMap: { title: "sub" } }], { packageTypeList: [1] });
    expect(page.modules.map((m) => m.code)).toEqual([2]);
    expect(page.diagnostics[0]).toMatchObject({ outcome: "altered", reason: expect.stringContaining("packageTypeList says type 1") });
  });
});

describe("item-level drop rules (spec 5.1)", () => {
  it("drops tabs without pcContent and notes each one", () => {
    const page = build([{ packageType: 3, packageInfoMap: { packageInfo: [{ pcContent: "A" }, { pcContent: "" }, { mobileContent: "m" }, { pcContent: "B" }] } }]);
    const [tabsModule] = page.modules;
    expect(tabsModule?.code === 3 && tabsModule.data.packageInfo.map((t) => t.pcContent)).toEqual(["A", "B"]);
    expect(page.diagnostics.map((d) => d.reason)).toEqual(["tab 2 dropped: pcContent is missing", "tab 3 dropped: pcContent is missing"]);
    expect(page.diagnostics.every((d) => d.outcome === "altered" && d.position === 1)).toBe(true);
  });

  it("drops the whole module when no item remains", () => {
    const page = build([{ packageType: 3, packageInfoMap: { packageInfo: [{ pcContent: null }] } }, { packageType: 3, packageInfoMap: {} }]);
    expect(page.modules).toHaveLength(0);
    expect(page.diagnostics.map((d) => d.reason)).toEqual(["packageInfo has no usable tab left", "packageInfo has no tab"]);
  });

  it("drops an image module with no image at all", () => {
    const page = build([{ packageType: 4, packageInfoMap: { url: "/x" } }]);
    expect(page.diagnostics[0]!.reason).toBe("has no image (pcImage, mobileImage or mobileBanner)");
  });

  it("removes a javascript: link but keeps the module, noting it", () => {
    const page = build([{ packageType: 4, packageInfoMap: { pcImage: "/a.jpg", url: "javascript:alert(1)" } }]);
    const [bannerModule] = page.modules;
    expect(bannerModule?.code === 4 && bannerModule.data.url).toBeUndefined();
    expect(page.diagnostics[0]).toMatchObject({ outcome: "altered", reason: expect.stringContaining('link "javascript:alert(1)" removed') });
  });
});

describe("spacing after types 1, 2 and 3", () => {
  it("records which of 1, 2 or 3 precedes each rendered module", () => {
    const page = build([title("t"), subTitle("s"), tabs("a"), banner(), html("<p>x</p>"), subTitle("s2")]);
    expect(page.modules.map((m) => m.module.follows)).toEqual([null, 1, 2, 3, null, null]);
  });

  it("uses the rendered neighbour: a dropped module between them does not count", () => {
    const page = build([title("t"), { packageType: 4, packageInfoMap: {} }, banner()]);
    expect(page.modules.map((m) => m.module.follows)).toEqual([null, 1]);
  });
});

describe("h1 rule", () => {
  it("makes only the first main title the page's h1", () => {
    const page = build([subTitle("s"), title("first"), title("second")]);
    expect(page.modules.map((m) => m.module.heading)).toEqual(["h2", "h1", "h2"]);
  });

  it("gives the h1 to the first rendered main title when an earlier one is dropped", () => {
    const page = build([{ packageType: 1, packageInfoMap: { title: " " } }, title("second")]);
    expect(page.modules.map((m) => m.module.heading)).toEqual(["h1"]);
  });
});

describe("tab preselection", () => {
  const page = (query: string) => build([title("t"), tabs("a", "b", "c"), tabs("x", "y")], { query });

  it("reading A: queryModule is position minus 1, queryTab a 0-based tab", () => {
    expect(page("queryModule=1&queryTab=2").modules.map((m) => m.module.selectedTab)).toEqual([null, 2, null]);
  });

  it("reading A: lists, repeated or comma-separated, pair up by index", () => {
    expect(page("queryModule=1,2&queryTab=0,1").modules.map((m) => m.module.selectedTab)).toEqual([null, 0, 1]);
    expect(page("queryModule=1&queryModule=2&queryTab=2&queryTab=1").modules.map((m) => m.module.selectedTab)).toEqual([null, 2, 1]);
  });

  it("reading B: module and tab are both 1-based, single or repeated", () => {
    expect(page("module=2&tab=3").modules.map((m) => m.module.selectedTab)).toEqual([null, 2, null]);
    expect(page("module=2&tab=1&module=3&tab=2").modules.map((m) => m.module.selectedTab)).toEqual([null, 0, 1]);
  });

  it("ignores malformed values", () => {
    expect(page("module=x&tab=2&queryModule=1&queryTab=-1").modules.map((m) => m.module.selectedTab)).toEqual([null, null, null]);
  });
});

describe("above the fold", () => {
  it("marks modules for eager images up to the second module that is not a title or tabs", () => {
    expect(build([title("t"), banner(), banner(), banner()]).modules.map((m) => m.module.aboveFold)).toEqual([true, true, true, false]);
    expect(build([title("t"), subTitle("s"), tabs("a"), banner(), subTitle("s"), html("<p>x</p>"), banner()]).modules.map((m) => m.module.aboveFold)).toEqual([
      true, true, true, true, true, true, false,
    ]);
  });
});

describe("validation cache", () => {
  it("validates a page info object once, and still applies each request's query", () => {
    const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 1, packageType: 3, packageInfoMap: { packageInfo: [{ pcContent: "a" }, { pcContent: "b" }] } }] });
    const first = buildLandingPage(info, parseGuideQuery(new URLSearchParams("module=1&tab=2")));
    const second = buildLandingPage(info, parseGuideQuery(new URLSearchParams("")));
    expect(second.modules[0]?.data).toBe(first.modules[0]?.data);
    expect([first.modules[0]?.module.selectedTab, second.modules[0]?.module.selectedTab]).toEqual([1, null]);
  });
});
