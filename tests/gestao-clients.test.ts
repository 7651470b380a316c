// @db-engines: sqlite libsql
import { sqlGet } from "./sql";
// Gestão, clients: the form (no JavaScript) and the JSON API share one schema and one model.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { action as newClientAction } from "~/routes/_app.gestao.clientes.novo";
import { action as editClientAction, loader as clientLoader } from "~/routes/_app.gestao.clientes.$id._index";
import { action as removeClientAction } from "~/routes/_app.gestao.clientes.$id.remover";
import { loader as listLoader } from "~/routes/_app.gestao.clientes._index";
import { action as apiCreate, loader as apiList } from "~/routes/api.clients";
import { action as apiById } from "~/routes/api.clients.$id";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

const countClients = async (userId: string) =>
  ((await sqlGet("SELECT COUNT(*) AS n FROM business_clients WHERE user_id = ?", userId)) as { n: number }).n;

describe("clients through the form", () => {
  it("creates with a normalized WhatsApp, shows the wa.me link, edits, finds, and removes after confirmation", async () => {
    const { cookie, user } = await signedInUser();
    const created = await outcomeOf(() =>
      newClientAction(
        args(
          request("/gestao/clientes/novo", {
            cookie,
            form: { name: "Dona Cida", phone: "+55 (11) 98765-4321", email: "Cida@Example.com", tags: "VIP, encomenda, vip" },
          }),
        ),
      ),
    );
    expect(created.status).toBe(303);
    const id = created.location!.split("/").pop()!;
    const shown = await outcomeOf(() => clientLoader(args(request(`/gestao/clientes/${id}`, { cookie }), { id })));
    expect(shown.body).toMatchObject({
      client: {
        name: "Dona Cida",
        phoneInput: "(11) 98765-4321",
        whatsapp: "https://wa.me/5511987654321",
        email: "cida@example.com",
        tags: ["VIP", "encomenda"],
      },
    });

    const edited = await outcomeOf(() =>
      editClientAction(args(request(`/gestao/clientes/${id}`, { cookie, form: { name: "Aparecida", phone: "" } }), { id })),
    );
    expect(edited.status).toBe(303);
    const found = await outcomeOf(() => listLoader(args(request("/gestao/clientes?q=apar", { cookie }))));
    expect(found.body).toMatchObject({ total: 1, clients: [{ name: "Aparecida", phone: null }] });
    const byPercent = await outcomeOf(() => listLoader(args(request("/gestao/clientes?q=%25", { cookie }))));
    expect((byPercent.body as { total: number }).total).toBe(0);

    const removed = await outcomeOf(() =>
      removeClientAction(args(request(`/gestao/clientes/${id}/remover`, { cookie, form: {} }), { id })),
    );
    expect(removed).toMatchObject({ status: 303, location: "/gestao/clientes" });
    expect(await countClients(user.id)).toBe(0);
  });

  it("bad input: 400, a pt-BR message per field, what was typed comes back, nothing stored", async () => {
    const { cookie, user } = await signedInUser();
    const outcome = await outcomeOf(() =>
      newClientAction(args(request("/gestao/clientes/novo", { cookie, form: { name: " ", phone: "(20) 98765-4321", email: "cida@" } }))),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      errors: {
        name: "Informe o nome do cliente.",
        phone: expect.stringMatching(/DDD 20/),
        email: expect.stringMatching(/E-mail inválido/),
      },
      values: { phone: "(20) 98765-4321", email: "cida@" },
    });
    expect(await countClients(user.id)).toBe(0);
  });
});

describe("/api/clients", () => {
  it("POST, GET (paginated), PUT and DELETE with the form's validation", async () => {
    const { cookie, user } = await signedInUser();
    for (const name of ["Beto", "Ana", "Caio"]) {
      const created = await outcomeOf(() => apiCreate(args(request("/api/clients", { cookie, json: { name, phone: "21 3456-7890" } }))));
      expect(created.status).toBe(201);
    }
    const bad = await outcomeOf(() => apiCreate(args(request("/api/clients", { cookie, json: { name: "X", phone: "123" } }))));
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/DDD/);

    const page = await outcomeOf(() => apiList(args(request("/api/clients?perPage=2&page=2", { cookie }))));
    expect(page.body).toMatchObject({ total: 3, page: 2, perPage: 2, items: [{ name: "Caio", phone: "2134567890" }] });
    const id = (page.body as { items: { id: string }[] }).items[0]!.id;

    const put = await outcomeOf(() =>
      apiById(args(request(`/api/clients/${id}`, { cookie, method: "PUT", json: { name: "Caio Souza", tags: ["atacado"] } }), { id })),
    );
    expect(put.body).toMatchObject({ name: "Caio Souza", phone: null, tags: ["atacado"] });
    const del = await outcomeOf(() => apiById(args(request(`/api/clients/${id}`, { cookie, method: "DELETE" }), { id })));
    expect(del.status).toBe(200);
    expect(await countClients(user.id)).toBe(2);
    const post = await outcomeOf(() => apiById(args(request(`/api/clients/${id}`, { cookie, method: "POST", json: {} }), { id })));
    expect(post.status).toBe(405);
  });
});

describe("client document (CPF/CNPJ)", () => {
  it("stores it normalised, returns it from the API, and refuses a malformed one with 400 and nothing saved", async () => {
    const { cookie, user } = await signedInUser();
    const created = await outcomeOf(() =>
      apiCreate(args(request("/api/clients", { cookie, json: { name: "Padaria Sol", document: "11.222.333/0001-81" } }))),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ document: "11222333000181" });
    const before = await countClients(user.id);
    const bad = await outcomeOf(() =>
      apiCreate(args(request("/api/clients", { cookie, json: { name: "X", document: "11.222.333/0001-82" } }))),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("CNPJ inválido");
    expect(await countClients(user.id)).toBe(before);
  });
});
