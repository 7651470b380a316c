import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { FieldError } from "~/components/ui/field-error";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { Form } from "@remix-run/react";
import {
  emailHint,
  PHONE_PLACEHOLDER,
  REQUIRED_FIELDS,
  PROFILE_SAVE_ERROR,
  profileFormSchema,
  isMissingValueError,
  type ProfileFormDefaults,
} from "~/modules/profile/profile-schema";

export const PROFILE_FORM_ACTION = "/dashboard/perfil";

type ProfileFormProps = {
  /** Remix's <Form> on the page, the fetcher's Form in the dialog. */
  as: typeof Form;
  defaults: ProfileFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo: string;
  enhanced?: boolean;
  pending: boolean;
  cancel: React.ReactNode;
};

const labelClass = "block text-sm font-medium text-slate-800";

/** 'Completar Perfil do Empreendedor': one conform + zod form for the page and the dialog. */
export function ProfileForm({ as: FormComponent, defaults, lastResult, redirectTo, enhanced, pending, cancel }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: "perfil-empreendedor",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(profileFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileFormSchema }),
  });
  // 'Preencha nome e telefone' only when one is empty; other mistakes are said next to the field.
  const missingRequired = [...(fields.name.errors ?? []), ...(fields.phone.errors ?? [])].some(isMissingValueError);
  const saveFailed = form.errors?.includes(PROFILE_SAVE_ERROR.description);

  return (
    <FormComponent method="post" action={PROFILE_FORM_ACTION} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {enhanced ? <input type="hidden" name="_enhanced" value="1" /> : null}
      {missingRequired ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{REQUIRED_FIELDS.title}</p>
          <p>{REQUIRED_FIELDS.description}</p>
        </div>
      ) : null}
      {saveFailed ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{PROFILE_SAVE_ERROR.title}</p>
          <p>{form.errors?.[0]}</p>
        </div>
      ) : null}
      <div>
        <label htmlFor={fields.name.id} className={labelClass}>
          Nome completo *
        </label>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className="field-input mt-1" />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <div>
        <label htmlFor="perfil-email" className={labelClass}>
          E-mail
        </label>
        <input id="perfil-email" type="email" value={defaults.email} disabled readOnly aria-describedby="perfil-email-dica" className="field-input mt-1" />
        <p id="perfil-email-dica" className="mt-1 text-xs text-slate-500">
          {emailHint(defaults.signIn)}
        </p>
      </div>
      <div>
        <label htmlFor={fields.phone.id} className={labelClass}>
          Telefone (WhatsApp) *
        </label>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          placeholder={PHONE_PLACEHOLDER}
          autoComplete="tel"
          inputMode="tel"
          className="field-input mt-1"
        />
        <FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.hasCNPJ.id} className={labelClass}>
            Você já tem CNPJ?
          </label>
          <select {...getSelectProps(fields.hasCNPJ)} className="field-input mt-1">
            <option value="nao">Não</option>
            <option value="sim">Sim</option>
          </select>
        </div>
        <div>
          <label htmlFor={fields.hasBusinessExperience.id} className={labelClass}>
            Já teve um negócio antes?
          </label>
          <select {...getSelectProps(fields.hasBusinessExperience)} className="field-input mt-1">
            <option value="nao">Não</option>
            <option value="sim">Sim</option>
          </select>
        </div>
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Comunicações</legend>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            {...getInputProps(fields.wantsEntrepreneurshipInfo, { type: "checkbox" })}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          />
          Quero receber conteúdos e dicas sobre empreendedorismo
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            {...getInputProps(fields.wantsPartnerInfo, { type: "checkbox" })}
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
