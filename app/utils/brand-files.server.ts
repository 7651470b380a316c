/**
 * The files of /marca (logo SVG and PNG, avatar, cards, flyer, post images): the signed-in
 * person's own, drawn on request by the pure renderers of app/modules/brand-kit in the shared
 * worker pool (job kind "brand.file", decision 026), within its per-person limit: a person with
 * two files still drawing gets 503 with Retry-After and a pt-BR message.
 */
import { choiceOf, getBrandKit, loadBrandMaterials } from "~/models/brand.server";
import type { BrandFileRequest } from "~/modules/brand-kit/files.server";
import type { LogoChoice } from "~/modules/brand-kit/logo";
import type { PrintData } from "~/modules/brand-kit/print.server";
import { parseBrazilianPhone, whatsappLink } from "~/modules/br/phone";
import { busyHeaders, HeavyWorkBusyError, HeavyWorkLimitError, runHeavyJob } from "./heavy-work.server";
import { requireUser } from "./session.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The signed-in person and their saved logo; 404 (with where to make one) when there is none yet. */
export async function requireLogo(request: Request): Promise<{ userId: string; choice: LogoChoice; date: Date }> {
  const user = await requireUser(request);
  const kit = await getBrandKit(user.id);
  if (!kit) throw new Response("Você ainda não salvou uma logo. Crie a sua em /marca.", { status: 404, headers: PRIVATE });
  return { userId: user.id, choice: choiceOf(kit), date: kit.materialsAt ?? kit.updatedAt };
}

/** Draws the file in the worker pool: 503 + Retry-After when the person or the server is busy. */
async function renderInPool(userId: string, request: BrandFileRequest, signal: AbortSignal): Promise<Uint8Array> {
  try {
    return await runHeavyJob("brand.file", request, { ownerKey: userId, signal });
  } catch (error) {
    if (error instanceof HeavyWorkBusyError) {
      throw new Response(error.message, {
        status: 503,
        headers: { ...busyHeaders(error), "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    if (error instanceof HeavyWorkLimitError) {
      throw new Response("Não conseguimos desenhar o seu arquivo agora. Tente de novo em alguns segundos.", {
        status: 503,
        headers: { ...PRIVATE, "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  }
}

export async function fileResponse(
  request: Request,
  userId: string,
  render: BrandFileRequest,
  file: { type: string; name: string; download?: boolean },
): Promise<Response> {
  const bytes = await renderInPool(userId, render, request.signal);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...PRIVATE,
      "Content-Type": file.type,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `${file.download ? "attachment" : "inline"}; filename="${file.name}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A print PDF of the person's logo and profile (cards or flyer), as a download named after the
 * business. Read-only: the "Gerar" form of /marca/materiais records the step, then sends here.
 */
export async function printPdfResponse(request: Request, file: "cards.pdf" | "flyer.pdf", namePrefix: string): Promise<Response> {
  const { userId, choice, date } = await requireLogo(request);
  const data = await printDataFor(userId, choice, date);
  return fileResponse(
    request,
    userId,
    { file, data },
    { type: "application/pdf", name: `${namePrefix}-${fileSlug(choice.businessName)}.pdf`, download: true },
  );
}

/** A file name from the business name: "doces-da-ana". */
export function fileSlug(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "marca"
  );
}

/** What the cards and the flyer print, from the person's own data. */
export async function printDataFor(userId: string, choice: LogoChoice, date: Date): Promise<PrintData> {
  const { phone, personName, products, shopUrl } = await loadBrandMaterials(userId);
  const parsed = parseBrazilianPhone(phone);
  return {
    choice,
    personName,
    phone: parsed.ok ? parsed.phone : null,
    whatsappUrl: parsed.ok ? whatsappLink(parsed) : null,
    shopUrl,
    products,
    date,
  };
}
