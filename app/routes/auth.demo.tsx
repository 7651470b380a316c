import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { stripUnsafeCharacters } from "~/modules/text/plain-text";
import { isDemoSignInOpen } from "~/models/demo-mode.server";
import type { LimitDecision } from "~/models/rate-limit.server";
import { claimSignUp, signUpLimitMessage } from "~/models/sign-up-limit.server";
import { signInDemo } from "~/models/user.server";
import { clientIp } from "~/utils/client-ip.server";
import { demoBrowserKey } from "~/utils/demo-key.server";
import { safeRedirect } from "~/utils/redirect";
import { signInAndRedirect } from "~/utils/sign-in.server";
import { redirectWithToast } from "~/utils/toast.server";

export const demoLoginSchema = z.object({
  name: z
    .string({ error: "Informe seu nome." })
    .overwrite(stripUnsafeCharacters)
    .trim()
    .min(1, "Informe seu nome.")
    .max(120, "O nome pode ter no máximo 120 caracteres."),
  email: z.string({ error: "Informe seu e-mail." }).trim().max(254, "E-mail longo demais.").pipe(z.email("Informe um e-mail válido.")),
  redirectTo: z.string().optional(),
});

/** A known e-mail from another browser (or a Google account): nothing is created or opened. */
export const ACCOUNT_EXISTS_MESSAGE =
  "Já existe uma conta com este e-mail. Se você a criou com o Google, entre com o Google. Se foi uma conta de demonstração, ela só abre no navegador em que foi criada: use esse navegador ou outro e-mail.";

function notFound() {
  return new Response("Not Found", { status: 404 });
}

export async function loader() {
  if (!(await isDemoSignInOpen())) throw notFound();
  return redirect("/login");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await isDemoSignInOpen())) throw notFound();
  const form = await request.formData();
  const parsed = demoLoginSchema.safeParse(Object.fromEntries(form));
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const backToLogin = `/login?${new URLSearchParams({ redirectTo })}`;
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
    return redirectWithToast(
      request,
      backToLogin,
      { title: "Não foi possível entrar", description: message, type: "destructive" },
      { status: 303 },
    );
  }
  const browser = await demoBrowserKey(request);
  let refusal: LimitDecision | null = null;
  const allowSignUp = async () => (refusal = await claimSignUp(clientIp(context))) === null;
  const outcome = await signInDemo({ ...parsed.data, browserKey: browser.key }, { allowSignUp });
  if (!outcome.ok && outcome.reason === "sign_up_limited") {
    const description = signUpLimitMessage((refusal as LimitDecision | null)?.retryAfterSeconds ?? 3600);
    return redirectWithToast(request, backToLogin, { title: "Não foi possível entrar", description, type: "destructive" }, { status: 303 });
  }
  if (!outcome.ok) {
    return redirectWithToast(
      request,
      backToLogin,
      { title: "Não foi possível entrar", description: ACCOUNT_EXISTS_MESSAGE, type: "destructive" },
      { status: 303 },
    );
  }
  return signInAndRedirect(request, outcome.result, redirectTo, browser.setCookie ? [browser.setCookie] : []);
}
