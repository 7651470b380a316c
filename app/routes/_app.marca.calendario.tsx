import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CopyButton } from "~/components/marca/copy-button";
import { FIRST_POSTS_GOAL, getCalendar, saveCalendar, updatePost, writeMonth } from "~/models/content-calendar.server";
import { ENGINE_LABELS } from "~/modules/ai/types";
import { postEditSchema } from "~/modules/brand-kit/calendar-schema";
import { CALENDAR_DAYS } from "~/modules/brand-kit/content-calendar";
import { clientIp } from "~/utils/client-ip.server";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { todayInSaoPaulo } from "~/utils/today.server";
import { formFailure } from "~/utils/form-reply.server";

export const meta: MetaFunction = () => [{ title: "Calendário de posts | Sua marca | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const calendar = await getCalendar(user.id);
  const engine = calendar?.engine;
  return {
    items: calendar?.items ?? null,
    posted: calendar?.items.filter((i) => i.posted).length ?? 0,
    engineLabel: engine === "gemini" || engine === "offline" ? ENGINE_LABELS[engine] : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "gerar") {
    const month = await writeMonth(user.id, clientIp(context), todayInSaoPaulo());
    await saveCalendar(user.id, month.items, month.engine);
    const description = month.quotaMessage
      ? `${month.quotaMessage} Os textos vieram do nosso catálogo; você pode editá-los.`
      : month.engine === "gemini"
        ? "Textos escritos pela IA a partir do seu negócio. Revise antes de postar."
        : undefined;
    return redirectWithToast(
      request,
      "/marca/calendario",
      { title: "Calendário do mês pronto", type: month.quotaMessage ? "default" : "success", ...(description ? { description } : {}) },
      { status: 303 },
    );
  }
  const date = String(form.get("date") ?? "");
  if (intent === "publicado") {
    const saved = await updatePost(user.id, date, { posted: form.get("posted") === "true" });
    if (!saved) throw new Response("Dia não encontrado no seu calendário.", { status: 404 });
    return redirectWithToast(
      request,
      `/marca/calendario#dia-${date}`,
      { title: form.get("posted") === "true" ? "Marcado como publicado" : "Desmarcado", type: "success" },
      { status: 303 },
    );
  }
  if (intent === "editar") {
    const parsed = postEditSchema.safeParse({ caption: form.get("caption") ?? undefined, hashtags: form.get("hashtags") ?? undefined });
    if (!parsed.success) return formFailure(parsed.error.issues[0]?.message ?? "Texto inválido.", 400, { date });
    const saved = await updatePost(user.id, date, parsed.data);
    if (!saved) throw new Response("Dia não encontrado no seu calendário.", { status: 404 });
    return redirectWithToast(request, `/marca/calendario#dia-${date}`, { title: "Texto salvo", type: "success" }, { status: 303 });
  }
  return formFailure("Ação desconhecida.", 400, { date: "" });
}

const dayFormat = new Intl.DateTimeFormat("pt-BR", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" });

export default function Calendar() {
  const { items, posted, engineLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!items) {
    return (
      <section className="card p-5" aria-labelledby="calendario-titulo">
        <h1 id="calendario-titulo" className="text-xl font-bold text-slate-900">
          Calendário de posts
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {CALENDAR_DAYS} dias de posts a partir de hoje, feitos a partir da sua ideia, dos seus produtos e das datas em que o brasileiro
          mais compra (Dia das Mães, festas juninas, Black Friday, Natal…). Cada dia vem com tema, texto, hashtags e a imagem para usar.
          Você edita o que quiser.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="gerar" />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Gerar calendário do mês
          </button>
        </Form>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="calendario-titulo">
        <h1 id="calendario-titulo" className="text-xl font-bold text-slate-900">
          Calendário de posts
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          <strong>{posted}</strong> de {items.length} publicados.
          {posted < FIRST_POSTS_GOAL ? ` Publique ${FIRST_POSTS_GOAL} para concluir “Primeiras Postagens” na jornada.` : null}
        </p>
        {engineLabel ? (
          <p className="mt-1 text-xs text-slate-500" data-testid="calendario-motor">
            Textos: {engineLabel.charAt(0).toLocaleLowerCase("pt-BR") + engineLabel.slice(1)}.
          </p>
        ) : null}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="gerar" />
          <button type="submit" className="btn-secondary">
            Refazer o calendário a partir de hoje (apaga suas edições)
          </button>
        </Form>
      </section>
      <ol className="space-y-3">
        {items.map((item) => {
          const text = `${item.caption}\n\n${item.hashtags.join(" ")}`;
          const error = actionData?.date === item.date ? (actionData.errors[""] ?? null) : null;
          return (
            <li
              key={item.date}
              id={`dia-${item.date}`}
              className={`card scroll-mt-20 p-4 ${item.posted ? "border-emerald-300 bg-emerald-50/60" : ""}`}
              data-testid="post-do-dia"
            >
              <p className="text-xs font-medium uppercase text-slate-500">{dayFormat.format(new Date(`${item.date}T12:00:00Z`))}</p>
              <h2 className="font-semibold text-slate-900">{item.theme}</h2>
              <Form method="post" className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="editar" />
                <input type="hidden" name="date" value={item.date} />
                <label className="sr-only" htmlFor={`texto-${item.date}`}>
                  Texto do post de {item.date}
                </label>
                <textarea
                  id={`texto-${item.date}`}
                  name="caption"
                  defaultValue={item.caption}
                  rows={4}
                  maxLength={2200}
                  className="field-input text-sm"
                  aria-invalid={error ? true : undefined}
                />
                <label className="block text-xs font-medium text-slate-700" htmlFor={`tags-${item.date}`}>
                  Hashtags
                </label>
                <input id={`tags-${item.date}`} name="hashtags" defaultValue={item.hashtags.join(" ")} className="field-input text-sm" />
                {error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className="btn-secondary px-3 py-2">
                    Salvar texto
                  </button>
                  <CopyButton text={text} />
                  <a href={item.image} className="btn-ghost px-3 py-2 underline">
                    Imagem do dia
                  </a>
                </div>
              </Form>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="publicado" />
                <input type="hidden" name="date" value={item.date} />
                <input type="hidden" name="posted" value={String(!item.posted)} />
                <button type="submit" className={item.posted ? "btn-secondary px-3 py-2" : "btn-primary px-3 py-2"}>
                  {item.posted ? "Publicado ✓ (desmarcar)" : "Marcar como publicado"}
                </button>
              </Form>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
