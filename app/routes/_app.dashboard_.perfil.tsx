import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ProfileForm } from "~/components/journey/profile-form";
import { PROFILE_FORM_ACTION } from "~/modules/profile/profile-copy";
import { getProfile, profileFormDefaults } from "~/models/profile.server";
import { profileFormAction, profileReturnPath } from "~/utils/profile-form.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Completar Perfil do Empreendedor | Empreenda Aí" }];

// The profile form as a page: what 'Criar' and 'Meu Perfil' lead to without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  const redirectTo = profileReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return { defaults: profileFormDefaults(user, profile), redirectTo };
}

export async function action({ request }: ActionFunctionArgs) {
  return profileFormAction(request);
}

export default function ProfilePage() {
  const { defaults, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === PROFILE_FORM_ACTION;
  return (
    <section className="card mx-auto max-w-xl p-5 sm:p-6" aria-labelledby="perfil-titulo">
      <h1 id="perfil-titulo" className="text-xl font-bold text-slate-900">
        Completar Perfil do Empreendedor
      </h1>
      <p className="mb-5 mt-1 text-sm text-slate-600">
        {defaults.completed
          ? "Atualize suas informações sempre que algo mudar."
          : "Com essas informações a plataforma adapta as sugestões à sua realidade."}
      </p>
      <ProfileForm
        as={Form}
        defaults={defaults}
        lastResult={actionData?.result}
        redirectTo={redirectTo}
        pending={pending}
        cancel={
          <Link to={redirectTo} className="btn-secondary">
            Cancelar
          </Link>
        }
      />
    </section>
  );
}
