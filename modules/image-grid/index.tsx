import { notImplemented } from "../not-implemented";

/** Type 7: not built yet (replace with defineModule({ desktop, mobile })). */
export const imageGrid = notImplemented;
