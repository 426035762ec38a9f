/**
 * A shop-by-room scene as the scene modules (types 26–29) render it and /api/scenes answers
 * it: back-office scenes normalised once on the server (modules/kit/scenes/scene-data.server.ts).
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
