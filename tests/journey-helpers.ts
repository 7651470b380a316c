import { getDb } from "#db/client.server";
import { activeBusinesses, savedBusinesses } from "#db/schema";
import { newId, createDemoUser } from "~/models/user.server";
import { commitSessionCookie, createUserSession } from "~/utils/session.server";

/** A demo user and the Cookie header of a fresh session. */
export async function signedInUser(name = "Ana Lima") {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}-${newId()}@example.com`;
  const user = await createDemoUser({ name, email });
  const session = await createUserSession(user.id);
  const setCookie = await commitSessionCookie(new Request("http://localhost/"), session);
  return { user, cookie: setCookie.split(";")[0]! };
}

export async function giveActiveBusiness(userId: string, businessName = "Brigadeiros Gourmet") {
  const id = newId();
  const db = getDb();
  await db.insert(savedBusinesses).values({ id, userId, businessName, analysisContent: "Análise de teste" }).run();
  await db.insert(activeBusinesses).values({ userId, savedBusinessId: id }).run();
  return { id, businessName };
}

export function formRequest(url: string, cookie: string, fields: Record<string, string>) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

export function jsonRequest(url: string, cookie: string | null, body: unknown, method = "POST") {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${url}`, {
    method,
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(url: string, cookie: string | null) {
  return new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The flash toast a response sets (the cookie's signed base64 JSON). */
export function toastOf(headers: Headers): { title: string; description?: string; type: string } | null {
  const raw = headers.getSetCookie().find((c) => c.startsWith("en_toast="));
  if (!raw) return null;
  const value = decodeURIComponent(raw.slice("en_toast=".length).split(";")[0]!);
  const payload = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}

/** What a Remix `data()` result carries, for actions called directly. */
export function unwrapData<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const value = result as { type?: string; data: T; init?: ResponseInit | null };
  if (value?.type !== "DataWithResponseInit") throw new Error("Esperava um resultado de data()");
  return { data: value.data, status: value.init?.status ?? 200, headers: new Headers(value.init?.headers) };
}
