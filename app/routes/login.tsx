import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/ui/field";
import { SiteFooter } from "~/components/public/site-footer";
import { SiteHeader } from "~/components/public/site-header";
import { ChartIcon, CheckIcon, MegaphoneIcon, PrinterIcon, SparklesIcon, TrophyIcon } from "~/components/icons";
import { isInAppBrowser, LOGIN_POPUP_FEATURES } from "~/modules/auth/in-app-browser";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { builtInTools, partnerTools } from "~/modules/site/tools";
import { configuredPartners } from "~/models/partner-page.server";
import { useBrand } from "~/root";
import { isDemoSignInOpen } from "~/models/demo-mode.server";
import { isGoogleConfigured } from "~/utils/env.server";
import { safeRedirect } from "~/utils/redirect";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Entrar",
    description: `${data?.googleEnabled === false ? "Entre" : "Entre com sua conta Google"} para descobrir seu negócio e seguir sua jornada empreendedora. 100% gratuito, sem cartão de crédito.`,
    path: "/login",
  });

const TOOL_ICONS = {
  planning: ChartIcon,
  marketing: MegaphoneIcon,
  printShop: PrinterIcon,
  discovery: ChartIcon,
  journey: TrophyIcon,
  consultant: SparklesIcon,
};
const PARTNER_KEYS = { "empresa-ai": "planning", "posta-ai": "marketing", grafica: "printShop" } as const;
const LOGIN_CLAIMS = ["100% gratuito", "Sem cartão de crédito", "Resultados em cerca de 15 minutos", "Suporte por e-mail"];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  return {
    redirectTo,
    loginFailed: url.searchParams.get("error") === "login_failed",
    signUpLimited:
      url.searchParams.get("error") === "signup_limited"
        ? "Muitas contas novas criadas a partir desta conexão. Por segurança, tente novamente mais tarde."
        : null,
    googleEnabled: isGoogleConfigured(),
    demoEnabled: await isDemoSignInOpen(),
    // Only the partner tools this install has switched on are promised here.
    partnerKeys: configuredPartners().map((id) => PARTNER_KEYS[id]),
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
  const { redirectTo, loginFailed, signUpLimited, googleEnabled, demoEnabled, partnerKeys } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const navigation = useNavigation();
  const signingIn = navigation.state !== "idle" && navigation.formAction === "/auth/demo";
  const googleHref = `/auth/google?${new URLSearchParams({ redirectTo })}`;

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-5xl flex-1 items-start gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <section className="card p-6 sm:p-8" aria-labelledby="login-title">
          <h1 id="login-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Entre para começar
          </h1>
          <p className="mt-2 text-slate-700" data-testid="login-intro">
            {googleEnabled
              ? `Você entra no ${brand.productName} com a sua conta Google, sem criar senha.`
              : `Esta instalação do ${brand.productName} está em modo demonstração: você entra só com nome e e-mail.`}{" "}
            Em cerca de 15 minutos você descobre negócios que combinam com você.
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-2 text-sm font-medium text-slate-700 sm:grid-cols-2">
            {LOGIN_CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CheckIcon className="h-4 w-4 shrink-0 text-emerald-600" />
                {claim}
              </li>
            ))}
          </ul>
          <ErrorList errors={loginFailed ? ["Erro no login. Tente novamente."] : undefined} className="mt-5 font-medium" />
          <ErrorList errors={signUpLimited ? [signUpLimited] : undefined} className="mt-5 font-medium" />
          {googleEnabled ? (
            <a
              href={googleHref}
              onClick={(event) => startGoogleLogin(event, redirectTo)}
              className="btn-primary mt-6 w-full py-3 text-base"
              data-testid="google-login"
            >
              <svg className="h-5 w-5" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="#fff"
                  d="M21.35 11.1H12v2.98h5.35c-.23 1.45-1.68 4.25-5.35 4.25-3.22 0-5.85-2.67-5.85-5.96S8.78 6.4 12 6.4c1.83 0 3.06.78 3.76 1.45l2.57-2.47C16.68 3.84 14.55 2.9 12 2.9 6.97 2.9 2.9 6.97 2.9 12s4.07 9.1 9.1 9.1c5.25 0 8.73-3.69 8.73-8.89 0-.6-.07-1.05-.38-1.11z"
                />
              </svg>
              Continuar com Google
            </a>
          ) : null}
          {!googleEnabled && !demoEnabled ? (
            <div
              role="alert"
              className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              data-testid="no-sign-in"
            >
              O login está indisponível no momento: o login com Google não está configurado neste servidor e o modo demonstração foi
              desativado porque já existem contas Google. Avise o responsável pelo site.
            </div>
          ) : null}
          {demoEnabled ? (
            <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="demo-login">
              <h2 className="text-base font-semibold text-amber-900">Entrar em modo demonstração</h2>
              <p className="mt-1 text-sm text-amber-900">
                Sem senha e sem conta Google: serve para conhecer a plataforma. Quem souber o e-mail que você usar pode entrar como você,
                então não guarde aqui nada que seja só seu.
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
                <button type="submit" className="btn-primary w-full py-3" disabled={signingIn}>
                  {signingIn ? "Entrando..." : "Entrar em modo demonstração"}
                </button>
              </Form>
            </div>
          ) : null}
          <p className="mt-5 text-xs text-slate-600">
            Ao entrar, você concorda com a nossa{" "}
            <Link to="/privacidade" className="font-medium text-brand-700 underline underline-offset-2">
              Política de Privacidade
            </Link>
            .
          </p>
        </section>
        <section aria-labelledby="ferramentas">
          <h2 id="ferramentas" className="text-lg font-bold text-slate-900">
            Ao entrar, você tem acesso a:
          </h2>
          <ul className="mt-4 space-y-3">
            {(partnerKeys.length
              ? partnerTools(brand).filter((tool) => (partnerKeys as string[]).includes(tool.key))
              : (builtInTools() as Array<{ key: keyof typeof TOOL_ICONS; name: string; description: string }>)
            ).map((tool) => {
              const Icon = TOOL_ICONS[tool.key];
              return (
                <li key={tool.key} className="card flex gap-4 p-4" data-testid="login-tool">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{tool.name}</h3>
                    <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          {googleEnabled && partnerKeys.length ? (
            <p className="mt-4 text-sm text-slate-700">Nas ferramentas parceiras que usam conta Google, você entra com a mesma conta.</p>
          ) : null}
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
