import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { LogoMark } from "~/components/icons";
import { LOGIN_TOOLS } from "~/components/public/login-tools";
import { isInAppBrowser, LOGIN_POPUP_FEATURES } from "~/modules/auth/in-app-browser";
import { useBrand } from "~/root";
import { isDemoLoginEnabled, isGoogleConfigured } from "~/utils/env.server";
import { safeRedirect } from "~/utils/redirect";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [
  { title: "Entrar | Empreenda Aí" },
  { name: "description", content: "Entre com sua conta Google para descobrir seu negócio e seguir sua jornada empreendedora." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  return {
    redirectTo,
    loginFailed: url.searchParams.get("error") === "login_failed",
    googleEnabled: isGoogleConfigured(),
    demoEnabled: isDemoLoginEnabled(),
  };
}

function startGoogleLogin(event: React.MouseEvent<HTMLAnchorElement>, redirectTo: string) {
  if (!isInAppBrowser(navigator.userAgent)) return;
  // In-app browsers (Instagram, Facebook) block Google in the same window: try a popup first.
  event.preventDefault();
  const href = `${event.currentTarget.getAttribute("href")}&popup=1`;
  const popup = window.open(href, "login-google", LOGIN_POPUP_FEATURES);
  if (!popup) {
    window.location.assign(event.currentTarget.href);
    return;
  }
  const timer = window.setInterval(() => {
    if (popup.closed) {
      window.clearInterval(timer);
      window.location.assign(redirectTo);
    }
  }, 500);
}

export default function Login() {
  const { redirectTo, loginFailed, googleEnabled, demoEnabled } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const navigation = useNavigation();
  const signingIn = navigation.state !== "idle" && navigation.formAction === "/auth/demo";
  const googleHref = `/auth/google?${new URLSearchParams({ redirectTo })}`;

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link to="/" className="flex items-center gap-2 font-bold">
            <LogoMark className="h-7 w-7" />
            {brand.productName}
          </Link>
          <Link to="/" className="btn-ghost ml-auto">
            Voltar
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <section className="card p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Entre para começar</h1>
          <p className="mt-2 text-slate-700">
            100% gratuito, sem cartão de crédito. O acesso é feito somente pela sua conta Google.
          </p>
          {loginFailed ? (
            <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
              Erro no login. Tente novamente.
            </div>
          ) : null}
          {googleEnabled ? (
            <a
              href={googleHref}
              onClick={(event) => startGoogleLogin(event, redirectTo)}
              className="btn-primary mt-6 w-full py-3 text-base"
              data-testid="google-login"
            >
              <svg className="h-5 w-5" viewBox="0 0 24 24" aria-hidden="true">
                <path fill="#fff" d="M21.35 11.1H12v2.98h5.35c-.23 1.45-1.68 4.25-5.35 4.25-3.22 0-5.85-2.67-5.85-5.96S8.78 6.4 12 6.4c1.83 0 3.06.78 3.76 1.45l2.57-2.47C16.68 3.84 14.55 2.9 12 2.9 6.97 2.9 2.9 6.97 2.9 12s4.07 9.1 9.1 9.1c5.25 0 8.73-3.69 8.73-8.89 0-.6-.07-1.05-.38-1.11z" />
              </svg>
              Continuar com Google
            </a>
          ) : null}
          {demoEnabled ? (
            <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
              <h2 className="text-base font-semibold text-amber-900">Entrar em modo demonstração</h2>
              <p className="mt-1 text-sm text-amber-900">
                O login com Google não está configurado neste servidor. No modo demonstração você entra só com nome e
                e-mail, sem senha: use apenas para conhecer a plataforma.
              </p>
              <Form method="post" action="/auth/demo" className="mt-4 space-y-3">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <div>
                  <label htmlFor="demo-name" className="block text-sm font-medium text-slate-800">
                    Seu nome
                  </label>
                  <input id="demo-name" name="name" required maxLength={120} autoComplete="name" className="field-input mt-1" />
                </div>
                <div>
                  <label htmlFor="demo-email" className="block text-sm font-medium text-slate-800">
                    Seu e-mail
                  </label>
                  <input
                    id="demo-email"
                    name="email"
                    type="email"
                    required
                    maxLength={254}
                    autoComplete="email"
                    className="field-input mt-1"
                  />
                </div>
                <button type="submit" className="btn-primary w-full" disabled={signingIn}>
                  {signingIn ? "Entrando..." : "Entrar em modo demonstração"}
                </button>
              </Form>
            </div>
          ) : null}
        </section>
        <section aria-labelledby="ferramentas">
          <h2 id="ferramentas" className="text-lg font-semibold text-slate-900">
            Ao entrar, você tem acesso a:
          </h2>
          <ul className="mt-4 space-y-3">
            {LOGIN_TOOLS.map((tool) => (
              <li key={tool.name} className="card p-4">
                <p className="font-semibold text-slate-900">{tool.name}</p>
                <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">A autenticação nas ferramentas parceiras é automática após o login.</p>
        </section>
      </main>
    </div>
  );
}
