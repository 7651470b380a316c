// knip (dead code) in `npm run validate` (decision 016). What it starts from, and what it must not
// report, each with its reason.
const config = {
  entry: [
    // Remix's routes, root and entries come from knip's Remix plugin, server.mjs from package.json.
    // Scripts run by npm scripts, by `node scripts/run-ts.mjs <file>` (bench, catalogue reports) or by hand:
    "scripts/**/*.{mjs,ts}",
    // Test helpers started as separate processes (tests/concurrency spawns burst-worker.ts):
    "tests/**/*.{ts,mjs}",
    "e2e/**/*.ts",
    // The worker pool's thread entry, bundled by scripts/build-heavy-worker.mjs (decision 026).
    "app/workers/heavy.worker.ts",
  ],
  project: [
    "app/**/*.{ts,tsx,css}",
    "db/**/*.ts",
    "server/**/*.{js,mjs,ts}",
    "scripts/**/*.{mjs,ts}",
    "tests/**/*.{ts,mjs}",
    "e2e/**/*.ts",
    "*.{ts,mjs,js}",
  ],
  // Exports nothing imports, found when knip was added (2026-11-26): dead functions and types in
  // files other work is changing. Each file leaves this list when its dead exports are removed
  // (or used); every other file is checked. Do not add files here: remove the export instead.
  ignoreIssues: {
    "app/models/account.server.ts": ["types"],
    "app/models/admin-auth.server.ts": ["exports"],
    "app/models/admin-users.server.ts": ["types"],
    "app/models/ai-usage.server.ts": ["exports"],
    "app/models/journey.server.ts": ["exports"],
    "app/models/person-context.server.ts": ["types"],
    "app/models/session.server.ts": ["exports"],
    "app/models/sign-up-limit.server.ts": ["exports"],
    "app/modules/admin/login-schema.ts": ["types"],
    "app/modules/ai/engine.server.ts": ["exports"],
    "app/modules/business/client-schema.ts": ["types"],
    "app/modules/business/revenue-report.ts": ["exports"],
    "app/modules/discovery/catalogue-schema.ts": ["types"],
    "app/modules/economics/payload.ts": ["types"],
    "app/modules/language/pt-text.ts": ["exports"],
    "app/modules/partners/frame-machine.ts": ["exports"],
    "app/modules/partners/partners.ts": ["exports"],
    "app/modules/spreadsheet/file-check.ts": ["types"],
    "app/utils/profile-form.server.ts": ["types"],
    "app/utils/session.server.ts": ["exports"],
    "server/security.js": ["exports"],
  },
  ignoreDependencies: [
    // TTF files copied from these packages into app/assets/fonts (decision 030); no code imports them.
    "@expo-google-fonts/inter",
    "@expo-google-fonts/poppins",
    // tests/patches.test.ts reads the patched copy of this dependency of @remix-run/react.
    "@remix-run/router",
    // Unused since the ESLint config moved to typescript-eslint's own presets; removing it changes
    // the lockfile, so it goes with the next dependency change.
    "@eslint/js",
  ],
  // An export also used in its own file is part of that module's interface (tests import many of them).
  ignoreExportsUsedInFile: true,
  // scripts/container/podman.mjs runs the system's podman, installed by .ci/run when needed.
  ignoreBinaries: ["podman"],
};

export default config;
