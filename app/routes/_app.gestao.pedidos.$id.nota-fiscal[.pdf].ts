import type { LoaderFunctionArgs } from "@remix-run/node";
import { readOrderInvoicePdf } from "~/models/order-invoices.server";
import { requireUser } from "~/utils/session.server";

/** GET /gestao/pedidos/{id}/nota-fiscal.pdf — the kept DANFSe, for its owner only (decision 033). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pdf = await readOrderInvoicePdf(user.id, params.id ?? "");
  if (!pdf) throw new Response("Nota fiscal não encontrada.", { status: 404 });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.name}"`,
      "Content-Length": String(pdf.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
