import { notImplemented } from "../not-implemented";

/** Type 20: not built yet (replace with defineModule({ desktop, mobile })). */
export const video = notImplemented;
