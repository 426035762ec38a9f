import { useCallback, useContext, useEffect, useSyncExternalStore } from "react";
import { LOCAL_WISHLIST_KEY, parseLocalWishList, skuIdBatches, type Wish } from "~schemas/rules/wishlist";
import { useAccount, useAccountActions } from "./account";
import { useTranslation } from "./i18n";
import { useToast } from "./toast";
import type { Handlers, Mode, WishlistActions, WishlistState } from "./wishlist-actions";
import { WishlistScopeContext, type WishlistHolder } from "./wishlist-scope";

/*
 * The wishlist in the page (detail spec 4 "Wishlist", 6, 7; docs/accounts.md "Wishlist").
 * Pages are the same for every shopper, so every heart renders 'not in list' on the server
 * and while the page hydrates; the list is read after that. A guest's list is the browser's
 * (localStorage `localWishList`, at most 30); a logged-in shopper's is the server's, asked
 * for the skuIds the page's hearts show (isInWish, batched). When the shopper turns out to be
 * logged in, or logs in, the local wishes the server list lacks are added one by one and the
 * local list is cleared; a failed merge is reported in the console only (detail spec 8).
 *
 * This module loads with what shows a heart (product cards, the gallery, the /wishlist page),
 * not with every page: the shell holds only an empty WishlistScope, and the page's store is
 * made there by the first heart. So the merge after a login runs on the first page with a
 * heart ("on mount", detail spec 4). What changes the list (a heart's click, the merge, the
 * add after the prompt's login) is ./wishlist-actions.ts, loaded with the first click (or a
 * pointer or focus on a heart just before) or when a merge falls due: a page whose hearts are
 * only looked at reads the list and no more.
 */

export type WishlistStore = ReturnType<typeof createWishlistStore>;

function writeLocal(list: readonly Wish[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(LOCAL_WISHLIST_KEY);
    else window.localStorage.setItem(LOCAL_WISHLIST_KEY, JSON.stringify(list));
  } catch {
    // Not kept past this page; the hearts still show it.
  }
}

function readLocal(): Wish[] {
  try {
    return parseLocalWishList(window.localStorage.getItem(LOCAL_WISHLIST_KEY));
  } catch {
    // Storage disabled (private mode, a blocked origin): an empty list that cannot grow past the page.
    return [];
  }
}

let actions: Promise<WishlistActions> | null = null;
/** Set once the code is here: a click then changes the list at once. */
let loadedActions: WishlistActions | null = null;

/** The code that changes the list: once per page, asked again after a failed download. */
export function loadWishlistActions(): Promise<WishlistActions> {
  actions ??= import("./wishlist-actions").then(
    (code) => (loadedActions = code.wishlistActions),
    (error: unknown) => {
      actions = null;
      throw error;
    },
  );
  return actions;
}

/**
 * The state lives outside React's context, as the account's and the cart's do: a context
 * update while sections still hydrate would make React drop their server HTML (error 421).
 * Server work runs one step at a time (`enqueue`), so the merge comes before any check or
 * change made after login, and a check never answers for a list older than a change.
 */
export function createWishlistStore() {
  const listeners = new Set<() => void>();
  let queue: Promise<void> = Promise.resolve();
  const state: WishlistState = {
    mode: "local",
    local: null,
    server: new Map(),
    pending: new Set(),
    merges: 0,
    batches: skuIdBatches,
    readLocal,
    writeLocal,
    notify: () => listeners.forEach((listener) => listener()),
    enqueue(step) {
      queue = queue.then(step).catch(() => undefined);
      return queue;
    },
    watched: new Map(),
    toCheck: new Set(),
    checkScheduled: false,
  };
  const { watched } = state;
  let started = false;

  /** Runs one of ./wishlist-actions.ts's changes once its code is here (a failed download changes nothing). */
  const act = (run: (code: WishlistActions) => void) => {
    if (loadedActions) run(loadedActions);
    else loadWishlistActions().then(run, () => undefined);
  };

  function setMode(next: Mode) {
    if (next === state.mode) return;
    state.mode = next;
    state.server = new Map();
    // Logged in: the merge and the hearts' checks (./wishlist-actions.ts, loaded now: a guest never needs it).
    if (next === "server") act((code) => code.enterServerMode(state));
    else state.local = readLocal();
    state.notify();
  }

  /**
   * A heart on the page: while it shows, its state is known. Logged in, it is asked for each
   * time a heart starts showing a skuId (a SKU change asks again, detail spec 4).
   */
  function watch(skuId: string) {
    watched.set(skuId, (watched.get(skuId) ?? 0) + 1);
    if (state.mode === "server") act((code) => code.check(state, [skuId]));
    return () => {
      const count = (watched.get(skuId) ?? 1) - 1;
      if (count > 0) watched.set(skuId, count);
      else watched.delete(skuId);
    };
  }

  /** Reads the browser's list, once per page, and follows other tabs' changes to it. */
  function start() {
    if (started) return;
    started = true;
    state.local = readLocal();
    window.addEventListener("storage", (event) => {
      if (event.key !== null && event.key !== LOCAL_WISHLIST_KEY) return;
      state.local = readLocal();
      state.notify();
    });
    state.notify();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    inList: (skuId: string) => (state.mode === "server" ? state.server.get(skuId) === true : (state.local?.some((wish) => wish.skuId === skuId) ?? false)),
    isPending: (skuId: string) => state.pending.has(skuId),
    mode: () => state.mode,
    merges: () => state.merges,
    /** The guest list as read (null before); what is left of it after a merge. */
    localList: () => state.local,
    start,
    /** The shopper is a guest (or not known yet: they act as one) or logged in. */
    setMode,
    watch,
    /** The heart's click: adds the item when absent, removes it when present (detail spec 4). */
    toggle: (wish: Wish, handlers: Handlers) => act((code) => code.toggle(state, wish, handlers)),
    /** The prompt's login went through: the item the full list refused goes on the server list, after the merge. */
    addAfterLogin(wish: Wish, onFailed: () => void) {
      setMode("server");
      act((code) => code.addAfterLogin(state, wish, onFailed));
    },
    /** Resolves once the server work asked for so far is done. */
    settled: () => queue,
  };
}

/** Pages without a WishlistScope (a section rendered alone) share one store. */
const unscoped: WishlistHolder = { current: null };

function useStore(): WishlistStore {
  const holder = useContext(WishlistScopeContext) ?? unscoped;
  // Making the store touches nothing (no storage, no window): it is safe in the server render.
  holder.current ??= createWishlistStore();
  return holder.current as WishlistStore;
}

/**
 * Starts the page's store after hydration and keeps it on the shopper's side: unknown (still
 * reading, or the read failed) acts as a guest, the page shows what it shows everyone.
 */
function useWishlistStore(): WishlistStore {
  const store = useStore();
  const account = useAccount();
  useEffect(() => {
    store.start();
    store.setMode(account.status === "logged-in" ? "server" : "local");
  }, [store, account.status]);
  return store;
}

const notInList = () => false;

export type WishState = {
  /** On the shopper's list: false in the server HTML and while the page hydrates. */
  inList: boolean;
  /** Adds when absent, removes when present; a guest's 31st item opens the login prompt instead. */
  toggle: () => void;
  /** A change is on its way to the server. */
  pending: boolean;
};

/**
 * A heart's state for one SKU (the gallery, product cards, the quick view): 'not in list' in
 * the server HTML and while the page hydrates. A guest's 31st item opens the login prompt
 * (the login popup with page type detail_coupon); once logged in, the item goes on the server
 * list after the merge.
 */
export function useWish(skuId: string, spuId: string | null | undefined): WishState {
  const store = useWishlistStore();
  const { openLogin } = useAccountActions();
  const { t } = useTranslation();
  const toast = useToast();
  const inList = useSyncExternalStore(store.subscribe, () => store.inList(skuId), notInList);
  const pending = useSyncExternalStore(store.subscribe, () => store.isPending(skuId), notInList);
  useEffect(() => store.watch(skuId), [store, skuId]);
  const toggle = useCallback(() => {
    const onFailed = () => toast(t("wishlist.failed"), "error");
    store.toggle(
      { skuId, spuId: spuId ?? "" },
      {
        onFull: (wish, limit) =>
          openLogin({
            // The prompt popup (detail spec 4): the login popup with the coupon prompt's page type.
            pageType: "detail_coupon",
            intro: t("wishlist.full", { count: limit }),
            then: () => store.addAfterLogin(wish, onFailed),
          }),
        onFailed,
      },
    );
  }, [store, skuId, spuId, openLogin, t, toast]);
  return { inList, toggle, pending };
}

const nothing = () => null;
const zero = () => 0;

/** The guest's list as the browser keeps it: null in the server HTML and while hydrating; what is left of it after a merge. */
export function useLocalWishes(): Wish[] | null {
  const store = useWishlistStore();
  return useSyncExternalStore(store.subscribe, store.localList, nothing);
}

/** A number that changes each time local wishes were merged into the server list (0 before). */
export function useWishlistMerges(): number {
  const store = useWishlistStore();
  return useSyncExternalStore(store.subscribe, store.merges, zero);
}
