import { z } from "zod";
import type { RoomScene } from "../scene-data";
import { pageSlice } from "./slice";

/**
 * Shop the Room (landing spec 2.5, the detail variants; issue 18 item 6): the room scenes
 * that feature the product, which stream with the page (the loader's getProductShopByRoomList,
 * each scene already shaped and priced by the scene kit's server half). None, and the
 * section shows nothing.
 */
export const shopTheRoomSectionSchema = pageSlice({
  roomScenes: z.array(z.custom<RoomScene>()).optional(),
}).transform((page) => ({ scenes: page.roomScenes ?? [] }));
