import { createElement, lazy, Suspense, type ComponentType } from "react";

/**
 * A piece of a section that few pages render, or that renders only when the shopper opens it
 * (an out-of-stock block, a crowdfund price, a review's photo viewer): its code is a chunk
 * apart, so a page without it does not download it (issue 15, per-page JavaScript).
 *
 * The server loads every part before its first render (`loadSplitParts`), so it never waits.
 * Each part it renders leaves a marker (`<template data-part>`, inert and invisible); the
 * browser loads the marked parts before it hydrates (`loadRenderedSplitParts`), so hydration
 * renders them at once, exactly as the server did. A part that first appears later (a dialog
 * opened, another SKU chosen) suspends inside its own boundary until its chunk arrives,
 * showing nothing meanwhile, and the rest of the page goes on.
 *
 * Written without JSX: the browser's entry imports this file on its own (only on a page with
 * parts), and JSX would put React's JSX runtime in a chunk apart on every page.
 */

/** A declared part: its chunk's loader and, once loaded, its component. */
export type PartEntry = { load: () => Promise<ComponentType<never>>; component?: ComponentType<never>; pending?: Promise<void> };
type Entry = PartEntry;

const parts = new Map<string, Entry>();

/** Loads a part's chunk once (again after a failure) and keeps its component on the entry. */
export function loadEntry(entry: Entry): Promise<void> {
  if (!entry.pending) {
    const pending = entry.load().then((component) => {
      entry.component = component;
    });
    // A chunk that failed to download is asked for again the next time the part renders.
    pending.catch(() => {
      if (entry.pending === pending) entry.pending = undefined;
    });
    entry.pending = pending;
  }
  return entry.pending;
}

/** Declares a part: `name` is unique in the app, `load` imports its chunk (`() => import("./x").then((m) => m.X)`). */
export function splitPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const entry = declarePart(name, load);
  function Loaded(props: P) {
    return createElement(entry.component as ComponentType<P>, props);
  }
  // React's lazy types its props through refs, which a generic P cannot resolve: it takes P as given.
  const Suspending = lazy(() => loadEntry(entry).then(() => ({ default: Loaded }))) as unknown as ComponentType<P>;
  function Part(props: P) {
    return createElement(
      Suspense,
      { fallback: null },
      createElement("template", { "data-part": name }),
      createElement(entry.component ? Loaded : Suspending, props),
    );
  }
  Part.displayName = `Part(${name})`;
  return Part;
}

/**
 * Registers a part under a name unique in the app, so that the server (and component tests)
 * load it before rendering. Split parts and intent parts (./intent-part.tsx) share the register.
 */
export function declarePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PartEntry {
  const entry: Entry = { load: load as Entry["load"] };
  parts.set(name, entry);
  return entry;
}

/** Every declared part (the server before its first render, component tests before theirs). */
export function loadSplitParts(): Promise<void> {
  return Promise.all([...parts.values()].map(loadEntry)).then(() => undefined);
}

/** The parts the server rendered into `root`, before the browser hydrates it. */
export function loadRenderedSplitParts(root: ParentNode): Promise<void> {
  const names = new Set([...root.querySelectorAll<HTMLTemplateElement>("template[data-part]")].map((marker) => marker.dataset.part));
  const entries = [...names].flatMap((name) => {
    const entry = name ? parts.get(name) : undefined;
    return entry ? [entry] : [];
  });
  return Promise.all(entries.map(loadEntry)).then(() => undefined);
}
