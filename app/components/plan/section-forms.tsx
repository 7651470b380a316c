/**
 * The inputs of the plan's section forms. Every row action is a submit button (name="intent"), so
 * adding and removing rows works without JavaScript; the server answers with the form as typed.
 */
import { Field } from "~/components/gestao/form-bits";
import { FieldError, Field as UiField } from "~/components/ui/field";
import {
  FINANCIAL_SCALARS,
  SCENARIO_FIELDS,
  draftRows,
  TABLES,
  TEXT_FIELDS,
  type Column,
  type Draft,
  type Errors,
  type TableKey,
} from "~/modules/plan/form-fields";

/** On wider screens a row fits on one line: the name takes two columns, each number and "Remover" one. */
const WIDE_COLUMNS: Record<number, string> = { 2: "sm:grid-cols-4", 3: "sm:grid-cols-5", 4: "sm:grid-cols-6" };

function Cell({ table, row, column, value, error }: { table: TableKey; row: number; column: Column; value: string; error?: string }) {
  const id = `campo-${table}-${row}-${column.key}`;
  const numeric = column.kind !== "text";
  return (
    <UiField
      id={id}
      label={column.label}
      labelClassName="block text-xs font-medium text-slate-700"
      errors={error ? [error] : undefined}
      className={column.kind === "text" ? "col-span-2" : ""}
      compact
    >
      {(control) => (
        <input
          {...control}
          name={`${table}.${column.key}`}
          defaultValue={value}
          type="text"
          inputMode={numeric ? (column.kind === "int" ? "numeric" : "decimal") : undefined}
          className="field-input mt-0.5"
        />
      )}
    </UiField>
  );
}

export function TableInput({ table, draft, errors }: { table: TableKey; draft: Draft; errors: Errors }) {
  const spec = TABLES[table];
  const columns = spec.columns as readonly Column[];
  const rows = draftRows(draft, table);
  const count = rows.length;
  const rowName = (i: number) => rows[i]![0]!.trim() || `linha ${i + 1}`;
  return (
    <fieldset className="space-y-2" aria-describedby={errors[table] ? `${table}-dica ${table}-erro` : `${table}-dica`}>
      <legend className="font-semibold text-slate-900">{spec.title}</legend>
      <p id={`${table}-dica`} className="text-xs text-slate-600">
        {spec.hint}
      </p>
      <FieldError id={`${table}-erro`} errors={errors[table] ? [errors[table]] : undefined} />
      {count === 0 ? <p className="text-sm text-slate-600">Nenhuma linha ainda.</p> : null}
      {rows.map((row, i) => (
        <div
          key={`${table}-${i}-${count}`}
          className={`grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-2 ${WIDE_COLUMNS[columns.length]}`}
          data-linha={table}
        >
          {columns.map((c, index) => (
            <Cell key={c.key} table={table} row={i} column={c} value={row[index]!} error={errors[`${table}.${i}.${c.key}`]} />
          ))}
          <div className="col-span-2 flex items-end sm:col-span-1">
            <button type="submit" name="intent" value={`remove:${table}:${i}`} className="btn-ghost text-sm text-red-700" formNoValidate>
              Remover <span className="sr-only">{rowName(i)}</span>
            </button>
          </div>
        </div>
      ))}
      <button type="submit" name="intent" value={`add:${table}`} className="btn-secondary text-sm" formNoValidate>
        + Adicionar linha <span className="sr-only">em {spec.title}</span>
      </button>
    </fieldset>
  );
}

function Scalar({ name, draft, errors }: { name: string; draft: Draft; errors: Errors }) {
  const column = FINANCIAL_SCALARS.find((c) => c.key === name)!;
  return (
    <Field name={name} label={column.label} error={errors[name]} hint={column.hint}>
      {(props) => (
        <input {...props} type="text" inputMode={column.kind === "text" ? undefined : "decimal"} defaultValue={draft[name]?.[0] ?? ""} />
      )}
    </Field>
  );
}

export function FinancialInputs({ draft, errors }: { draft: Draft; errors: Errors }) {
  return (
    <div className="space-y-6">
      <section className="space-y-3" aria-labelledby="vendas-titulo">
        <h2 id="vendas-titulo" className="text-lg font-semibold text-slate-900">
          O que você vende
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Scalar name="unit" draft={draft} errors={errors} />
          <Scalar name="unitPlural" draft={draft} errors={errors} />
        </div>
        <TableInput table="products" draft={draft} errors={errors} />
        <TableInput table="sellingCosts" draft={draft} errors={errors} />
      </section>
      <section className="space-y-3" aria-labelledby="fixos-titulo">
        <h2 id="fixos-titulo" className="text-lg font-semibold text-slate-900">
          Custos fixos do mês
        </h2>
        <TableInput table="labor" draft={draft} errors={errors} />
        <TableInput table="fixedCosts" draft={draft} errors={errors} />
        <Scalar name="ownerDrawCents" draft={draft} errors={errors} />
      </section>
      <section className="space-y-3" aria-labelledby="investimento-titulo">
        <h2 id="investimento-titulo" className="text-lg font-semibold text-slate-900">
          Investimento inicial
        </h2>
        <TableInput table="fixedInvestments" draft={draft} errors={errors} />
        <TableInput table="preOperational" draft={draft} errors={errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Scalar name="initialStockCents" draft={draft} errors={errors} />
          <Scalar name="minimumCashCents" draft={draft} errors={errors} />
        </div>
      </section>
    </div>
  );
}

export function ScenarioInputs({ draft, errors }: { draft: Draft; errors: Errors }) {
  return (
    <div className="space-y-5">
      {(["pessimista", "otimista"] as const).map((scenario) => (
        <fieldset key={scenario} className="space-y-2">
          <legend className="font-semibold text-slate-900">
            Cenário {scenario === "pessimista" ? "pessimista" : "otimista"}: mudança em relação ao provável
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {SCENARIO_FIELDS.filter((s) => s.scenario === scenario).map((s) => (
              <Field key={s.key} name={`${scenario}.${s.key}`} label={s.label} error={errors[`${scenario}.${s.key}`]}>
                {(props) => <input {...props} type="text" inputMode="numeric" defaultValue={draft[`${scenario}.${s.key}`]?.[0] ?? ""} />}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">Ritmo das vendas no primeiro ano</legend>
        <p className="text-xs text-slate-600">
          Quanto das vendas de um mês normal você alcança em cada mês (%). Negócio novo costuma começar devagar.
        </p>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {Array.from({ length: 12 }, (_, m) => (
            <UiField
              key={m}
              id={`campo-ramp-${m}`}
              label={`Mês ${m + 1}`}
              errors={errors[`ramp.${m}`] ? [errors[`ramp.${m}`]!] : undefined}
              compact
            >
              {(control) => (
                <input
                  {...control}
                  name="ramp"
                  type="text"
                  inputMode="numeric"
                  defaultValue={draft.ramp?.[m] ?? ""}
                  className="field-input mt-0.5"
                />
              )}
            </UiField>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function TextInputs({ section, draft, errors }: { section: keyof typeof TEXT_FIELDS; draft: Draft; errors: Errors }) {
  return (
    <div className="space-y-4">
      {TEXT_FIELDS[section].map((field) => (
        // Keyed by the value the server sent, so a rewritten summary replaces what the field shows.
        <Field
          key={`${field.key}:${draft[field.key]?.[0] ?? ""}`}
          name={field.key}
          label={field.label}
          error={errors[field.key]}
          hint={field.hint}
        >
          {(props) => <textarea {...props} rows={section === "sumario" ? 10 : 6} defaultValue={draft[field.key]?.[0] ?? ""} />}
        </Field>
      ))}
    </div>
  );
}
