// One instance per process of what the host and the app share (caches, metrics, the request
// context). The Remix build bundles its own copy of every server/*.js file it imports, so a
// module-level value would exist twice; globalThis holds the one both copies see.

/**
 * The value registered under `name`, created by `create` on first use.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function singleton(name, create) {
  const shared = /** @type {Record<string, unknown>} */ ((globalThis.__storefrontSingletons ??= {}));
  if (!(name in shared)) shared[name] = create();
  return /** @type {T} */ (shared[name]);
}
