import { upsertAdminAccount } from "~/models/admin-accounts.server";
import { action as apiLogin } from "~/routes/api.admin.login";
import { BASE, routeArgs } from "./request-helpers";

export const ADMIN_PASSWORD = "senha-de-teste-segura";

/** Creates an admin with a unique e-mail. */
export async function createAdmin(email = `adm-${crypto.randomUUID()}@example.com`, password = ADMIN_PASSWORD) {
  await upsertAdminAccount({ email, password });
  return { email, password };
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "vitest-agent", ...headers },
    body: JSON.stringify(body),
  });
}

export async function apiLoginResponse(email: string, password: string) {
  return (await apiLogin(routeArgs(jsonRequest("/api/admin/login", { email, password })))) as Response;
}

/** Signs in through POST /api/admin/login and returns the bearer token. */
export async function adminToken(email: string, password = ADMIN_PASSWORD) {
  const response = await apiLoginResponse(email, password);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, { headers });
}

/** Runs a loader/action and returns its Response, whether returned or thrown. */
export async function responseOf(work: () => Promise<unknown>): Promise<Response> {
  try {
    const value = await work();
    if (value instanceof Response) return value;
    throw new Error(`expected a Response, got ${JSON.stringify(value)?.slice(0, 200)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
