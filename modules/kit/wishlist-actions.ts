import type { Wish } from "~schemas/rules/wishlist";
import { addGuestWish, GUEST_WISHLIST_LIMIT, removeWish, wishesToMerge } from "~schemas/rules/wishlist-changes";
import { callApp } from "./i18n";

/*
 * What changes the wishlist (detail spec 4, 8), and what a logged-in shopper's hearts need: a
 * heart's click, the server list's checks, the merge after login and the add after the
 * prompt's login. Loaded by ./wishlist.tsx with the first click (or a pointer or focus on a
 * heart before it) or when the shopper turns out to be logged in: a guest who only looks at
 * hearts never loads it. It imports nothing at run time that the page has
 * loaded but the page kit, through ./i18n.tsx, so that, loaded lazily, it splits no chunk
 * (./page-kit.ts says why); the storage key and the like come with the store's state.
 */

export type Mode = "local" | "server";

/** What the heart that was clicked does about the outcomes the store cannot show itself. */
export type Handlers = {
  /** A guest's item past the limit: the login prompt opens; what it does after login is the caller's. */
  onFull: (wish: Wish, limit: number) => void;
  /** A change the server refused or that did not reach it. */
  onFailed: () => void;
};

/** The wishlist store's state: ./wishlist.tsx makes and reads it, the actions here change it. */
export type WishlistState = {
  mode: Mode;
  /** The guest list; null until read after hydration. */
  local: Wish[] | null;
  /** What the server list is known to hold (logged in): skuId -> on it. */
  server: Map<string, boolean>;
  /** Hearts whose change is on its way to the server. */
  pending: Set<string>;
  /** Counts finished merges, for views that list the server's items (the /wishlist page). */
  merges: number;
  /** skuIds in lists a request takes (its rule from schemas/rules/wishlist.ts, which this file does not import at run time). */
  batches: (skuIds: readonly string[]) => string[][];
  /** The guest list as the browser keeps it now, and keeping a new one. */
  readLocal: () => Wish[];
  writeLocal: (list: readonly Wish[]) => void;
  notify: () => void;
  /** Runs server work one step at a time. */
  enqueue: (step: () => Promise<void>) => Promise<void>;
  /** Hearts on the page, by skuId (several cards may show one SKU). */
  watched: Map<string, number>;
  /** Hearts to ask the server about in the next batch, and whether that batch is scheduled. */
  toCheck: Set<string>;
  checkScheduled: boolean;
};

async function isInServerList(state: WishlistState, skuIds: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const batch of state.batches(skuIds)) {
    const answer = await callApp("GET /api/wishlist-state", { skuIds: batch.join(",") });
    if ("error" in answer) throw new Error(answer.error);
    answer.inList.forEach((skuId) => held.add(skuId));
  }
  return held;
}

/** Asks the server list about hearts (logged in, detail spec 4): those mounting in one commit in one request. */
function check(state: WishlistState, skuIds: Iterable<string>) {
  for (const skuId of skuIds) state.toCheck.add(skuId);
  if (state.checkScheduled) return;
  state.checkScheduled = true;
  setTimeout(() => {
    state.checkScheduled = false;
    const asked = [...state.toCheck];
    state.toCheck = new Set();
    if (asked.length === 0) return;
    void state.enqueue(async () => {
      if (state.mode !== "server") return;
      try {
        const held = await isInServerList(state, asked);
        // A heart changed since it was asked for keeps the shopper's choice.
        for (const skuId of asked) if (!state.pending.has(skuId)) state.server.set(skuId, held.has(skuId));
      } catch {
        // Unknown stays 'not in list', as the server rendered it.
      }
      state.notify();
    });
  }, 0);
}

/** The shopper turned out to be logged in, or logged in: the merge first in the queue (detail spec 4), then the hearts' checks. */
function enterServerMode(state: WishlistState) {
  if (state.mode !== "server") return;
  if (state.readLocal().length > 0) void state.enqueue(() => merge(state));
  check(state, state.watched.keys());
}

async function changeServerList(action: "add" | "remove", wish: Wish): Promise<void> {
  const answer = await callApp("POST /api/wishlist", { action, skuId: wish.skuId, spuId: wish.spuId });
  if (!answer.ok) throw new Error(answer.error);
}

/** After login (detail spec 4): the local wishes the server lacks, added one by one, then the local list cleared. */
async function merge(state: WishlistState): Promise<void> {
  const kept = state.readLocal();
  if (kept.length === 0) return;
  try {
    const held = await isInServerList(state, kept.map((wish) => wish.skuId));
    for (const skuId of held) state.server.set(skuId, true);
    for (const wish of wishesToMerge(kept, held)) {
      await changeServerList("add", wish);
      state.server.set(wish.skuId, true);
    }
  } catch (error) {
    // Console only (detail spec 8); what was not added stays in the browser for the next page.
    console.warn("wishlist: the local wishes could not all be added to the server list", error);
  }
  state.local = kept.filter((wish) => !state.server.get(wish.skuId));
  state.writeLocal(state.local);
  state.merges += 1;
  state.notify();
}

function toggleLocal(state: WishlistState, wish: Wish, handlers: Handlers) {
  const list = state.readLocal();
  if (list.some((entry) => entry.skuId === wish.skuId)) {
    state.local = removeWish(list, wish.skuId);
  } else {
    const added = addGuestWish(list, wish);
    state.local = added.list;
    if (added.outcome === "full") {
      state.notify();
      handlers.onFull(wish, GUEST_WISHLIST_LIMIT);
      return;
    }
  }
  state.writeLocal(state.local);
  state.notify();
}

/** A server change shown at once; a refusal puts the heart back. */
function changeShown(state: WishlistState, wish: Wish, adding: boolean, onFailed: () => void) {
  state.server.set(wish.skuId, adding);
  state.pending.add(wish.skuId);
  state.notify();
  return async () => {
    try {
      await changeServerList(adding ? "add" : "remove", wish);
    } catch {
      state.server.set(wish.skuId, !adding);
      onFailed();
    } finally {
      state.pending.delete(wish.skuId);
      state.notify();
    }
  };
}

/** The heart's click: adds the item when absent, removes it when present (detail spec 4). */
function toggle(state: WishlistState, wish: Wish, handlers: Handlers) {
  if (state.pending.has(wish.skuId)) return;
  if (state.mode === "local") toggleLocal(state, wish, handlers);
  else void state.enqueue(changeShown(state, wish, !state.server.get(wish.skuId), handlers.onFailed));
}

/** The prompt's login went through (the store is in server mode): the refused item goes on the server list, after the merge. */
function addAfterLogin(state: WishlistState, wish: Wish, onFailed: () => void) {
  void state.enqueue(async () => {
    if (state.mode === "server" && !state.server.get(wish.skuId) && !state.pending.has(wish.skuId)) await changeShown(state, wish, true, onFailed)();
  });
}

export const wishlistActions = { enterServerMode, check, toggle, addAfterLogin };

export type WishlistActions = typeof wishlistActions;
