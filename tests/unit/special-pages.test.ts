import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildLandingPage } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";

const ROOT = path.resolve(__dirname, "../..");
const template = (urlKey: string) => pageInfoSchema.parse(JSON.parse(readFileSync(path.join(ROOT, "fixtures/templates", `${urlKey}.json`), "utf8")));
const build = (urlKey: string) => buildLandingPage(template(urlKey), { tabs: {} });

describe("dining-room-large-scenes (landing spec 2.6)", () => {
  const { modules, diagnostics } = build("dining-room-large-scenes");
  const PRODUCT_LINK = /^\/([a-z0-9-]+)\.html\?variant=(\d+)$/;

  it("renders cleanly: a title, the banner carousel and the buyer show", () => {
    expect(diagnostics).toEqual([]);
    expect(modules.map((m) => m.code)).toEqual([1, 5, 21]);
  });

  it("has the fixed 3-slide banner and 9-image buyer show, each linking to /{product-slug}.html?variant={variantId}", () => {
    const slides = modules.find((m) => m.code === 5)!.data as { slides: { href?: string; pcImage: string; mobileImage: string }[] };
    const images = modules.find((m) => m.code === 21)!.data as { images: { href?: string; pcImage: string }[] };
    expect(slides.slides).toHaveLength(3);
    expect(images.images).toHaveLength(9);
    for (const item of [...slides.slides, ...images.images]) {
      const match = PRODUCT_LINK.exec(item.href ?? "");
      expect(match, item.href).not.toBeNull();
      // The slug is a fixture product (its images exist); the variant is its skuId.
      expect(existsSync(path.join(ROOT, "public/fixture-images/products", `${match![1]}.svg`))).toBe(true);
      expect(existsSync(path.join(ROOT, "public", item.pcImage))).toBe(true);
    }
    expect(images.images[0]!.href).toBe("/linden-dining-table.html?variant=20101");
  });
});

describe.each(["sale", "design-consultation", "autumn-living"])("the %s fixture", (urlKey) => {
  it("renders every module, with nothing dropped or altered", () => {
    const { modules, diagnostics } = build(urlKey);
    expect(diagnostics).toEqual([]);
    expect(modules.length).toBe(template(urlKey).entries.length);
  });
});

describe("the forms-edge-cases fixture", () => {
  it("keeps one FAQ and one lead form and says what it dropped", () => {
    const { modules, diagnostics } = build("forms-edge-cases");
    expect(modules.map((m) => `${m.module.position}:${m.code}`)).toEqual(["1:1", "2:31", "4:32"]);
    expect(diagnostics.filter((d) => d.outcome === "dropped").map((d) => `${d.position}: ${d.reason}`)).toEqual([
      "3: showContentList has no usable group left",
      "5: content › businessId is missing",
      "6: content is not valid JSON",
    ]);
    expect(diagnostics.filter((d) => d.outcome === "altered").map((d) => `${d.position}: ${d.reason}`)).toEqual([
      '2: group "Safe answers only": an entry: its content had nothing safe to show and was removed',
      '2: group "Safe answers only": entry 2 dropped: has neither a subTitle nor any content',
      "2: group 2 dropped: mainTitle is missing",
      '2: group "Nothing left inside": an entry: its content had nothing safe to show and was removed',
      '2: group "Nothing left inside": entry 1 dropped: has neither a subTitle nor any content',
      "2: group 3 dropped: subContent has no usable entry left",
      "4: field 3 dropped: is a select without options (list)",
      "4: field 4 dropped: type 5 is not 1 (text), 2 (select) or 3 (multi-select)",
      "4: field 5 dropped: label is missing",
      '4: colour "url(x)" is not a colour; #f4f4f1 used instead',
    ]);
  });
});
