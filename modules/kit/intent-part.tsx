import { createElement, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { declarePart, loadEntry, type PartEntry } from "./split-part";

/**
 * A part of a section whose markup the server renders with the page and whose code the
 * browser loads only when the shopper reaches for it (docs/decisions/page-javascript.md,
 * "Parts woken on intent"): a mouse over it, focus in it, a tap or click on it. Scrolling past
 * loads nothing. Until then the browser keeps the server's HTML as it is (links and images
 * work; nothing of it hydrates, so nothing the page does later can reach it). On the first
 * sign of intent the part's chunk loads and React renders the part in place of that HTML: the
 * same markup, so nothing moves; focus that was inside goes back to the same element, and a
 * click that came before the code is replayed on it.
 *
 * Fit for a part whose server HTML stays true until the shopper touches it: one drawn from its
 * props and the page's fixed context (store, device, texts), not from the shopper's own state
 * (cart, wishlist, login), which the browser learns after hydration. A part first rendered in
 * the browser (a client navigation) renders as soon as its chunk is in.
 */

const KEEP_SERVER_HTML = { __html: "" };
const noSubscription = () => () => {};

/** Element positions from `root` down to `node` (child indexes), or undefined when `node` is not inside. */
function pathTo(root: Element, node: EventTarget | null): number[] | undefined {
  const path: number[] = [];
  for (let at = node instanceof Element ? node : null; at; at = at.parentElement) {
    if (at === root) return path.reverse();
    path.push(Array.prototype.indexOf.call(at.parentElement?.children ?? [], at));
  }
  return undefined;
}

function nodeAt(root: Element, path: number[]): HTMLElement | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement ? at : null;
}

/** What the shopper did before the code came, done again on the rendered part. */
type Replay = { focus?: number[]; click?: number[] };

export function intentPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const entry: PartEntry = declarePart(name, load);
  const View = (props: P) => createElement(entry.component as ComponentType<P>, props);
  // React's lazy types its props through refs, which a generic P cannot resolve: it takes P as given.
  const Suspending = lazy(() => loadEntry(entry).then(() => ({ default: View }))) as unknown as ComponentType<P>;

  function IntentPart(props: P) {
    // True on the server and while the browser hydrates what the server sent; false for a part
    // the browser renders first. Kept from the first render: it says where the markup came from.
    const [fromServer] = useState(useSyncExternalStore(noSubscription, () => false, () => true));
    const [awake, setAwake] = useState(!fromServer);
    const host = useRef<HTMLDivElement>(null);
    const replay = useRef<Replay>({});

    useEffect(() => {
      const element = host.current;
      if (awake || !element) return;
      let waking = false;
      const wake = () => {
        if (waking) return;
        waking = true;
        loadEntry(entry).then(
          () => {
            replay.current.focus = pathTo(element, document.activeElement);
            setAwake(true);
          },
          // A chunk that failed leaves the server's HTML; the next sign of intent asks again.
          () => {
            waking = false;
          },
        );
      };
      const onPointerOver = (event: PointerEvent) => {
        // A finger on the part may be scrolling past it: a tap says more (a click).
        if (event.pointerType !== "touch") wake();
      };
      const onClick = (event: MouseEvent) => {
        // A link works without the code; a button's press waits for it.
        if (!(event.target instanceof Element) || event.target.closest("a[href]")) return;
        replay.current.click = pathTo(element, event.target);
        wake();
      };
      element.addEventListener("pointerover", onPointerOver);
      element.addEventListener("focusin", wake);
      element.addEventListener("click", onClick, true);
      return () => {
        element.removeEventListener("pointerover", onPointerOver);
        element.removeEventListener("focusin", wake);
        element.removeEventListener("click", onClick, true);
      };
    }, [awake]);

    useEffect(() => {
      const element = host.current;
      if (!awake || !element) return;
      const { focus, click } = replay.current;
      replay.current = {};
      if (focus) nodeAt(element, focus)?.focus();
      if (click) nodeAt(element, click)?.click();
    }, [awake]);

    if (typeof document === "undefined") {
      return <div data-intent-part={name}>{entry.component ? <View {...props} /> : null}</div>;
    }
    if (!awake) {
      // The server's markup, left alone while React hydrates (it does not compare inner HTML).
      return <div key="server" ref={host} data-intent-part={name} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    }
    // Another element than the kept one (a new key): React must not add the part to the old HTML.
    return (
      <div key="rendered" ref={host} data-intent-part={name} data-awake="">
        {entry.component ? (
          <View {...props} />
        ) : (
          <Suspense fallback={null}>
            <Suspending {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  IntentPart.displayName = `IntentPart(${name})`;
  return IntentPart;
}
