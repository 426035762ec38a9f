import { notImplemented } from "../not-implemented";

/** Type 9: not built yet (replace with defineModule({ desktop, mobile })). */
export const graphicModule1 = notImplemented;
