import { notImplemented } from "../not-implemented";

/** Type 12: not built yet (replace with defineModule({ desktop, mobile })). */
export const graphicModule4 = notImplemented;
