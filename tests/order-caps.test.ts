// @db-engines: sqlite libsql
// Decision 027 item 6: an order above the cap is refused by the form and the API with a pt-BR
// message, a 400, and nothing written (no order, no cash entry).
import { describe, expect, it } from "vitest";
import { createProduct } from "~/models/business-products.server";
import { MAX_CENTS } from "~/modules/business/money";
import { action as newAction } from "~/routes/_app.gestao.pedidos.novo";
import { action as apiCreate } from "~/routes/api.orders";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";

describe("order caps through the form and the API", () => {
  it("50 items × 100.000 units at the top price: 400 with a sentence, nothing written", async () => {
    const { cookie, user } = await signedInUser();
    const top = await createProduct(user.id, {
      name: "Máquina",
      unit: "un",
      kind: "revenda",
      costCents: 0,
      priceCents: MAX_CENTS,
      stock: null,
    });
    const items = Array.from({ length: 50 }, () => ({ productId: top.id, quantity: 100_000 }));
    const api = await outcomeOf(() =>
      apiCreate(args(request("/api/orders", { cookie, json: { paymentMethod: "pix", status: "pago", items } }))),
    );
    expect(api.status).toBe(400);
    expect(JSON.stringify(api.body)).toContain("o limite de um pedido");

    const pairs: [string, string][] = [
      ["productId", top.id],
      ["quantity", "2"],
      ["paymentMethod", "pix"],
      ["status", "pago"],
      ["intent", "save"],
    ];
    const form = await outcomeOf(() =>
      newAction(
        args(
          request("/gestao/pedidos/novo", {
            cookie,
            method: "POST",
            body: new URLSearchParams(pairs).toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          }),
        ),
      ),
    );
    expect(form.status).toBe(400);
    expect(JSON.stringify(form.body)).toContain("Item 1 (Máquina): o valor passa de R$");
    expect(await sqlGet("SELECT COUNT(*) AS n FROM business_orders WHERE user_id = ?", user.id)).toEqual({ n: 0 });
    expect(await sqlGet("SELECT COUNT(*) AS n FROM business_cash_entries WHERE user_id = ?", user.id)).toEqual({ n: 0 });

    // Exactly the cap is a valid paid order, and its cash entry is the cap.
    const one = await outcomeOf(() =>
      apiCreate(
        args(
          request("/api/orders", { cookie, json: { paymentMethod: "pix", status: "pago", items: [{ productId: top.id, quantity: 1 }] } }),
        ),
      ),
    );
    expect(one.status).toBe(201);
    expect(await sqlGet("SELECT MAX(amount_cents) AS n FROM business_cash_entries WHERE user_id = ?", user.id)).toEqual({ n: MAX_CENTS });
  });
});
