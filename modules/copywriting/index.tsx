import { notImplemented } from "../not-implemented";

/** Type 13: not built yet (replace with defineModule({ desktop, mobile })). */
export const copywriting = notImplemented;
