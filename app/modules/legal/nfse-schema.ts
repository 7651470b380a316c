import { z } from "zod";

/**
 * The issued note's key and day, as the assistant's form and `PUT /api/orders/:id/nfse` send them.
 * The shape only: the key's and the day's rules are parseNfseAccessKey / parseNfseIssuedOn (nfse.ts).
 */
export const nfseKeySchema = z.object({
  accessKey: z.string({ error: "Cole a chave de acesso da nota (50 números)." }).max(200, "A chave de acesso da NFS-e tem 50 números."),
  issuedAt: z.string({ error: "A data de emissão deve ser um texto no formato AAAA-MM-DD." }).max(20).nullish(),
});
