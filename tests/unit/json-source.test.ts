import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findSyntaxError, lineAndColumn, parseJsonSource } from "~schemas/rules/json-source";

const failure = (text: string) => {
  const result = parseJsonSource(text);
  if (result.ok) throw new Error(`expected a syntax error in ${JSON.stringify(text)}`);
  return { line: result.line, column: result.column, message: result.message };
};

describe("parseJsonSource", () => {
  it("parses valid JSON, a leading byte order mark included", () => {
    expect(parseJsonSource('{"a": [1, 2.5e3, "x", true, null]}')).toEqual({ ok: true, value: { a: [1, 2500, "x", true, null] } });
    expect(parseJsonSource('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ['{\n  "a": 1,\n  "b": 2,\n}', 4, 1, "a comma before '}'"],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "expected ',' or '}' after a property value"],
    ['{\n  a: 1\n}', 2, 3, "expected a property name in double quotes"],
    ["{\"a\": 'x'}", 1, 7, "strings and names take double quotes"],
    ['[1, 2,]', 1, 7, "a comma before ']'"],
    ['[1 2]', 1, 4, "expected ',' or ']'"],
    ['{"a": "line\nbreak"}', 1, 12, "line break or control character inside a string"],
    ['{"a": "never closed}', 1, 7, "this string is never closed"],
    ['{"a": [1, {"b": 2}', 1, 19, "the JSON ends before the '[' at line 1, column 7 is closed"],
    ['{"a": 1} x', 1, 10, "after the end of the JSON value"],
    ['{"a": tru}', 1, 7, "expected a value"],
    ['{"a": -}', 1, 7, "invalid number"],
    ['{"a": "\\x"}', 1, 8, "invalid escape \\x"],
    ["   ", 1, 4, "the text is empty"],
  ])("reports %j at line %i, column %i", (text, line, column, message) => {
    const error = failure(text);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.message).toContain(message);
  });

  it("survives a megabyte of unclosed brackets (no recursion)", () => {
    const error = failure("[".repeat(1_000_000));
    expect(error.line).toBe(1);
    expect(error.message).toContain("ends before the '['");
  });

  it("finds no error in any valid fixture (the scanner agrees with JSON.parse)", () => {
    const dir = path.resolve(__dirname, "../../fixtures/templates");
    const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(findSyntaxError(readFileSync(path.join(dir, file), "utf8")), file).toBeNull();
  });

  it("counts lines by \\n and columns from 1", () => {
    expect(lineAndColumn("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab\ncd\nef", 6)).toEqual({ line: 3, column: 1 });
  });
});
