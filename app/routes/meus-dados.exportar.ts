import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccountData } from "~/models/account.server";
import { requireUser } from "~/utils/session.server";

// Read-only: a GET that downloads, never changes anything.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const data = await exportAccountData(user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
