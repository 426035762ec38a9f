import { notImplemented } from "../not-implemented";

/** Type 14: not built yet (replace with defineModule({ desktop, mobile })). */
export const imageTextList = notImplemented;
