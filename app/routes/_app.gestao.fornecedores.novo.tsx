import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { SupplierForm } from "~/components/gestao/supplier-form";
import { createSupplier } from "~/models/business-suppliers.server";
import { SUPPLIER_FIELDS, supplierSchema } from "~/modules/business/supplier-schema";
import { saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Novo fornecedor | Gestão | Empreenda Aí" }];

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return saveRecordForm(
    request,
    { schema: supplierSchema, fields: SUPPLIER_FIELDS, failure: "Creating a supplier failed" },
    async (value) => {
      const supplier = await createSupplier(user.id, value);
      return redirectWithToast(
        request,
        `/gestao/fornecedores/${supplier.id}`,
        { title: "Fornecedor cadastrado", description: supplier.name, type: "success" },
        { status: 303 },
      );
    },
  );
}

export default function NewSupplier() {
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5" aria-labelledby="novo-fornecedor-titulo">
      <h1 id="novo-fornecedor-titulo" className="mb-4 text-xl font-bold text-slate-900">
        Novo fornecedor
      </h1>
      <SupplierForm
        defaults={actionData?.values ?? {}}
        errors={actionData?.errors}
        submitLabel="Cadastrar fornecedor"
        cancelTo="/gestao/fornecedores"
      />
    </section>
  );
}
