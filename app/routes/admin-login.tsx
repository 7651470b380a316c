import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LogoMark } from "~/components/icons";
import { Field } from "~/components/ui/field";
import { signInWithForm } from "~/utils/admin-login.server";
import { getAdmin } from "~/utils/admin-session.server";
import { replyFromSubmission } from "~/utils/form-reply.server";
import { replyErrors, replyValue } from "~/utils/submission";

export const meta: MetaFunction = () => [{ title: "Login do Administrador | Empreenda Aí" }, { name: "robots", content: "noindex" }];

export const ADMIN_REDIRECT_DELAY_MS = 1000;

type Outcome = { type: "success" } | { type: "error"; message: string } | { type: "connection" };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

/** Without JavaScript: success goes straight to the panel; failure re-renders with the message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await signInWithForm(request, context);
  if (result.ok) throw redirect("/admin", { status: 303, headers: { "Set-Cookie": result.setCookie } });
  const outcome: Outcome | null = result.status === 400 ? null : { type: "error", message: result.message };
  return data(
    { result: replyFromSubmission(result.submission, { hideFields: ["password"] }), outcome },
    { status: result.status, headers: result.headers },
  );
}

/** With JavaScript: posts to /admin-login/session; a request that never reaches the server is 'Erro de conexão'. */
async function submitEnhanced(formData: FormData): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch("/admin-login/session", {
      method: "POST",
      body: new URLSearchParams(formData as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { type: "connection" };
  }
  if (response.ok) return { type: "success" };
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return { type: "error", message: body?.message || "Credenciais inválidas" };
}

function Alert({ outcome }: { outcome: Outcome }) {
  if (outcome.type === "success") {
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        <p className="font-semibold">Login realizado com sucesso</p>
        <p>Entrando no painel...</p>
      </div>
    );
  }
  const [title, message] =
    outcome.type === "connection"
      ? ["Erro de conexão", "Não foi possível conectar ao servidor"]
      : ["Erro no login", outcome.message || "Credenciais inválidas"];
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [clientOutcome, setClientOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  // The browser's own constraints (type, required, maxlength) stop an empty or malformed form; the
  // server's schema answers everything else (its messages come back in `result`).
  const lastResult = navigation.state === "idle" ? actionData?.result : undefined;
  const emailErrors = replyErrors(lastResult, "email");
  const passwordErrors = replyErrors(lastResult, "password");
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setPending(true);
    setClientOutcome(null);
    void submitEnhanced(new FormData(formElement)).then((result) => {
      setClientOutcome(result);
      setPending(false);
      if (result.type !== "success") {
        const password = formElement.elements.namedItem("password");
        if (password instanceof HTMLInputElement) password.value = "";
      }
    });
  };

  const outcome = clientOutcome ?? actionData?.outcome ?? null;
  useEffect(() => {
    if (outcome?.type !== "success") return;
    const timer = window.setTimeout(() => navigate("/admin"), ADMIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const busy = pending || navigation.state !== "idle" || outcome?.type === "success";
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-slate-100 to-white px-4 py-10">
      <main className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-10 w-10" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">Painel Administrativo</h1>
          <p className="mt-1 text-sm text-slate-600">Acesso restrito a administradores</p>
        </div>
        <div className="card space-y-4 p-6">
          {outcome ? <Alert outcome={outcome} /> : null}
          <Form method="post" id="admin-login" onSubmit={onSubmit} className="space-y-4">
            <Field id="admin-login-email" label="E-mail" errors={emailErrors} errorId="admin-login-email-error">
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  required
                  defaultValue={replyValue(lastResult, "email")}
                  autoComplete="username"
                  maxLength={254}
                  className="field-input mt-1"
                />
              )}
            </Field>
            <Field id="admin-login-password" label="Senha" errors={passwordErrors} errorId="admin-login-password-error">
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  maxLength={256}
                  className="field-input mt-1"
                />
              )}
            </Field>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Entrando..." : "Entrar"}
            </button>
          </Form>
        </div>
        <div className="mt-4 text-center">
          <Link to="/" className="btn-ghost">
            Voltar ao Site
          </Link>
        </div>
      </main>
    </div>
  );
}
