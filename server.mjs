import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import { runPrimary, workerCount } from "./server/cluster.js";
import { requestLog } from "./server/request-log.js";
import {
  answerMethodsItDoesNotTake,
  createSecurityHeaders,
  frameOrigins,
  limitRequestBodies,
  privateWhenPersonal,
  refuseLimitedAddresses,
  rejectCrossSiteWrites,
} from "./server/security.js";

const here = path.dirname(fileURLToPath(import.meta.url));
if (!process.env.NODE_ENV) {
  // `npm start` on a fresh clone: a production build, and demo sign-in allowed unless Google is
  // configured — and only while no account signed in with Google exists ("auto", decision 015).
  // An operator who sets NODE_ENV=production must opt in with ALLOW_DEMO_LOGIN=true.
  process.env.NODE_ENV = "production";
  process.env.ALLOW_DEMO_LOGIN ??= "auto";
}

let build;
try {
  // Importing the build validates the environment; then the database is opened, migrated and
  // seeded (over the network on a libSQL server) before anything listens.
  build = await import(pathToFileURL(path.join(here, "build/index.js")).href);
  await build.entry.module.prepareDatabase();
} catch (error) {
  if (error?.name === "EnvError") {
    console.error(error.message);
  } else if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("build/index.js")) {
    console.error("Build não encontrado: rode `npm run build` (ou `npm start`, que já faz o build).");
  } else {
    console.error(error);
  }
  process.exit(1);
}

// The environment as the app's schema parsed and checked it when the build was imported
// (app/utils/env.server.ts): the server reads no variable of its own.
const env = build.entry.module.getEnv();
const port = env.PORT;
const host = env.HOST;
const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
const workers = workerCount(env);

if (cluster.isPrimary && workers > 1) {
  // The configuration was validated and the database migrated once above; the workers open
  // their own connections (server/cluster.js).
  await build.entry.module.closeDatabase();
  runPrimary({ count: workers, describeAddress: () => address });
} else {
  serve({ announce: cluster.isPrimary });
}

function serve({ announce }) {
  // How long a SIGTERM/SIGINT waits for in-flight requests before giving up (exit 1). Below
  // Docker's 10 s grace period, so the database is still closed by us, not by SIGKILL.
  const SHUTDOWN_DEADLINE_MS = 8_000;
  let shuttingDown = false;

  const app = express();
  app.disable("x-powered-by");
  // While shutting down, answers ask keep-alive clients to reconnect elsewhere, and a connection
  // whose response has just finished is closed as soon as it is idle.
  app.use((req, res, next) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (shuttingDown) setImmediate(() => server.closeIdleConnections());
    });
    next();
  });
  if (env.TRUST_PROXY) app.set("trust proxy", 1);
  app.use(compression());
  // frame-src: only the partner tools and test pages configured in the environment.
  app.use(createSecurityHeaders({ frameOrigins: frameOrigins(env), adsTag: Boolean(env.ADS_TAG_ID) }));
  // TRACE and other methods: 405 with Allow; OPTIONS: 204 with Allow, no loader runs.
  app.use(answerMethodsItDoesNotTake);
  // Fingerprinted assets never change under the same name.
  app.use("/build", express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
  // One log line per request and a Server-Timing header; fingerprinted files served from /build
  // above are not logged (a missing one falls through and is).
  app.use(requestLog());
  // Only paths that name a file (an extension in the last segment) are looked up in public/:
  // pages and APIs skip the disk lookup that would otherwise precede every one of them.
  const publicFiles = express.static(path.join(here, "public"), { maxAge: "1h" });
  app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(rejectCrossSiteWrites, limitRequestBodies, privateWhenPersonal);
  // An address over its admin sign-in limit is answered here until its window ends (no app work).
  app.use(refuseLimitedAddresses());
  // The client address reaches loaders and actions as context.ip (admin security log).
  app.all(
    "*",
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Remix's handler catches its own errors and passes them to next()
    createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: (req, res) => ({ ip: req.ip, cspNonce: res.locals.cspNonce }) }),
  );

  const server = app.listen(port, host, () => {
    if (announce) console.log(`Servidor pronto em ${address}`);
  });

  function shutdown(signal) {
    if (shuttingDown) return;
    shuttingDown = true;
    const who = cluster.isWorker ? `[processo ${process.pid}] ` : "";
    console.log(`${who}${signal} recebido: encerrando (sem novas conexões; aguardando as requisições em andamento)…`);
    const closeDatabase = async () => {
      try {
        // Embedded: checkpoints the WAL into the database file and removes it (the last
        // connection does). libSQL server: closes the client.
        await build.entry?.module?.closeDatabase?.();
        return true;
      } catch (error) {
        console.error("Falha ao fechar o banco de dados", error);
        return false;
      }
    };
    // Stop listening; the callback runs when the last connection has closed.
    server.close(() => {
      void closeDatabase().then((closed) => {
        console.log(`${who}${closed ? "Encerrado." : "Encerrado com erro ao fechar o banco."}`);
        process.exit(closed ? 0 : 1);
      });
    });
    // Keep-alive connections with no request in progress are closed now; the busy ones when
    // their response has been sent (middleware above).
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`${who}Requisições ainda em andamento após ${SHUTDOWN_DEADLINE_MS / 1000} s: encerrando à força.`);
      server.closeAllConnections();
      void closeDatabase().then(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
