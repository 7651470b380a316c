import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { data } from "@remix-run/node";
import { Field } from "~/components/ui/field";
import { deleteAccount } from "~/models/account.server";
import { destroySessionCookie, requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";
import { replyErrors } from "~/utils/submission";

export const meta: MetaFunction = () => [{ title: "Excluir minha conta | Empreenda Aí" }];

const CONFIRM_WORD = "EXCLUIR";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (
    String(form.get("confirmacao") ?? "")
      .trim()
      .toUpperCase() !== CONFIRM_WORD
  ) {
    return formFailure(`Digite ${CONFIRM_WORD} para confirmar.`, 400);
  }
  await deleteAccount(user.id);
  return redirectWithToast(
    request,
    "/",
    { title: "Conta excluída", description: "Sua conta e todos os seus dados foram removidos.", type: "success" },
    { status: 303, headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}

export default function DeleteAccount() {
  const actionData = useActionData<typeof action>();
  return (
    <section className="card mx-auto max-w-xl p-6" aria-labelledby="excluir-titulo">
      <h1 id="excluir-titulo" className="text-xl font-bold text-red-800">
        Excluir minha conta
      </h1>
      <p className="mt-3 text-sm text-slate-700">Ao confirmar, apagamos de forma definitiva:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>seu cadastro e seu perfil de empreendedor;</li>
        <li>todas as estratégias salvas, com os planos de negócio, e as análises da IA;</li>
        <li>o progresso da sua jornada;</li>
        <li>as conversas com o consultor virtual;</li>
        <li>seus planos e assinaturas, e todas as sessões abertas.</li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">Se quiser guardar uma cópia, baixe seus dados antes.</p>
      <Form method="post" className="mt-5 space-y-3">
        <Field id="confirmacao" label={`Para confirmar, digite ${CONFIRM_WORD}`} errors={replyErrors(actionData, "")}>
          {(control) => <input {...control} name="confirmacao" autoComplete="off" className="field-input mt-1" />}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700">
            Excluir definitivamente
          </button>
          <Link to="/meus-dados" className="btn-secondary">
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  );
}
