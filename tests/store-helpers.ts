// Shared by the shop tests (decision 028): a signed-in seller with one product and a published shop.
import { createProduct } from "~/models/business-products.server";
import { saveStore } from "~/models/store.server";
import type { StoreInput } from "~/modules/store/store-schema";
import { signedInUser } from "./request-helpers";

export async function publishedStore(overrides: Partial<StoreInput> = {}) {
  const person = await signedInUser();
  const cake = await createProduct(person.user.id, {
    name: "Bolo de pote",
    unit: "un",
    kind: "industrializados",
    costCents: 400,
    priceCents: 1250,
    stock: null,
  });
  const slug = `loja-${crypto.randomUUID().slice(0, 8)}`;
  const input: StoreInput = {
    slug,
    name: "Doces da Ana",
    description: "Bolos e doces caseiros",
    city: "São Paulo",
    hours: "seg. a sáb., 9h às 18h",
    delivery: true,
    deliveryFeeCents: 500,
    pickup: true,
    whatsapp: "11987654321",
    pixKeyType: "phone",
    pixKey: "+5511987654321",
    published: true,
    productIds: null,
    ...overrides,
  };
  const saved = await saveStore(person.user.id, input);
  if (!saved.ok) throw new Error(saved.message);
  return { ...person, slug, cake, input };
}
