import type { LoaderFunctionArgs } from "@remix-run/node";
import { allObligations, calendarInput } from "~/models/obligations.server";
import { formatBRL } from "~/modules/business/money";
import { buildIcs } from "~/modules/legal/ics";
import { requireUser } from "~/utils/session.server";

/**
 * GET /gestao/obrigacoes.ics — every due date of the person's DAS and DASN-SIMEI, from the opening
 * to the end of next year, as all-day events with a reminder 3 days before (decision 029). Only reads.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const input = await calendarInput(user.id);
  if (!input) {
    throw new Response("Informe a data de abertura do MEI em /gestao/empresa para gerar o calendário.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const host = new URL(request.url).hostname;
  const events = allObligations(input).map((o) => ({
    uid: `${o.id}-${user.id}@${host}`,
    date: o.dueDate,
    summary: o.kind === "das" ? `Pagar ${o.title}${o.amountCents ? ` (${formatBRL(o.amountCents)})` : ""}` : `Entregar ${o.title}`,
    description: `${o.lateCost} Só pelo site oficial (gov.br): ${o.officialUrl}`,
    url: o.officialUrl,
    alarmDaysBefore: 3,
  }));
  const body = buildIcs(events, { name: "Obrigações do MEI", now: new Date() });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="obrigacoes-mei.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
