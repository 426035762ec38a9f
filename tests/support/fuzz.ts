import fc from "fast-check";

/**
 * Mutations of back-office JSON for the fuzz tests (docs/robustness.md#fuzzing): wrong types,
 * missing and extra fields, huge strings and arrays, unicode, numbers out of range, null, and
 * unknown type codes, applied at random places of a fixture, JSON nested in strings included
 * (packageInfoMap is often sent as a string).
 */

export type FuzzSettings = { seed: number; numRuns: number; endOnFailure: true; timeout: number };

/**
 * The run's base seed: FUZZ_SEED, else one drawn when vitest.config.ts loads (it sets
 * FUZZ_SEED for the workers, so every shard of a run derives from the same one), else one
 * drawn here.
 */
function baseSeed(): number {
  return process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
}

/** Shard `index`'s seed: the base seed moved by a large odd step, so shards replay different cases. */
export function shardSeed(base: number, index: number): number {
  return (base + Math.imul(index, 0x9e3779b1)) | 0;
}

/**
 * FUZZ_SEED and FUZZ_RUNS reproduce a failure (the failing run prints both, with its file);
 * FUZZ_RUNS is the number of runs of each fuzz file, `defaultRuns` when unset.
 */
export function fuzzSettings(defaultRuns: number, shard = 0): FuzzSettings & { base: number } {
  const base = baseSeed();
  const numRuns = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  // A failing case renders huge values: shrinking it would take minutes, the seed is enough to replay it.
  // A case that never finishes is a page that never answers: it fails with its seed rather than hanging the run.
  return { base, seed: shardSeed(base, shard), numRuns, endOnFailure: true, timeout: 20_000 };
}

/** fc.assert, its failure prefixed with the command that replays it (fast-check's own seed is the shard's). */
export async function assertFuzz<T extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<T>,
  settings: FuzzSettings & { base: number },
  file: string,
): Promise<void> {
  try {
    await fc.assert(property, { seed: settings.seed, numRuns: settings.numRuns, endOnFailure: settings.endOnFailure, timeout: settings.timeout });
  } catch (error) {
    const replay = `replay: FUZZ_SEED=${settings.base} FUZZ_RUNS=${settings.numRuns} npx vitest run ${file}`;
    if (error instanceof Error) {
      error.message = `${replay}\n${error.message}`;
      throw error;
    }
    throw new Error(`${replay}\n${String(error)}`);
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const STRANGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "\u202eevil",
  "\u200b\u200b",
  "😀".repeat(64),
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "مرحبا بالعالم",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "%s%n%x",
  "../../etc/passwd",
  "{\"not\": \"closed\"",
  "NaN",
  "Infinity",
  "-1",
  "1e999",
  "0x10",
  "true",
  "null",
  "[]",
  "{}",
];

const STRANGE_NUMBERS = [-1, 0, -0, 0.5, -2147483649, 2147483648, 2 ** 53 + 1, -(2 ** 53) - 1, 1e21, 1e308, -1e308, 5e-324];

const UNKNOWN_CODES: Json[] = [0, 8, 33, 88, 99, 100, 999, -1, 3.5, "abc", "3", "", null, 1e9];

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...STRANGE_STRINGS, ...STRANGE_NUMBERS, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const smallValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);

export type Mutation =
  | { kind: "null"; at: number }
  | { kind: "delete"; at: number }
  | { kind: "replace"; at: number; value: Json }
  | { kind: "hugeString"; at: number; unit: string; length: number }
  | { kind: "hugeArray"; at: number; length: number }
  | { kind: "extraField"; at: number; key: string; value: Json }
  | { kind: "typeCode"; at: number; value: Json };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("null" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: smallValue }),
  fc.record({
    kind: fc.constant("hugeString" as const),
    at: fc.nat(),
    unit: fc.constantFrom("x", "é", "😀", "<b>", " ", "\u0301"),
    length: fc.integer({ min: 5_000, max: 60_000 }),
  }),
  // Most grown lists are long, some very long: a list of 400 copies of a list item or of a module.
  fc.record({
    kind: fc.constant("hugeArray" as const),
    at: fc.nat(),
    length: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 20, max: 60 }) }, { weight: 1, arbitrary: fc.integer({ min: 61, max: 400 }) }),
  }),
  fc.record({ kind: fc.constant("extraField" as const), at: fc.nat(), key: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "packageType", "sortId")), value: smallValue }),
  fc.record({ kind: fc.constant("typeCode" as const), at: fc.nat(), value: fc.constantFrom(...UNKNOWN_CODES) }),
);

/** JSON held in a string (an object or a list): mutated inside, then written back as a string. */
function nestedJson(value: string): Json | undefined {
  const start = value.trimStart()[0];
  if (start !== "{" && start !== "[") return undefined;
  try {
    return JSON.parse(value) as Json;
  } catch {
    return undefined;
  }
}

/** Every place of the document: paths to each value (the root included), descending into JSON strings. */
function places(root: Json): Path[] {
  const found: Path[] = [];
  const walk = (value: Json, path: Path) => {
    found.push(path);
    const inner = typeof value === "string" ? nestedJson(value) : value;
    if (Array.isArray(inner)) inner.forEach((item, index) => walk(item, [...path, index]));
    else if (inner && typeof inner === "object") for (const [key, item] of Object.entries(inner)) walk(item, [...path, key]);
  };
  walk(root, []);
  return found;
}

/** Applies `change` to the value at `path` (returning the new value, or undefined to remove it), writing JSON strings back. */
function update(root: Json, path: Path, change: (value: Json) => Json | undefined): Json {
  const apply = (value: Json, rest: Path): Json | undefined => {
    if (rest.length === 0) return change(value);
    const nested = typeof value === "string" ? nestedJson(value) : undefined;
    const container = (nested ?? value) as Json;
    const [head, ...tail] = rest;
    let next: Json;
    if (Array.isArray(container)) {
      const copy = [...container];
      const item = apply(copy[head as number]!, tail);
      if (item === undefined) copy.splice(head as number, 1);
      else copy[head as number] = item;
      next = copy;
    } else {
      const copy = { ...(container as Record<string, Json>) };
      const item = apply(copy[head as string]!, tail);
      if (item === undefined) delete copy[head as string];
      else copy[head as string] = item;
      next = copy;
    }
    return nested === undefined ? next : JSON.stringify(next);
  };
  return apply(root, path) ?? null;
}

const isTypeCodePath = (path: Path) => path[path.length - 1] === "packageType" || path.includes("packageTypeList");

/** The document with the mutations applied in turn. */
export function mutate(document: unknown, mutations: Mutation[]): unknown {
  let doc = JSON.parse(JSON.stringify(document)) as Json;
  for (const m of mutations) {
    // The document itself stays an object: an answer that is not one at all is the fault matrix's "wrong shape".
    const all = places(doc).filter((path) => path.length > 0);
    const candidates = m.kind === "typeCode" ? all.filter(isTypeCodePath) : all;
    const path = (candidates.length > 0 ? candidates : all)[m.at % (candidates.length || all.length)]!;
    doc = update(doc, path, (value) => {
      switch (m.kind) {
        case "null":
          return null;
        case "delete":
          return path.length === 0 ? null : undefined;
        case "replace":
        case "typeCode":
          return m.value;
        case "hugeString":
          return m.unit.repeat(Math.ceil(m.length / m.unit.length));
        case "hugeArray": {
          const items = Array.isArray(value) && value.length > 0 ? value : [value];
          return Array.from({ length: m.length }, (_, index) => items[index % items.length]!);
        }
        case "extraField":
          return value && typeof value === "object" && !Array.isArray(value) ? { ...value, [m.key]: m.value } : value;
      }
    });
  }
  return doc;
}

/** One to four mutations: most cases break one thing, some break several at once. */
export const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 });
