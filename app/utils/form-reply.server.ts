import type { Submission } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { FormReply } from "./submission";

/** A form refused as a whole: the message under the form (key ""), with the status that says why. */
export function formFailure<Extra extends Record<string, unknown> = Record<never, never>>(
  message: string,
  status: number,
  extra?: Extra,
  init?: Omit<ResponseInit, "status">,
) {
  const errors: FormReply["errors"] = { "": message };
  return data({ errors, ...(extra ?? ({} as Extra)) }, { ...init, status });
}

/**
 * A conform submission as the one FormReply shape: each field's first message and the typed text
 * (fields in `hideFields`, such as a password, are not sent back).
 */
export function replyFromSubmission(
  submission: Submission<unknown>,
  options: { formError?: string; hideFields?: readonly string[] } = {},
): FormReply {
  const errors: Record<string, string> = {};
  if (submission.status !== "success")
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  if (options.formError) errors[""] = options.formError;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(submission.payload))
    if (typeof value === "string" && !options.hideFields?.includes(name)) values[name] = value;
  return { errors, values };
}
