// Plain JavaScript so server.mjs can use it without a build step; unit-tested in durable-routes.test.ts.

/**
 * Every loader and action of the server build, wrapped so that its answer — data, a redirect or a
 * thrown response — is handed to Remix only after `flushWrites()` has resolved, i.e. once every
 * write this process has made is on disk (db/commit-sync.server.ts). No route can forget it, and
 * a request that wrote nothing (and saw nothing unsynced) pays one counter read.
 * @template {{ module: Record<string, unknown> }} Route
 * @param {Record<string, Route>} routes the server build's `routes`
 * @param {() => Promise<void>} flushWrites
 * @returns {Record<string, Route>}
 */
export function withDurableWrites(routes, flushWrites) {
  const durable = (handler) =>
    async function durableHandler(args) {
      let result;
      try {
        result = await handler(args);
      } catch (thrown) {
        await flushWrites();
        throw thrown;
      }
      await flushWrites();
      return result;
    };
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => {
      const { loader, action } = route.module;
      if (typeof loader !== "function" && typeof action !== "function") return [id, route];
      const module = { ...route.module };
      if (typeof loader === "function") module.loader = durable(loader);
      if (typeof action === "function") module.action = durable(action);
      return [id, { ...route, module }];
    }),
  );
}
