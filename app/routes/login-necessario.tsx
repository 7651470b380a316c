import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { LogoMark } from "~/components/icons";
import { showToast } from "~/components/ui/toaster";
import { LOGIN_REQUIRED_PATH } from "~/utils/login-required.server";
import { safeRedirect } from "~/utils/redirect";
import { getUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Login Necessário | Empreenda Aí" }, { name: "robots", content: "noindex" }];

const NOTICE = { title: "Login Necessário", description: "Faça login para acessar o Centro de Aprendizado.", type: "default" as const };
const DELAY_MS = 1500;

/**
 * The notice shown before the login (spec: toast 'Login Necessário', then the sign-in after 1.5 s).
 * Without JavaScript a <noscript> refresh comes back here at once with ?agora=1, and the server
 * redirects to the login with the same toast as a flash message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/centro-aprendizado");
  if (await getUser(request)) throw redirect(redirectTo);
  const loginHref = `/login?${new URLSearchParams({ redirectTo })}`;
  if (url.searchParams.get("agora") === "1") throw await redirectWithToast(request, loginHref, NOTICE);
  return { loginHref, nowHref: `${LOGIN_REQUIRED_PATH}?${new URLSearchParams({ agora: "1", redirectTo })}` };
}

export default function LoginRequired() {
  const { loginHref, nowHref } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    // After the current commit: the root Toaster (rendered after this page) starts listening in
    // its own effect, which runs after this one on the first render.
    const show = window.setTimeout(() => showToast(NOTICE), 0);
    const timer = window.setTimeout(() => navigate(loginHref, { replace: true }), DELAY_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(timer);
    };
  }, [loginHref, navigate]);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center p-6 text-center">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${nowHref}`} />
      </noscript>
      <div className="card w-full p-8">
        <LogoMark className="mx-auto h-10 w-10" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{NOTICE.title}</h1>
        <p className="mt-2 text-slate-600">{NOTICE.description} Levando você para a entrada...</p>
        <Link to={loginHref} replace className="btn-primary mt-6">
          Entrar agora
        </Link>
      </div>
    </main>
  );
}
