import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder } from "~/models/business-order-lists.server";
import { saveOrderInvoice } from "~/models/order-invoices.server";
import { notFound } from "~/utils/gestao.server";
import { readNfsePdfUpload } from "~/utils/nfse-pdf.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * POST /gestao/nota-fiscal/pdf?pedido={id} — the DANFSe (multipart field "pdf") kept with the
 * order (decision 033). Answers with a redirect to the assistant and a toast, with and without
 * JavaScript. Its own fixed path so server/security.js can allow this one body up to 2 MB.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const orderId = new URL(request.url).searchParams.get("pedido") ?? "";
  if (!(await getOrder(user.id, orderId))) notFound("Pedido");
  const back = `/gestao/pedidos/${orderId}/nota-fiscal`;
  const upload = await readNfsePdfUpload(request);
  if (!upload.ok)
    return redirectWithToast(
      request,
      back,
      { title: "PDF não enviado", description: upload.message, type: "destructive" },
      { status: 303 },
    );
  if (!(await saveOrderInvoice(user.id, orderId, { pdf: upload.bytes, pdfName: upload.name }))) notFound("Pedido");
  return redirectWithToast(request, back, { title: "PDF da nota guardado", type: "success" }, { status: 303 });
}

export async function loader() {
  throw new Response("Página não encontrada.", { status: 404 });
}
