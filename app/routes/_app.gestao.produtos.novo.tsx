import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/gestao/product-form";
import { createProduct } from "~/models/business-products.server";
import { formatCentsPlain, parseBRL } from "~/modules/business/money";
import { PRODUCT_FIELDS, productFormSchema, productInputFromForm } from "~/modules/business/product-schema";
import { saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Novo produto | Gestão | Empreenda Aí" }];

/** "Cadastrar produto com este preço" from the calculator: ?custo=12,50&preco=45,00 prefills the form (plain GET). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const amount = (name: string) => {
    const cents = parseBRL(params.get(name) ?? "");
    return cents !== null && cents >= 0 ? formatCentsPlain(cents) : undefined;
  };
  return { prefill: { cost: amount("custo"), price: amount("preco") } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return saveRecordForm(
    request,
    { schema: productFormSchema, fields: PRODUCT_FIELDS, failure: "Creating a product failed" },
    async (value) => {
      const product = await createProduct(user.id, productInputFromForm(value));
      return redirectWithToast(
        request,
        `/gestao/produtos/${product.id}`,
        { title: "Produto cadastrado", description: product.name, type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function NewProduct() {
  const actionData = useActionData<typeof action>();
  const { prefill } = useLoaderData<typeof loader>();
  return (
    <section className="card p-5" aria-labelledby="novo-produto-titulo">
      <h1 id="novo-produto-titulo" className="mb-4 text-xl font-bold text-slate-900">
        Novo produto ou serviço
      </h1>
      <ProductForm
        defaults={actionData?.values ?? prefill}
        errors={actionData?.errors}
        submitLabel="Cadastrar produto"
        cancelTo="/gestao/produtos"
      />
    </section>
  );
}
