/**
 * What the scene modules (types 26–29) render, as their server loaders hand it over; the
 * scenes themselves are schemas/scene-data.ts's. Plain data, safe for the client bundle.
 */
import type { RoomScene } from "~schemas/scene-data";

export type SceneGraphData = {
  name: string | null;
  content: string | null;
  tabs: { label: string; sceneIds: string[] }[];
  /** The tab whose scenes came with the page (the query's preselection, else the first). */
  activeTab: number;
  scenes: RoomScene[];
};

export type SceneCarouselData = { title: string | null; scenes: RoomScene[] };

export type ShopThisIdeaData = { title: string | null; content: string | null; scene: RoomScene };

export type ShopByRoomListData = {
  title: string | null;
  /** The first banner, or the second when the page has ?id= (landing spec 2.1). */
  banner: { pcImage: string; mobileImage: string } | null;
  bannerHref: string | null;
  tabs: { name: string; sceneIds: string[] }[];
  activeTab: number;
  /** Page 1 of the active tab. */
  scenes: RoomScene[];
  /** The ?id= scene, shown first; null without ?id= or when it was not found. */
  featured: RoomScene | null;
};

/** A room category of the home page's 'Room Ideas' (landing spec 3.4): a tab and its scenes. */
export type RoomCategoryData = { name: string; scenes: RoomScene[] };

/** The home page's 'Room Ideas' (landing spec 2.5): its category tabs, the first shown first. */
export type HomeRoomIdeasData = { categories: RoomCategoryData[] };
