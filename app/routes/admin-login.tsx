import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigate, useNavigation, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AdminErrorBoundary } from "~/components/admin/admin-ui";
import { LogoMark } from "~/components/icons";
import { attemptAdminLogin, logInvalidLoginInput } from "~/models/admin-auth.server";
import { requestOrigin } from "~/models/security-log.server";
import { adminLoginSchema } from "~/modules/admin/login-schema";
import { commitAdminCookie, getAdmin } from "~/utils/admin-session.server";

export const meta: MetaFunction = () => [{ title: "Login do Administrador | Empreenda Aí" }, { name: "robots", content: "noindex" }];

export const ADMIN_REDIRECT_DELAY_MS = 1000;

type Outcome = { type: "success" } | { type: "error"; message: string } | { type: "connection" };
type ActionResult = { result?: SubmissionResult<string[]>; outcome: Outcome | null };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const origin = requestOrigin(request, context);
  const submission = parseWithZod(formData, { schema: adminLoginSchema });
  if (submission.status !== "success") {
    await logInvalidLoginInput(formData.get("email"), origin.userAgent, origin.ip);
    return data<ActionResult>({ result: submission.reply({ hideFields: ["password"] }), outcome: null }, { status: 400 });
  }
  const outcome = await attemptAdminLogin({ ...submission.value, ...origin });
  if (!outcome.ok) {
    return data<ActionResult>(
      { result: submission.reply({ hideFields: ["password"] }), outcome: { type: "error", message: outcome.message } },
      { status: outcome.status },
    );
  }
  const headers = { "Set-Cookie": await commitAdminCookie(request, outcome) };
  // Without JavaScript, straight into the panel; with it, the page shows the success for 1 s first.
  if (formData.get("enhanced") !== "1") throw redirect("/admin", { headers, status: 303 });
  return data<ActionResult>({ outcome: { type: "success" } }, { headers });
}

/** With JavaScript: a request that never reaches the server becomes 'Erro de conexão'. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ActionResult> {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof TypeError) return { outcome: { type: "connection" } };
    throw error;
  }
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
  const actionData = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(adminLoginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminLoginSchema }),
  });

  const outcome = actionData?.outcome ?? null;
  useEffect(() => {
    if (outcome?.type !== "success") return;
    const timer = window.setTimeout(() => navigate("/admin"), ADMIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const busy = navigation.state !== "idle" || outcome?.type === "success";
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
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="enhanced" value={enhanced ? "1" : "0"} />
            <div>
              <label htmlFor={fields.email.id} className="block text-sm font-medium text-slate-800">
                E-mail
              </label>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                key={fields.email.key}
                autoComplete="username"
                maxLength={254}
                className="field-input mt-1"
              />
              {fields.email.errors ? (
                <p id={fields.email.errorId} className="mt-1 text-sm text-red-700">
                  {fields.email.errors[0]}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={fields.password.id} className="block text-sm font-medium text-slate-800">
                Senha
              </label>
              <input
                {...getInputProps(fields.password, { type: "password" })}
                key={fields.password.key}
                autoComplete="current-password"
                maxLength={256}
                className="field-input mt-1"
              />
              {fields.password.errors ? (
                <p id={fields.password.errorId} className="mt-1 text-sm text-red-700">
                  {fields.password.errors[0]}
                </p>
              ) : null}
            </div>
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

export const ErrorBoundary = AdminErrorBoundary;
