import js from "@eslint/js";
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
    // Code that reaches the browser: zod schemas and server-only modules stay out of the
    // client bundle, so only their types may be imported here.
    files: ["app/**/*.{ts,tsx}", "modules/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/entry.server.tsx", "app/routes/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~schemas/*", "!~schemas/module-codes"], allowTypeImports: true, message: "Client code may import only types from schemas/ (zod stays on the server)." },
            { group: ["zod", "sanitize-html"], allowTypeImports: true, message: "Server-only library: import its types only." },
          ],
        },
      ],
    },
  },
);
