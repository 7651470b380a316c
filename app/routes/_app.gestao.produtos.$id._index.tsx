import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PriceFiguresTable } from "~/components/gestao/price-figures";
import { ProductForm } from "~/components/gestao/product-form";
import { ProductPhotoForm } from "~/components/gestao/product-photo-form";
import { getPaymentFees, getProduct, updateProduct } from "~/models/business-products.server";
import { productPhotoVersion } from "~/models/product-photos.server";
import { formatBRL, formatCentsPlain, formatPercent } from "~/modules/business/money";
import { figureRows } from "~/modules/business/pricing";
import { parseVersion } from "~/modules/business/order-schema";
import { PRODUCT_FIELDS, productFormSchema, productInputFromForm } from "~/modules/business/product-schema";
import { notFound, saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.product.name ?? "Produto"} | Gestão | Empreenda Aí` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const product = await getProduct(user.id, params.id ?? "");
  if (!product) notFound("Produto");
  const fees = await getPaymentFees(user.id);
  const photoVersion = await productPhotoVersion(user.id, product.id);
  return {
    product: {
      id: product.id,
      photo: photoVersion ? `/loja/foto/${product.id}/${photoVersion}/320.webp` : null,
      name: product.name,
      summary: `${formatBRL(product.priceCents)} por ${product.unit} · custo ${formatBRL(product.costCents)}`,
      stock: product.stock,
      version: product.version,
      values: {
        name: product.name,
        unit: product.unit,
        kind: product.kind,
        cost: formatCentsPlain(product.costCents),
        price: formatCentsPlain(product.priceCents),
        stock: product.stock === null ? "" : String(product.stock),
      },
    },
    rows: figureRows(product.costCents, product.priceCents, fees, { money: formatBRL, percent: (r) => formatPercent(r) }),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await getProduct(user.id, params.id ?? ""))) notFound("Produto");
  return saveRecordForm(
    request,
    { schema: productFormSchema, fields: PRODUCT_FIELDS, failure: "Updating a product failed" },
    async (value) => {
      // A form without a version (a page from before versions) counts as stale: it may hold an old stock.
      const result = await updateProduct(user.id, params.id ?? "", parseVersion(value.version) ?? 0, productInputFromForm(value));
      if (!result.ok && result.status === 404) notFound("Produto");
      // The conflict shows the current record (the loader runs again): what was typed was based on old data.
      if (!result.ok) return data({ errors: { "": result.message } as Record<string, string>, values: undefined }, { status: 409 });
      return redirectWithToast(
        request,
        `/gestao/produtos/${result.product.id}`,
        { title: "Produto atualizado", type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function ProductPage() {
  const { product, rows } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="produto-titulo">
        <p className="text-sm">
          <Link to="/gestao/produtos" className="text-brand-700 underline">
            ← Produtos
          </Link>
        </p>
        <h1 id="produto-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          {product.name}
        </h1>
        <p className="mt-1 text-sm text-slate-800">{product.summary}</p>
        {product.stock !== null ? <p className="mt-1 text-sm text-slate-800">Estoque: {product.stock}</p> : null}
        <PriceFiguresTable
          rows={rows}
          caption="Quanto sobra de cada venda, conforme a forma de pagamento. Margem = lucro ÷ preço; sobre o custo = lucro ÷ custo."
        />
        <p className="mt-3 text-sm">
          <Link
            to={`/gestao/produtos/calculadora?custo=${encodeURIComponent(product.values.cost)}`}
            className="font-semibold text-brand-700 underline"
          >
            Calcular um preço a partir do custo
          </Link>
        </p>
      </section>
      <ProductPhotoForm productId={product.id} name={product.name} photo={product.photo} />
      <section className="card p-5" aria-labelledby="editar-titulo">
        <h2 id="editar-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Editar dados
        </h2>
        <ProductForm
          key={product.version}
          version={product.version}
          defaults={actionData?.values ?? product.values}
          errors={actionData?.errors}
          submitLabel="Salvar alterações"
          cancelTo="/gestao/produtos"
        />
      </section>
      <p>
        <Link to={`/gestao/produtos/${product.id}/remover`} className="text-sm font-semibold text-red-700 underline">
          Remover este produto
        </Link>
      </p>
    </div>
  );
}
