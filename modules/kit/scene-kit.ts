/**
 * What the scene types (26 scene graph, 27 scene carousel, 28 'Shop this idea', 29 shop-by-room
 * list) share from ./scenes, named from one module that each of them imports.
 *
 * Why one module: the browser build makes a chunk of every set of files that the same set of
 * entries reaches, and each module type is an entry. Taken file by file, the scene views were
 * reached by different pairs and triples of the four types (and the home page), so they were
 * six chunks; through this module every scene type reaches all of them: two chunks (what the
 * home page's Room Ideas shares with them, and the rest), 1.1 KiB less on the full landing
 * page (docs/decisions/page-javascript.md). A page with one scene type loads the others' share
 * of these views too: a little more on such a page, much less on a page of scenes. What only
 * one type uses (the list's pagination and picks) stays out.
 */
export { DesktopSceneShop } from "./scenes/desktop-scene-shop";
export { RoomIdeas } from "./scenes/room-ideas";
export { panelId, SceneTabs, tabId } from "./scenes/scene-tabs";
export { SceneView } from "./scenes/scene-view";
export { ShopIdeaView } from "./scenes/shop-idea-view";
export { useSceneSet } from "./scenes/use-scene-set";
