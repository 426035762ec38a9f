import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import type { Device } from "~schemas/rules/device";
import { UNKNOWN_ACCOUNT, type Account, type AccountAnswer, type LoggedInAccount } from "~schemas/rules/account";
import { USER_INFO_KEY } from "./analytics";
import { callApp } from "./app-api";

/*
 * The shopper's account in the page (detail spec 6, landing spec 4.10; docs/accounts.md).
 * Pages are the same for every shopper, so the server renders them for nobody: the account
 * is 'unknown' in the server HTML and during hydration, and is read from /api/account after
 * it. What differs for a logged-in shopper is decided in the browser from `useAccount()`.
 */

export type OpenLoginOptions = {
  /** Where the login comes from (detail spec 6: 'sale', 'detail', 'detail_coupon'): tracked with the login. */
  pageType: string;
  /** The popup's heading, translated (the sale page's is t("saleDetails")); the default is t("login.title"). */
  title?: string;
  /** A line above the form, translated (e.g. why to log in here). */
  intro?: string;
  /**
   * What the opener does once the shopper is logged in: runs after a successful login, or at
   * once when they are logged in already. Closing the popup without logging in drops it.
   */
  then?: (account: LoggedInAccount) => void;
};

export type AccountActions = {
  /** Opens the login popup (one per page: a second call replaces the first's options). */
  openLogin: (options: OpenLoginOptions) => void;
  /** Forgets the login (the `token` cookie); the page updates in place. */
  logout: () => Promise<void>;
};

type Popup = { options: OpenLoginOptions };

/**
 * The state lives in a small store outside React's context, as the cart's does: a context
 * update while modules still hydrate would make React drop their server HTML (error 421).
 */
function createAccountStore(initial: Account = UNKNOWN_ACCOUNT) {
  let account = initial;
  /** Counts the logins and logouts made in this page, for state kept per shopper (the cart). */
  let changes = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => account,
    changes: () => changes,
    set(next: Account, { changed = false } = {}) {
      account = next;
      if (changed) changes += 1;
      rememberUserInfo(next);
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type AccountStore = ReturnType<typeof createAccountStore>;

/**
 * The stored user info (landing spec 1: analytics report a logged-in shopper by entityId;
 * detail spec 5: it prefills e-mail fields), written when the account is known.
 */
function rememberUserInfo(account: Account): void {
  if (account.status === "unknown") return;
  try {
    if (account.status === "logged-in") window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(account.user));
    else window.localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // Storage may be disabled (private mode): analytics then report the client token.
  }
}

const AccountContext = createContext<(AccountActions & { store: AccountStore }) | null>(null);

const noActions: AccountActions = { openLogin: () => undefined, logout: async () => undefined };

/** The account: 'unknown' until the browser has read it (always so in the server render), then 'guest' or 'logged-in'. */
export function useAccount(): Account {
  const context = useContext(AccountContext);
  const subscribe = context?.store.subscribe ?? noSubscribe;
  const get = context?.store.get ?? unknownAccount;
  return useSyncExternalStore(subscribe, get, unknownAccount);
}

/** openLogin and logout; outside an AccountProvider (a section rendered alone) they do nothing. */
export function useAccountActions(): AccountActions {
  return useContext(AccountContext) ?? noActions;
}

/** A number that changes with each login and logout in this page (0 until one happens). */
export function useAccountChanges(): number {
  const context = useContext(AccountContext);
  const subscribe = context?.store.subscribe ?? noSubscribe;
  const get = context?.store.changes ?? zero;
  return useSyncExternalStore(subscribe, get, zero);
}

const noSubscribe = () => () => undefined;
const unknownAccount = (): Account => UNKNOWN_ACCOUNT;
const zero = () => 0;

/** What the login popup (./login-popup.tsx) is given. */
export type LoginPopupProps = {
  open: boolean;
  device: Device;
  /** Where the login comes from (detail spec 6); sent with the popup's analytics. */
  pageType: string;
  /** The heading, translated; t("login.title") when not given. */
  title?: string;
  intro?: string;
  onClose: () => void;
  onLoggedIn: (account: LoggedInAccount) => void;
};

type LoginPopupCode = () => Promise<{ LoginPopup: ComponentType<LoginPopupProps> }>;

/**
 * The popup's code loads when it first opens: pages nobody logs in on never load it. This file
 * does not import it: the popup uses the page kit, which names this file (an import circle);
 * ./lazy-parts.ts hands its loader in (`provideLoginPopup`).
 */
let loginPopupCode: LoginPopupCode | null = null;

export function provideLoginPopup(code: LoginPopupCode): void {
  loginPopupCode = code;
}

const LoginPopup = lazy(() =>
  loginPopupCode
    ? loginPopupCode().then((module) => ({ default: module.LoginPopup }))
    : Promise.reject(new Error("the login popup's code was not provided (modules/kit/lazy-parts.ts)")),
);

/**
 * Reads the account after hydration and hosts the login popup; StorefrontShell provides it.
 * `account` fixes the account instead of reading it (a component rendered as one role).
 */
export function AccountProvider({ device, account: fixed, children }: { device: Device; account?: AccountAnswer; children: ReactNode }) {
  const [store] = useState(() => createAccountStore(fixed));
  const reads = fixed === undefined;
  const [popup, setPopup] = useState<Popup | null>(null);
  const popupRef = useRef<Popup | null>(null);
  popupRef.current = popup;

  useEffect(() => {
    if (!reads) return;
    let live = true;
    callApp("GET /api/account", {}).then(
      (answer) => {
        // A failed read leaves it unknown: the page keeps what it shows everyone.
        if (!live || !("status" in answer)) return;
        store.set(answer);
        // A popup opened while the read was under way: the shopper turned out to be logged in.
        const opened = popupRef.current;
        if (answer.status === "logged-in" && opened) {
          setPopup(null);
          opened.options.then?.(answer);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, reads]);

  const loggedIn = useCallback(
    (account: LoggedInAccount) => {
      const current = popupRef.current;
      store.set(account, { changed: true });
      setPopup(null);
      current?.options.then?.(account);
    },
    [store],
  );

  const openLogin = useCallback(
    (options: OpenLoginOptions) => {
      const account = store.get();
      if (account.status === "logged-in") options.then?.(account);
      else setPopup({ options });
    },
    [store],
  );

  const logout = useCallback(async () => {
    try {
      const answer: AccountAnswer = await callApp("POST /api/logout", {});
      store.set(answer, { changed: true });
    } catch {
      // Offline: the shopper stays logged in, as the cookie does.
    }
  }, [store]);

  const api = useMemo(() => ({ openLogin, logout, store }), [openLogin, logout, store]);

  return (
    <AccountContext.Provider value={api}>
      {children}
      {popup ? (
        <Suspense fallback={null}>
          <LoginPopup
            open
            device={device}
            pageType={popup.options.pageType}
            title={popup.options.title}
            intro={popup.options.intro}
            onClose={() => setPopup(null)}
            onLoggedIn={loggedIn}
          />
        </Suspense>
      ) : null}
    </AccountContext.Provider>
  );
}
