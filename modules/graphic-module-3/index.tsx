import { notImplemented } from "../not-implemented";

/** Type 11: not built yet (replace with defineModule({ desktop, mobile })). */
export const graphicModule3 = notImplemented;
