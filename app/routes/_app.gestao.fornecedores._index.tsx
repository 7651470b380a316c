import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RecordList } from "~/components/gestao/record-list";
import { listSuppliers } from "~/models/business-suppliers.server";
import { showDocument } from "~/modules/br/documents";
import { listRequest, pageInfo } from "~/modules/business/pagination";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Fornecedores | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const list = listRequest(new URL(request.url).searchParams);
  const page = await listSuppliers(user.id, list);
  return {
    q: list.q,
    ...pageInfo(page),
    suppliers: page.items.map((s) => ({
      id: s.id,
      name: s.name,
      supplies: s.supplies,
      document: s.document ? showDocument(s.document).display : null,
    })),
  };
}

export default function SupplierList() {
  const { q, suppliers, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <RecordList
      title="Fornecedores"
      newLabel="Novo fornecedor"
      basePath="/gestao/fornecedores"
      searchLabel="Nome, CPF/CNPJ ou o que fornece"
      q={q}
      total={total}
      page={page}
      pages={pages}
      emptyText="Nenhum fornecedor ainda. Cadastre de quem você compra matéria-prima, mercadoria ou embalagens."
    >
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <Link to={`/gestao/fornecedores/${supplier.id}`} className="block px-4 py-3 hover:bg-slate-50">
            <span className="block font-semibold text-slate-900">{supplier.name}</span>
            <span className="block text-sm text-slate-700">
              {[supplier.supplies, supplier.document].filter(Boolean).join(" · ") || "Sem detalhes"}
            </span>
          </Link>
        </li>
      ))}
    </RecordList>
  );
}
