import { describe, expect, it } from "vitest";
import { clientsTable } from "./export-tables";
import { csvSafeText, csvUnsafeText, parseCsv } from "./csv";
import { planClientImport } from "./import-plan";
import { tableToCsv } from "./table";

describe("csvSafeText (OWASP CSV injection)", () => {
  it("prefixes each formula character with '", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvSafeText(`${start}1+1`)).toBe(`'${start}1+1`);
  });
  it("leaves other text alone, a quote inside or a formula character later included", () => {
    for (const text of ["Dona Cida", "1+1", "a=b", " =1", "'já tem aspas", ""]) expect(csvSafeText(text)).toBe(text);
  });
  it("the import reads a neutralised cell back as it was typed", () => {
    expect(csvUnsafeText("'=1+1")).toBe("=1+1");
    expect(csvUnsafeText("'Dona")).toBe("'Dona");
    const now = new Date();
    const client = {
      id: "c",
      userId: "u",
      name: "=HYPERLINK(1)",
      phone: null,
      email: null,
      tags: "",
      notes: "-sem lactose",
      document: null,
      createdAt: now,
      updatedAt: now,
    };
    const csv = tableToCsv(clientsTable([client]));
    expect(csv).toContain("'=HYPERLINK(1)");
    const plan = planClientImport(parseCsv(csv).rows, { phones: [], emails: [], names: [] });
    expect(plan.ok && plan.plan.create[0]!.value).toMatchObject({ name: "=HYPERLINK(1)", notes: "-sem lactose" });
  });
});
