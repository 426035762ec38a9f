import { notImplemented } from "../not-implemented";

/** Type 18: not built yet (replace with defineModule({ desktop, mobile })). */
export const featureRow = notImplemented;
