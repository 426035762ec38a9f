import type { MetaArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { notFoundMeta } from "~/components/not-found-meta";
import { translatorFor } from "~/lib/i18n";
import { messagesFor } from "~/lib/i18n.server";
import { meta } from "~/routes/guide.$urlKey";
import { pageInfoSchema } from "~schemas/page-info";
import { sceneSchema } from "~schemas/backoffice";
import { toRoomScene } from "~modules/kit/scenes/scene-data.server";

/** Landing-spec rules the conformance matrix (docs/spec-conformance/landing-pages.md) found without a test of their own. */

type GuideMeta = Parameters<typeof meta>[0];

const pageMeta = (info: unknown, origin = "https://shop.example") => {
  const parsed = pageInfoSchema.parse(info);
  const args = {
    data: { urlKey: "autumn-living", meta: { ...parsed.meta, image: null } },
    matches: [{ id: "root", data: { origin, storeId: 3, locale: "en-US" } }] as unknown as MetaArgs["matches"],
  } as unknown as GuideMeta;
  return meta(args) as Record<string, string>[];
};

describe("guide page meta (landing spec 2.1)", () => {
  it("takes title, description and keywords from metaTitle, metaDescription and metaKeyword", () => {
    const tags = pageMeta({ metaTitle: "Autumn living", metaDescription: "Warm rooms", metaKeyword: "sofa, autumn" });
    expect(tags).toContainEqual({ title: "Autumn living" });
    expect(tags).toContainEqual({ name: "description", content: "Warm rooms" });
    expect(tags).toContainEqual({ name: "keywords", content: "sofa, autumn" });
  });

  it("builds the canonical and alternate links from the host and the path", () => {
    const links = pageMeta({ metaTitle: "x" }).filter((tag) => tag.tagName === "link");
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.example/guide/autumn-living" },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: "https://shop.example/guide/autumn-living" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.example/guide/autumn-living" },
    ]);
  });
});

describe("page backgrounds (landing spec 3.1)", () => {
  it("reads pcBackgroundImage or pcBackGround, and mobileBackgroundImage or mobileBackGround", () => {
    expect(pageInfoSchema.parse({ pcBackgroundImage: "/pc.jpg", mobileBackgroundImage: "/m.jpg" }).theme).toMatchObject({ desktopBackground: "/pc.jpg", mobileBackground: "/m.jpg" });
    expect(pageInfoSchema.parse({ pcBackGround: "/pc2.jpg", mobileBackGround: "/m2.jpg" }).theme).toMatchObject({ desktopBackground: "/pc2.jpg", mobileBackground: "/m2.jpg" });
    expect(pageInfoSchema.parse({}).theme).toMatchObject({ desktopBackground: null, mobileBackground: null });
  });
});

describe("not-found page meta (landing spec 2.8)", () => {
  it("is '404 Not Found', the spec's description, NOINDEX,NOFOLLOW and canonical {host}/404", () => {
    const t = translatorFor("en", [messagesFor("en", ["common"])]);
    expect(notFoundMeta("https://shop.example", t)).toEqual([
      { title: "404 Not Found" },
      { name: "description", content: "The page cannot be found. Please move to the homepage to browse other awesome products." },
      { name: "robots", content: "NOINDEX,NOFOLLOW" },
      { tagName: "link", rel: "canonical", href: "https://shop.example/404" },
    ]);
  });
});

describe("scene pictures (landing spec 2.5, 9)", () => {
  it("sizes pcPictureUrl 2340x1404 for desktop and mobilePictureUrl 562x562 for mobile", () => {
    const scene = toRoomScene(sceneSchema.parse({ id: 1, shopByRoomName: "Room", pcPictureUrl: "/pc.jpg", mobilePictureUrl: "/m.jpg", anchorPointVOList: [] }))!;
    expect(scene.pictures.desktop).toMatchObject({ src: "/pc.jpg", width: 2340, height: 1404 });
    expect(scene.pictures.mobile).toMatchObject({ src: "/m.jpg", width: 562, height: 562 });
  });
});
