import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "test-results/**", "bench-results/**", ".cache/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // The layers (docs/architecture.md): app -> modules -> schemas, each importing only the
    // ones below it. server/ is the Node host (logger, preview access), used by app only;
    // scripts and tests may import any layer.
    files: ["app/**", "modules/**", "schemas/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/include": ["app/**", "modules/**", "schemas/**", "server/**"],
      "boundaries/elements": [
        { type: "app", pattern: "app/**", partialMatch: false },
        { type: "modules", pattern: "modules/**", partialMatch: false },
        { type: "schemas", pattern: "schemas/**", partialMatch: false },
        { type: "server", pattern: "server/**", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.type}}/ may not import {{to.type}}/: layers import only downwards (app -> modules -> schemas); pass what a lower layer needs in (docs/architecture.md)",
          policies: [
            { from: { element: { type: "app" } }, allow: { to: { element: { types: { anyOf: ["app", "modules", "schemas", "server"] } } } } },
            { from: { element: { type: "modules" } }, allow: { to: { element: { types: { anyOf: ["modules", "schemas"] } } } } },
            { from: { element: { type: "schemas" } }, allow: { to: { element: { type: "schemas" } } } },
          ],
        },
      ],
    },
  },
  {
    // Code that reaches the browser: zod schemas and server-only modules stay out of the client
    // bundle. From schemas/ it takes the pure rules and the plain-data tables at run time, and
    // only types from the rest.
    files: ["app/**/*.{ts,tsx}", "modules/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "app/entry.server.tsx", "app/routes/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~schemas/(?!rules/|module-codes$|detail-sections$)",
              allowTypeImports: true,
              message: "Client code may import only types from schemas/ outside schemas/rules/ and the code tables (zod stays on the server).",
            },
            { group: ["zod", "sanitize-html"], allowTypeImports: true, message: "Server-only library: import its types only." },
          ],
        },
      ],
    },
  },
  {
    // The pure rules reach the browser: no zod, no React, no I/O.
    files: ["schemas/rules/**/*.ts"],
    ignores: ["**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["zod", "react", "react-dom", "node:*", "@remix-run/*"], allowTypeImports: true, message: "schemas/rules/ holds pure rules: no zod, React or I/O." }] },
      ],
    },
  },
);
