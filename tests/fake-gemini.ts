import http from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer: text (200), or a status with an optional body; optionally after a delay. */
export type FakeGeminiReply = { text?: string; status?: number; body?: unknown; delayMs?: number };

export type FakeGeminiRequest = { method: string; path: string; model: string | null; headers: http.IncomingHttpHeaders; body: any };

/**
 * A local stand-in for the Gemini API (STACK-NOTES 11): answers
 * POST /v1beta/models/{model}:generateContent from a queue of replies (then the default reply),
 * and records every request body. Point the app at it with GEMINI_BASE_URL.
 */
export async function startFakeGemini(defaultReply: FakeGeminiReply = { text: "Resposta do Gemini falso." }) {
  const queue: FakeGeminiReply[] = [];
  const requests: FakeGeminiRequest[] = [];
  let fallback = defaultReply;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // keep the raw text
      }
      const path = req.url ?? "";
      const model = /\/models\/([^:/?]+):generateContent/.exec(path)?.[1] ?? null;
      requests.push({ method: req.method ?? "", path, model, headers: req.headers, body });
      const reply = queue.shift() ?? fallback;
      const respond = () => {
        if (req.method !== "POST" || !model) {
          res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { code: 404, message: "not found" } }));
          return;
        }
        const status = reply.status ?? 200;
        const payload =
          reply.body ??
          (status === 200
            ? {
                candidates: [{ content: { role: "model", parts: [{ text: reply.text ?? "" }] }, finishReason: "STOP", index: 0 }],
                usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
              }
            : { error: { code: status, message: `fake error ${status}`, status: "INTERNAL" } });
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));
      };
      if (reply.delayMs) setTimeout(respond, reply.delayMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Replies used, in order, before the default one. */
    enqueue(...replies: FakeGeminiReply[]) {
      queue.push(...replies);
    },
    setDefault(reply: FakeGeminiReply) {
      fallback = reply;
    },
    /** The last request's body. */
    lastBody() {
      return requests.at(-1)?.body;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = defaultReply;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
