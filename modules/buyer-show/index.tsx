import { notImplemented } from "../not-implemented";

/** Type 21: not built yet (replace with defineModule({ desktop, mobile })). */
export const buyerShow = notImplemented;
