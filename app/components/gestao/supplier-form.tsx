import { Field, RecordForm, type RecordFormProps } from "./form-bits";
import { EmailField, NameField, NotesField, PhoneField } from "./record-fields";

export type SupplierFormValues = { name?: string; document?: string; phone?: string; email?: string; supplies?: string; notes?: string };

export function SupplierForm({ defaults, errors = {}, ...actions }: RecordFormProps<SupplierFormValues>) {
  return (
    <RecordForm errors={errors} {...actions}>
      <NameField error={errors.name} defaultValue={defaults.name} />
      <Field name="document" label="CPF ou CNPJ" error={errors.document} hint="Conferimos os dígitos verificadores.">
        {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="off" defaultValue={defaults.document} />}
      </Field>
      <Field name="supplies" label="O que fornece" error={errors.supplies} hint="Por exemplo: farinha, embalagens, tecido.">
        {(props) => <input {...props} type="text" maxLength={300} autoComplete="off" defaultValue={defaults.supplies} />}
      </Field>
      <PhoneField label="Telefone / WhatsApp" hint="Com DDD." error={errors.phone} defaultValue={defaults.phone} />
      <EmailField error={errors.email} defaultValue={defaults.email} />
      <NotesField error={errors.notes} defaultValue={defaults.notes} />
    </RecordForm>
  );
}
