// @db-engines: sqlite libsql
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { journeyProgress, userProfiles } from "#db/schema";
import { action as profilePageAction, loader as profilePageLoader } from "~/routes/_app.dashboard_.perfil";
import { action as profileApiAction, loader as profileApiLoader } from "~/routes/api.user-profile";
import { formRequest, getRequest, jsonRequest, signedInUser, toastOf, unwrapData } from "./journey-helpers";

async function call<T>(fn: (args: never) => Promise<T>, request: Request) {
  return fn({ request, params: {}, context: {} } as never);
}

const validForm = {
  name: "  Ana Lima  ",
  phone: "(11) 98888-7777",
  hasCNPJ: "sim",
  hasBusinessExperience: "nao",
  wantsEntrepreneurshipInfo: "on",
};

async function profileStep(userId: string) {
  return getDb()
    .select()
    .from(journeyProgress)
    .where(and(eq(journeyProgress.userId, userId), eq(journeyProgress.step, "profile_completed")))
    .get();
}

describe("formulário de perfil", () => {
  it("começa com o nome do login, conteúdos marcados e ofertas de parceiros desmarcadas (LGPD: opt-in)", async () => {
    const { cookie } = await signedInUser("Ana Lima");
    const data = await call(profilePageLoader, getRequest("/dashboard/perfil?redirectTo=%2Fjornada%2Fmarketing%3Fpremium%3D1", cookie));
    expect(data.defaults).toMatchObject({
      name: "Ana Lima",
      phone: "",
      hasCNPJ: "nao",
      wantsEntrepreneurshipInfo: true,
      wantsPartnerInfo: false,
      signIn: "demo",
    });
    expect(data.redirectTo).toBe("/jornada/marketing");
  });

  it("salvar grava o perfil, conclui profile_completed com completedAt e volta com o toast", async () => {
    const { user, cookie } = await signedInUser();
    const response = (await call(
      profilePageAction,
      formRequest("/dashboard/perfil", cookie, { ...validForm, redirectTo: "/jornada" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/jornada");
    expect(toastOf(response.headers)).toEqual({
      title: "Perfil atualizado!",
      description: "Suas informações foram salvas com sucesso.",
      type: "success",
    });
    const profile = await getDb().select().from(userProfiles).where(eq(userProfiles.userId, user.id)).get();
    expect(profile).toMatchObject({
      name: "Ana Lima",
      phone: "(11) 98888-7777",
      hasCnpj: true,
      hasBusinessExperience: false,
      wantsEntrepreneurshipInfo: true,
      wantsPartnerInfo: false,
      profileCompleted: true,
    });
    const step = await profileStep(user.id);
    expect(step?.completed).toBe(true);
    expect(new Date(step!.metadata!.completedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("recusa um redirectTo de outro site", async () => {
    const { cookie } = await signedInUser();
    const response = (await call(
      profilePageAction,
      formRequest("/dashboard/perfil", cookie, { ...validForm, redirectTo: "//evil.example" }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it.each([
    [{ name: "   ", phone: "11 9999" }, "name", "Informe seu nome."],
    [{ name: "Ana", phone: "  " }, "phone", "Informe seu telefone com DDD, por exemplo (11) 98888-7777."],
    [{ name: "a".repeat(121), phone: "11" }, "name", "O nome pode ter no máximo 120 caracteres."],
    // Issue 13 item 13: a Brazilian phone with DDD, and the message says what is wrong.
    [
      { name: "Ana", phone: "abc" },
      "phone",
      "O telefone deve ter só números (pode usar espaços, parênteses e traço), por exemplo (11) 98888-7777.",
    ],
    [
      { name: "Ana", phone: "1".repeat(60) },
      "phone",
      "O telefone tem 60 dígitos, mais do que um número do Brasil: com o DDD são 10 (fixo) ou 11 (celular).",
    ],
    [{ name: "Ana", phone: "1".repeat(101) }, "phone", "O telefone pode ter no máximo 100 caracteres."],
  ])("400 e nada gravado para %j", async (fields, field, message) => {
    const { user, cookie } = await signedInUser();
    const result = unwrapData<{ saved: boolean; result: { errors: Record<string, string> } }>(
      await call(profilePageAction, formRequest("/dashboard/perfil", cookie, { ...fields, hasCNPJ: "nao", hasBusinessExperience: "nao" })),
    );
    expect(result.status).toBe(400);
    expect(result.data.saved).toBe(false);
    expect(result.data.result.errors[field]).toBe(message);
    expect(await getDb().select().from(userProfiles).where(eq(userProfiles.userId, user.id)).get()).toBeUndefined();
    expect(await profileStep(user.id)).toBeUndefined();
  });

  it("pelo diálogo (JavaScript) responde dados com o toast, sem redirecionar", async () => {
    const { cookie } = await signedInUser();
    const result = unwrapData<{ saved: boolean }>(
      await call(profilePageAction, formRequest("/dashboard/perfil", cookie, { ...validForm, _enhanced: "1" })),
    );
    expect(result.status).toBe(200);
    expect(result.data.saved).toBe(true);
    expect(toastOf(result.headers)?.title).toBe("Perfil atualizado!");
  });
});

describe("API /api/user-profile", () => {
  it("GET devolve os campos da especificação; POST salva e conclui profile_completed", async () => {
    const { user, cookie } = await signedInUser("Caio Prado");
    const before = await ((await call(profileApiLoader, getRequest("/api/user-profile", cookie))) as Response).json();
    expect(before).toEqual({
      name: "Caio Prado",
      email: user.email,
      phone: "",
      hasCNPJ: false,
      hasBusinessExperience: false,
      wantsEntrepreneurshipInfo: true,
      wantsPartnerInfo: false,
      profileCompleted: false,
    });
    const body = {
      name: "Caio P.",
      phone: "21 3333-4444",
      hasCNPJ: false,
      hasBusinessExperience: true,
      wantsEntrepreneurshipInfo: false,
      wantsPartnerInfo: true,
      profileCompleted: true,
    };
    const saved = (await call(profileApiAction, jsonRequest("/api/user-profile", cookie, body))) as Response;
    expect(saved.status).toBe(200);
    // Saved formatted (issue 13 item 13).
    expect(await saved.json()).toEqual({ ...body, phone: "(21) 3333-4444", email: user.email });
    expect((await profileStep(user.id))?.completed).toBe(true);
  });

  it.each([
    [{ phone: "11", hasCNPJ: false, hasBusinessExperience: false }, "Informe seu nome."],
    [{ name: "x".repeat(121), phone: "11", hasCNPJ: false, hasBusinessExperience: false }, "O nome pode ter no máximo 120 caracteres."],
    [
      { name: "Ana", phone: "9".repeat(31), hasCNPJ: false, hasBusinessExperience: false },
      "O telefone tem 31 dígitos, mais do que um número do Brasil: com o DDD são 10 (fixo) ou 11 (celular).",
    ],
    [
      { name: "Ana", phone: "(20) 98888-7777", hasCNPJ: false, hasBusinessExperience: false },
      "O DDD 20 não existe. Confira os dois primeiros números (por exemplo (11) 98888-7777).",
    ],
    [{ name: "Ana", phone: "11 98888-7777", hasCNPJ: "sim", hasBusinessExperience: false }, "O campo hasCNPJ deve ser true ou false."],
    [{ name: "Ana", phone: "11 98888-7777", hasCNPJ: true }, "O campo hasBusinessExperience deve ser true ou false."],
  ])("400 para %j", async (body, message) => {
    const { user, cookie } = await signedInUser();
    const response = (await call(profileApiAction, jsonRequest("/api/user-profile", cookie, body))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await getDb().select().from(userProfiles).where(eq(userProfiles.userId, user.id)).get()).toBeUndefined();
  });

  it("sem wantsPartnerInfo no corpo, grava que a pessoa não quer ofertas de parceiros (opt-in)", async () => {
    const { cookie } = await signedInUser();
    const body = { name: "Rita", phone: "21 3333-4444", hasCNPJ: false, hasBusinessExperience: false };
    const saved = (await call(profileApiAction, jsonRequest("/api/user-profile", cookie, body))) as Response;
    expect(saved.status).toBe(200);
    expect((await saved.json()).wantsPartnerInfo).toBe(false);
  });

  it("exige JSON e sessão", async () => {
    const { cookie } = await signedInUser();
    const notJson = await call(profileApiAction, formRequest("/api/user-profile", cookie, { name: "Ana" })).catch((e) => e);
    expect((notJson as Response).status).toBe(400);
    const anonymous = await call(profileApiLoader, getRequest("/api/user-profile", null)).catch((e) => e);
    expect((anonymous as Response).status).toBe(401);
  });
});
