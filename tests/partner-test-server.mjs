// Local stand-in for the partner tools in end-to-end tests (no internet). Started by
// playwright.config.ts on 127.0.0.1:$E2E_PARTNER_PORT (default 3298).
//   /ok.html            a page that loads
//   /never              never answers (the socket stays open)
//   /login.html         a login page that keeps redirecting to itself (a login loop)
//   /app/{name}?email=  behaves by the e-mail it receives, so parallel tests do not interfere:
//                       'nunca' → never answers; 'terceira' → answers only the third variant
//                       (variante=3); 'loop' → sends the frame to /login.html; else a page that loads
import http from "node:http";

const port = Number(process.env.E2E_PARTNER_PORT ?? 3298);
const hanging = new Set();

function page(title, body) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;padding:1rem"><h1>${title}</h1>${body}</body></html>`;
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const html = (status, content) =>
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(content);
  const never = () => {
    hanging.add(res);
    res.on("close", () => hanging.delete(res));
  };

  if (url.pathname === "/healthz") return html(200, "ok");
  if (url.pathname === "/ok.html") return html(200, page("Parceiro de teste", "<p>Página de teste carregada.</p>"));
  if (url.pathname === "/never") return never();
  if (url.pathname === "/login.html") {
    const n = Number(url.searchParams.get("n") ?? 0);
    return html(200, page("Entrar", `<p>Login ${n}</p><script>setTimeout(() => location.replace("/login.html?n=${n + 1}"), 300)</script>`));
  }
  const app = /^\/app\/([a-z-]+)$/.exec(url.pathname);
  if (app) {
    const email = url.searchParams.get("email") ?? "";
    if (email.includes("nunca")) return never();
    if (email.includes("terceira") && url.searchParams.get("variante") !== "3") return never();
    if (email.includes("loop")) return res.writeHead(302, { Location: "/login.html" }).end();
    const params = [...url.searchParams].map(([k, v]) => `<li>${escape(k)}=${escape(v)}</li>`).join("");
    return html(
      200,
      page(
        "Parceiro de teste",
        `<p>Ferramenta ${escape(app[1])}</p><p>Olá, ${escape(url.searchParams.get("firstName") ?? "visitante")}!</p><ul>${params}</ul>`,
      ),
    );
  }
  html(404, page("Não encontrado", ""));
});

server.listen(port, "127.0.0.1", () => console.log(`Parceiros de teste em http://127.0.0.1:${port}`));

function stop() {
  for (const res of hanging) res.destroy();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
