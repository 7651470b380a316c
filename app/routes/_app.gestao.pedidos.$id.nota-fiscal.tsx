import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CopyValue } from "~/components/gestao/copy-value";
import { Field, FormError } from "~/components/gestao/form-bits";
import { getOrder } from "~/models/business-order-lists.server";
import { removeOrderInvoice } from "~/models/order-invoices.server";
import { formatCentsPlain, formatBRL } from "~/modules/business/money";
import { formatIsoDay } from "~/modules/business/orders";
import {
  NFE_GOODS_NOTE,
  NFSE_PDF_MAX_BYTES,
  NFSE_PDF_TOO_BIG,
  NFSE_SCAM_TIP,
  formatNfseAccessKey,
  orderNoteKeyLabel,
} from "~/modules/legal/nfse";
import { notFound } from "~/utils/gestao.server";
import { nfseAssistant, storeNfseKey } from "~/utils/order-nfse.server";
import { requireUser } from "~/utils/session.server";
import { todayInSaoPaulo } from "~/utils/today.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Nota fiscal do pedido nº ${data?.number ?? ""} | Gestão | Empreenda Aí` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await getOrder(user.id, params.id ?? "");
  if (!order) notFound("Pedido");
  const nfse = await nfseAssistant(user.id, order);
  return {
    id: order.id,
    number: order.number,
    nfse,
    amount: formatBRL(nfse.amountCents),
    amountPlain: formatCentsPlain(nfse.amountCents),
    issuedOn: nfse.issuedAt ? formatIsoDay(nfse.issuedAt) : null,
    accessKey: nfse.accessKey ? formatNfseAccessKey(nfse.accessKey) : null,
    pdfKb: nfse.pdf ? Math.max(1, Math.round(nfse.pdf.bytes / 1024)) : null,
    today: todayInSaoPaulo(),
  };
}

type ActionData = { error?: string; fields?: { accessKey?: string; issuedAt?: string }; values?: { accessKey: string; issuedAt: string } };

/** intent=chave: keeps the issued note's key and day; intent=remover (o=pdf|tudo): takes them off. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  const order = await getOrder(user.id, id);
  if (!order) notFound("Pedido");
  const form = await request.formData();
  const back = `/gestao/pedidos/${id}/nota-fiscal`;
  if (form.get("intent") === "remover") {
    const what = form.get("o") === "pdf" ? "pdf" : "tudo";
    await removeOrderInvoice(user.id, id, what);
    return redirectWithToast(
      request,
      back,
      { title: what === "pdf" ? "PDF removido" : "Nota removida do pedido", type: "success" },
      { status: 303 },
    );
  }
  const values = {
    accessKey: String(form.get("accessKey") ?? "").slice(0, 200),
    issuedAt: String(form.get("issuedAt") ?? "").slice(0, 20),
  };
  const stored = await storeNfseKey(user.id, order, values);
  if (!stored.ok) {
    if (stored.status === 404) notFound("Pedido");
    return data<ActionData>(
      { fields: stored.field ? { [stored.field]: stored.message } : {}, error: stored.field ? undefined : stored.message, values },
      { status: stored.status },
    );
  }
  return redirectWithToast(
    request,
    `/gestao/pedidos/${id}`,
    { title: "Nota fiscal guardada", description: "A chave aparece no pedido.", type: "success" },
    { status: 303 },
  );
}

export default function OrderInvoicePage() {
  const { id, number, nfse, amount, amountPlain, issuedOn, accessKey, pdfKb, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "chave";
  const { provider, taker, service } = nfse;
  const services = nfse.kind !== "mercadorias";
  const keyLabel = orderNoteKeyLabel(nfse.kind);
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="nota-titulo">
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to={`/gestao/pedidos/${id}`} className="text-brand-700 underline">
            ← Pedido nº {number}
          </Link>
          <Link to="/gestao/notas-fiscais" className="text-brand-700 underline">
            Todas as notas fiscais
          </Link>
        </p>
        <h1 id="nota-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          Nota fiscal do pedido nº {number}
        </h1>
        <div
          className={`mt-3 rounded-lg border p-3 text-sm ${nfse.required ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-slate-50 text-slate-900"}`}
          data-testid="nfse-need"
        >
          <p className="text-base font-semibold">
            {nfse.required ? "Este pedido precisa de nota fiscal." : "Nota fiscal só se o cliente pedir."}
          </p>
          <p className="mt-1">{nfse.reason}</p>
          {nfse.test ? <p className="mt-1 font-semibold">Este é um pedido de teste: não emita nota para ele.</p> : null}
          {nfse.statusNote ? <p className="mt-1 font-semibold">{nfse.statusNote}</p> : null}
        </div>
        {!taker.document ? (
          <p className="mt-3 text-sm text-slate-800">
            {taker.clientId ? (
              <>
                O cliente não tem CPF ou CNPJ cadastrado.{" "}
                <Link to={`/gestao/clientes/${taker.clientId}`} className="font-semibold text-brand-700 underline">
                  Preencher o CPF/CNPJ de {taker.name}
                </Link>
              </>
            ) : (
              <>
                O pedido não está ligado a um cliente cadastrado.{" "}
                <Link to={`/gestao/pedidos/${id}/editar`} className="font-semibold text-brand-700 underline">
                  Escolher o cliente no pedido
                </Link>
              </>
            )}
          </p>
        ) : null}
      </section>

      {nfse.kind !== "servicos" ? (
        <section className="card p-5" aria-labelledby="nfe-titulo">
          <h2 id="nfe-titulo" className="text-lg font-semibold text-slate-900">
            {nfse.kind === "misto" ? "As mercadorias do pedido" : "Venda de mercadorias: NF-e do estado"}
          </h2>
          <p className="mt-2 text-sm text-slate-800">{NFE_GOODS_NOTE}</p>
          {nfse.kind === "mercadorias" ? (
            <dl className="mt-2">
              {taker.documentFormatted ? <CopyValue label={`${taker.documentKind} do cliente`} value={taker.documentFormatted} /> : null}
              <CopyValue label="Valor" value={amountPlain} />
              <CopyValue label="Descrição" value={nfse.description} />
            </dl>
          ) : null}
        </section>
      ) : null}

      {services ? (
        <section className="card p-5" aria-labelledby="dados-titulo">
          <h2 id="dados-titulo" className="text-lg font-semibold text-slate-900">
            Dados para o Emissor Nacional (NFS-e)
          </h2>
          <p className="mt-1 text-sm text-slate-700">Copie cada dado no emissor oficial. Nada é enviado daqui para o governo.</p>
          <h3 className="mt-4 font-semibold text-slate-900">Você (prestador)</h3>
          {provider.cnpj ? (
            <dl>
              <CopyValue label="CNPJ" value={provider.cnpjFormatted ?? provider.cnpj} testId="nfse-prestador-cnpj" />
              {provider.name ? <CopyValue label="Nome fantasia" value={provider.name} /> : null}
              {provider.city ? <CopyValue label="Município" value={provider.city} /> : null}
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-800">
              Falta o seu CNPJ.{" "}
              <Link to="/gestao/empresa" className="font-semibold text-brand-700 underline">
                Preencher os dados da empresa
              </Link>
            </p>
          )}
          <h3 className="mt-4 font-semibold text-slate-900">Cliente (tomador)</h3>
          <dl>
            {taker.documentFormatted ? (
              <CopyValue label={`${taker.documentKind} do cliente`} value={taker.documentFormatted} testId="nfse-tomador-documento" />
            ) : null}
            {taker.name ? <CopyValue label="Nome do cliente" value={taker.name} /> : null}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">Serviço</h3>
          {service ? (
            <dl>
              <CopyValue label="Item da lista (LC 116)" value={service.item} testId="nfse-item" />
              <CopyValue label="Nome do item" value={service.description} />
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-800">
              {provider.occupation
                ? `Não indicamos o item da LC 116 para “${provider.occupation}” com segurança: no emissor, busque pela palavra principal do serviço (${provider.activity ?? "a sua atividade"}).`
                : "Preencha a sua ocupação em Dados da empresa para sugerirmos o item do serviço."}
            </p>
          )}
          <p className="mt-2 text-xs text-slate-600">
            Código NBS: escolha no emissor, que mostra os códigos que combinam com o item (não conferimos a tabela NBS oficial, por isso não
            sugerimos um). {service ? `Base do item: ${service.source}.` : ""}
          </p>
          <h3 className="mt-4 font-semibold text-slate-900">Valor e descrição</h3>
          <dl>
            <CopyValue label="Valor do serviço" value={amountPlain} testId="nfse-valor" />
            <CopyValue label="Descrição do serviço" value={nfse.description} />
          </dl>
          <p className="mt-1 text-xs text-slate-600">
            Base do valor: {nfse.amountBasis} ({amount}).
          </p>
          <a href={nfse.issuerUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-4 inline-flex">
            Abrir o Emissor Nacional (gov.br)
          </a>
          <p className="mt-2 text-sm text-slate-800">
            Endereço oficial: <span className="font-mono">{nfse.issuerUrl.replace("https://", "")}</span>. {NFSE_SCAM_TIP}
          </p>
        </section>
      ) : null}

      <section className="card p-5" aria-labelledby="guardar-titulo">
        <h2 id="guardar-titulo" className="text-lg font-semibold text-slate-900">
          Guardar a nota emitida
        </h2>
        {accessKey ? (
          <div className="mt-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950" data-testid="nfse-guardada">
            <p className="font-semibold">Nota fiscal emitida{issuedOn ? ` em ${issuedOn}` : ""}.</p>
            <p className="mt-1 break-all font-mono">Chave {accessKey}</p>
          </div>
        ) : null}
        <FormError message={actionData?.error} />
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="chave" />
          <Field
            name="accessKey"
            label={keyLabel}
            hint={
              services
                ? "Está no PDF da nota (DANFSe) e na consulta do Emissor Nacional. Pode colar com espaços."
                : "Está no DANFE (o PDF da NF-e). Pode colar com espaços."
            }
            error={actionData?.fields?.accessKey}
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={actionData?.values?.accessKey ?? nfse.accessKey ?? ""}
              />
            )}
          </Field>
          <Field name="issuedAt" label="Data de emissão" error={actionData?.fields?.issuedAt}>
            {(props) => <input {...props} type="date" max={today} defaultValue={actionData?.values?.issuedAt ?? nfse.issuedAt ?? today} />}
          </Field>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? "Guardando…" : accessKey ? "Atualizar a chave" : "Guardar a chave"}
          </button>
        </Form>

        <h3 className="mt-6 font-semibold text-slate-900">{services ? "PDF da nota (DANFSe)" : "PDF da nota (DANFE)"}</h3>
        {nfse.pdf ? (
          <p className="mt-1 text-sm text-slate-800">
            <a href={`/gestao/pedidos/${id}/nota-fiscal.pdf`} className="font-semibold text-brand-700 underline" download>
              Baixar {nfse.pdf.name}
            </a>{" "}
            ({pdfKb} KB)
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">Guarde aqui o PDF baixado do emissor (até 2 MB), para achar a nota junto do pedido.</p>
        )}
        <Form
          method="post"
          action={`/gestao/nota-fiscal/pdf?pedido=${id}`}
          encType="multipart/form-data"
          reloadDocument
          className="mt-2 space-y-2"
        >
          <label htmlFor="campo-pdf" className="block text-sm font-medium text-slate-900">
            {nfse.pdf ? "Trocar o PDF" : "Arquivo PDF"}
          </label>
          <input
            id="campo-pdf"
            name="pdf"
            type="file"
            accept="application/pdf,.pdf"
            required
            className="block w-full text-sm"
            // With JavaScript a file over the limit is refused before it is sent (the server checks again).
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.setCustomValidity(file && file.size > NFSE_PDF_MAX_BYTES ? NFSE_PDF_TOO_BIG : "");
              event.currentTarget.reportValidity();
            }}
          />
          <button type="submit" className="btn-secondary">
            Enviar o PDF
          </button>
        </Form>

        {accessKey || nfse.pdf ? (
          <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            {nfse.pdf && accessKey ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remover" />
                <input type="hidden" name="o" value="pdf" />
                <button type="submit" className="btn border border-red-300 bg-white text-red-800 hover:bg-red-50">
                  Remover só o PDF
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="remover" />
              <input type="hidden" name="o" value="tudo" />
              <button type="submit" className="btn border border-red-300 bg-white text-red-800 hover:bg-red-50">
                Remover a nota deste pedido
              </button>
            </Form>
          </div>
        ) : null}
        <p className="mt-2 text-xs text-slate-600">Remover daqui não cancela a nota: o cancelamento é feito no Emissor Nacional.</p>
      </section>
    </div>
  );
}
