import { z } from "zod";

/** Admin sign-in form (spec section 5): e-mail (e-mail type) and password, both required. */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: "Informe seu e-mail." })
    .trim()
    .min(1, "Informe seu e-mail.")
    .max(254, "E-mail longo demais.")
    .pipe(z.email("Informe um e-mail válido.")),
  password: z.string({ error: "Informe sua senha." }).min(1, "Informe sua senha.").max(256, "Senha longa demais."),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
