import { z } from "zod";

/**
 * `modules/<folder>/cases.json`: named example modules of the folder's type, for the module
 * catalogue (/preview/modules) and the type's component test. `packageInfoMap` is exactly
 * what the back office would send, so a case may be invalid on purpose.
 */
export const moduleFixtureSchema = z.object({
  cases: z.array(z.object({ name: z.string().trim().min(1), packageInfoMap: z.unknown() })).min(1),
});

export type ModuleFixture = z.output<typeof moduleFixtureSchema>;
