import { databaseAnswers } from "~/models/health.server";

export async function loader() {
  if (await databaseAnswers()) return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
}
