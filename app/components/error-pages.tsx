import { isRouteErrorResponse, Link, useRouteLoaderData } from "@remix-run/react";
import { SiteHeader } from "~/components/public/site-header";

/**
 * The not-found message, placed inside a page that already has a header (the signed-in shell or
 * StandaloneNotFound). `detail` is the route's own reason ("Estratégia não encontrada").
 * Signed in, the panel comes first; signed out, the home page; unknown: both, início first.
 */
export function NotFoundPage({ detail, signedIn }: { detail?: string; signedIn?: boolean }) {
  // Inside the signed-in shell the person is signed in, whichever route failed.
  const inShell = Boolean(useRouteLoaderData("routes/_app"));
  signedIn ??= inShell || undefined;
  const home = { to: "/", label: "Ir para o início" };
  const panel = { to: "/dashboard", label: "Ir para o meu painel" };
  const [first, second] = signedIn ? [panel, home] : [home, panel];
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-10 text-center" aria-labelledby="nao-encontrada-titulo">
      <div className="card w-full p-6 sm:p-8" data-testid="not-found">
        <p className="text-sm font-semibold text-brand-700">Erro 404</p>
        <h1 id="nao-encontrada-titulo" className="mt-1 text-2xl font-bold text-slate-900">
          Página não encontrada
        </h1>
        <p className="mt-3 text-slate-600">
          {detail ? `${detail}. ` : ""}O endereço pode ter sido digitado errado, ou a página foi removida ou não é da sua conta.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={first.to} className="btn-primary">
            {first.label}
          </Link>
          <Link to={second.to} className="btn-secondary">
            {second.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A not-found page outside the signed-in shell: the site's header above the message. */
export function StandaloneNotFound({ detail, signedIn }: { detail?: string; signedIn?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <main id="conteudo" className="w-full flex-1 px-4">
        <NotFoundPage detail={detail} signedIn={signedIn} />
      </main>
    </div>
  );
}

/** The route's reason for a 404, when it gave a short one in pt-BR. */
function notFoundDetail(error: unknown) {
  if (!isRouteErrorResponse(error) || typeof error.data !== "string") return undefined;
  const text = error.data.trim();
  return text && text !== "Not Found" && text.length < 120 ? text.replace(/\.$/, "") : undefined;
}

export const GENERIC_ERROR = "Algo deu errado do nosso lado. Tente novamente em instantes.";

/** An error's status and what the page says: the route's own short message when it threw one, else `fallback`. */
export function errorSummary(error: unknown, fallback: (status: number) => string = () => GENERIC_ERROR) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data.length < 300 ? error.data : fallback(status);
  return { status, message };
}

export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = errorSummary(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center p-6 text-center">
      <div className="card w-full p-8" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Erro {status}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <Link to="/" className="btn-primary mt-6">
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}

/** For the root boundary: no layout around it, so the not-found page brings the site's header. */
export function RootErrorBoundaryContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <StandaloneNotFound detail={notFoundDetail(error)} />;
  return <ErrorPage error={error} />;
}

/** For nested routes: keeps the surrounding layout and shows the error in place. */
export function RouteErrorBoundaryContent({ error, signedIn }: { error: unknown; signedIn?: boolean }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage detail={notFoundDetail(error)} signedIn={signedIn} />;
  return <ErrorPage error={error} />;
}
