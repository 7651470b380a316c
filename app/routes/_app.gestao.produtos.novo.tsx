import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useRouteError } from "@remix-run/react";
import { ProductForm } from "~/components/gestao/product-form";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { createProduct } from "~/models/business-products.server";
import { PRODUCT_FIELDS, productFormSchema, productInputFromForm } from "~/modules/business/product-schema";
import { parseForm, SAVE_FAILED } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Novo produto | Gestão | Empreenda Aí" }];

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await parseForm(request, productFormSchema, PRODUCT_FIELDS);
  if (!form.ok) return form.response;
  try {
    const product = await createProduct(user.id, productInputFromForm(form.value));
    return redirectWithToast(
      request,
      `/gestao/produtos/${product.id}`,
      { title: "Produto cadastrado", description: product.name, type: "success" },
      { status: 303 },
    );
  } catch (error) {
    console.error("Creating a product failed", error);
    return data({ errors: { "": SAVE_FAILED } as Record<string, string>, values: form.values }, { status: 500 });
  }
}

export default function NewProduct() {
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5" aria-labelledby="novo-produto-titulo">
      <h1 id="novo-produto-titulo" className="mb-4 text-xl font-bold text-slate-900">
        Novo produto ou serviço
      </h1>
      <ProductForm
        defaults={actionData?.values ?? {}}
        errors={actionData?.errors}
        submitLabel="Cadastrar produto"
        cancelTo="/gestao/produtos"
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
