import type { z } from "zod";

export const JSON_BODY_LIMIT = 64 * 1024;

export function jsonError(message: string, status: number) {
  return Response.json({ message }, { status });
}

/** Reads a JSON body (≤ 64 KB) and validates it; throws a 4xx JSON Response otherwise. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > JSON_BODY_LIMIT) throw jsonError("Corpo da requisição grande demais.", 413);
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT) throw jsonError("Corpo da requisição grande demais.", 413);
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw jsonError("JSON inválido no corpo da requisição.", 400);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw jsonError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  return parsed.data;
}

export function requireMethod(request: Request, ...methods: string[]) {
  if (!methods.includes(request.method.toUpperCase())) {
    throw new Response(JSON.stringify({ message: "Método não permitido." }), {
      status: 405,
      headers: { "Content-Type": "application/json", Allow: methods.join(", ") },
    });
  }
}
