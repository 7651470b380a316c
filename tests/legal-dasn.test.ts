// @db-engines: sqlite libsql
// Decision 029, the DASN-SIMEI ready to copy: the page (no JavaScript), its answer form and /api/dasn.
import { describe, expect, it } from "vitest";
import { saveBusinessProfile } from "~/models/business-profile.server";
import { createCashEntry } from "~/models/business-cash.server";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.gestao.dasn";
import { loader as apiDasn } from "~/routes/api.dasn";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const sale = (occurredOn: string, amountCents: number, revenueKind: "revenda" | "industrializados" | "servicos") => ({
  occurredOn,
  direction: "in" as const,
  category: "venda",
  description: "venda",
  amountCents,
  revenueKind,
  withInvoice: false,
});

describe("DASN-SIMEI", () => {
  it("splits the year's sales, counts from the opening date, stores the employee answer; the API gives the same", async () => {
    const { cookie, user } = await signedInUser();
    await saveBusinessProfile(user.id, {
      cnpj: null,
      openedOn: "2025-03-10",
      occupation: null,
      occupationCnae: null,
      tradeName: null,
      city: null,
      state: null,
    });
    await createCashEntry(user.id, sale("2025-03-01", 99_900, "revenda")); // before the opening: not MEI revenue
    await createCashEntry(user.id, sale("2025-03-10", 10_000, "revenda"));
    await createCashEntry(user.id, sale("2025-07-02", 20_050, "industrializados"));
    await createCashEntry(user.id, sale("2025-12-31", 5_000, "servicos"));
    await createCashEntry(user.id, sale("2026-01-01", 7_700, "servicos")); // next year
    await createCashEntry(user.id, {
      ...sale("2025-08-01", 3_000, "revenda"),
      direction: "out",
      category: "mercadoria",
      revenueKind: null,
    });

    const page = await outcomeOf(() => pageLoader(args(request("/gestao/dasn?ano=2025", { cookie }))));
    expect(page.body).toMatchObject({
      year: 2025,
      total: "350,50",
      commerce: "300,50",
      services: "50,00",
      hadEmployee: null,
      due: "31/05/2026",
    });

    const answered = await outcomeOf(() =>
      pageAction(args(request("/gestao/dasn", { cookie, form: { year: "2025", hadEmployee: "nao" } }))),
    );
    expect(answered).toMatchObject({ status: 303, location: "/gestao/dasn?ano=2025" });
    const bad = await outcomeOf(() => pageAction(args(request("/gestao/dasn", { cookie, form: { year: "2025", hadEmployee: "talvez" } }))));
    expect(bad.status).toBe(400);

    const api = await outcomeOf(() => apiDasn(args(request("/api/dasn?year=2025", { cookie }))));
    expect(api.body).toEqual({
      year: 2025,
      revenueCommerceCents: 30_050,
      revenueServicesCents: 5_000,
      totalCents: 35_050,
      hadEmployee: false,
      dueDate: "2026-05-31",
    });
    const badYear = await outcomeOf(() => apiDasn(args(request("/api/dasn?year=25", { cookie }))));
    expect(badYear.status).toBe(400);
    const other = await signedInUser();
    const theirs = await outcomeOf(() => apiDasn(args(request("/api/dasn?year=2025", { cookie: other.cookie }))));
    expect(theirs.body).toMatchObject({ totalCents: 0, hadEmployee: null });
  });
});
