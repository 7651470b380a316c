/**
 * Who owes what (decision 040): the WhatsApp reminder's text and the order of the "A receber" list.
 * Pure: the caller gives the balances, the instalment states and the Pix code.
 */
import { formatBRL } from "~/modules/business/money";
import { formatIsoDay } from "~/modules/business/orders";
import { daysBetween, type InstalmentState } from "./instalments";

export type ReminderInput = {
  clientName: string | null;
  number: number;
  storeName: string | null;
  balanceCents: number;
  /** The order's instalments (fiado parcelado) with their states, when it has a plan. */
  instalments: ReadonlyArray<InstalmentState> | null;
  pixPayload: string | null;
};

/** The reminder: the balance, the overdue instalments by number and due day, and the Pix code. */
export function reminderText(input: ReminderInput): string {
  const who = input.clientName ? `, ${input.clientName}` : "";
  const from = input.storeName ? ` de ${input.storeName}` : "";
  const lines = [`Olá${who}! Passando para lembrar do pedido nº ${input.number}${from}: falta ${formatBRL(input.balanceCents)}.`];
  const overdue = (input.instalments ?? []).filter((s) => s.status === "vencido");
  if (overdue.length) {
    lines.push(overdue.length === 1 ? "Parcela vencida:" : "Parcelas vencidas:");
    for (const s of overdue) lines.push(`• Parcela ${s.number}, venceu em ${formatIsoDay(s.dueDate)}: ${formatBRL(s.balanceCents)}`);
  } else {
    const next = (input.instalments ?? []).find((s) => s.status === "em_aberto");
    if (next) lines.push(`Próxima parcela: nº ${next.number}, vence em ${formatIsoDay(next.dueDate)}: ${formatBRL(next.balanceCents)}`);
  }
  if (input.pixPayload) lines.push(`Pix copia e cola:\n${input.pixPayload}`);
  return lines.join("\n");
}

export type ReceivableLine = {
  number: number;
  balanceCents: number;
  /** The day the (oldest unpaid) amount falls due, or null when no day was agreed. */
  dueDate: string | null;
};

/** Days late on `today` (0 when not due yet or without a due day). */
export function daysLate(line: Pick<ReceivableLine, "dueDate">, today: string): number {
  return line.dueDate && line.dueDate < today ? daysBetween(line.dueDate, today) : 0;
}

/** Overdue first (most days late first), then by due day (none last), then by order number. */
export function sortReceivables<T extends ReceivableLine>(lines: ReadonlyArray<T>, today: string): T[] {
  return [...lines].sort((a, b) => {
    const late = daysLate(b, today) - daysLate(a, today);
    if (late !== 0) return late;
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.number - b.number;
  });
}
