import { Form, useNavigation } from "@remix-run/react";
import { Section } from "~/components/admin/admin-ui";
import { ErrorList, Field } from "~/components/ui/field";

type FactRow = {
  key: string;
  label: string;
  unit: "reais" | "percent";
  current: string;
  basis: string;
  validFrom: string | null;
  defaultValue: string;
  history: { id: number; value: string; validFrom: string; source: string; createdBy: string; future: boolean }[];
};

/** The form's refusal in the one FormReply shape: field messages, "" for the form's own. */
export type LegalFactsActionData = {
  errors: Partial<Record<"" | "key" | "value" | "validFrom" | "source", string>>;
  values: { key: string; value: string; validFrom: string; source: string };
};

const br = (iso: string) => iso.split("-").reverse().join("/");

/** Sistema → Valores legais: each figure in force, its dated values, and the form to date a new one. */
export function LegalFactsSection({ facts, actionData }: { facts: FactRow[]; actionData?: LegalFactsActionData }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-fact";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  // A new key after each saved value empties the form (with JavaScript the page is not reloaded).
  const saved = facts.reduce((sum, fact) => sum + fact.history.length, 0);
  const messages = Object.values(errors).filter((m): m is string => Boolean(m));
  return (
    <Section title="Valores legais">
      <div id="valores-legais" className="scroll-mt-24 space-y-4">
        <p className="text-sm text-slate-600">
          Limite do MEI, salário mínimo e partes do DAS usados no limite do MEI, nas obrigações, no calendário (.ics), nos dados da empresa
          e no simulador. Sem valor datado aqui, vale o valor de fábrica, que veio com esta versão do sistema. Um valor novo vale a partir
          da data informada e já aparece nas páginas seguintes.
        </p>
        <ul className="divide-y divide-slate-100" data-testid="legal-facts">
          {facts.map((fact) => (
            <li key={fact.key} className="py-3 text-sm" data-fact={fact.key}>
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className="font-medium text-slate-900">{fact.label}</span>
                <span className="font-semibold tabular-nums text-slate-900" data-testid={`fact-current-${fact.key}`}>
                  {fact.current}
                </span>
              </div>
              <p className="mt-0.5 text-xs text-slate-600">
                {fact.validFrom ? `Desde ${br(fact.validFrom)} · fonte: ${fact.basis}` : `Base: ${fact.basis}`}
                {fact.validFrom ? ` · valor de fábrica: ${fact.defaultValue}` : null}
              </p>
              {fact.history.length > 0 ? (
                <ul className="mt-2 space-y-1 rounded-md bg-slate-50 p-2 text-xs text-slate-700">
                  {fact.history.map((row) => (
                    <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <strong className="tabular-nums">{row.value}</strong> a partir de {br(row.validFrom)}
                        {row.future ? " (futuro)" : null} · {row.source} · por {row.createdBy}
                      </span>
                      {row.future ? (
                        <Form method="post" action="/admin/sistema" preventScrollReset>
                          <input type="hidden" name="intent" value="remove-fact" />
                          <input type="hidden" name="id" value={row.id} />
                          <button
                            type="submit"
                            className="text-red-700 underline"
                            aria-label={`Remover ${row.value} a partir de ${br(row.validFrom)}`}
                          >
                            Remover
                          </button>
                        </Form>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <Form
          key={saved}
          method="post"
          action="/admin/sistema"
          preventScrollReset
          className="space-y-3 rounded-lg border border-slate-200 p-3"
          noValidate
        >
          <h3 className="font-semibold text-slate-900">Datar um novo valor</h3>
          <ErrorList errors={messages} title="Confira o valor:" autoFocus={messages.length > 0} />
          <input type="hidden" name="intent" value="add-fact" />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Field id="fact-key" label="Valor legal" errors={errors.key ? [errors.key] : undefined}>
              {(control) => (
                <select {...control} name="key" className="field-input" defaultValue={values?.key ?? "meiAnnualLimit"}>
                  {facts.map((fact) => (
                    <option key={fact.key} value={fact.key}>
                      {fact.label} ({fact.unit === "reais" ? "R$" : "%"})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id="fact-value"
              label="Novo valor"
              hint="Em reais (100.000 ou 1.700,50) ou em % (5 ou 5,5)."
              errors={errors.value ? [errors.value] : undefined}
            >
              {(control) => (
                <input {...control} name="value" inputMode="decimal" className="field-input" defaultValue={values?.value ?? ""} required />
              )}
            </Field>
            <Field id="fact-valid-from" label="Vale a partir de" errors={errors.validFrom ? [errors.validFrom] : undefined}>
              {(control) => (
                <input {...control} type="date" name="validFrom" className="field-input" defaultValue={values?.validFrom ?? ""} required />
              )}
            </Field>
          </div>
          <Field
            id="fact-source"
            label="Fonte"
            hint="A lei, o decreto ou a página oficial (com o endereço), para quem conferir depois."
            errors={errors.source ? [errors.source] : undefined}
          >
            {(control) => (
              <input {...control} name="source" maxLength={300} className="field-input" defaultValue={values?.source ?? ""} required />
            )}
          </Field>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? "Salvando…" : "Salvar valor datado"}
          </button>
        </Form>
      </div>
    </Section>
  );
}
