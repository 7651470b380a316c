import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatBRL } from "~/modules/business/money";
import { FACTS_CHECKED_ON } from "~/modules/facts/legal-facts";
import { getLegalFacts } from "~/models/legal-facts.server";
import { DEFAULT_ACCOUNTANT_MONTHLY, simFactsFrom, simulateRegimes, type SimActivity } from "~/modules/legal/regime-simulator";
import type { SimplesAnnex } from "~/modules/facts/simples-nacional";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "MEI, nanoempreendedor ou ME? | Gestão | Empreenda Aí" }];

const ACTIVITIES: { value: string; label: string; activity: SimActivity; annex: SimplesAnnex }[] = [
  { value: "comercio", label: "Comércio", activity: "comercio", annex: "I" },
  { value: "industria", label: "Indústria", activity: "comercio", annex: "II" },
  { value: "servicos", label: "Serviços", activity: "servicos", annex: "III" },
  { value: "servicosV", label: "Serviços intelectuais (Anexo V, Fator R)", activity: "servicos", annex: "V" },
  { value: "ambos", label: "Comércio e serviços", activity: "comercioServicos", annex: "I" },
];

/** Reads a non-negative amount in reais typed as "40.500,00" or "40500". */
function money(raw: string | null, fallback: number): number | null {
  if (raw == null || raw.trim() === "") return fallback;
  const n = Number(raw.trim().replace(/\./g, "").replace(",", "."));
  return Number.isFinite(n) && n >= 0 && n <= 100_000_000 ? n : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const choice = ACTIVITIES.find((a) => a.value === params.get("atividade")) ?? ACTIVITIES[2]!;
  const revenue = money(params.get("receita"), 30_000);
  const payroll = money(params.get("folha"), 0);
  const accountant = money(params.get("contador"), DEFAULT_ACCOUNTANT_MONTHLY);
  const form = {
    receita: params.get("receita") ?? "30000",
    atividade: choice.value,
    empregado: params.get("empregado") === "sim",
    folha: params.get("folha") ?? "",
    contador: params.get("contador") ?? String(DEFAULT_ACCOUNTANT_MONTHLY),
  };
  if (revenue == null || payroll == null || accountant == null) {
    return { form, error: "Digite valores em reais, como 40.500 ou 40500,00.", results: [], checkedOn: FACTS_CHECKED_ON };
  }
  const results = simulateRegimes(
    {
      annualRevenue: revenue,
      activity: choice.activity,
      annex: choice.annex,
      annualPayroll: payroll,
      hasEmployee: form.empregado,
      accountantMonthly: accountant,
    },
    simFactsFrom(await getLegalFacts()),
  ).map((r) => ({ ...r, monthlyText: formatBRL(Math.round(r.monthly * 100)), yearlyText: formatBRL(Math.round(r.yearly * 100)) }));
  return { form, error: null, results, checkedOn: FACTS_CHECKED_ON };
}

export default function RegimeSimulator() {
  const d = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl space-y-4 p-4">
      <Link to="/gestao/mei" className="text-sm text-brand-700 underline">
        ← Voltar ao MEI
      </Link>
      <h1 className="text-2xl font-bold">MEI, nanoempreendedor ou ME?</h1>
      <p className="text-sm text-gray-700">
        Uma comparação com os valores legais conferidos em {d.checkedOn.split("-").reverse().join("/")}. Os limites podem mudar: há projetos
        no Congresso para aumentar o limite do MEI.
      </p>
      <Form method="get" className="grid gap-3 rounded border p-3 sm:grid-cols-2">
        <label className="block text-sm font-semibold">
          Quanto espera vender por ano (R$)
          <input name="receita" inputMode="decimal" defaultValue={d.form.receita} className="mt-1 block w-full rounded border p-2" />
        </label>
        <label className="block text-sm font-semibold">
          Atividade
          <select name="atividade" defaultValue={d.form.atividade} className="mt-1 block w-full rounded border p-2">
            {ACTIVITIES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold">
          Folha de pagamento e pró-labore por ano (R$, para o Fator R)
          <input name="folha" inputMode="decimal" defaultValue={d.form.folha} className="mt-1 block w-full rounded border p-2" />
        </label>
        <label className="block text-sm font-semibold">
          Contador por mês, se for ME (R$, suposição)
          <input name="contador" inputMode="decimal" defaultValue={d.form.contador} className="mt-1 block w-full rounded border p-2" />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="empregado" value="sim" defaultChecked={d.form.empregado} /> Vou ter empregado
        </label>
        <button type="submit" className="btn-primary">
          Comparar
        </button>
      </Form>
      {d.error ? (
        <p role="alert" className="text-red-700">
          {d.error}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          {d.results.map((r) => (
            <section key={r.regime} aria-label={r.title} className="rounded border p-3">
              <h2 className="text-lg font-bold">{r.title}</h2>
              <p className={r.applies ? "text-green-800" : "text-red-700"}>{r.applies ? "Serve para você" : "Não serve para você"}</p>
              {r.reasons.map((x) => (
                <p key={x} className="text-sm">
                  {x}
                </p>
              ))}
              <p className="mt-2">
                Paga <strong>{r.monthlyText}</strong> por mês ({r.yearlyText} por ano)
              </p>
              <h3 className="mt-2 font-semibold">O que pode</h3>
              <ul className="list-disc pl-5 text-sm">
                {r.mayDo.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <h3 className="mt-2 font-semibold">De onde vêm os números</h3>
              <ul className="list-disc pl-5 text-xs text-gray-700">
                {r.basis.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
