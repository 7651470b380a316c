import { getSqlite } from "#db/client.server";

export async function loader() {
  try {
    getSqlite().prepare("SELECT 1").get();
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
