/** Who owes what (decision 040): the instalments block of an order and the "A receber" list, with their reminders. */
import type { Store } from "#db/schema";
import { openReceivables, plannedStates } from "~/models/order-instalments.server";
import { parseBrazilianPhone, whatsappLink } from "~/modules/br/phone";
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay } from "~/modules/business/orders";
import { orderTxid, pixPayload } from "~/modules/pix/pix";
import { overdueSummary, type InstalmentState, type InstalmentStatus } from "~/modules/receivables/instalments";
import { daysLate, reminderText, sortReceivables } from "~/modules/receivables/reminder";

export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = { em_aberto: "em aberto", pago: "pago", vencido: "vencido" };

/** The WhatsApp link of a reminder: to the client's phone when known, else a share link. */
export function reminderLink(phone: string | null, text: string) {
  const parsed = phone ? parseBrazilianPhone(phone) : null;
  return parsed?.ok ? whatsappLink(parsed, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function instalmentLines(states: ReadonlyArray<InstalmentState>) {
  return states.map((s) => ({
    number: s.number,
    due: formatIsoDay(s.dueDate),
    amount: formatBRL(s.amountCents),
    balance: formatBRL(s.balanceCents),
    status: s.status,
    statusLabel: INSTALMENT_STATUS_LABELS[s.status],
  }));
}

/** The "A receber" page: every open order, overdue first, with the total and a reminder per line. */
export async function receivablesView(userId: string, store: Pick<Store, "name" | "city" | "pixKey"> | null, today: string) {
  const open = await openReceivables(userId);
  const lines = open.map((order) => {
    const balanceCents = order.totalCents - order.paidCents;
    const states = plannedStates(order.plan, order.paidCents, today);
    const firstOpen = states?.find((s) => s.status !== "pago");
    const dueDate = states ? (firstOpen?.dueDate ?? null) : order.paymentMethod === "fiado" ? order.dueDate : null;
    const payload = store
      ? pixPayload({
          key: store.pixKey,
          merchantName: store.name,
          merchantCity: store.city,
          amountCents: balanceCents,
          txid: orderTxid(order.number, order.test),
        })
      : null;
    const text = reminderText({
      clientName: order.clientName,
      number: order.number,
      storeName: store?.name ?? null,
      balanceCents,
      instalments: states,
      pixPayload: payload,
    });
    return { order, balanceCents, dueDate, states, reminder: reminderLink(order.clientPhone, text) };
  });
  const sorted = sortReceivables(
    lines.map((l) => ({ ...l, number: l.order.number })),
    today,
  );
  const overdueCents = sorted.reduce((sum, l) => {
    if (l.states) return sum + overdueSummary(l.states, today).overdueCents;
    return sum + (daysLate(l, today) > 0 ? l.balanceCents : 0);
  }, 0);
  return {
    total: formatBRL(sorted.reduce((sum, l) => sum + l.balanceCents, 0)),
    overdueTotal: formatBRL(overdueCents),
    count: sorted.length,
    lines: sorted.map((l) => {
      const late = daysLate(l, today);
      return {
        id: l.order.id,
        number: l.order.number,
        clientName: l.order.clientName,
        balance: formatBRL(l.balanceCents),
        due: l.dueDate ? formatIsoDay(l.dueDate) : null,
        daysLate: late,
        instalments: l.states ? `${l.states.filter((s) => s.status === "pago").length} de ${l.states.length} parcelas pagas` : null,
        reminder: l.reminder,
      };
    }),
  };
}
