import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/documents/read-back";
import { formatReaisCompact } from "~/modules/business/money";
import { niceScale, pdfText, toWinAnsi, type PrintableDocument } from "./document";
import { renderPdf } from "./pdf.server";

const months = Array.from({ length: 12 }, (_, i) => `Mês ${i + 1}`);

function sampleDocument(): PrintableDocument {
  return {
    kicker: "Plano de Negócio",
    title: "Confeitaria da Conceição",
    subtitle: "Bolos e doces por encomenda em São João",
    dateLine: "Elaborado em 23 de novembro de 2026",
    date: new Date("2026-11-23T15:00:00Z"),
    author: "Conceição Araújo",
    footer: "Plano de Negócio: Confeitaria da Conceição",
    sections: [
      {
        title: "Sumário executivo",
        blocks: [
          {
            kind: "paragraph",
            text: "Produção artesanal com ênfase em qualidade, atenção e preço justo; fornecimento às padarias da região.",
          },
          {
            kind: "callout",
            tone: "good",
            title: "A conta fecha no cenário provável a partir do mês 4",
            text: "Com 320 bolos por mês o lucro cobre os custos fixos.",
          },
          {
            kind: "keyValues",
            items: [
              { label: "Ponto de equilíbrio", value: "R$ 4.250,00 por mês" },
              { label: "Lucratividade", value: "18,5 %" },
            ],
          },
          { kind: "bullets", items: ["Clientes: famílias e padarias", "Concorrência: três confeitarias no bairro"] },
        ],
      },
      {
        title: "Plano financeiro",
        blocks: [
          { kind: "heading", text: "Investimentos fixos" },
          {
            kind: "table",
            caption: "Itens de investimento",
            columns: [
              { header: "Item", weight: 3 },
              { header: "Quantidade", align: "right" },
              { header: "Valor", align: "right" },
            ],
            rows: Array.from({ length: 70 }, (_, i) => [`Equipamento nº ${i + 1}`, "1", "R$ 100,00"]),
            total: ["Total", "", "R$ 7.000,00"],
          },
          {
            kind: "lineChart",
            title: "Resultado mensal nos três cenários",
            xLabels: months,
            series: [
              { label: "Pessimista", color: "#b91c1c", values: months.map((_, i) => -800 + i * 150) },
              { label: "Provável", color: "#1a52a8", values: months.map((_, i) => -500 + i * 300) },
              { label: "Otimista", color: "#15803d", dash: [5, 3], values: months.map((_, i) => -200 + i * 450) },
            ],
            marker: { index: 3, label: "Equilíbrio: mês 4" },
          },
          {
            kind: "barChart",
            title: "Para onde vai o dinheiro",
            bars: [
              { label: "Aluguel", value: 1200, valueText: "R$ 1.200,00" },
              { label: "Ingredientes", value: 3100, valueText: "R$ 3.100,00" },
            ],
          },
        ],
      },
    ],
    assumptions: {
      title: "Premissas",
      items: ["Preços de 2026 pesquisados em três fornecedores.", "DAS do MEI de 2026 (comércio e serviços)."],
    },
  };
}

describe("the PDF renderer", () => {
  it("writes an A4 document whose text reads back, accents included, with page numbers", async () => {
    const bytes = await renderPdf(sampleDocument());
    const { pages, info, pageSizes } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const size of pageSizes) expect(size).toEqual({ width: 595.28, height: 841.89 });
    const all = pages.join("\n");
    for (const phrase of [
      "PLANO DE NEGÓCIO",
      "Confeitaria da Conceição",
      "Elaborado em 23 de novembro de 2026",
      "1. Sumário executivo",
      "2. Plano financeiro",
      "ênfase em qualidade, atenção e preço justo",
      "A conta fecha no cenário provável a partir do mês 4",
      "R$ 4.250,00 por mês",
      "Resultado mensal nos três cenários",
      "Equilíbrio: mês 4",
      "Para onde vai o dinheiro",
      "Ingredientes",
      "Premissas",
      "DAS do MEI de 2026",
    ]) {
      expect(all).toContain(phrase);
    }
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(info.Title).toBe("Plano de Negócio: Confeitaria da Conceição");
    expect(info.CreationDate).toMatch(/^D:20261123150000/);
  });

  it("repeats a long table's header on the page it continues on", async () => {
    const { pages } = await readPdf(await renderPdf(sampleDocument()));
    const withRows = pages.filter((page) => /Equipamento nº \d+/.test(page));
    expect(withRows.length).toBeGreaterThanOrEqual(2);
    for (const page of withRows) expect(page).toMatch(/Item Quantidade Valor/);
    expect(withRows.at(-1)).toContain("Equipamento nº 70");
    expect(withRows.at(-1)).toContain("R$ 7.000,00");
  });

  it("gives the same bytes for the same document", async () => {
    const [a, b] = await Promise.all([renderPdf(sampleDocument()), renderPdf(sampleDocument())]);
    expect(Buffer.compare(a, b)).toBe(0);
  });
});

describe("document helpers", () => {
  it("keep only what the standard fonts can print", () => {
    expect(toWinAnsi("−R$\u00a01.000 ≥ ação “ok” — 🎉x")).toBe("-R$\u00a01.000 >= ação “ok” — x");
  });

  it("give a long unbroken run soft hyphens to break at (decision 026 item 3), and leave words alone", () => {
    expect(pdfText("Bolo de pote, açúcar")).toBe("Bolo de pote, açúcar");
    const url = "https://instagram.com/docesdaconceicao";
    const broken = pdfText(`Siga ${url}`);
    expect(broken.replaceAll("\u00ad", "")).toBe(`Siga ${url}`);
    expect(
      broken
        .split(" ")[1]!
        .split("\u00ad")
        .map((part) => part.length),
    ).toEqual([16, 16, 6]);
  });

  it("lays out a paragraph of one 2,000-letter word within the page", async () => {
    const doc = sampleDocument();
    doc.sections[0]!.blocks.push({ kind: "paragraph", text: "W".repeat(2000) });
    const { pages } = await readPdf(await renderPdf(doc));
    expect(pages.join("").replace(/[^W]/g, "").length).toBeGreaterThanOrEqual(2000);
  });

  it("format axis figures short and pick round axis steps", () => {
    expect(formatReaisCompact(12500)).toBe("R$\u00a012,5 mil");
    expect(formatReaisCompact(-3000)).toBe("−R$\u00a03 mil");
    expect(formatReaisCompact(1_200_000)).toBe("R$\u00a01,2 mi");
    expect(niceScale(-830, 4100)).toEqual({ min: -1000, max: 5000, step: 1000 });
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, step: 1 });
  });
});
