import { describe, expect, it } from "vitest";
import { showsChatButton } from "./chat-button";

describe("showsChatButton", () => {
  it("keeps the floating button off the consultant, forms and the printable receipt", () => {
    for (const path of [
      "/consultor",
      "/gestao/clientes/novo",
      "/gestao/pedidos/novo",
      "/gestao/caixa/novo",
      "/gestao/clientes/abc-123",
      "/gestao/produtos/abc-123/",
      "/gestao/pedidos/abc/editar",
      "/gestao/pedidos/abc/recibo",
      "/gestao/produtos/calculadora",
      "/estrategias/s1/plano/financeiro",
      "/dashboard/perfil",
      "/meus-dados/excluir",
    ])
      expect(showsChatButton(path), path).toBe(false);
  });

  it("shows it on reading and list pages", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/gestao",
      "/gestao/clientes",
      "/gestao/pedidos/abc",
      "/estrategias/s1/plano",
      "/centro-aprendizado",
    ])
      expect(showsChatButton(path), path).toBe(true);
  });
});
