/**
 * The plan's charts as SVG markup, built from computePlan's figures on the server and sent as
 * text in the page (no chart code reaches the browser). Each has a <title> and a <desc> that
 * says what it shows; the page prints the same numbers in a table next to it.
 */
import { formatBRL } from "~/modules/business/money";
import type { MoneySlice, PlanFigures, ScenarioFigures } from "./compute";

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Scenario colours (and dash patterns, so the lines differ without colour too). */
export const SCENARIO_STYLE = {
  pessimista: { color: "#b91c1c", dash: "5 3" },
  provavel: { color: "#0f766e", dash: "" },
  otimista: { color: "#1d4ed8", dash: "1 3" },
} as const;

/** 'R$ 12 mil' style for axis labels. */
function short(cents: number): string {
  const reais = cents / 100;
  const abs = Math.abs(reais);
  const sign = reais < 0 ? "−" : "";
  if (abs >= 1_000_000) return `${sign}R$ ${(abs / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} mi`;
  if (abs >= 1000) return `${sign}R$ ${(abs / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} mil`;
  return `${sign}R$ ${Math.round(abs)}`;
}

type LineChartInput = {
  id: string;
  title: string;
  desc: string;
  scenarios: ScenarioFigures[];
  value: (m: ScenarioFigures["months"][number]) => number;
  /** The month to mark on the likely line, and its label. */
  mark: { month: number | null; label: string };
};

function lineChart({ id, title, desc, scenarios, value, mark }: LineChartInput): string {
  const width = 360;
  const height = 210;
  const left = 70;
  const right = 10;
  const top = 12;
  const bottom = 30;
  const values = scenarios.flatMap((s) => s.months.map(value));
  let max = Math.max(0, ...values);
  let min = Math.min(0, ...values);
  if (max === min) max = min + 100;
  const pad = (max - min) * 0.05;
  max += pad;
  min -= min < 0 ? pad : 0;
  const x = (month: number) => left + ((month - 1) * (width - left - right)) / 11;
  const y = (cents: number) => top + ((max - cents) * (height - top - bottom)) / (max - min);
  const parts: string[] = [];
  // Axis labels at the top, the middle, the bottom and zero, skipping any that would overlap.
  const ticks: number[] = [];
  for (const tick of [0, max, min, (max + min) / 2]) if (ticks.every((t) => Math.abs(y(t) - y(tick)) > 14)) ticks.push(tick);
  for (const tick of ticks) {
    parts.push(`<text x="${left - 4}" y="${y(tick) + 4}" text-anchor="end" font-size="10" fill="#475569">${esc(short(tick))}</text>`);
  }
  parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(0)}" y2="${y(0)}" stroke="#334155" stroke-width="1"/>`);
  for (let month = 1; month <= 12; month++) {
    parts.push(`<text x="${x(month)}" y="${height - bottom + 14}" text-anchor="middle" font-size="10" fill="#475569">${month}</text>`);
  }
  parts.push(`<text x="${(left + width - right) / 2}" y="${height - 3}" text-anchor="middle" font-size="10" fill="#475569">mês</text>`);
  if (mark.month !== null) {
    const mx = x(mark.month);
    parts.push(`<line x1="${mx}" x2="${mx}" y1="${top}" y2="${height - bottom}" stroke="#0f766e" stroke-dasharray="3 3"/>`);
    const anchor = mark.month > 8 ? "end" : "start";
    parts.push(
      `<text x="${mx + (anchor === "start" ? 4 : -4)}" y="${top + 10}" text-anchor="${anchor}" font-size="10" font-weight="bold" fill="#0f766e">${esc(mark.label)}</text>`,
    );
  }
  for (const s of scenarios) {
    const style = SCENARIO_STYLE[s.id];
    const points = s.months.map((m) => `${x(m.month).toFixed(1)},${y(value(m)).toFixed(1)}`).join(" ");
    parts.push(
      `<polyline fill="none" stroke="${style.color}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""} points="${points}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-t ${id}-d" width="100%"><title id="${id}-t">${esc(title)}</title><desc id="${id}-d">${esc(desc)}</desc>${parts.join("")}</svg>`;
}

function scenarioSentence(s: ScenarioFigures, what: "result" | "cash"): string {
  const last = s.months[s.months.length - 1]!;
  return what === "result"
    ? `${s.label}: ${formatBRL(s.months[0]!.resultCents)} no mês 1 e ${formatBRL(last.resultCents)} no mês 12${s.breakEvenMonth !== null ? `, sem prejuízo a partir do mês ${s.breakEvenMonth}` : ", com prejuízo no fim do ano"}.`
    : `${s.label}: saldo de ${formatBRL(last.cumulativeCents)} no mês 12${s.paybackMonth !== null && s.paybackMonth <= 12 ? `, investimento recuperado no mês ${s.paybackMonth}` : ""}.`;
}

export function resultChart(figures: PlanFigures): string {
  const likely = figures.scenarios[1]!;
  return lineChart({
    id: "grafico-resultado",
    title: "Resultado de cada mês nos três cenários (primeiro ano)",
    desc: figures.scenarios.map((s) => scenarioSentence(s, "result")).join(" "),
    scenarios: figures.scenarios,
    value: (m) => m.resultCents,
    mark: { month: likely.breakEvenMonth, label: likely.breakEvenMonth !== null ? `equilíbrio: mês ${likely.breakEvenMonth}` : "" },
  });
}

export function cashChart(figures: PlanFigures): string {
  const likely = figures.scenarios[1]!;
  const payback = likely.paybackMonth !== null && likely.paybackMonth <= 12 ? likely.paybackMonth : null;
  return lineChart({
    id: "grafico-caixa",
    title: `Saldo acumulado depois do investimento de ${formatBRL(figures.investment.totalCents)}`,
    desc: figures.scenarios.map((s) => scenarioSentence(s, "cash")).join(" "),
    scenarios: figures.scenarios,
    value: (m) => m.cumulativeCents,
    mark: { month: payback, label: payback !== null ? `retorno: mês ${payback}` : "" },
  });
}

const SLICE_COLORS = ["#b45309", "#7c3aed", "#be185d", "#0e7490", "#475569", "#15803d"];

/** Horizontal bars, each under its label: where each real of the month's revenue (or of the investment) goes. */
export function moneyChart(id: string, title: string, slices: MoneySlice[]): string {
  const width = 360;
  const row = 40;
  const height = Math.max(1, slices.length) * row;
  const barMax = width - 48;
  const parts = slices.map((s, i) => {
    const top = i * row;
    const w = Math.max(2, Math.min(1, s.share) * barMax);
    const color = s.key === "lucro" ? "#15803d" : SLICE_COLORS[i % SLICE_COLORS.length];
    return (
      `<text x="0" y="${top + 14}" font-size="13" fill="#1e293b">${esc(s.label)}</text>` +
      `<rect x="0" y="${top + 19}" width="${w.toFixed(1)}" height="14" rx="2" fill="${color}"/>` +
      `<text x="${(w + 5).toFixed(1)}" y="${top + 31}" font-size="12" font-weight="bold" fill="#1e293b">${Math.round(s.share * 100)}%</text>`
    );
  });
  const desc = slices.length
    ? slices.map((s) => `${s.label}: ${formatBRL(s.cents)} (${Math.round(s.share * 100)}%)`).join("; ") + "."
    : "Ainda não há valores.";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-t ${id}-d" width="100%"><title id="${id}-t">${esc(title)}</title><desc id="${id}-d">${esc(desc)}</desc>${parts.join("")}</svg>`;
}
