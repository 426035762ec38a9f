import { z } from "zod";
import { MAX_SCENES_PER_SET } from "../rules/scene-paging";
import { note } from "./notes";

export { MAX_SCENES_PER_SET };

/**
 * Shop-by-room ids as the back office sends them (landing spec 3.3): `shopByRoomId` is one
 * id or a list, and `shopByRoomIdList` is a list too. Lists may arrive as JSON text or as
 * comma-separated text; ids may be numbers. Everything becomes one ordered list of distinct
 * id strings (possibly empty: the caller decides whether that drops its item).
 */
const ID = /^[A-Za-z0-9_-]{1,40}$/;

function idsOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "number") return Number.isFinite(value) ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      return idsOf(JSON.parse(text) as unknown);
    } catch {
      // Not JSON after all: read it as a comma-separated list below.
    }
  }
  return text
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((part) => part.trim().replace(/^"|"$/g, ""))
    .filter(Boolean);
}

/** A field holding shop-by-room ids; ids that are not plain ids are left out with a note. */
export const sceneIdField = z
  .unknown()
  .optional()
  .transform((value) => {
    const kept: string[] = [];
    for (const id of idsOf(value)) {
      if (!ID.test(id)) note(`shop-by-room id "${id.slice(0, 40)}" left out: it is not an id`);
      else if (!kept.includes(id)) kept.push(id);
    }
    return kept;
  });

/** Both id fields of an item, merged in order: shopByRoomId first, then shopByRoomIdList. */
export function mergeSceneIds(...lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

/** A scene set (a tab, a carousel) loads at most MAX_SCENES_PER_SET scenes; the rest are left out with a note. */
export function capSceneIds(ids: string[], where: string): string[] {
  if (ids.length <= MAX_SCENES_PER_SET) return ids;
  note(`${where}: only the first ${MAX_SCENES_PER_SET} of ${ids.length} shop-by-room ids are shown`);
  return ids.slice(0, MAX_SCENES_PER_SET);
}

/**
 * A packageInfo entry that only names scenes (`shopByRoomId` and/or `shopByRoomIdList`); an
 * entry without any id is dropped (landing spec 5.1, scene tabs).
 */
export const sceneIdEntry = z
  .object({ shopByRoomId: sceneIdField, shopByRoomIdList: sceneIdField })
  .transform((raw, ctx) => {
    const ids = mergeSceneIds(raw.shopByRoomId, raw.shopByRoomIdList);
    if (ids.length === 0) {
      ctx.issues.push({ code: "custom", message: "shopByRoomId is empty", input: raw });
      return z.NEVER;
    }
    return ids;
  });
