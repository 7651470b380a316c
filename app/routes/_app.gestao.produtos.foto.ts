import type { ActionFunctionArgs } from "@remix-run/node";
import { getProduct } from "~/models/business-products.server";
import { deleteProductPhoto, saveProductPhoto } from "~/models/product-photos.server";
import { notFound } from "~/utils/gestao.server";
import { oneUploadAtATime, PhotoProblem, readPhotoUpload, reencodeProductPhoto } from "~/utils/product-photo.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * POST /gestao/produtos/foto?produto={id} — a product's photo (multipart field "foto"), or
 * `intent=remover` (a plain form) to take it off. Answers with a redirect to the product and a
 * toast, so it works the same with and without JavaScript (the form posts as a document).
 * Its own path so server/security.js can allow this one body up to 5 MB.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const productId = new URL(request.url).searchParams.get("produto") ?? "";
  if (!(await getProduct(user.id, productId))) notFound("Produto");
  const back = `/gestao/produtos/${productId}`;
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get("Content-Type") ?? "")) {
    const form = await request.formData();
    if (form.get("intent") !== "remover")
      return redirectWithToast(request, back, { title: "Nada a fazer", type: "destructive" }, { status: 303 });
    await deleteProductPhoto(user.id, productId);
    return redirectWithToast(request, back, { title: "Foto removida", type: "success" }, { status: 303 });
  }
  try {
    const version = await oneUploadAtATime(user.id, async () => {
      const photo = await reencodeProductPhoto(await readPhotoUpload(request, "foto"));
      return saveProductPhoto(user.id, productId, photo);
    });
    if (version === null) notFound("Produto");
    return redirectWithToast(
      request,
      back,
      { title: "Foto salva", description: "Ela aparece na sua loja.", type: "success" },
      { status: 303 },
    );
  } catch (error) {
    if (!(error instanceof PhotoProblem)) throw error;
    return redirectWithToast(
      request,
      back,
      { title: "Foto não enviada", description: error.message, type: "destructive" },
      { status: 303 },
    );
  }
}

export async function loader() {
  throw new Response("Página não encontrada.", { status: 404 });
}
