import type { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ErrorList, Field } from "~/components/ui/field";
import {
  emailHint,
  NAME_MAX,
  PHONE_MAX,
  PHONE_PLACEHOLDER,
  PROFILE_FORM_ACTION,
  REQUIRED_FIELDS,
  PROFILE_SAVE_ERROR,
  isMissingValueError,
  type ProfileFormDefaults,
} from "~/modules/profile/profile-copy";
import { replyErrors, replyValue, type FormReply } from "~/utils/submission";

const FORM_ID = "perfil-empreendedor";

type ProfileFormProps = {
  /** Remix's <Form> on the page, the fetcher's Form in the dialog. */
  as: typeof Form;
  defaults: ProfileFormDefaults;
  lastResult?: FormReply | null;
  redirectTo: string;
  enhanced?: boolean;
  pending: boolean;
  cancel: React.ReactNode;
};

/**
 * 'Completar Perfil do Empreendedor', for the page and the dialog. The browser's constraints
 * (required, maxlength) stop an empty form; the server's zod schema decides the rest
 * (profileFormAction), and a field's message goes away as soon as the person edits that field.
 */
export function ProfileForm({ as: FormComponent, defaults, lastResult, redirectTo, enhanced, pending, cancel }: ProfileFormProps) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [lastResult]);
  const errorsOf = (name: string) => (edited.has(name) ? undefined : replyErrors(lastResult, name));
  const nameErrors = errorsOf("name");
  const phoneErrors = errorsOf("phone");
  const formErrors = replyErrors(lastResult, "");
  // 'Preencha nome e telefone' only when one is empty; other mistakes are said next to the field.
  const missingRequired = [...(nameErrors ?? []), ...(phoneErrors ?? [])].some(isMissingValueError);
  const saveFailed = formErrors?.includes(PROFILE_SAVE_ERROR.description);
  const text = (name: "name" | "phone") => replyValue(lastResult, name) ?? defaults[name];
  const choice = (name: "hasCNPJ" | "hasBusinessExperience") => replyValue(lastResult, name) ?? defaults[name];
  // An unchecked box is absent from the form data, so a refused form says "unchecked" by omission.
  const checked = (name: "wantsEntrepreneurshipInfo" | "wantsPartnerInfo") =>
    lastResult?.values ? replyValue(lastResult, name) === "on" : defaults[name];

  return (
    <FormComponent
      method="post"
      action={PROFILE_FORM_ACTION}
      id={FORM_ID}
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (name && !edited.has(name)) setEdited(new Set([...edited, name]));
      }}
      className="space-y-4"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {enhanced ? <input type="hidden" name="_enhanced" value="1" /> : null}
      <ErrorList title={REQUIRED_FIELDS.title} errors={missingRequired ? [REQUIRED_FIELDS.description] : undefined} />
      <ErrorList title={PROFILE_SAVE_ERROR.title} errors={saveFailed ? formErrors?.slice(0, 1) : undefined} />
      <Field id={`${FORM_ID}-name`} label="Nome completo *" errors={nameErrors} errorId={`${FORM_ID}-name-error`}>
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            required
            maxLength={NAME_MAX}
            defaultValue={text("name")}
            autoComplete="name"
            className="field-input mt-1"
          />
        )}
      </Field>
      <Field id="perfil-email" label="E-mail" hint={emailHint(defaults.signIn)}>
        {(control) => <input {...control} type="email" value={defaults.email} disabled readOnly className="field-input mt-1" />}
      </Field>
      <Field id={`${FORM_ID}-phone`} label="Telefone (WhatsApp) *" errors={phoneErrors} errorId={`${FORM_ID}-phone-error`}>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            required
            maxLength={PHONE_MAX}
            defaultValue={text("phone")}
            placeholder={PHONE_PLACEHOLDER}
            autoComplete="tel"
            inputMode="tel"
            className="field-input mt-1"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${FORM_ID}-cnpj`} label="Você já tem CNPJ?">
          {(control) => (
            <select {...control} name="hasCNPJ" defaultValue={choice("hasCNPJ")} className="field-input mt-1">
              <option value="nao">Não</option>
              <option value="sim">Sim</option>
            </select>
          )}
        </Field>
        <Field id={`${FORM_ID}-experience`} label="Já teve um negócio antes?">
          {(control) => (
            <select {...control} name="hasBusinessExperience" defaultValue={choice("hasBusinessExperience")} className="field-input mt-1">
              <option value="nao">Não</option>
              <option value="sim">Sim</option>
            </select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Comunicações</legend>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="wantsEntrepreneurshipInfo"
            defaultChecked={checked("wantsEntrepreneurshipInfo")}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          />
          Quero receber conteúdos e dicas sobre empreendedorismo
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="wantsPartnerInfo"
            defaultChecked={checked("wantsPartnerInfo")}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          />
          Quero receber ofertas de parceiros da plataforma
        </label>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Salvando..." : "Salvar Perfil"}
        </button>
      </div>
    </FormComponent>
  );
}
