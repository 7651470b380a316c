import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StoreForm, type StoreFormValues } from "~/components/gestao/store-form";
import { getStoreSettings, saveStore } from "~/models/store.server";
import { fieldErrors } from "~/modules/business/client-schema";
import { formatBRL, formatCentsPlain } from "~/modules/business/money";
import { formatPhoneDigits } from "~/modules/br/phone";
import { STORE_FIELDS, storeFormSchema } from "~/modules/store/store-schema";
import { slugify } from "~/modules/store/store-limits";
import { SAVE_FAILED } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Minha loja | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { store, shownProductIds, products } = await getStoreSettings(user.id);
  const defaults: StoreFormValues = store
    ? {
        slug: store.slug,
        name: store.name,
        description: store.description ?? "",
        city: store.city,
        hours: store.hours ?? "",
        delivery: store.delivery,
        deliveryFee: store.deliveryFeeCents ? formatCentsPlain(store.deliveryFeeCents) : "",
        pickup: store.pickup,
        whatsapp: formatPhoneDigits(store.whatsapp),
        pixKeyType: store.pixKeyType,
        pixKey: store.pixKey,
        published: store.published,
        productIds: shownProductIds,
      }
    : { slug: slugify(user.name ?? ""), name: "", pickup: true, productIds: shownProductIds };
  return {
    defaults,
    published: store?.published ? `/loja/${store.slug}` : null,
    products: products.map((p) => ({ id: p.id, name: p.name, unit: p.unit, price: formatBRL(p.priceCents) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const values: Record<string, unknown> = {};
  for (const field of STORE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim() !== "") values[field] = value;
  }
  const productIds = form.getAll("productIds").filter((v): v is string => typeof v === "string");
  const typed: StoreFormValues = {
    ...(values as Record<string, string>),
    delivery: values.delivery === "on",
    pickup: values.pickup === "on",
    published: values.published === "on",
    productIds,
  };
  const parsed = storeFormSchema.safeParse({ ...values, productIds });
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values: typed }, { status: 400 });
  try {
    const saved = await saveStore(user.id, parsed.data);
    if (!saved.ok) return data({ errors: { [saved.field]: saved.message }, values: typed }, { status: saved.status });
    return redirectWithToast(
      request,
      "/gestao/loja",
      {
        title: "Loja salva",
        description: saved.store.published ? `Publicada em /loja/${saved.store.slug}` : "A loja está fora do ar até você publicar.",
        type: "success",
      },
      { status: 303 },
    );
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Saving the shop failed", error);
    return data({ errors: { "": SAVE_FAILED }, values: typed }, { status: 500 });
  }
}

export default function StoreSettingsPage() {
  const { defaults, published, products } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5" aria-labelledby="loja-titulo">
      <h1 id="loja-titulo" className="text-xl font-bold text-slate-900">
        Minha loja
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Uma página pública com seus produtos: o cliente escolhe, faz o pedido e recebe o código Pix. Os pedidos chegam em{" "}
        <Link to="/gestao/pedidos" className="text-brand-700 underline">
          Pedidos
        </Link>
        .
      </p>
      {published ? (
        <p className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          Sua loja está no ar:{" "}
          <a href={published} className="font-semibold underline">
            {published}
          </a>
        </p>
      ) : (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          A loja não está publicada: quem abrir o link vê “não encontrada”.
        </p>
      )}
      <div className="mt-4">
        <StoreForm defaults={actionData?.values ?? defaults} errors={actionData?.errors} products={products} />
      </div>
    </section>
  );
}
