// ESLint (flat config): a few rules that catch bugs a type check does not, kept small so that
// every file passes and a new warning means something. Type-aware (typescript-eslint reads the
// TypeScript program of tsconfig.eslint.json, which adds the JavaScript files to tsconfig.json's).
//   - no-floating-promises: a query or write whose promise nobody awaits (the data layer is async;
//     a forgotten await answers before the write is done, or swallows its error);
//   - no-misused-promises: an async function where a sync callback is expected (an event handler
//     returning a promise, a promise in an `if`);
//   - await-thenable: `await` on something that is not a promise (a sync call left awaited);
//   - React hooks: hooks called unconditionally, and effect dependencies complete.
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      ".cache/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
      "db/reference/",
      "**/*.d.mts",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: "./tsconfig.eslint.json", tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // Only the app has React components (elsewhere a `use…` name is not a hook: useScryptParamsForTests).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
