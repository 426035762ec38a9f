import { z } from "zod";

/**
 * Stand-in schema for the type codes whose modules are not built yet. The page pipeline
 * recognises it and drops such modules with the reason "not implemented yet".
 */
export const notImplementedSchema = z.looseObject({});
