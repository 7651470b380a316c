import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { closeDatabase, prepareDatabase as openDatabase } from "#db/client.server";
import { ensureAdminFromEnv } from "~/models/admin-auth.server";
import { getEnv } from "~/utils/env.server";
import { NonceProvider, nonceFromContext } from "~/utils/nonce";
import { logRenderTimeout, renderTimeoutMs, renderTimeoutResponse } from "~/utils/render-timeout.server";

// Validate configuration when the build is imported, not on the first request: a wrong variable
// stops the process with a clear message (server.mjs prints it).
getEnv();

/**
 * server.mjs awaits this before listening: the database is opened, migrated and seeded (over the
 * network on a libSQL server), and ADMIN_EMAIL + ADMIN_PASSWORD make sure of that administrator.
 */
export async function prepareDatabase({ adminFromEnv: ensureAdmin = true } = {}) {
  await openDatabase();
  // `npm run admin:create` writes only the account it names: its ADMIN_PASSWORD (a way to keep a
  // password out of the shell history) must not become the password of the ADMIN_EMAIL admin.
  if (!ensureAdmin) return;
  const adminFromEnv = await ensureAdminFromEnv();
  if (adminFromEnv === "created" || adminFromEnv === "updated") {
    console.log(
      `Administrador ${getEnv().ADMIN_EMAIL} ${adminFromEnv === "created" ? "criado" : "atualizado"} a partir de ADMIN_EMAIL/ADMIN_PASSWORD.`,
    );
  }
}

// server.mjs reads the parsed environment (one schema for the app and the server) and closes the
// database on shutdown; scripts/admin-create.mjs runs the one admin writer.
export { closeDatabase, getEnv };
export { adminAccountProblem, upsertAdminAccount } from "~/models/admin-accounts.server";

/** If-None-Match against an ETag, by the weak comparison (RFC 9110 §13.1.2): `*`, or one of the listed tags. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script (React's, Remix's, ours) carries the nonce of this response's CSP.
  // A page whose route set an ETag (the public shop, decision 028) answers 304 when the browser or a
  // cache already holds that version: nothing is rendered or sent.
  // The tag also names this build, whose scripts the page links to; a response that sets a cookie
  // (a toast) is never answered from the cache.
  const routeEtag = responseHeaders.get("ETag");
  if (routeEtag) {
    const etag = routeEtag.replace(/"$/, `-${remixContext.manifest.version}"`);
    responseHeaders.set("ETag", etag);
    if (responseStatusCode === 200 && !responseHeaders.has("Set-Cookie") && etagMatches(request.headers.get("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  const nonce = nonceFromContext(loadContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const limitMs = renderTimeoutMs();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let finished = false;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={limitMs} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // A page fully sent is not cut, and its timer is not left behind.
          body.once("finish", () => {
            finished = true;
            clearTimeout(timer);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          // After a timeout the 503 page has already answered.
          if (!timedOut) reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // The render's time limit (app/utils/render-timeout.server.ts): logged with path and duration;
    // a page not yet started answers 503 (React settles nothing on its own when aborting an unfinished shell).
    timer = setTimeout(() => {
      if (finished) return;
      timedOut = true;
      logRenderTimeout(request, performance.now() - started, shellRendered);
      if (!shellRendered) resolve(renderTimeoutResponse(request));
      abort();
    }, limitMs);
  });
}
