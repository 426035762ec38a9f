import { notImplemented } from "../not-implemented";

/** Type 17: not built yet (replace with defineModule({ desktop, mobile })). */
export const pictureCombination = notImplemented;
