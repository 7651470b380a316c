import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { choiceOf, getBrandKit, saveBrandKit, suggestedChoice } from "~/models/brand.server";
import { brandSchema } from "~/modules/brand-kit/brand-schema";
import { shapeText } from "~/modules/brand-kit/fonts.server";
import { ICONS, iconElements, INITIALS } from "~/modules/brand-kit/icons";
import { LAYOUTS, logoSvg, type LogoChoice } from "~/modules/brand-kit/logo";
import { PALETTES } from "~/modules/brand-kit/palettes";
import { parseForm } from "~/utils/gestao.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Sua logo | Sua marca | Empreenda Aí" }];

const FIELDS = ["businessName", "palette", "icon", "layout"] as const;

/** The choice shown: what "Ver prévia" sent (GET), else the saved logo, else a first suggestion. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kit = await getBrandKit(user.id);
  const base: LogoChoice = kit ? choiceOf(kit) : await suggestedChoice(user.id, user.name ?? "");
  const params = new URL(request.url).searchParams;
  const asked = brandSchema.safeParse({
    businessName: params.get("businessName") ?? base.businessName,
    palette: params.get("palette") ?? base.palette,
    icon: params.get("icon") ?? base.icon,
    layout: params.get("layout") ?? base.layout,
  });
  const choice: LogoChoice = asked.success ? asked.data : base;
  return {
    saved: kit ? { ...choiceOf(kit), version: kit.updatedAt.getTime() } : null,
    choice,
    previewError: asked.success ? null : (asked.error.issues[0]?.message ?? null),
    // Server-drawn, text as outlines: the four layouts of the current choice to pick from.
    previews: LAYOUTS.map((layout) => ({ ...layout, svg: logoSvg(shapeText, { ...choice, layout: layout.id }).svg })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const posted = await parseForm(request, brandSchema, FIELDS);
  if (!posted.ok) return posted.response;
  await saveBrandKit(user.id, posted.value);
  return redirectWithToast(
    request,
    "/marca#arquivos",
    { title: "Logo salva", description: posted.value.businessName, type: "success" },
    { status: 303 },
  );
}

const radioCard =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500";

export default function LogoPage() {
  const { saved, choice, previews, previewError } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ errors?: Record<string, string>; values?: Record<string, string> }>();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values = { ...choice, ...actionData?.values };
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="logo-titulo">
        <h1 id="logo-titulo" className="text-xl font-bold text-slate-900">
          Sua logo
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Escolha o nome, as cores, um ícone e o modelo. Os arquivos saem prontos para o WhatsApp, o Instagram, a embalagem e a gráfica.
        </p>
        {previewError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {previewError}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-5" key={JSON.stringify(choice)}>
          <Field id="businessName" label="Nome na logo" errors={errors.businessName ? [errors.businessName] : undefined}>
            {(control) => (
              <input
                {...control}
                name="businessName"
                defaultValue={values.businessName}
                maxLength={40}
                required
                className="field-input mt-1"
              />
            )}
          </Field>

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Cores</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {PALETTES.map((p) => (
                <label key={p.id} className={radioCard}>
                  <input type="radio" name="palette" value={p.id} defaultChecked={values.palette === p.id} className="sr-only" />
                  <span aria-hidden="true" className="flex shrink-0">
                    <span className="h-6 w-6 rounded-l" style={{ background: p.primary }} />
                    <span className="h-6 w-3" style={{ background: p.accent }} />
                    <span className="h-6 w-3 rounded-r" style={{ background: p.tint }} />
                  </span>
                  {p.label}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Ícone</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {ICONS.map((icon) => (
                <label key={icon.id} className={`${radioCard} flex-col text-center text-xs`}>
                  <input type="radio" name="icon" value={icon.id} defaultChecked={values.icon === icon.id} className="sr-only" />
                  <svg
                    viewBox="0 0 24 24"
                    className="h-7 w-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    dangerouslySetInnerHTML={{ __html: iconElements(icon) }}
                  />
                  {icon.label}
                </label>
              ))}
              <label className={`${radioCard} flex-col text-center text-xs`}>
                <input type="radio" name="icon" value={INITIALS} defaultChecked={values.icon === INITIALS} className="sr-only" />
                <span aria-hidden="true" className="flex h-7 items-center font-bold">
                  AB
                </span>
                Iniciais
              </label>
            </div>
          </fieldset>

          <button type="submit" formMethod="get" formAction="/marca" className="btn-secondary">
            Ver prévia com estas escolhas
          </button>

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Modelo</legend>
            {errors.layout ? <p className="text-sm text-red-700">{errors.layout}</p> : null}
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {previews.map((preview) => (
                <label key={preview.id} className={`${radioCard} flex-col items-stretch`} data-testid={`modelo-${preview.id}`}>
                  <input type="radio" name="layout" value={preview.id} defaultChecked={values.layout === preview.id} className="sr-only" />
                  <span
                    className="flex h-32 items-center justify-center rounded bg-slate-50 p-2 [&>svg]:h-full [&>svg]:w-auto [&>svg]:max-w-full"
                    dangerouslySetInnerHTML={{ __html: preview.svg }}
                  />
                  <span className="text-center font-medium">{preview.label}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={saving}>
            {saving ? "Salvando…" : "Salvar logo"}
          </button>
        </Form>
      </section>

      {saved ? (
        <section id="arquivos" className="card scroll-mt-20 p-5" aria-labelledby="arquivos-titulo">
          <h2 id="arquivos-titulo" className="text-lg font-bold text-slate-900">
            Seus arquivos
          </h2>
          <img src={`/marca/logo.svg?v=${saved.version}`} alt={`Logo de ${saved.businessName}`} className="mt-3 h-28 w-auto max-w-full" />
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className="font-semibold text-brand-700 underline" href={`/marca/logo.png?size=512&v=${saved.version}`} download>
                Logo em PNG (512 px)
              </a>{" "}
              — para redes sociais e mensagens.
            </li>
            <li>
              <a className="font-semibold text-brand-700 underline" href={`/marca/avatar.png?v=${saved.version}`} download>
                Foto de perfil quadrada (512 × 512)
              </a>{" "}
              — para o WhatsApp Business e o Instagram.
            </li>
            <li>
              <a className="font-semibold text-brand-700 underline" href={`/marca/logo.svg?v=${saved.version}`} download>
                Logo em SVG
              </a>{" "}
              — para a gráfica: aumenta sem perder qualidade.
            </li>
          </ul>
          <p className="mt-3 text-sm">
            <Link to="/jornada/marketing" className="text-brand-700 underline">
              Voltar para a jornada
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
