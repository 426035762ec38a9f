import { notImplemented } from "../not-implemented";

/** Type 10: not built yet (replace with defineModule({ desktop, mobile })). */
export const graphicModule2 = notImplemented;
