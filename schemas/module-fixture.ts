import { z } from "zod";

/**
 * `fixtures/modules/{name}.json`: named example modules of one type for the module catalogue
 * (/preview/modules) and the type's component test. `packageInfoMap` is exactly what the
 * back office would send, so a case may be invalid on purpose.
 */
export const moduleFixtureSchema = z.object({
  code: z.number().int(),
  cases: z.array(z.object({ name: z.string().trim().min(1), packageInfoMap: z.unknown() })).min(1),
});

export type ModuleFixture = z.output<typeof moduleFixtureSchema>;
