/**
 * One uploaded file from a multipart form, read with a limit: request.formData() has none of its
 * own, and the server lets the import route's body reach IMPORT_BODY_LIMIT_BYTES (server/security.js)
 * so that a too-big file gets this page's message rather than the server's bare refusal.
 */
import { MAX_FILE_BYTES } from "~/modules/spreadsheet/file-check";
import { readLimited } from "~/utils/read-limited.server";

/** Matches LARGE_BODY_LIMITS of the import route in server/security.js. */
export const IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export type Upload =
  | { ok: true; fileName: string; bytes: Uint8Array; form: FormData }
  | { ok: false; status: 400 | 413; message: string; form: FormData | null };

const TOO_BIG = `Arquivo grande demais: o limite é ${MAX_FILE_BYTES / 1024 / 1024} MB. Divida a planilha em partes menores.`;

export async function readUpload(request: Request, field: string): Promise<Upload> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(type))
    return { ok: false, status: 400, message: "Escolha um arquivo .xlsx ou .csv e envie pelo formulário.", form: null };
  if (Number(request.headers.get("Content-Length") ?? 0) > IMPORT_BODY_LIMIT_BYTES)
    return { ok: false, status: 413, message: TOO_BIG, form: null };
  const raw = await readLimited(request, IMPORT_BODY_LIMIT_BYTES);
  if (!raw) return { ok: false, status: 413, message: TOO_BIG, form: null };
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, status: 400, message: "Não conseguimos ler o envio. Escolha o arquivo e envie de novo.", form: null };
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || (file.size === 0 && !(file as File).name))
    return { ok: false, status: 400, message: "Escolha um arquivo .xlsx ou .csv.", form };
  if (file.size > MAX_FILE_BYTES) return { ok: false, status: 413, message: TOO_BIG, form };
  return { ok: true, fileName: (file as File).name ?? "", bytes: new Uint8Array(await file.arrayBuffer()), form };
}
