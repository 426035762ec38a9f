import { notImplemented } from "../not-implemented";

/** Type 6: not built yet (replace with defineModule({ desktop, mobile })). */
export const singleImage = notImplemented;
