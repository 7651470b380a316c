// @db-engines: sqlite libsql
// Decision 033, the nota fiscal assistant of an order: the page (no JavaScript), the PDF upload and
// download, and /api/orders/:id/nfse share one module; another person's order is a 404.
import { describe, expect, it } from "vitest";
import { saveBusinessProfile } from "~/models/business-profile.server";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.gestao.pedidos.$id.nota-fiscal";
import { loader as orderPage } from "~/routes/_app.gestao.pedidos.$id._index";
import { action as uploadPdf } from "~/routes/_app.gestao.nota-fiscal.pdf";
import { loader as downloadPdf } from "~/routes/_app.gestao.pedidos.$id.nota-fiscal[.pdf]";
import { loader as overview } from "~/routes/_app.gestao.notas-fiscais";
import { action as apiWrite, loader as apiGet } from "~/routes/api.orders.$id.nfse";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { sqlGet } from "./sql";

const KEY = "35503082211222333000181000000000000126031234567897";
const NFE_KEY = "35120859597245000190550000000095831710040056";
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n";

async function hairdresserWithCompanyOrder(document: string | null = "11222333000181") {
  const { cookie, user } = await signedInUser();
  await saveBusinessProfile(user.id, {
    cnpj: "12ABC34501DE35",
    openedOn: "2025-03-02",
    occupation: "Cabeleireiro(a) independente",
    occupationCnae: "9602501",
    tradeName: "Salão da Ana",
    city: "Campinas",
    state: "SP",
  });
  const service = await createProduct(user.id, {
    name: "Corte",
    unit: "un",
    kind: "servicos",
    costCents: 0,
    priceCents: 5000,
    stock: null,
  });
  const client = await createClient(user.id, { name: "Padaria Boa Vista Ltda", phone: null, email: null, notes: null, tags: [], document });
  const order = await createOrder(user.id, {
    clientId: client.id,
    items: [{ productId: service.id, quantityMilli: 2000 }],
    discount: null,
    deliveryCents: 0,
    paymentMethod: "pix",
    dueDate: null,
    test: false,
    notes: null,
    status: "confirmado",
  });
  if (!order.ok) throw new Error(order.message);
  return { cookie, user, client, orderId: order.order.id };
}

function pdfUpload(orderId: string, cookie: string, bytes: BlobPart, name = "nota.pdf") {
  const form = new FormData();
  form.set("pdf", new File([bytes], name, { type: "application/pdf" }));
  return new Request(`http://localhost/gestao/nota-fiscal/pdf?pedido=${orderId}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
}

const invoiceRows = async (orderId: string) =>
  (await sqlGet<{ n: number }>("SELECT COUNT(*) AS n FROM order_invoices WHERE order_id = ?", orderId))!.n;

describe("the nota fiscal assistant page", () => {
  it("a company client: needs a note; the provider, taker, LC 116 item, value and description are prefilled", async () => {
    const { cookie, orderId } = await hairdresserWithCompanyOrder();
    const page = await outcomeOf(() => pageLoader(args(request(`/gestao/pedidos/${orderId}/nota-fiscal`, { cookie }), { id: orderId })));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      amountPlain: "100,00",
      nfse: {
        required: true,
        kind: "servicos",
        statusNote: null,
        provider: { cnpjFormatted: "12.ABC.345/01DE-35", name: "Salão da Ana", city: "Campinas (SP)" },
        taker: { name: "Padaria Boa Vista Ltda", documentKind: "CNPJ", documentFormatted: "11.222.333/0001-81" },
        service: { item: "6.01", nbs: null },
        amountCents: 10000,
        description: expect.stringMatching(/^Pedido nº 1: 2 un de Corte \(R\$\s100,00\)\.$/),
        issuerUrl: "https://www.nfse.gov.br/EmissorNacional",
        accessKey: null,
      },
    });
  });

  it("stores a valid key and day; the order page shows it; a malformed key is a 400 with the pt-BR message and changes nothing", async () => {
    const { cookie, orderId } = await hairdresserWithCompanyOrder();
    const refused = await outcomeOf(() =>
      pageAction(
        args(
          request(`/gestao/pedidos/${orderId}/nota-fiscal`, {
            cookie,
            form: { intent: "chave", accessKey: "1234", issuedAt: "2026-01-10" },
          }),
          { id: orderId },
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { accessKey: expect.stringContaining("50 números") }, values: { accessKey: "1234" } });
    expect(await invoiceRows(orderId)).toBe(0);
    const before = await outcomeOf(() => overview(args(request("/gestao/notas-fiscais", { cookie }))));
    expect(before.body).toMatchObject({ pending: [{ id: orderId, client: "Padaria Boa Vista Ltda" }], kept: [] });
    const stranger = await signedInUser();
    const theirs = await outcomeOf(() => overview(args(request("/gestao/notas-fiscais", { cookie: stranger.cookie }))));
    expect(theirs.body).toMatchObject({ pending: [], kept: [], others: [] });

    const future = await outcomeOf(() =>
      pageAction(
        args(
          request(`/gestao/pedidos/${orderId}/nota-fiscal`, { cookie, form: { intent: "chave", accessKey: KEY, issuedAt: "2999-01-01" } }),
          { id: orderId },
        ),
      ),
    );
    expect(future).toMatchObject({ status: 400, body: { fields: { issuedAt: expect.stringContaining("depois de hoje") } } });
    expect(await invoiceRows(orderId)).toBe(0);

    const spaced = KEY.replace(/(\d{5})/g, "$1 ");
    const saved = await outcomeOf(() =>
      pageAction(
        args(
          request(`/gestao/pedidos/${orderId}/nota-fiscal`, {
            cookie,
            form: { intent: "chave", accessKey: spaced, issuedAt: "2026-01-10" },
          }),
          { id: orderId },
        ),
      ),
    );
    expect(saved).toMatchObject({ status: 303, location: `/gestao/pedidos/${orderId}` });
    const order = await outcomeOf(() => orderPage(args(request(`/gestao/pedidos/${orderId}`, { cookie }), { id: orderId })));
    expect(order.body).toMatchObject({ invoiceKey: "35503 08221 12223 33000 18100 00000 00000 12603 12345 67897" });
    const api = await outcomeOf(() => apiGet(args(request(`/api/orders/${orderId}/nfse`, { cookie }), { id: orderId })));
    expect(api.body).toMatchObject({ accessKey: KEY, issuedAt: "2026-01-10", hasPdf: false, required: true });
    const after = await outcomeOf(() => overview(args(request("/gestao/notas-fiscais", { cookie }))));
    expect(after.body).toMatchObject({ pending: [], kept: [{ id: orderId, number: 1, kept: true, required: true }], others: [] });
  });

  it("the PDF: only a real PDF up to 2 MB, downloadable as an attachment by its owner only, removable", async () => {
    const { cookie, orderId } = await hairdresserWithCompanyOrder();
    const notPdf = await outcomeOf(() => uploadPdf(args(pdfUpload(orderId, cookie, "<html>oi</html>", "nota.pdf"))));
    expect(notPdf).toMatchObject({ status: 303, location: `/gestao/pedidos/${orderId}/nota-fiscal` });
    expect(await invoiceRows(orderId)).toBe(0);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode(PDF));
    await outcomeOf(() => uploadPdf(args(pdfUpload(orderId, cookie, big))));
    expect(await invoiceRows(orderId)).toBe(0);

    const ok = await outcomeOf(() => uploadPdf(args(pdfUpload(orderId, cookie, PDF, "DANFSe nº 12 (março).pdf"))));
    expect(ok).toMatchObject({ status: 303, location: `/gestao/pedidos/${orderId}/nota-fiscal` });
    const file = await outcomeOf(() =>
      downloadPdf(args(request(`/gestao/pedidos/${orderId}/nota-fiscal.pdf`, { cookie }), { id: orderId })),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="DANFSe-n-12-marco.pdf"');
    expect(file.body).toBe(PDF);
    const orderShown = await outcomeOf(() => orderPage(args(request(`/gestao/pedidos/${orderId}`, { cookie }), { id: orderId })));
    expect(orderShown.body).toMatchObject({ invoiceKey: null, invoicePdf: true });

    const stranger = await signedInUser();
    const theirs = await outcomeOf(() =>
      downloadPdf(args(request(`/gestao/pedidos/${orderId}/nota-fiscal.pdf`, { cookie: stranger.cookie }), { id: orderId })),
    );
    expect(theirs.status).toBe(404);
    const theirUpload = await outcomeOf(() => uploadPdf(args(pdfUpload(orderId, stranger.cookie, PDF))));
    expect(theirUpload.status).toBe(404);

    const removed = await outcomeOf(() =>
      pageAction(
        args(request(`/gestao/pedidos/${orderId}/nota-fiscal`, { cookie, form: { intent: "remover", o: "pdf" } }), { id: orderId }),
      ),
    );
    expect(removed.status).toBe(303);
    expect(await invoiceRows(orderId)).toBe(0); // nothing else was kept: the row goes too
    const gone = await outcomeOf(() =>
      downloadPdf(args(request(`/gestao/pedidos/${orderId}/nota-fiscal.pdf`, { cookie }), { id: orderId })),
    );
    expect(gone.status).toBe(404);
  });

  it("a person without a document: a note only if asked, and a link to fill the client's CPF/CNPJ; goods only: the state's NF-e", async () => {
    const { cookie, user, client, orderId } = await hairdresserWithCompanyOrder(null);
    const page = await outcomeOf(() => pageLoader(args(request(`/gestao/pedidos/${orderId}/nota-fiscal`, { cookie }), { id: orderId })));
    expect(page.body).toMatchObject({ nfse: { required: false, taker: { clientId: client.id, document: null } } });

    const goods = await createProduct(user.id, {
      name: "Xampu",
      unit: "un",
      kind: "revenda",
      costCents: 100,
      priceCents: 2000,
      stock: null,
    });
    const order = await createOrder(user.id, {
      clientId: null,
      items: [{ productId: goods.id, quantityMilli: 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "dinheiro",
      dueDate: null,
      test: false,
      notes: null,
      status: "confirmado",
    });
    if (!order.ok) throw new Error(order.message);
    const goodsId = order.order.id;
    const api = await outcomeOf(() => apiGet(args(request(`/api/orders/${goodsId}/nfse`, { cookie }), { id: goodsId })));
    expect(api.body).toMatchObject({ kind: "mercadorias", service: null, amountCents: 2000 });
    // Goods: the NF-e's 44-digit key, not the NFS-e's.
    const put = (accessKey: string) =>
      outcomeOf(() =>
        apiWrite(args(request(`/api/orders/${goodsId}/nfse`, { cookie, method: "PUT", json: { accessKey } }), { id: goodsId })),
      );
    expect(await put(KEY)).toMatchObject({ status: 400, body: { message: expect.stringContaining("44 números") } });
    expect(await put(NFE_KEY)).toMatchObject({ status: 200, body: { accessKey: NFE_KEY } });
  });
});

describe("/api/orders/:id/nfse", () => {
  it("PUT stores a key; a malformed one is a 400 and changes nothing; another person's order is a 404", async () => {
    const { cookie, orderId } = await hairdresserWithCompanyOrder();
    const bad = await outcomeOf(() =>
      apiWrite(args(request(`/api/orders/${orderId}/nfse`, { cookie, method: "PUT", json: { accessKey: KEY.slice(1) } }), { id: orderId })),
    );
    expect(bad).toMatchObject({ status: 400, body: { field: "accessKey", message: expect.stringContaining("50 números") } });
    const nf = await outcomeOf(() =>
      apiWrite(args(request(`/api/orders/${orderId}/nfse`, { cookie, method: "PUT", json: { accessKey: 12 } }), { id: orderId })),
    );
    expect(nf.status).toBe(400);
    expect(await invoiceRows(orderId)).toBe(0);

    const stranger = await signedInUser();
    const theirs = await outcomeOf(() =>
      apiWrite(
        args(request(`/api/orders/${orderId}/nfse`, { cookie: stranger.cookie, method: "PUT", json: { accessKey: KEY } }), { id: orderId }),
      ),
    );
    expect(theirs.status).toBe(404);
    const theirGet = await outcomeOf(() =>
      apiGet(args(request(`/api/orders/${orderId}/nfse`, { cookie: stranger.cookie }), { id: orderId })),
    );
    expect(theirGet.status).toBe(404);
    expect(await invoiceRows(orderId)).toBe(0);

    const put = await outcomeOf(() =>
      apiWrite(
        args(request(`/api/orders/${orderId}/nfse`, { cookie, method: "PUT", json: { accessKey: KEY, issuedAt: "2026-02-01" } }), {
          id: orderId,
        }),
      ),
    );
    expect(put).toMatchObject({
      status: 200,
      body: { required: true, accessKey: KEY, issuedAt: "2026-02-01", amountCents: 10000, taker: { document: "11222333000181" } },
    });
    const del = await outcomeOf(() =>
      apiWrite(args(request(`/api/orders/${orderId}/nfse`, { cookie, method: "DELETE" }), { id: orderId })),
    );
    expect(del.status).toBe(200);
    expect(await invoiceRows(orderId)).toBe(0);
    const unauth = await outcomeOf(() => apiGet(args(request(`/api/orders/${orderId}/nfse`), { id: orderId })));
    expect(unauth.status).toBe(401);
  });
});
