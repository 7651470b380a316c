import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { deleteSession, destroySessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// No GET ever changes data: a GET here just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const clear = { "Set-Cookie": await destroySessionCookie(request) };
  try {
    await deleteSession(request);
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Logout failed", error);
    return redirectWithToast(
      request,
      "/",
      { title: "Erro no logout", description: "Redirecionando...", type: "destructive" },
      { headers: clear },
    );
  }
  return redirectWithToast(request, "/", { title: "Você saiu da sua conta." }, { headers: clear });
}
