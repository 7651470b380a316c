// @db-engines: sqlite libsql
// Decision 029, the calendar of obligations: the page (no JavaScript), the API, the .ics and the bell.
import { describe, expect, it } from "vitest";
import { saveBusinessProfile } from "~/models/business-profile.server";
import { obligationAlerts } from "~/models/obligations.server";
import { localDateParts } from "~/modules/business/calendar";
import { loader as shellLoader } from "~/routes/_app";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.gestao.obrigacoes";
import { action as apiPatch } from "~/routes/api.obligations.$id";
import { loader as apiList } from "~/routes/api.obligations";
import { loader as icsLoader } from "~/routes/gestao.obrigacoes[.]ics";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";

const today = localDateParts(new Date());
const year = today.year;

async function meiOpenedInJanuary() {
  const person = await signedInUser();
  await saveBusinessProfile(person.user.id, {
    cnpj: "11222333000181",
    openedOn: `${year}-01-10`,
    occupation: "Doceiro(a) independente",
    occupationCnae: "5620104",
    tradeName: null,
    city: null,
    state: null,
  });
  return person;
}

const countPaid = async (userId: string) =>
  ((await sqlGet("SELECT COUNT(*) AS n FROM obligation_payments WHERE user_id = ?", userId)) as { n: number }).n;

describe("obligations page", () => {
  it("without an opening date: asks for the company data", async () => {
    const { cookie } = await signedInUser();
    const page = await outcomeOf(() => pageLoader(args(request("/gestao/obrigacoes", { cookie }))));
    expect(page.body).toMatchObject({ year });
    expect((page.body as { obligations?: unknown }).obligations).toBeUndefined();
    const ics = await outcomeOf(() => icsLoader(args(request("/gestao/obrigacoes.ics", { cookie }))));
    expect(ics.status).toBe(404);
  });

  it("lists the DAS with the occupation's value; marking paid through the form, undoing, and a foreign id → 404", async () => {
    const { cookie, user } = await meiOpenedInJanuary();
    const page = await outcomeOf(() => pageLoader(args(request(`/gestao/obrigacoes?ano=${year}`, { cookie }))));
    const obligations = (page.body as { obligations: { id: string; amount: string | null; status: string }[] }).obligations;
    expect(obligations[0]).toMatchObject({ id: `das-${year}-01`, amount: "R$\u00a082,05" });

    const paid = await outcomeOf(() =>
      pageAction(args(request("/gestao/obrigacoes", { cookie, form: { id: `das-${year}-01`, intent: "pagar" } }))),
    );
    expect(paid).toMatchObject({ status: 303, location: `/gestao/obrigacoes?ano=${year}#das-${year}-01` });
    const after = await outcomeOf(() => pageLoader(args(request(`/gestao/obrigacoes?ano=${year}`, { cookie }))));
    expect((after.body as { obligations: { id: string; status: string }[] }).obligations[0]).toMatchObject({ status: "pago" });
    // Twice is the same as once.
    await outcomeOf(() => pageAction(args(request("/gestao/obrigacoes", { cookie, form: { id: `das-${year}-01`, intent: "pagar" } }))));
    expect(await countPaid(user.id)).toBe(1);

    const before = await outcomeOf(() =>
      pageAction(args(request("/gestao/obrigacoes", { cookie, form: { id: `das-${year - 1}-12`, intent: "pagar" } }))),
    );
    expect(before.status).toBe(404);
    const bad = await outcomeOf(() => pageAction(args(request("/gestao/obrigacoes", { cookie, form: { id: "x", intent: "apagar" } }))));
    expect(bad.status).toBe(400);
    const undone = await outcomeOf(() =>
      pageAction(args(request("/gestao/obrigacoes", { cookie, form: { id: `das-${year}-01`, intent: "desfazer" } }))),
    );
    expect(undone.status).toBe(303);
    expect(await countPaid(user.id)).toBe(0);

    const wrongYear = await outcomeOf(() => pageLoader(args(request("/gestao/obrigacoes?ano=abc", { cookie }))));
    expect(wrongYear.status).toBe(400);
  });
});

describe("/api/obligations", () => {
  it("GET by year, PATCH { paid: true }; bad year 400, bad body 400, unknown id 404, no profile 409", async () => {
    const { cookie } = await meiOpenedInJanuary();
    const list = await outcomeOf(() => apiList(args(request(`/api/obligations?year=${year}`, { cookie }))));
    expect(list.status).toBe(200);
    const first = (list.body as { obligations: Record<string, unknown>[] }).obligations[0];
    expect(first).toMatchObject({ id: `das-${year}-01`, kind: "das", dueDate: expect.stringMatching(/^\d{4}-02-2\d$/), amountCents: 8205 });
    expect(["aberto", "vencido", "pago"]).toContain(first?.status);

    const patched = await outcomeOf(() =>
      apiPatch(
        args(request(`/api/obligations/das-${year}-01`, { cookie, method: "PATCH", json: { paid: true } }), { id: `das-${year}-01` }),
      ),
    );
    expect(patched).toMatchObject({ status: 200, body: { id: `das-${year}-01`, status: "pago" } });
    const badBody = await outcomeOf(() =>
      apiPatch(
        args(request(`/api/obligations/das-${year}-01`, { cookie, method: "PATCH", json: { paid: "sim" } }), { id: `das-${year}-01` }),
      ),
    );
    expect(badBody.status).toBe(400);
    const unknown = await outcomeOf(() =>
      apiPatch(args(request("/api/obligations/das-1999-01", { cookie, method: "PATCH", json: { paid: true } }), { id: "das-1999-01" })),
    );
    expect(unknown.status).toBe(404);
    const badYear = await outcomeOf(() => apiList(args(request("/api/obligations?year=20x6", { cookie }))));
    expect(badYear.status).toBe(400);

    const other = await signedInUser();
    const none = await outcomeOf(() => apiList(args(request("/api/obligations", { cookie: other.cookie }))));
    expect(none.status).toBe(409);
    // Another person cannot mark this person's obligations (they have no calendar of their own: 404).
    const foreign = await outcomeOf(() =>
      apiPatch(
        args(request(`/api/obligations/das-${year}-02`, { cookie: other.cookie, method: "PATCH", json: { paid: true } }), {
          id: `das-${year}-02`,
        }),
      ),
    );
    expect(foreign.status).toBe(404);
  });
});

describe("the .ics and the bell", () => {
  it("downloads an all-day calendar of every due date; the bell lists what is due in 7 days", async () => {
    const { cookie, user } = await meiOpenedInJanuary();
    const response = (await icsLoader(args(request("/gestao/obrigacoes.ics", { cookie })))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("obrigacoes-mei.ics");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain(`DTSTART;VALUE=DATE:${year}0`);
    // January's DAS of this year, and the DASN of this year (due next May).
    expect(text).toContain(`UID:das-${year}-01-`);
    expect(text).toContain(`UID:dasn-${year}-`);

    const shell = await outcomeOf(() => shellLoader(args(request("/gestao", { cookie }))));
    expect(shell.body).toMatchObject({ alerts: { soon: expect.any(Array), lateCount: expect.any(Number) } });
    // On 16 March: February's DAS (due on 20 March or the next business day) is due within 7 days;
    // January's (due in February) is late.
    const march = await obligationAlerts(user.id, new Date(Date.UTC(year, 2, 16, 15)));
    expect(march.soon.map((a) => a.id)).toEqual([`das-${year}-02`]);
    expect(march.lateCount).toBe(1);
  });
});
