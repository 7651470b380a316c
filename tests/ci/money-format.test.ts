// Money is written in one place (app/modules/business/money.ts, decision 039, "each rule in one
// place"): one Intl core, a no-break space after "R$", a true minus sign. Any other place that
// formats currency — Intl's currency style, or "R$ " glued to a number by hand — fails here.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MONEY_MODULE = "app/modules/business/money.ts";
const FORMATS_CURRENCY = [/style:\s*"currency"/, /`R\$ ?\$\{/, /"R\$ " *\+/];

function appFiles(dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe("money formatting", () => {
  it("only the money module formats currency", () => {
    const offenders = appFiles().filter(
      (file) => file !== MONEY_MODULE && FORMATS_CURRENCY.some((pattern) => pattern.test(fs.readFileSync(file, "utf8"))),
    );
    expect(offenders).toEqual([]);
  });

  it("the check sees a hand-made formatter", () => {
    expect(FORMATS_CURRENCY.some((p) => p.test('n.toLocaleString("pt-BR", { style: "currency", currency: "BRL" })'))).toBe(true);
    expect(FORMATS_CURRENCY.some((p) => p.test("return `R$ ${value.toFixed(2)}`;"))).toBe(true);
    expect(FORMATS_CURRENCY.some((p) => p.test("return formatBRL(cents);"))).toBe(false);
  });
});
