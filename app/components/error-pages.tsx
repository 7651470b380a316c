import { isRouteErrorResponse, Link } from "@remix-run/react";

/** The spec's not-found text, kept as written (section 8). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center p-6 text-center">
      <div className="card w-full p-8">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
        <p className="mt-1 text-sm text-slate-500">Página não encontrada.</p>
        <Link to="/" className="btn-primary mt-6">
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data.length < 300
      ? error.data
      : "Algo deu errado do nosso lado. Tente novamente em instantes.";
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

/** For nested routes: keeps the surrounding layout and shows the error in place. */
export function RouteErrorBoundaryContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
