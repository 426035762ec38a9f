import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { Scene } from "~schemas/backoffice";
import type { RoomScene, ScenePicture, ScenePoint, Spot } from "~schemas/scene-data";
import { distinctSkuSets } from "~schemas/rules/room-categories";
import { skuSetKey, uniqueProducts } from "./pick";
import type { ModuleLoadContext } from "../../types";

/** Scene picture sizes (landing spec 2.5, 9). */
export const DESKTOP_PICTURE = { width: 2340, height: 1404 } as const;
export const MOBILE_PICTURE = { width: 562, height: 562 } as const;

function spot(x: number | undefined, y: number | undefined): Spot | null {
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return { x: clamp(x), y: clamp(y) };
}

type AnchorPoint = Scene["anchorPointVOList"][number];

function point(raw: AnchorPoint): ScenePoint | null {
  // Without a SKU it cannot be picked or added, without a name or price it cannot be shown.
  if (raw.skuId == null || !raw.goodsName || raw.specialPrice === undefined) return null;
  const discounted = raw.discountedPrice;
  return {
    skuId: String(raw.skuId),
    name: raw.goodsName,
    price: raw.specialPrice,
    discountedPrice: discounted !== undefined && discounted < raw.specialPrice ? discounted : null,
    imageUrl: raw.imageUrl ?? null,
    detailUrl: raw.detailUrl ?? null,
    topRated: raw.topRated ?? null,
    reviewCount: raw.reviewCount ?? null,
    pc: spot(raw.pcPositionX, raw.pcPositionY),
    mobile: spot(raw.mobilePositionX, raw.mobilePositionY),
  };
}

/** A back-office scene as the components read it; null when it has no picture at all. */
export function toRoomScene(scene: Scene): RoomScene | null {
  const pc = scene.pcPictureUrl;
  const mobile = scene.mobilePictureUrl;
  if (!pc && !mobile) return null;
  const desktopPicture: ScenePicture = pc ? { src: pc, ...DESKTOP_PICTURE, positions: "pc" } : { src: mobile!, ...MOBILE_PICTURE, positions: "mobile" };
  const mobilePicture: ScenePicture = mobile ? { src: mobile, ...MOBILE_PICTURE, positions: "mobile" } : { src: pc!, ...DESKTOP_PICTURE, positions: "pc" };
  const points = scene.anchorPointVOList
    .map((raw, index) => ({ raw, index }))
    .sort((a, b) => (a.raw.serialNumber ?? Infinity) - (b.raw.serialNumber ?? Infinity) || a.index - b.index)
    .map(({ raw }) => point(raw))
    .filter((entry): entry is ScenePoint => entry !== null);
  return {
    id: scene.id,
    name: scene.shopByRoomName ?? null,
    pictures: { desktop: desktopPicture, mobile: mobilePicture },
    planId: scene.planId ?? null,
    points,
    discount: null,
  };
}

/** The bundle discount for these SKUs; none is asked for without a SKU (landing spec 5.2). */
export async function bundleDiscount(api: BackofficeApi, skuIds: string[]): Promise<number> {
  if (skuIds.length === 0) return 0;
  return (await api.getProductDiscount({ skuIdList: skuIds })).maxDiscountAmount;
}

/**
 * The scenes of these ids, in the order asked for (ids the back office does not know are
 * left out). With `discounts`, each scene carries its all-picked bundle discount, so the
 * first price is in the HTML; a failed discount lookup leaves it to the browser.
 */
export async function loadScenes({ api, log }: Pick<ModuleLoadContext, "api" | "log">, ids: string[], { discounts = false }: { discounts?: boolean } = {}): Promise<RoomScene[]> {
  if (ids.length === 0) return [];
  const found = await api.getShopByRoomList({ ids });
  const byId = new Map(found.map((scene) => [String(scene.id), scene]));
  const scenes = ids
    .map((id) => byId.get(id))
    .filter((scene): scene is Scene => scene !== undefined)
    .map(toRoomScene)
    .filter((scene): scene is RoomScene => scene !== null);
  return discounts ? withBundleDiscounts({ api, log }, scenes) : scenes;
}

/**
 * Each scene with its all-picked bundle discount, so the first price is in the HTML: one
 * lookup per distinct SKU set (rooms of the same products ask once), none for a scene without
 * a SKU (its discount is 0). A failed lookup leaves that set's scenes to the browser.
 */
export async function withBundleDiscounts({ api, log }: Pick<ModuleLoadContext, "api" | "log">, scenes: RoomScene[]): Promise<RoomScene[]> {
  const skuIdsOf = (scene: RoomScene) => uniqueProducts(scene.points).map((point) => point.skuId);
  const sets = distinctSkuSets(scenes.map(skuIdsOf), skuSetKey);
  const amounts = new Map<string, number | null>(
    await Promise.all(
      [...sets].map(async ([key, skuIds]): Promise<[string, number | null]> => {
        try {
          return [key, await bundleDiscount(api, skuIds)];
        } catch (error) {
          log.warn("bundle discount lookup failed; the browser will ask again", { skuIds: key, error: String(error) });
          return [key, null];
        }
      }),
    ),
  );
  return scenes.map((scene) => {
    const skuIds = skuIdsOf(scene);
    return { ...scene, discount: skuIds.length === 0 ? 0 : (amounts.get(skuSetKey(skuIds)) ?? null) };
  });
}
