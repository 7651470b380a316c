import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList } from "~/components/ui/field";
import { CopyValue } from "~/components/gestao/copy-value";
import { ScamWarning } from "~/components/gestao/official-links";
import { YearNav } from "~/components/gestao/year-nav";
import { dasnForYear, saveDasnAnswer } from "~/models/dasn.server";
import { formatCentsPlain } from "~/modules/business/money";
import { localIsoDate } from "~/modules/business/calendar";
import { OFFICIAL_LINKS } from "~/modules/facts/legal-facts";
import { DASN_CHECKLIST, defaultDasnYear } from "~/modules/legal/dasn";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formFailure } from "~/utils/form-reply.server";
import { replyErrors } from "~/utils/submission";

export const meta: MetaFunction = () => [{ title: "DASN-SIMEI: valores para copiar | Gestão | Empreenda Aí" }];

function parseYear(value: string | null): number | null {
  return value !== null && /^\d{4}$/.test(value) && Number(value) >= 2009 && Number(value) <= 2100 ? Number(value) : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = localIsoDate(new Date());
  const asked = new URL(request.url).searchParams.get("ano");
  const year = asked === null ? defaultDasnYear(today) : parseYear(asked);
  if (year === null) throw new Response("Ano inválido: use AAAA, por exemplo 2025.", { status: 400 });
  const figures = await dasnForYear(user.id, year);
  return {
    year,
    prev: year - 1,
    next: year < Number(today.slice(0, 4)) ? year + 1 : null,
    inProgress: today <= `${year}-12-31`,
    due: figures.dueDate.split("-").reverse().join("/"),
    total: formatCentsPlain(figures.totalCents),
    commerce: formatCentsPlain(figures.revenueCommerceCents),
    services: formatCentsPlain(figures.revenueServicesCents),
    hadEmployee: figures.hadEmployee,
    openedOn: figures.openedOn,
    checklist: DASN_CHECKLIST,
    officialUrl: OFFICIAL_LINKS.dasnSimei,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const year = parseYear(String(form.get("year") ?? ""));
  const answer = form.get("hadEmployee");
  if (year === null || (answer !== "sim" && answer !== "nao")) {
    return formFailure("Escolha se teve empregado: sim ou não.", 400);
  }
  await saveDasnAnswer(user.id, year, answer === "sim");
  return redirectWithToast(request, `/gestao/dasn?ano=${year}`, { title: "Resposta salva", type: "success" }, { status: 303 });
}

export default function DasnPage() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="dasn-titulo">
        <h1 id="dasn-titulo" className="text-2xl font-bold text-slate-900">
          Declaração anual (DASN-SIMEI) de {d.year}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Entregue até <strong>{d.due}</strong>. A declaração é gratuita e leva poucos minutos.
          {d.inProgress ? " O ano ainda não acabou: os valores vão mudar até 31 de dezembro." : ""}
        </p>
        <YearNav prev={d.prev} next={d.next} />
      </section>

      <section className="card p-5" aria-labelledby="valores-titulo">
        <h2 id="valores-titulo" className="text-lg font-semibold text-slate-900">
          Valores para copiar (R$)
        </h2>
        <p className="mt-1 text-xs text-slate-700">
          Somados das vendas do livro-caixa de {d.year}
          {d.openedOn && d.openedOn.startsWith(String(d.year))
            ? `, a partir da abertura (${d.openedOn.split("-").reverse().join("/")})`
            : ""}
          ; os pedidos pagos já entram no caixa. Sem JavaScript, toque e segure o valor para copiar.
        </p>
        <dl className="mt-2" data-testid="dasn-valores">
          <CopyValue label="Receita bruta total" value={d.total} testId="dasn-total" />
          <CopyValue label="Comércio e indústria (ICMS)" value={d.commerce} testId="dasn-comercio" />
          <CopyValue label="Serviços (ISS)" value={d.services} testId="dasn-servicos" />
        </dl>
        <Form method="post" className="mt-4">
          <input type="hidden" name="year" value={d.year} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Teve empregado registrado em {d.year}?</legend>
            <div className="mt-2 flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name="hadEmployee" value="sim" defaultChecked={d.hadEmployee === true} /> Sim
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="hadEmployee" value="nao" defaultChecked={d.hadEmployee === false} /> Não
              </label>
              <button type="submit" className="btn-secondary px-3 py-1 text-sm">
                Salvar resposta
              </button>
            </div>
          </fieldset>
          <ErrorList errors={replyErrors(reply, "")} autoFocus />
        </Form>
      </section>

      <section className="card p-5" aria-labelledby="checklist-titulo">
        <h2 id="checklist-titulo" className="text-lg font-semibold text-slate-900">
          Passo a passo
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {d.checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <a href={d.officialUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-4 inline-block">
          Abrir a DASN-SIMEI (Receita Federal, gov.br)
        </a>
        <div className="mt-4">
          <ScamWarning />
        </div>
      </section>
    </div>
  );
}
