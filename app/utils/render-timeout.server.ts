/**
 * The page render's time limit (decision 026 item 7). A render still unfinished when it passes —
 * typically because the event loop was blocked, or a component waits for data that never comes —
 * is stopped, logged with its path and duration, and answered 503 with a short error page and
 * Retry-After, never a hung request or a 500 without a log line. (React 18 calls neither
 * onShellError nor onError when abort() finds the shell unfinished: without this the response
 * never settles.) When the page had already started streaming, its status is sent: the cut is
 * logged all the same.
 */

/** How long a page may take to render (React's abortDelay for deferred data, and the cut-off). */
export const RENDER_TIMEOUT_MS = 5_000;

let timeoutMs = RENDER_TIMEOUT_MS;
/** Tests shorten the limit; `undefined` restores it. */
export function setRenderTimeoutForTests(ms: number | undefined) {
  timeoutMs = ms ?? RENDER_TIMEOUT_MS;
}
export function renderTimeoutMs() {
  return timeoutMs;
}

/** One JSON line on stderr, like the slow-query log: the path only (no query string: it may hold personal data). */
export function logRenderTimeout(request: Request, durationMs: number, streaming: boolean) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "render timeout",
      method: request.method,
      path: new URL(request.url).pathname,
      durationMs: Math.round(durationMs),
      limitMs: timeoutMs,
      status: streaming ? "cut while streaming" : 503,
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained error page: no script, no stylesheet, readable on any phone. */
export function renderTimeoutResponse(request: Request): Response {
  const url = new URL(request.url);
  const again = escapeHtml(url.pathname + url.search);
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Servidor ocupado | Empreenda Aí</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5">
<h1 style="font-size:1.5rem">Erro 503: a página demorou demais</h1>
<p>O servidor está ocupado agora e não conseguiu montar esta página a tempo. Nada do que você fez se perdeu.</p>
<p><a href="${again}" style="color:#1a52a8;font-weight:600">Tentar de novo</a> em alguns segundos, ou <a href="/" style="color:#1a52a8">voltar ao início</a>.</p>
</body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
  });
}
