import { useCallback, useEffect, useRef, useState } from "react";
import type { RoomScene } from "~schemas/scene-data";
import { callApp } from "~modules/kit/app-api";

export type SceneSet = {
  /** Which tab or page the shown scenes belong to. */
  key: string;
  scenes: RoomScene[];
  status: "idle" | "loading" | "error";
  /** Loads the scenes of `ids` as `key`; a newer load aborts an older one still under way. */
  load: (key: string, ids: string[], options?: { discounts?: boolean }) => Promise<boolean>;
  /** Asks again for the last set that failed. */
  retry: () => void;
};

/**
 * The scenes a module shows, starting with what the server loaded and replaced through
 * /api/scenes on a tab or page change. The old scenes stay (marked busy) until the new ones
 * arrive; a failed load keeps them and says so.
 */
export function useSceneSet(initialKey: string, initialScenes: RoomScene[]): SceneSet {
  const [shown, setShown] = useState({ key: initialKey, scenes: initialScenes });
  const [status, setStatus] = useState<SceneSet["status"]>("idle");
  const controllerRef = useRef<AbortController | null>(null);
  const lastRequest = useRef<Parameters<SceneSet["load"]> | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const load = useCallback<SceneSet["load"]>(async (key, ids, { discounts = false } = {}) => {
    controllerRef.current?.abort();
    lastRequest.current = [key, ids, { discounts }];
    if (ids.length === 0) {
      controllerRef.current = null;
      setShown({ key, scenes: [] });
      setStatus("idle");
      return true;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus("loading");
    try {
      const body = await callApp("GET /api/scenes", { ids: ids.join(","), discounts: discounts ? "1" : undefined }, { signal: controller.signal });
      if (controller.signal.aborted) return false;
      if (!body.ok) throw new Error(body.error);
      setShown({ key, scenes: body.scenes });
      setStatus("idle");
      return true;
    } catch {
      if (!controller.signal.aborted) setStatus("error");
      return false;
    }
  }, []);

  const retry = useCallback(() => {
    if (lastRequest.current) void load(...lastRequest.current);
  }, [load]);

  return { key: shown.key, scenes: shown.scenes, status, load, retry };
}
