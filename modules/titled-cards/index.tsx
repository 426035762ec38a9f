import { notImplemented } from "../not-implemented";

/** Type 19: not built yet (replace with defineModule({ desktop, mobile })). */
export const titledCards = notImplemented;
