import { z } from "zod";

/** The plan form of /subscribe (server only: the page ships no validator to the browser). */
export const subscribeFormSchema = z.object({
  planId: z.string().trim().min(1, "Plano não informado.").max(100),
});
