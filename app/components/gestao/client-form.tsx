import { Field, RecordForm, type RecordFormProps } from "./form-bits";
import { EmailField, NameField, NotesField, PhoneField } from "./record-fields";

export type ClientFormValues = { name?: string; phone?: string; email?: string; document?: string; notes?: string; tags?: string };

/** `phoneHint`: the WhatsApp example with the person's own DDD (clientPhoneHint). */
export function ClientForm({ defaults, errors = {}, phoneHint, ...actions }: RecordFormProps<ClientFormValues> & { phoneHint: string }) {
  return (
    <RecordForm errors={errors} {...actions}>
      <NameField error={errors.name} defaultValue={defaults.name} />
      <PhoneField label="WhatsApp" hint={phoneHint} error={errors.phone} defaultValue={defaults.phone} />
      <EmailField error={errors.email} defaultValue={defaults.email} />
      <Field
        name="document"
        label="CPF ou CNPJ"
        error={errors.document}
        hint="Opcional. Serve para a nota fiscal: com CNPJ (empresa), a nota é obrigatória."
      >
        {(props) => <input {...props} type="text" autoComplete="off" maxLength={30} defaultValue={defaults.document} />}
      </Field>
      <Field name="tags" label="Etiquetas" error={errors.tags} hint="Separe por vírgulas, por exemplo: vip, encomenda, Boa Viagem.">
        {(props) => <input {...props} type="text" autoComplete="off" defaultValue={defaults.tags} />}
      </Field>
      <NotesField error={errors.notes} defaultValue={defaults.notes} />
    </RecordForm>
  );
}
