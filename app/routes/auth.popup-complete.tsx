import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { safeRedirect } from "~/utils/redirect";

export async function loader({ request }: LoaderFunctionArgs) {
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

/** Last page of a popup sign-in: hands the session over to the opener and closes itself. */
export default function PopupComplete() {
  const { redirectTo } = useLoaderData<typeof loader>();
  useEffect(() => {
    if (window.opener && !window.opener.closed) {
      window.opener.location.assign(redirectTo);
      window.close();
    } else {
      window.location.replace(redirectTo);
    }
  }, [redirectTo]);
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <p className="text-slate-700">Login concluído. Você já pode fechar esta janela.</p>
      <Link to={redirectTo} className="btn-primary mt-4">
        Continuar
      </Link>
    </main>
  );
}
