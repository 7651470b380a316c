import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { upsertDemoUser } from "~/models/user.server";
import { isDemoLoginEnabled } from "~/utils/env.server";
import { safeRedirect } from "~/utils/redirect";
import { signInAndRedirect } from "~/utils/sign-in.server";
import { redirectWithToast } from "~/utils/toast.server";

export const demoLoginSchema = z.object({
  name: z
    .string({ error: "Informe seu nome." })
    .trim()
    .min(1, "Informe seu nome.")
    .max(120, "O nome pode ter no máximo 120 caracteres."),
  email: z
    .string({ error: "Informe seu e-mail." })
    .trim()
    .max(254, "E-mail longo demais.")
    .pipe(z.email("Informe um e-mail válido.")),
  redirectTo: z.string().optional(),
});

function notFound() {
  return new Response("Not Found", { status: 404 });
}

export async function loader() {
  if (!isDemoLoginEnabled()) throw notFound();
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  if (!isDemoLoginEnabled()) throw notFound();
  const form = await request.formData();
  const parsed = demoLoginSchema.safeParse(Object.fromEntries(form));
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
    return redirectWithToast(request, `/login?${new URLSearchParams({ redirectTo })}`, {
      title: "Não foi possível entrar",
      description: message,
      type: "destructive",
    }, { status: 303 });
  }
  const result = await upsertDemoUser(parsed.data);
  return signInAndRedirect(request, result, redirectTo);
}
