import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/ui/field";
import { ScamWarning } from "~/components/gestao/official-links";
import { YearNav } from "~/components/gestao/year-nav";
import { obligationsForYear, setObligationPaid } from "~/models/obligations.server";
import { localDateParts } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { OFFICIAL_LINKS } from "~/modules/facts/legal-facts";
import type { ObligationStatus } from "~/modules/legal/obligations";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";
import { replyErrors } from "~/utils/submission";

export const meta: MetaFunction = () => [{ title: "Obrigações do MEI: DAS e DASN | Gestão | Empreenda Aí" }];

const dateBr = (iso: string) => iso.split("-").reverse().join("/");

function parseYear(value: string | null, fallback: number): number | null {
  if (value === null) return fallback;
  return /^\d{4}$/.test(value) && Number(value) >= 2009 && Number(value) <= 2100 ? Number(value) : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const current = localDateParts(new Date()).year;
  const year = parseYear(new URL(request.url).searchParams.get("ano"), current);
  if (year === null) throw new Response("Ano inválido: use AAAA, por exemplo 2026.", { status: 400 });
  const list = await obligationsForYear(user.id, year);
  return {
    year,
    prev: year - 1,
    next: year + 1 <= current + 1 ? year + 1 : null,
    links: OFFICIAL_LINKS,
    obligations: list?.map((o) => ({
      id: o.id,
      kind: o.kind,
      title: o.title,
      due: dateBr(o.dueDate),
      moved: o.moved,
      amount: o.amountCents ? formatBRL(o.amountCents) : null,
      amountNote: o.amountNote,
      status: o.status,
      paidOn: o.paidAt ? dateBr(o.paidAt.slice(0, 10)) : null,
      lateCost: o.lateCost,
      officialUrl: o.officialUrl,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent !== "pagar" && intent !== "desfazer") return formFailure("Escolha marcar como pago ou desfazer.", 400);
  const changed = await setObligationPaid(user.id, id, intent === "pagar");
  if (!changed) throw new Response("Obrigação não encontrada.", { status: 404 });
  const year = changed.dueDate.slice(0, 4);
  return redirectWithToast(
    request,
    `/gestao/obrigacoes?ano=${year}#${changed.id}`,
    { title: intent === "pagar" ? `${changed.title}: marcado como pago` : `${changed.title}: marcação desfeita`, type: "success" },
    { status: 303 },
  );
}

const STATUS: Record<ObligationStatus, { label: string; className: string }> = {
  aberto: { label: "Em aberto", className: "bg-slate-100 text-slate-800" },
  pago: { label: "Pago", className: "bg-green-100 text-green-900" },
  vencido: { label: "Vencido", className: "bg-red-100 text-red-900" },
};

export default function ObligationsPage() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="obrigacoes-titulo">
        <h1 id="obrigacoes-titulo" className="text-2xl font-bold text-slate-900">
          Obrigações do MEI em {d.year}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          O DAS de cada mês (vence no dia 20 do mês seguinte, ou no próximo dia útil) e a declaração anual (DASN-SIMEI, até 31 de maio).
        </p>
        <YearNav prev={d.prev} next={d.next} />
        <ErrorList errors={replyErrors(reply, "")} className="mt-3" autoFocus />
      </section>

      {d.obligations ? (
        <>
          <p className="text-sm">
            <a href="/gestao/obrigacoes.ics" className="btn-secondary" download="obrigacoes-mei.ics" data-testid="baixar-ics">
              Adicionar ao calendário do celular (.ics)
            </a>
          </p>
          {d.obligations.length === 0 ? (
            <p className="card p-5 text-sm text-slate-700">Nenhuma obrigação vence neste ano (o MEI ainda não existia).</p>
          ) : (
            <ul className="space-y-3" aria-label="Obrigações">
              {d.obligations.map((o) => (
                <li key={o.id} id={o.id} className="card p-4" data-testid={`obrigacao-${o.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 className="text-base font-semibold text-slate-900">{o.title}</h2>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[o.status].className}`} data-testid="situacao">
                      {STATUS[o.status].label}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-slate-800">
                    Vence em <strong>{o.due}</strong>
                    {o.moved ? " (o dia certo caiu em fim de semana ou feriado)" : ""}
                    {o.amount ? (
                      <>
                        {" "}
                        · <strong>{o.amount}</strong>
                      </>
                    ) : null}
                  </p>
                  {o.amountNote ? <p className="text-xs text-slate-700">{o.amountNote}</p> : null}
                  {o.status === "pago" ? (
                    <p className="mt-1 text-sm text-green-900">
                      Marcado como {o.kind === "dasn" ? "entregue" : "pago"} em {o.paidOn}.
                    </p>
                  ) : (
                    <p className={`mt-1 text-sm ${o.status === "vencido" ? "text-red-900" : "text-slate-700"}`}>{o.lateCost}</p>
                  )}
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    {o.kind === "dasn" ? (
                      <Link to={`/gestao/dasn?ano=${o.id.slice(5)}`} className="btn-secondary text-sm">
                        Valores para copiar
                      </Link>
                    ) : null}
                    {o.status !== "pago" ? (
                      <a href={o.officialUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary text-sm">
                        {o.kind === "das" ? "Emitir o DAS (PGMEI, gov.br)" : "Entregar a declaração (gov.br)"}
                      </a>
                    ) : null}
                    <Form method="post">
                      <input type="hidden" name="id" value={o.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={o.status === "pago" ? "desfazer" : "pagar"}
                        className={o.status === "pago" ? "btn-ghost text-sm" : "btn-primary text-sm"}
                        disabled={pendingId === o.id}
                      >
                        {pendingId === o.id
                          ? "Salvando…"
                          : o.status === "pago"
                            ? "Desfazer"
                            : o.kind === "das"
                              ? "Marcar como pago"
                              : "Marcar como entregue"}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <section className="card p-5 text-sm text-slate-800">
          <p>Para montar o seu calendário precisamos da data de abertura do MEI e da sua ocupação.</p>
          <Link to="/gestao/empresa" className="btn-primary mt-3 inline-block">
            Informar os dados da empresa
          </Link>
        </section>
      )}

      <section className="card space-y-2 p-5 text-sm" aria-labelledby="oficiais-titulo">
        <h2 id="oficiais-titulo" className="text-lg font-semibold text-slate-900">
          Onde pagar e declarar
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <a href={d.links.pgmei} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              PGMEI — emitir o DAS (Receita Federal)
            </a>
          </li>
          <li>
            <a href={d.links.dasnSimei} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              DASN-SIMEI — declaração anual (Receita Federal)
            </a>
          </li>
          <li>
            <a href={d.links.portalEmpreendedor} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              Portal do Empreendedor (gov.br)
            </a>
          </li>
        </ul>
        <ScamWarning />
      </section>
    </div>
  );
}
