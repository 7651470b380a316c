import http from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer: a text reply, an HTTP error, or a reply that arrives late. */
export type FakeReply = { text?: string; status?: number; delayMs?: number };

/**
 * A fake Gemini REST endpoint on 127.0.0.1 (STACK-NOTES 11). Replies are taken from a queue;
 * when it is empty the fallback reply is used. Every request body is kept for assertions.
 */
export async function startGeminiFake(fallback: FakeReply = { text: "ok" }) {
  const queue: FakeReply[] = [];
  const requests: Array<{ url: string; body: any; apiKey: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", body: raw ? JSON.parse(raw) : null, apiKey: req.headers["x-goog-api-key"] as string | undefined });
      const reply = queue.shift() ?? fallback;
      const send = () => {
        if (res.destroyed) return;
        if (reply.status && reply.status >= 400) {
          res.writeHead(reply.status, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { code: reply.status, message: "fake error", status: "UNAVAILABLE" } }));
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            candidates: [{ content: { role: "model", parts: [{ text: reply.text ?? "" }] }, finishReason: "STOP", index: 0 }],
            usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies: FakeReply[]) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
