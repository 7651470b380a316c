import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, RecordForm } from "~/components/gestao/form-bits";
import { businessProfileView, getBusinessProfile, openingOf, saveBusinessProfile } from "~/models/business-profile.server";
import { dasYearOn, getLegalFacts } from "~/models/legal-facts.server";
import { localDateParts, localIsoDate } from "~/modules/business/calendar";
import { formatBRL } from "~/modules/business/money";
import { meiLimitCents } from "~/modules/business/mei-limit";
import { businessProfileSchema, PROFILE_FIELDS } from "~/modules/legal/business-profile";
import { OCCUPATIONS_CHECKED_ON, occupationGroups } from "~/modules/legal/occupations";
import { UFS } from "~/modules/legal/ufs";
import { saveRecordForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Dados da empresa (MEI) | Gestão | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const profile = await getBusinessProfile(user.id);
  const facts = await getLegalFacts();
  const view = businessProfileView(profile, facts);
  const year = localDateParts(new Date()).year;
  const opening = openingOf(profile);
  return {
    profile: view,
    defaults: {
      cnpj: view.cnpjFormatted ?? "",
      openedOn: view.openedAt ?? "",
      occupation: view.occupation ?? "",
      tradeName: view.tradeName ?? "",
      city: view.city ?? "",
      state: view.state ?? "",
    },
    das: view.dasAmountCents !== null ? formatBRL(view.dasAmountCents) : null,
    dasYear: await dasYearOn(),
    limit: { year, text: formatBRL(meiLimitCents(year, opening, facts)), proportional: opening?.year === year },
    groups: occupationGroups(),
    today: localIsoDate(new Date()),
    checkedOn: OCCUPATIONS_CHECKED_ON.split("-").reverse().join("/"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const schema = businessProfileSchema(localIsoDate(new Date()));
  return saveRecordForm(request, { schema, fields: PROFILE_FIELDS, failure: "Saving the business profile failed" }, async (value) => {
    await saveBusinessProfile(user.id, value);
    return redirectWithToast(request, "/gestao/empresa", { title: "Dados da empresa salvos", type: "success" }, { status: 303 });
  });
}

export default function BusinessProfilePage() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const defaults: Record<string, string> = { ...d.defaults, ...(actionData?.values ?? {}) };
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="empresa-titulo">
        <h1 id="empresa-titulo" className="text-2xl font-bold text-slate-900">
          Dados da empresa
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Copie do seu Certificado da Condição de MEI (CCMEI). Com eles calculamos o seu limite do ano, o valor e o vencimento do DAS, e
          preenchemos o relatório mensal e os recibos.
        </p>
        {d.profile.occupation ? (
          <dl className="mt-3 space-y-1 rounded-lg bg-slate-50 p-3 text-sm" data-testid="resumo-empresa">
            <div>
              <dt className="inline font-medium">Limite de faturamento em {d.limit.year}: </dt>
              <dd className="inline font-semibold" data-testid="limite-aplicavel">
                {d.limit.text}
              </dd>
              {d.limit.proportional ? <dd className="text-slate-700">Proporcional: o MEI foi aberto neste ano.</dd> : null}
            </div>
            <div>
              <dt className="inline font-medium">DAS mensal — {d.profile.dasKindLabel}: </dt>
              <dd className="inline font-semibold">
                {d.das} em {d.dasYear}
              </dd>
            </div>
          </dl>
        ) : d.profile.openedAt ? (
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="resumo-empresa">
            Limite de faturamento em {d.limit.year}: <strong data-testid="limite-aplicavel">{d.limit.text}</strong>
            {d.limit.proportional ? " (proporcional: o MEI foi aberto neste ano)" : ""}.
          </p>
        ) : null}
      </section>
      <section className="card p-5" aria-labelledby="editar-empresa">
        <h2 id="editar-empresa" className="mb-4 text-lg font-semibold text-slate-900">
          Seus dados de MEI
        </h2>
        <RecordForm errors={errors} submitLabel="Salvar dados" cancelTo="/gestao/mei">
          <Field
            name="cnpj"
            label="CNPJ"
            error={errors.cnpj}
            hint="14 caracteres. Conferimos os dígitos verificadores (vale o CNPJ com letras)."
          >
            {(props) => (
              <input {...props} type="text" autoComplete="off" autoCapitalize="characters" maxLength={30} defaultValue={defaults.cnpj} />
            )}
          </Field>
          <Field name="openedOn" label="Data de abertura" error={errors.openedOn} hint="Está no CCMEI e no cartão CNPJ.">
            {(props) => <input {...props} type="date" min="2009-07-01" max={d.today} defaultValue={defaults.openedOn} />}
          </Field>
          <Field
            name="occupation"
            label="Ocupação principal"
            error={errors.occupation}
            hint={`Da lista oficial do MEI (conferida em ${d.checkedOn}; confirme no Portal do Empreendedor). Ela define o tipo de DAS.`}
          >
            {(props) => (
              <select {...props} defaultValue={defaults.occupation}>
                <option value="">Escolha…</option>
                {d.groups.map((group) => (
                  <optgroup key={group.kind} label={group.label}>
                    {group.names.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field name="tradeName" label="Nome fantasia (opcional)" error={errors.tradeName}>
            {(props) => <input {...props} type="text" maxLength={120} autoComplete="organization" defaultValue={defaults.tradeName} />}
          </Field>
          <Field name="city" label="Cidade" error={errors.city}>
            {(props) => <input {...props} type="text" maxLength={80} autoComplete="address-level2" defaultValue={defaults.city} />}
          </Field>
          <Field name="state" label="Estado (UF)" error={errors.state}>
            {(props) => (
              <select {...props} defaultValue={defaults.state}>
                <option value="">Escolha…</option>
                {UFS.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </RecordForm>
      </section>
      <p className="text-sm">
        <Link to="/gestao/mei" className="text-brand-700 underline">
          Ver o limite do MEI e o relatório mensal
        </Link>
      </p>
    </div>
  );
}
