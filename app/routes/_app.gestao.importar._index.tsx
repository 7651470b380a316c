import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ImportPreviewTables } from "~/components/gestao/import-preview";
import { Field, labelClass } from "~/components/gestao/form-bits";
import { planImport, savePendingImport } from "~/models/spreadsheets.server";
import { COLUMNS_BY_KIND, IMPORT_KINDS, type ImportKind } from "~/modules/spreadsheet/columns";
import { MAX_DATA_ROWS, MAX_FILE_BYTES } from "~/modules/spreadsheet/file-check";
import { importPreview } from "~/modules/spreadsheet/import-preview";
import { busyHeaders, HeavyWorkBusyError } from "~/utils/heavy-work.server";
import { readUpload } from "~/utils/upload.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Importar planilha | Gestão | Empreenda Aí" }];

const kindOf = (value: unknown): ImportKind | null => (IMPORT_KINDS.includes(value as ImportKind) ? (value as ImportKind) : null);

const COLUMN_HELP: Record<ImportKind, string> = {
  clientes: "Só “Nome” é obrigatória. WhatsApp (ou Telefone) com DDD; Etiquetas separadas por vírgula.",
  produtos:
    "“Nome”, “Custo” e “Preço” são obrigatórias, com valores como 12,50 ou R$ 1.234,56. Unidade vazia vira “un”; Tipo vazio vira “Revenda” (os outros: Fabricação própria, Serviço).",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const kind = kindOf(new URL(request.url).searchParams.get("tipo")) ?? "clientes";
  return {
    kind,
    columns: Object.fromEntries(IMPORT_KINDS.map((k) => [k, COLUMNS_BY_KIND[k].map((c) => c.label)])) as Record<ImportKind, string[]>,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const upload = await readUpload(request, "arquivo");
  const kind = kindOf(upload.form?.get("tipo")) ?? "clientes";
  if (!upload.ok) return data({ kind, error: upload.message, preview: null, notices: [] as string[] }, { status: upload.status });
  if (!kindOf(upload.form.get("tipo")))
    return data(
      { kind, error: "Escolha se a planilha tem clientes ou produtos.", preview: null, notices: [] as string[] },
      { status: 400 },
    );
  let planned: Awaited<ReturnType<typeof planImport>>;
  try {
    planned = await planImport(user.id, kind, upload.fileName, upload.bytes);
  } catch (error) {
    // Too many files being read right now (this person's or everyone's): try again shortly.
    if (!(error instanceof HeavyWorkBusyError)) throw error;
    return data({ kind, error: error.message, preview: null, notices: [] as string[] }, { status: 503, headers: busyHeaders(error) });
  }
  if (!planned.ok) return data({ kind, error: planned.message, preview: null, notices: [] as string[] }, { status: planned.status });
  const preview = importPreview(planned.result);
  // Nothing to create: the preview says why, here, and nothing is kept.
  if (preview.createCount === 0) {
    const error =
      preview.invalidCount > 0
        ? "Nenhuma linha pode ser importada: veja os erros abaixo, corrija a planilha e envie de novo."
        : "Nada novo para importar: todas as linhas já estão cadastradas ou se repetem.";
    return data({ kind, error, preview, notices: planned.notices }, { status: 422 });
  }
  const pending = await savePendingImport(user.id, kind, upload.fileName, upload.bytes);
  return redirect(`/gestao/importar/${pending.id}`, { status: 303 });
}

export default function ImportUpload() {
  const { kind: initialKind, columns } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const kind = actionData?.kind ?? initialKind;
  return (
    <section aria-labelledby="importar-titulo" className="space-y-4">
      <div className="card p-5">
        <h1 id="importar-titulo" className="text-xl font-bold text-slate-900">
          Importar planilha
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          Traga seus clientes ou produtos de uma planilha do Excel, do Google Planilhas ou de um arquivo CSV. Primeiro você vê uma prévia;
          nada é criado até você confirmar. Linhas repetidas ou já cadastradas são ignoradas, então enviar o mesmo arquivo duas vezes não
          duplica nada.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <fieldset>
            <legend className={labelClass}>O que a planilha tem?</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {IMPORT_KINDS.map((k) => (
                <label key={k} className="inline-flex items-center gap-2 text-sm text-slate-900">
                  <input type="radio" name="tipo" value={k} defaultChecked={k === kind} required />
                  {k === "clientes" ? "Clientes" : "Produtos e serviços"}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            name="arquivo"
            label="Arquivo (.xlsx ou .csv)"
            error={actionData?.error}
            hint={`Até ${MAX_FILE_BYTES / 1024 / 1024} MB e ${MAX_DATA_ROWS.toLocaleString("pt-BR")} linhas. A primeira linha deve ter os títulos das colunas.`}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                required
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Lendo a planilha…" : "Ver prévia"}
            </button>
            <Link to={`/gestao/${kind}`} className="btn-secondary">
              Voltar
            </Link>
          </div>
        </Form>
      </div>
      <div className="card p-5 text-sm text-slate-800">
        <h2 className="text-base font-semibold text-slate-900">Colunas que reconhecemos</h2>
        {IMPORT_KINDS.map((k) => (
          <p key={k} className="mt-2">
            <strong>{k === "clientes" ? "Clientes" : "Produtos"}:</strong> {columns[k].join(", ")}. {COLUMN_HELP[k]}{" "}
            <a href={`/gestao/exportar?dados=${k}&formato=xlsx`} download className="font-semibold text-brand-700 underline">
              Baixar sua lista atual como modelo (.xlsx)
            </a>
          </p>
        ))}
        <p className="mt-2 text-slate-700">Maiúsculas e acentos nos títulos não importam; colunas a mais são ignoradas.</p>
      </div>
      {actionData?.preview ? (
        <section aria-labelledby="previa-titulo">
          <h2 id="previa-titulo" className="mb-2 text-lg font-semibold text-slate-900">
            Prévia do arquivo enviado
          </h2>
          {actionData.notices.map((notice) => (
            <p key={notice} className="mb-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {notice}
            </p>
          ))}
          <ImportPreviewTables preview={actionData.preview} />
        </section>
      ) : null}
    </section>
  );
}
