// Every refused form answers with one shape, FormReply: each field's first message (the key ""
// holds the form's own message) and what was typed, so the page comes back filled in without
// JavaScript. The browser reads it with these few lines instead of shipping zod and conform
// (docs/decisions/012-client-validation-without-zod.md); the server builds it with
// app/utils/form-reply.server.ts.

/** The one answer of a refused (or re-shown) form. */
export type FormReply = {
  errors: Record<string, string>;
  values?: Record<string, string | undefined>;
};

/** A field's message from the server's answer, as the list Field/ErrorList take; "" for the form's own. */
export function replyErrors(reply: FormReply | null | undefined, name: string): string[] | undefined {
  const message = reply?.errors[name];
  return message ? [message] : undefined;
}

/** What the person had typed in a field, so a refused form comes back filled in. */
export function replyValue(reply: FormReply | null | undefined, name: string): string | undefined {
  return reply?.values?.[name];
}
