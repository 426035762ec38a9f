import { notImplemented } from "../not-implemented";

/** Type 16: not built yet (replace with defineModule({ desktop, mobile })). */
export const imageTextCards = notImplemented;
