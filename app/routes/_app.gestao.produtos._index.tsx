import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SpreadsheetLinks } from "~/components/gestao/spreadsheet-links";
import { RecordList } from "~/components/gestao/record-list";
import { listProducts } from "~/models/business-products.server";
import { formatBRL, formatPercent } from "~/modules/business/money";
import { listRequest, pageInfo } from "~/modules/business/pagination";
import { priceFigures } from "~/modules/business/pricing";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Produtos e serviços | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const list = listRequest(new URL(request.url).searchParams);
  const page = await listProducts(user.id, list);
  return {
    q: list.q,
    ...pageInfo(page),
    products: page.items.map((p) => {
      const figures = priceFigures(p.costCents, p.priceCents);
      return {
        id: p.id,
        name: p.name,
        price: `${formatBRL(p.priceCents)} / ${p.unit}`,
        margin: figures.marginRatio === null ? null : formatPercent(figures.marginRatio),
        negative: figures.profitCents < 0,
        stock: p.stock,
      };
    }),
  };
}

export default function ProductList() {
  const { q, products, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <RecordList
      title="Produtos e serviços"
      newLabel="Novo produto"
      basePath="/gestao/produtos"
      searchLabel="Nome do produto ou serviço"
      q={q}
      total={total}
      page={page}
      pages={pages}
      emptyText="Nenhum produto ainda. Cadastre o que você vende, com custo e preço, e veja sua margem."
      extra={
        <>
          <p className="mt-2 text-sm">
            <Link to="/gestao/produtos/calculadora" className="font-semibold text-brand-700 underline">
              Calculadora de preço
            </Link>
          </p>
          <SpreadsheetLinks downloads={[{ label: "Baixar lista", query: "dados=produtos" }]} importKind="produtos" />
        </>
      }
    >
      {products.map((product) => (
        <li key={product.id}>
          <Link to={`/gestao/produtos/${product.id}`} className="block px-4 py-3 hover:bg-slate-50">
            <span className="block font-semibold text-slate-900">{product.name}</span>
            <span className="block text-sm text-slate-700">
              {product.price}
              {product.margin ? <span className={product.negative ? "text-red-800" : ""}> · margem {product.margin}</span> : null}
              {product.stock !== null ? ` · estoque ${product.stock}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </RecordList>
  );
}
