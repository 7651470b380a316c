import type { z } from "zod";
import type { QuotaExceededError } from "~/models/ai-usage.server";

/** Helpers for the JSON resource routes (`app/routes/api.*.ts`). */

export const JSON_BODY_LIMIT = 64 * 1024;

export function jsonError(message: string, status = 400, extra: Record<string, unknown> = {}) {
  return Response.json({ ...extra, message }, { status, headers: { "Cache-Control": "no-store" } });
}

export function jsonOk(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The loader of an API route that only takes other methods: GET (and HEAD) answer 405 with
 * Allow instead of Remix's 400 for a resource route without a loader.
 */
export function methodNotAllowed(...methods: string[]) {
  return async function loader(): Promise<Response> {
    return Response.json(
      { message: "Método não permitido." },
      { status: 405, headers: { Allow: methods.join(", "), "Cache-Control": "no-store" } },
    );
  };
}

export function requireMethod(request: Request, ...methods: string[]) {
  if (!methods.includes(request.method.toUpperCase())) {
    const response = jsonError("Método não permitido.", 405);
    response.headers.set("Allow", methods.join(", "));
    throw response;
  }
}

/**
 * The request body as parsed JSON (an empty body is `{}`), or a thrown 405/400/413 with a pt-BR
 * message: wrong method, not JSON, over 64 KB, or unparsable.
 */
export async function readJsonBody(request: Request, allowed: readonly string[] = ["POST"]): Promise<unknown> {
  requireMethod(request, ...allowed);
  if (Number(request.headers.get("Content-Length") ?? 0) > JSON_BODY_LIMIT) {
    throw jsonError("Corpo da requisição grande demais.", 413);
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT) throw jsonError("Corpo da requisição grande demais.", 413);
  if (!text.trim()) return {};
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    throw jsonError("O corpo da requisição deve ser JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError("JSON inválido no corpo da requisição.");
  }
}

/** readJsonBody plus validation with a zod schema; the first issue's message becomes the 400. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await readJsonBody(request, [request.method.toUpperCase()]);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw jsonError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  return parsed.data;
}

/** Retry-After for a refused AI call (seconds until the allowance comes back). */
export function retryAfterHeaders(error: QuotaExceededError) {
  return { "Retry-After": String(error.retryAfterSeconds) };
}

/** 429 with the pt-BR message and Retry-After. */
export function quotaError(error: QuotaExceededError) {
  return Response.json({ message: error.message }, { status: 429, headers: { "Cache-Control": "no-store", ...retryAfterHeaders(error) } });
}
