/** Reading the DANFSe upload (decision 033): a multipart body with one PDF, at most 2 MB. */
import { NFSE_PDF_MAX_BYTES, NFSE_PDF_TOO_BIG, nfsePdfProblem } from "~/modules/legal/nfse";
import { readLimited } from "./read-limited.server";

/** The body the upload's path may carry: the PDF plus the multipart envelope (server/security.js). */
export const NFSE_PDF_BODY_LIMIT_BYTES = NFSE_PDF_MAX_BYTES + 64 * 1024;

/** The PDF's bytes and a safe file name, or a pt-BR message. */
export async function readNfsePdfUpload(
  request: Request,
): Promise<{ ok: true; bytes: Buffer; name: string } | { ok: false; message: string }> {
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? ""))
    return { ok: false, message: "Escolha o PDF da nota e envie pelo formulário." };
  if (Number(request.headers.get("Content-Length") ?? 0) > NFSE_PDF_BODY_LIMIT_BYTES) return { ok: false, message: NFSE_PDF_TOO_BIG };
  const raw = await readLimited(request, NFSE_PDF_BODY_LIMIT_BYTES);
  if (!raw) return { ok: false, message: NFSE_PDF_TOO_BIG };
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return { ok: false, message: "Não conseguimos ler o envio. Escolha o PDF e envie de novo." };
  }
  const file = form.get("pdf");
  if (!(file instanceof Blob)) return { ok: false, message: "Escolha o arquivo PDF da nota." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = nfsePdfProblem(bytes);
  if (problem) return { ok: false, message: problem };
  return { ok: true, bytes: Buffer.from(bytes), name: safePdfName(file instanceof File ? file.name : "") };
}

/** A file name safe for Content-Disposition: letters, digits, dot, dash and underscore; ends in .pdf. */
function safePdfName(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${base || "nota-fiscal"}.pdf`;
}
