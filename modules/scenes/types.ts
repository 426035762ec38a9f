/**
 * What the scene modules (types 26–29) render, as their server loaders and /api/scenes hand
 * it over: back-office scenes normalised once on the server (modules/scenes/scene-data.server.ts).
 * Plain data, safe for the client bundle.
 */

/** A hotspot position in percent of the scene image (0–100 each way). */
export type Spot = { x: number; y: number };

/** A product placed in a scene (landing spec 3.6). */
export type ScenePoint = {
  skuId: string;
  name: string;
  /** specialPrice: what the pick total adds up. */
  price: number;
  /** discountedPrice, when it is below the special price. */
  discountedPrice: number | null;
  imageUrl: string | null;
  detailUrl: string | null;
  /** 0–100; stars = topRated / 20. */
  topRated: number | null;
  reviewCount: number | null;
  /** Hotspot on the desktop picture (pcPositionX/Y) and on the mobile one; null: no hotspot there. */
  pc: Spot | null;
  mobile: Spot | null;
};

/** One picture of a scene: the device's own, or the other device's when it has none. */
export type ScenePicture = { src: string; width: number; height: number; positions: "pc" | "mobile" };

/** A shop-by-room scene (landing spec 3.5). */
export type RoomScene = {
  id: string;
  name: string | null;
  pictures: { desktop: ScenePicture; mobile: ScenePicture };
  /** The 3D plan id: a '3D Room' button opens /3d-room?planId={planId}. */
  planId: string | null;
  /** Hotspots, by serialNumber. */
  points: ScenePoint[];
  /**
   * The bundle discount (maxDiscountAmount) with every product picked, looked up with the
   * page so the first price needs no request; null when not looked up (or the lookup failed).
   */
  discount: number | null;
};

/** What /api/scenes answers. */
export type ScenesResponse = { ok: true; scenes: RoomScene[] } | { ok: false; error: string };

/** What /api/discount answers. */
export type DiscountResponse = { ok: true; maxDiscountAmount: number } | { ok: false; error: string };

export type SceneGraphData = {
  name: string | null;
  content: string | null;
  tabs: { label: string; sceneIds: string[] }[];
  /** The tab whose scenes came with the page (the query's preselection, else the first). */
  activeTab: number;
  scenes: RoomScene[];
};

export type SceneCarouselData = { title: string | null; scenes: RoomScene[] };

export type ShopThisIdeaData = { title: string | null; content: string | null; scene: RoomScene };

export type ShopByRoomListData = {
  title: string | null;
  /** The first banner, or the second when the page has ?id= (landing spec 2.1). */
  banner: { pcImage: string; mobileImage: string } | null;
  bannerHref: string | null;
  tabs: { name: string; sceneIds: string[] }[];
  activeTab: number;
  /** Page 1 of the active tab. */
  scenes: RoomScene[];
  /** The ?id= scene, shown first; null without ?id= or when it was not found. */
  featured: RoomScene | null;
};
