import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SupplierForm } from "~/components/gestao/supplier-form";
import { getSupplier, updateSupplier } from "~/models/business-suppliers.server";
import { showDocument } from "~/modules/br/documents";
import { formatPhoneDigits, whatsappLink } from "~/modules/br/phone";
import { SUPPLIER_FIELDS, supplierSchema } from "~/modules/business/supplier-schema";
import { notFound, saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.supplier.name ?? "Fornecedor"} | Gestão | Empreenda Aí` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const supplier = await getSupplier(user.id, params.id ?? "");
  if (!supplier) notFound("Fornecedor");
  const shown = supplier.document ? showDocument(supplier.document) : null;
  return {
    supplier: {
      id: supplier.id,
      name: supplier.name,
      document: shown?.display ?? "",
      documentKind: shown?.kind ?? null,
      phone: supplier.phone ? formatPhoneDigits(supplier.phone) : "",
      whatsapp: supplier.phone ? whatsappLink({ e164: `55${supplier.phone}` }) : null,
      email: supplier.email ?? "",
      supplies: supplier.supplies ?? "",
      notes: supplier.notes ?? "",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await getSupplier(user.id, params.id ?? ""))) notFound("Fornecedor");
  return saveRecordForm(
    request,
    { schema: supplierSchema, fields: SUPPLIER_FIELDS, failure: "Updating a supplier failed" },
    async (value) => {
      const supplier = await updateSupplier(user.id, params.id ?? "", value);
      if (!supplier) notFound("Fornecedor");
      return redirectWithToast(
        request,
        `/gestao/fornecedores/${supplier.id}`,
        { title: "Fornecedor atualizado", type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function SupplierPage() {
  const { supplier } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { id: _id, documentKind, whatsapp, ...fields } = supplier;
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="fornecedor-titulo">
        <p className="text-sm">
          <Link to="/gestao/fornecedores" className="text-brand-700 underline">
            ← Fornecedores
          </Link>
        </p>
        <h1 id="fornecedor-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          {supplier.name}
        </h1>
        <p className="mt-2 text-sm text-slate-800">{supplier.supplies || "O que fornece: não informado"}</p>
        {documentKind ? (
          <p className="mt-1 text-sm text-slate-800">
            {documentKind}: {supplier.document} <span className="text-green-800">(dígitos conferidos)</span>
          </p>
        ) : null}
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn mt-4 bg-green-700 text-white hover:bg-green-800">
            Conversar no WhatsApp
          </a>
        ) : null}
      </section>
      <section className="card p-5" aria-labelledby="editar-titulo">
        <h2 id="editar-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Editar dados
        </h2>
        <SupplierForm
          defaults={actionData?.values ?? fields}
          errors={actionData?.errors}
          submitLabel="Salvar alterações"
          cancelTo="/gestao/fornecedores"
        />
      </section>
      <p>
        <Link to={`/gestao/fornecedores/${supplier.id}/remover`} className="text-sm font-semibold text-red-700 underline">
          Remover este fornecedor
        </Link>
      </p>
    </div>
  );
}
