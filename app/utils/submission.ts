// The server validates every form with its zod schema (conform's parseWithZod) and answers with
// submission.reply(). The browser reads that answer with these few lines instead of shipping
// zod and conform (docs/decisions/012-client-validation-without-zod.md).

/** The JSON shape of conform's `submission.reply()` (its SubmissionResult) that forms read. */
export type SubmissionReply = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** A field's messages from the server's answer; "" holds the form-level ones. */
export function replyErrors(reply: SubmissionReply | null | undefined, name: string): string[] | undefined {
  const errors = reply?.error?.[name];
  return errors?.length ? errors : undefined;
}

/** What the person had typed in a field, so a refused form comes back filled in. */
export function replyValue(reply: SubmissionReply | null | undefined, name: string): string | undefined {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
