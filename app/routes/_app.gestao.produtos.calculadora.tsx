import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/gestao/form-bits";
import { PriceFiguresNote, PriceFiguresTable } from "~/components/gestao/price-figures";
import { getPaymentFees, savePaymentFees } from "~/models/business-products.server";
import { formatBRL, formatCentsPlain, formatPercent, parseBRL, parsePercent } from "~/modules/business/money";
import { figureRows, newProductHref, priceForMargin } from "~/modules/business/pricing";
import { feesFormSchema } from "~/modules/business/product-schema";
import { parseForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Calculadora de preço | Gestão | Empreenda Aí" }];

const pct = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 2 });

// A GET form: the figures are computed on the server, so the calculator works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const fees = await getPaymentFees(user.id);
  const params = new URL(request.url).searchParams;
  const typed = { custo: params.get("custo") ?? "", margem: params.get("margem") ?? "", preco: params.get("preco") ?? "" };
  const cost = typed.custo ? parseBRL(typed.custo) : null;
  const margin = typed.margem ? parsePercent(typed.margem) : null;
  const price = typed.preco ? parseBRL(typed.preco) : null;
  const errors: Record<string, string> = {};
  if (typed.custo && (cost === null || cost < 0)) errors.custo = "Custo: use um valor como 12,50.";
  if (typed.margem && margin === null) errors.margem = "Margem: use um percentual como 30.";
  if (typed.preco && (price === null || price < 0)) errors.preco = "Preço: use um valor como 19,90.";

  let suggestions: { label: string; price: string; register: string }[] | null = null;
  let problem: string | null = null;
  if (cost !== null && cost >= 0 && margin !== null && !errors.custo) {
    suggestions = [];
    for (const [label, fee] of [
      ["Dinheiro", 0],
      [`Pix (taxa ${pct(fees.pixPercent)}%)`, fees.pixPercent],
      [`Cartão (taxa ${pct(fees.cardPercent)}%)`, fees.cardPercent],
    ] as const) {
      const result = priceForMargin(cost, margin, fee);
      if (result.ok)
        suggestions.push({
          label,
          price: formatBRL(result.priceCents),
          register: newProductHref(cost, result.priceCents, formatCentsPlain),
        });
      else problem = result.message;
    }
  }
  const rows =
    cost !== null && price !== null && !errors.custo && !errors.preco
      ? figureRows(cost, price, fees, { money: formatBRL, percent: (r) => formatPercent(r) })
      : null;
  // The typed price shown as money ("R$ 45,00", not "45"), and the new-product form prefilled with it.
  const priced =
    rows && price !== null
      ? { text: formatBRL(price), register: newProductHref(errors.custo ? null : cost, price, formatCentsPlain) }
      : null;
  return { typed, errors, suggestions, problem, rows, priced, fees: { pix: pct(fees.pixPercent), card: pct(fees.cardPercent) } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await parseForm(request, feesFormSchema, ["pixFee", "cardFee"]);
  if (!form.ok) return form.response;
  await savePaymentFees(user.id, form.value);
  return redirectWithToast(request, "/gestao/produtos/calculadora", { title: "Taxas salvas", type: "success" }, { status: 303 });
}

export default function PriceCalculator() {
  const { typed, errors, suggestions, problem, rows, priced, fees } = useLoaderData<typeof loader>();
  const feeErrors = useActionData<typeof action>()?.errors ?? {};
  const navigation = useNavigation();
  const calculating = navigation.state === "loading" && navigation.location.pathname === "/gestao/produtos/calculadora";
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="calc-titulo">
        <p className="text-sm">
          <Link to="/gestao/produtos" className="text-brand-700 underline">
            ← Produtos
          </Link>
        </p>
        <h1 id="calc-titulo" className="mt-2 text-2xl font-bold text-slate-900">
          Calculadora de preço
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Informe o custo e a margem que você quer para ver o preço; ou o custo e um preço para ver a margem. As taxas da maquininha e do
          Pix saem do preço antes do lucro.
        </p>
        <Form method="get" className="mt-4 space-y-4">
          <Field name="custo" label="Custo por unidade (R$)" error={errors.custo}>
            {(props) => <input {...props} type="text" inputMode="decimal" placeholder="0,00" defaultValue={typed.custo} />}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field name="margem" label="Margem desejada (%)" error={errors.margem}>
              {(props) => <input {...props} type="text" inputMode="decimal" placeholder="30" defaultValue={typed.margem} />}
            </Field>
            <Field name="preco" label="ou Preço (R$)" error={errors.preco}>
              {(props) => <input {...props} type="text" inputMode="decimal" placeholder="0,00" defaultValue={typed.preco} />}
            </Field>
          </div>
          <button type="submit" className="btn-primary">
            {calculating ? "Calculando…" : "Calcular"}
          </button>
        </Form>
        <div aria-live="polite">
          {suggestions && suggestions.length > 0 ? (
            <div className="mt-4 rounded-lg bg-brand-50 p-3" data-testid="preco-sugerido">
              <h2 className="font-semibold text-slate-900">Preço para {typed.margem}% de margem</h2>
              <ul className="mt-1 text-sm text-slate-900">
                {suggestions.map((s) => (
                  <li key={s.label} className="py-0.5">
                    {s.label}: <strong>{s.price}</strong>{" "}
                    <Link to={s.register} className="whitespace-nowrap text-brand-700 underline">
                      Cadastrar produto com este preço
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {problem ? <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{problem}</p> : null}
          {rows && priced ? (
            <>
              <PriceFiguresTable rows={rows} caption={`Com o preço de ${priced.text}:`} />
              <PriceFiguresNote />
              <Link to={priced.register} className="btn-secondary mt-3" data-testid="cadastrar-com-preco">
                Cadastrar produto com este preço
              </Link>
            </>
          ) : null}
        </div>
      </section>
      <section className="card p-5" aria-labelledby="taxas-titulo">
        <h2 id="taxas-titulo" className="text-lg font-semibold text-slate-900">
          Suas taxas
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Veja na sua maquininha ou banco quanto cobram por venda. Hoje: Pix {fees.pix}% · cartão {fees.card}%.
        </p>
        <Form method="post" className="mt-3 space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <Field name="pixFee" label="Taxa do Pix (%)" error={feeErrors.pixFee}>
              {(props) => <input {...props} type="text" inputMode="decimal" defaultValue={fees.pix} />}
            </Field>
            <Field name="cardFee" label="Taxa do cartão (%)" error={feeErrors.cardFee}>
              {(props) => <input {...props} type="text" inputMode="decimal" defaultValue={fees.card} />}
            </Field>
          </div>
          <button type="submit" className="btn-secondary">
            Salvar taxas
          </button>
        </Form>
      </section>
    </div>
  );
}
