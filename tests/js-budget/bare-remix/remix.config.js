// The floor of the JavaScript budget (tests/js-budget.test.ts): a bare Remix v2 app built with the
// same packages and future flags as the product, one root and one index route, default entries.
// REMIX_OUT_DIR points the build at a scratch folder (the test builds it on every run).
// JS_BUDGET_PROBE=1 adds /probe, a page that ships zod, to prove the test catches it.
const out = process.env.REMIX_OUT_DIR;
const probe = process.env.JS_BUDGET_PROBE === "1";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  routes: async (defineRoutes) => (probe ? defineRoutes((route) => route("probe", "probe.tsx")) : {}),
  ...(out
    ? { assetsBuildDirectory: `${out}/public/build`, serverBuildPath: `${out}/build/index.js`, cacheDirectory: `${out}/.cache` }
    : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
