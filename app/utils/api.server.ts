/** Helpers for the JSON resource routes (`app/routes/api.*.ts`). */

export function jsonError(message: string, status = 400, extra: Record<string, unknown> = {}) {
  return Response.json({ ...extra, message }, { status, headers: { "Cache-Control": "no-store" } });
}

export function jsonOk(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

const MAX_BODY_BYTES = 16 * 1024;

/** The request body as parsed JSON, or a thrown 400/405/413 with a pt-BR message. */
export async function readJsonBody(request: Request, allowed: readonly string[] = ["POST"]): Promise<unknown> {
  if (!allowed.includes(request.method.toUpperCase())) {
    throw jsonError("Método não permitido.", 405);
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw jsonError("O corpo da requisição deve ser JSON (Content-Type: application/json).");
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw jsonError("Corpo da requisição grande demais.", 413);
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError("JSON inválido no corpo da requisição.");
  }
}
