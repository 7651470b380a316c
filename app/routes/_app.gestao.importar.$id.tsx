import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ImportPreviewTables } from "~/components/gestao/import-preview";
import { FormError } from "~/components/gestao/form-bits";
import { confirmImport, discardPendingImport, getPendingImport, planImport, PENDING_IMPORT_MINUTES } from "~/models/spreadsheets.server";
import { countLabel, importPreview } from "~/modules/spreadsheet/import-preview";
import { SAVE_FAILED } from "~/utils/gestao.server";
import { busyHeaders, HeavyWorkBusyError, heavyBusyResponse } from "~/utils/heavy-work.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";

export const meta: MetaFunction = () => [{ title: "Prévia da importação | Gestão | Empreenda Aí" }];

const GONE = "Importação não encontrada: a prévia vale por 30 minutos e some depois de importada ou cancelada. Envie o arquivo de novo";

const timeFormat = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone: "America/Sao_Paulo" });

// Read-only: the stored file is read again and checked against the records as they are now.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pending = await getPendingImport(user.id, params.id ?? "");
  if (!pending) throw new Response(GONE, { status: 404 });
  // Busy pool → 503 with Retry-After; the error page shows the message.
  const planned = await planImport(user.id, pending.kind, pending.fileName, pending.content).catch((error: unknown) => {
    throw heavyBusyResponse(error);
  });
  if (!planned.ok) throw new Response(planned.message, { status: planned.status });
  return {
    fileName: pending.fileName,
    expiresAt: `${timeFormat.format(pending.expiresAt)} (${PENDING_IMPORT_MINUTES} minutos depois do envio)`,
    notices: planned.notices,
    preview: importPreview(planned.result),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  // Someone else's id, or a finished or expired import, reads as not found whatever was posted.
  const pending = await getPendingImport(user.id, id);
  if (!pending) throw new Response(GONE, { status: 404 });
  const intent = (await request.formData()).get("intent");
  if (intent === "cancelar") {
    if (!(await discardPendingImport(user.id, id))) throw new Response(GONE, { status: 404 });
    return redirectWithToast(
      request,
      `/gestao/importar?tipo=${pending.kind}`,
      { title: "Importação cancelada", description: "Nada foi criado.", type: "default" },
      { status: 303 },
    );
  }
  if (intent !== "confirmar") return formFailure("Escolha importar ou cancelar.", 400);
  let outcome: Awaited<ReturnType<typeof confirmImport>>;
  try {
    outcome = await confirmImport(user.id, id);
  } catch (error) {
    if (error instanceof HeavyWorkBusyError) return formFailure(error.message, 503, {}, { headers: busyHeaders(error) });
    // A Response (the database's 503 when busy) answers as it is; the pending file is still there.
    if (error instanceof Response) throw error;
    console.error("Importing a spreadsheet failed", error);
    return formFailure(SAVE_FAILED, 500);
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw new Response(GONE, { status: 404 });
    return formFailure(outcome.message, outcome.status);
  }
  const skipped = outcome.duplicates + outcome.invalid;
  return redirectWithToast(
    request,
    `/gestao/${outcome.kind}`,
    {
      title: "Planilha importada",
      description: `${countLabel(outcome.kind, outcome.created)} ${outcome.created === 1 ? "criado" : "criados"}${skipped > 0 ? `; ${skipped.toLocaleString("pt-BR")} ${skipped === 1 ? "linha ignorada" : "linhas ignoradas"}` : ""}.`,
      type: "success",
    },
    { status: 303 },
  );
}

export default function ImportReview() {
  const { fileName, expiresAt, notices, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const confirming = busy && navigation.formData?.get("intent") === "confirmar";
  return (
    <section aria-labelledby="previa-titulo" className="space-y-4">
      <div className="card p-5">
        <h1 id="previa-titulo" className="text-xl font-bold text-slate-900">
          Prévia da importação
        </h1>
        <p className="mt-1 break-words text-sm text-slate-700">
          Arquivo <strong>{fileName}</strong> · {preview.kind === "clientes" ? "clientes" : "produtos e serviços"}. Nada foi criado ainda.
          Esta prévia vale até {expiresAt}.
        </p>
        {notices.map((notice) => (
          <p key={notice} className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        ))}
        <div className="mt-4 space-y-3">
          <FormError message={actionData?.errors[""]} />
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="confirmar" />
              <button type="submit" className="btn-primary" disabled={busy}>
                {confirming ? "Importando…" : `Importar ${countLabel(preview.kind, preview.createCount)}`}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="cancelar" />
              <button type="submit" className="btn-secondary" disabled={busy}>
                Cancelar
              </button>
            </Form>
          </div>
        </div>
      </div>
      <ImportPreviewTables preview={preview} />
      <p className="text-sm">
        <Link to={`/gestao/importar?tipo=${preview.kind}`} className="font-semibold text-brand-700 underline">
          Enviar outro arquivo
        </Link>
      </p>
    </section>
  );
}
