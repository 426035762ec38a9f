/**
 * Parses JSON typed or pasted by a person and, when it is malformed, says where (line and
 * column, 1-based) and what was expected. JSON.parse does the parsing; its error messages
 * differ between engines and often have no position, so a small scanner finds the first
 * error itself. The scanner keeps its own stack (no recursion): a megabyte of "[[[[" must
 * not overflow the call stack.
 */
export type JsonSyntaxError = { message: string; line: number; column: number; offset: number };
export type JsonSource = { ok: true; value: unknown } | ({ ok: false } & JsonSyntaxError);

export function parseJsonSource(source: string): JsonSource {
  // A byte order mark from an uploaded file is not part of the JSON.
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const found = findSyntaxError(text) ?? {
      offset: 0,
      message: error instanceof Error ? error.message : String(error),
    };
    return { ok: false, ...found, ...lineAndColumn(text, found.offset) };
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

type State = "value" | "firstValueOrEnd" | "firstKeyOrEnd" | "key" | "colon" | "afterValue";
type Found = { offset: number; message: string };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ["true", "false", "null"];
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

function describe(char: string | undefined): string {
  if (char === undefined) return "the end of the text";
  if (char === "'") return "' (strings and names take double quotes)";
  return char < " " ? JSON.stringify(char) : `'${char}'`;
}

/** The first syntax error in `text`, or null when it is valid JSON. */
export function findSyntaxError(text: string): Found | null {
  const open: { char: "[" | "{"; offset: number }[] = [];
  let state: State = "value";
  let afterComma = false;
  let at = 0;

  const skipSpace = () => {
    while (at < text.length && " \t\n\r".includes(text[at]!)) at++;
  };

  /** Scans a string starting at its opening quote; returns an error or moves past it. */
  const string = (): Found | null => {
    const start = at++;
    while (at < text.length) {
      const char = text[at]!;
      if (char === '"') {
        at++;
        return null;
      }
      if (char === "\\") {
        const next = text[at + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) return { offset: at, message: "\\u must be followed by four hex digits" };
          at += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) return { offset: at, message: `invalid escape \\${next ?? ""} in a string` };
        at += 2;
        continue;
      }
      if (char < " ") {
        return { offset: at, message: "a line break or control character inside a string (write it as \\n, or close the string)" };
      }
      at++;
    }
    return { offset: start, message: "this string is never closed (a \" is missing)" };
  };

  for (;;) {
    skipSpace();
    const char = text[at];
    const unexpected = (expected: string): Found => ({ offset: at, message: `expected ${expected}, found ${describe(char)}` });

    if (state === "afterValue") {
      const top = open[open.length - 1];
      if (!top) return char === undefined ? null : { offset: at, message: `unexpected ${describe(char)} after the end of the JSON value` };
      if (char === ",") {
        at++;
        afterComma = true;
        state = top.char === "[" ? "value" : "key";
        continue;
      }
      if (char === (top.char === "[" ? "]" : "}")) {
        at++;
        open.pop();
        continue;
      }
      if (char === undefined) return unclosed(text, top);
      return unexpected(top.char === "[" ? "',' or ']' after a list item" : "',' or '}' after a property value");
    }

    if (char === undefined) {
      const top = open[open.length - 1];
      return top ? unclosed(text, top) : { offset: at, message: text.trim() === "" ? "the text is empty" : "the JSON ends too early" };
    }

    if (state === "firstValueOrEnd" && char === "]") {
      at++;
      open.pop();
      state = "afterValue";
      continue;
    }
    if (state === "firstKeyOrEnd" && char === "}") {
      at++;
      open.pop();
      state = "afterValue";
      continue;
    }

    if (state === "firstKeyOrEnd" || state === "key") {
      if (char !== '"') {
        if (afterComma && char === "}") return { offset: at, message: "a comma before '}' (JSON allows no trailing comma)" };
        return unexpected("a property name in double quotes");
      }
      const error = string();
      if (error) return error;
      state = "colon";
      continue;
    }

    if (state === "colon") {
      if (char !== ":") return unexpected("':' after the property name");
      at++;
      state = "value";
      continue;
    }

    // A value.
    if (afterComma && char === "]") return { offset: at, message: "a comma before ']' (JSON allows no trailing comma)" };
    afterComma = false;
    if (char === "{" || char === "[") {
      open.push({ char, offset: at });
      at++;
      state = char === "[" ? "firstValueOrEnd" : "firstKeyOrEnd";
      continue;
    }
    if (char === '"') {
      const error = string();
      if (error) return error;
      state = "afterValue";
      continue;
    }
    if (char === "-" || (char >= "0" && char <= "9")) {
      NUMBER.lastIndex = at;
      const number = NUMBER.exec(text);
      if (!number) return { offset: at, message: "invalid number" };
      at += number[0].length;
      state = "afterValue";
      continue;
    }
    const literal = LITERALS.find((word) => text.startsWith(word, at));
    if (literal) {
      at += literal.length;
      state = "afterValue";
      continue;
    }
    return unexpected("a value (an object, list, string, number, true, false or null)");
  }
}

function unclosed(text: string, top: { char: "[" | "{"; offset: number }): Found {
  const { line, column } = lineAndColumn(text, top.offset);
  return {
    offset: text.length,
    message: `the JSON ends before the '${top.char}' at line ${line}, column ${column} is closed (a '${top.char === "[" ? "]" : "}"}' is missing)`,
  };
}
