import { describe, expect, it } from "vitest";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { collectNotes } from "~schemas/lib/notes";
import { capSceneIds, sceneIdField } from "~schemas/lib/scene-ids";
import { sceneCarouselSchema } from "~schemas/modules/scene-carousel";
import { sceneGraphSchema } from "~schemas/modules/scene-graph";
import { shopByRoomListSchema } from "~schemas/modules/shop-by-room-list";
import { shopThisIdeaSchema } from "~schemas/modules/shop-this-idea";
import { pageInfoSchema } from "~schemas/page-info";

function build(code: number, packageInfoMap: unknown) {
  const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 1, packageType: code, packageInfoMap }] });
  return buildLandingPage(info, parseGuideQuery(new URLSearchParams()));
}

describe("shop-by-room ids (landing spec 3.3: an id or an array, and shopByRoomIdList)", () => {
  it.each([
    [101, ["101"]],
    ["101", ["101"]],
    [[101, "102", 101], ["101", "102"]],
    ["[101, 102]", ["101", "102"]],
    ["101, 102 ,103", ["101", "102", "103"]],
    [" ", []],
    [null, []],
    [undefined, []],
    [{ id: 1 }, []],
  ])("reads %j as %j", (value, ids) => {
    expect(sceneIdField.parse(value)).toEqual(ids);
  });

  it("leaves out what is not an id, with a note", () => {
    const { result, notes } = collectNotes(() => sceneIdField.parse(["101", "<b>", "a b"]));
    expect(result).toEqual(["101"]);
    expect(notes).toEqual(['shop-by-room id "<b>" left out: it is not an id', 'shop-by-room id "a b" left out: it is not an id']);
  });

  it("caps a scene set at 24 ids, with a note", () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(i));
    const { result, notes } = collectNotes(() => capSceneIds(ids, "tab \"All\""));
    expect(result).toHaveLength(24);
    expect(notes).toEqual(['tab "All": only the first 24 of 30 shop-by-room ids are shown']);
  });
});

describe("type 26 schema (scene graph)", () => {
  it("merges shopByRoomId and shopByRoomIdList and keeps name and content", () => {
    expect(
      sceneGraphSchema.parse({ name: "Rooms", content: "Pick one", packageInfo: '[{"content":"Living","shopByRoomId":101,"shopByRoomIdList":[102,101]}]' }),
    ).toEqual({ name: "Rooms", content: "Pick one", tabs: [{ label: "Living", sceneIds: ["101", "102"] }] });
  });

  it("drops tabs with empty content or empty shopByRoomId (spec 5.1), and the module with none left", () => {
    const { modules, diagnostics } = build(26, {
      packageInfo: [
        { content: "", shopByRoomId: 101 },
        { content: "No rooms", shopByRoomId: "" },
        { content: "Living", shopByRoomId: [101] },
      ],
    });
    expect(modules).toHaveLength(1);
    expect(diagnostics.map((d) => d.reason)).toEqual(["tab 1 dropped: content is missing", "tab 2 dropped: shopByRoomId is empty"]);
    const none = build(26, { packageInfo: [{ content: "x", shopByRoomId: [] }] });
    expect(none.modules).toEqual([]);
    expect(none.diagnostics[0]).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable tab left" });
  });
});

describe("type 27 schema (scene carousel)", () => {
  it("takes ids from the module and its entries, in order and once each", () => {
    expect(sceneCarouselSchema.parse({ title: "Ideas", shopByRoomId: 105, packageInfo: [{ shopByRoomId: [102, 105] }, { shopByRoomIdList: ["103"] }] })).toEqual({
      title: "Ideas",
      sceneIds: ["105", "102", "103"],
    });
  });

  it("drops entries without an id and the module without any", () => {
    const { diagnostics } = build(27, { packageInfo: [{ shopByRoomId: null }, { shopByRoomId: 101 }] });
    expect(diagnostics.map((d) => d.reason)).toEqual(["scene entry 1 dropped: shopByRoomId is empty"]);
    expect(build(27, { title: "Empty" }).diagnostics[0]).toMatchObject({ outcome: "dropped" });
  });
});

describe("type 28 schema ('Shop this idea')", () => {
  it("shows the first scene and points out the others", () => {
    const { result, notes } = collectNotes(() => shopThisIdeaSchema.parse({ name: "Den", shopByRoomIdList: [112, 101] }));
    expect(result).toEqual({ title: "Den", content: null, sceneId: "112" });
    expect(notes).toEqual(["shows one scene: shop-by-room id 112; the other 1 are not shown"]);
  });

  it("is dropped without an id", () => {
    expect(build(28, { title: "x" }).diagnostics[0]).toMatchObject({ outcome: "dropped", reason: "has no shop-by-room id (shopByRoomId or packageInfo)" });
  });
});

describe("type 29 schema (shop-by-room list)", () => {
  it("names tabs by name, keeps a tab without rooms, and pairs each banner's device images", () => {
    expect(
      shopByRoomListSchema.parse({
        title: "Rooms",
        firstPcImage: "/1.svg",
        secondMobileImage: "/2-m.svg",
        url: "javascript:alert(1)",
        packageInfo: [
          { name: "All", shopByRoomIdList: "101,102" },
          { name: "Soon", shopByRoomIdList: [] },
        ],
      }),
    ).toEqual({
      title: "Rooms",
      banners: { first: { pcImage: "/1.svg", mobileImage: "/1.svg" }, second: { pcImage: "/2-m.svg", mobileImage: "/2-m.svg" } },
      bannerHref: null,
      tabs: [
        { name: "All", sceneIds: ["101", "102"] },
        { name: "Soon", sceneIds: [] },
      ],
    });
  });

  it("drops tabs without a name (spec 5.1), and the module with none left", () => {
    const { diagnostics } = build(29, { packageInfo: [{ name: "", shopByRoomIdList: [101] }, { name: "All", shopByRoomIdList: [101] }] });
    expect(diagnostics.map((d) => d.reason)).toEqual(["tab 1 dropped: name is missing"]);
    expect(build(29, { packageInfo: [{ name: null }] }).diagnostics[0]).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable tab left" });
  });
});
