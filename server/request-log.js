// Plain JavaScript so server.mjs can use it without a build step; unit-tested in request-log.test.ts.
//
// One JSON line per request on stdout, written when the response has finished (or the client
// went away): time, method, path, status, duration. Nothing else: no query string (search terms
// and e-mails travel there), no headers, no cookies, no bodies, no client address, no user id.

/** Paths longer than this are cut (a log line must stay a line, whatever a client sends). */
const MAX_PATH_CHARS = 300;

/** The path of a request URL without its query string or fragment. */
export function pathOnly(url) {
  const raw = String(url ?? "");
  const end = raw.search(/[?#]/);
  const path = end === -1 ? raw : raw.slice(0, end);
  return path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS)}…` : path || "/";
}

const roundMs = (ms) => Math.round(ms * 10) / 10;

/**
 * @param {{ time: Date; method: string; url: string; status: number; durationMs: number; aborted?: boolean }} entry
 * @returns {string} one JSON line (no trailing newline)
 */
export function formatRequestLog({ time, method, url, status, durationMs, aborted = false }) {
  const line = { time: time.toISOString(), msg: "request", method, path: pathOnly(url), status, durationMs: roundMs(durationMs) };
  // The client closed the connection before the response was complete.
  if (aborted) line.aborted = true;
  return JSON.stringify(line);
}

/** The Server-Timing value: time spent in the app until the headers were written. */
export function serverTimingValue(durationMs) {
  return `app;dur=${roundMs(durationMs)}`;
}

/**
 * Express middleware: adds `Server-Timing: app;dur=…` just before the headers are written (so it
 * also covers streamed pages: the duration is time to first byte), and logs one line per request.
 * @param {{ log?: (line: string) => void; now?: () => number; clock?: () => Date }} [options]
 */
export function requestLog({
  log = (line) => process.stdout.write(`${line}\n`),
  now = () => performance.now(),
  clock = () => new Date(),
} = {}) {
  return function requestLogMiddleware(req, res, next) {
    const started = now();
    const url = req.originalUrl ?? req.url;
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithTiming(...args) {
      if (!res.headersSent) res.setHeader("Server-Timing", serverTimingValue(now() - started));
      return writeHead.apply(this, args);
    };
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const aborted = !res.writableFinished;
      log(formatRequestLog({ time: clock(), method: req.method, url, status: res.statusCode, durationMs: now() - started, aborted }));
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}
