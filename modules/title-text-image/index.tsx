import { notImplemented } from "../not-implemented";

/** Type 15: not built yet (replace with defineModule({ desktop, mobile })). */
export const titleTextImage = notImplemented;
