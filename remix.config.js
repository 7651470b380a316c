// REMIX_OUT_DIR sends a build to a scratch folder instead of build/ and public/build/ (the
// JavaScript budget test, tests/js-budget.test.ts, builds with source maps there).
const out = process.env.REMIX_OUT_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  ...(out
    ? { assetsBuildDirectory: `${out}/public/build`, serverBuildPath: `${out}/build/index.js`, cacheDirectory: `${out}/.cache` }
    : {}),
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
