import { activeIdea, getBrandKit, loadBrandMaterials } from "~/models/brand.server";
import type { ChecklistInput } from "~/modules/brand-kit/checklists";
import { parseBrazilianPhone } from "~/modules/br/phone";
import { formatBRL } from "~/modules/business/money";

/** The person's own data for the Google and WhatsApp checklists. */
export async function checklistInput(userId: string, fallbackName: string): Promise<ChecklistInput> {
  const [{ strategy, idea }, kit, materials] = await Promise.all([activeIdea(userId), getBrandKit(userId), loadBrandMaterials(userId)]);
  const phone = parseBrazilianPhone(materials.phone);
  return {
    businessName: kit?.businessName ?? strategy?.businessName ?? fallbackName,
    ideaTitle: idea?.title ?? null,
    ideaDescription: idea?.description ?? null,
    category: idea?.category ?? strategy?.businessCategory ?? null,
    products: materials.products.map((p) => ({ name: p.name, price: formatBRL(p.priceCents) })),
    phone: phone.ok ? phone.phone : null,
  };
}
