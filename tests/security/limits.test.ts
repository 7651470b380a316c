// @db-engines: sqlite libsql
// Limits: JSON bodies over 64 KB → 413, audio over 10 MB → 413, over-long fields → 400, daily AI
// quota and admin sign-in lockout → 429, all with pt-BR messages.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { forgetKnownRefusalsForTests } from "~/models/rate-limit.server";
import { resetEngineForTests } from "~/modules/ai/engine.server";
import { JSON_BODY_LIMIT } from "~/utils/api.server";
import { resetEnvForTests } from "~/utils/env.server";
import { createAdmin } from "../admin-helpers";
import { ROUTES_DIR, listRouteFiles } from "./route-inventory";
import { args, changedTables, digest, outcomeOf, personWithData, request, routeModule, signedInUser } from "./fixtures";

afterEach(() => {
  for (const name of ["AI_DAILY_QUOTA", "GEMINI_API_KEY", "GEMINI_BASE_URL"]) delete process.env[name];
  resetEnvForTests();
  forgetKnownRefusalsForTests();
  resetEngineForTests();
});

/** API actions that read no JSON body, and why; every other API action must answer 413 over 64 KB. */
const NO_JSON_BODY: Record<string, string> = {
  "api.saved-businesses.$id.set-active": "the id is in the path; the body is never read",
  "api.saved-businesses.$id": "DELETE; the body is never read",
  "api.generate-insights": "works from the stored active strategy; the body is never read",
  "api.admin.logout": "the token is in a header; the body is never read",
  "api.transcribe-audio": "multipart audio with its own 10 MB limit (tested below)",
};

const source = (file: string) => fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");

describe("JSON bodies", () => {
  it("every JSON API reads its body through the shared 64 KB reader (no raw request.json/text)", () => {
    for (const route of listRouteFiles().filter((r) => r.isApi && r.hasAction)) {
      expect(source(route.file), route.file).not.toMatch(/request\.(json|text|arrayBuffer)\(/);
      const readsJson = /readJsonBody|parseJsonBody/.test(source(route.file));
      expect(readsJson || route.id in NO_JSON_BODY, `${route.id} reads JSON or is listed`).toBe(true);
      if (route.id in NO_JSON_BODY && route.id !== "api.transcribe-audio")
        expect(source(route.file)).not.toMatch(/formData|readJsonBody|parseJsonBody/);
    }
  });

  it("over 64 KB → 413 on every JSON API action, and nothing changes", async () => {
    const person = await personWithData();
    const big = { padding: "x".repeat(JSON_BODY_LIMIT + 1) };
    const routes = listRouteFiles().filter((r) => r.isApi && r.hasAction && !(r.id in NO_JSON_BODY));
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      const before = await digest();
      const module = await routeModule(route.file);
      // Routes whose writes are PUT (e.g. /api/clients/:id) get the big body with PUT.
      const method = /requireMethod\(request, "(PUT|PATCH)"/.exec(source(route.file))?.[1] ?? "POST";
      const outcome = await outcomeOf(() => module.action!(args(request(`/x`, { cookie: person.cookie, json: big, method }))));
      expect(outcome.status, route.id).toBe(413);
      expect((outcome.body as { message: string }).message).toBe("Corpo da requisição grande demais.");
      expect(changedTables(before, await digest()), route.id).toEqual([]);
    }
  });
});

describe("audio", () => {
  it("over 10 MB → 413 with a pt-BR message", async () => {
    process.env.GEMINI_API_KEY = "test-key";
    process.env.GEMINI_BASE_URL = "http://127.0.0.1:9";
    resetEnvForTests();
    resetEngineForTests();
    const { cookie } = await signedInUser();
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "audio/wav" }), "a.wav");
    const module = await routeModule("api.transcribe-audio.ts");
    const outcome = await outcomeOf(() => module.action!(args(request("/api/transcribe-audio", { cookie, body: form }))));
    expect(outcome.status).toBe(413);
    expect((outcome.body as { message: string }).message).toBe("Áudio grande demais (máximo 10 MB).");
  });
});

describe("over-long fields → 400", () => {
  const long = (n: number) => "a".repeat(n);
  const cases: { file: string; json?: unknown; form?: Record<string, string>; message: RegExp }[] = [
    { file: "api.analyze-interests.ts", json: { interests: long(2001) }, message: /até 2000 caracteres/ },
    { file: "api.analyze-business.ts", json: { businessId: "x", userInput: long(2001) }, message: /até 2000 caracteres/ },
    { file: "api.analyze-business.ts", json: { businessId: long(121) }, message: /./ },
    {
      file: "api.user-profile.ts",
      json: { name: long(121), phone: "1", hasCNPJ: false, hasBusinessExperience: false },
      message: /nome pode ter no máximo 120/,
    },
    {
      file: "api.user-profile.ts",
      json: { name: "Ana", phone: long(101), hasCNPJ: false, hasBusinessExperience: false },
      message: /telefone pode ter no máximo 100/,
    },
    { file: "api.ai-chat-smart.ts", json: { message: long(2001), sessionId: "abcdef12" }, message: /no máximo 2.000 caracteres/ },
    { file: "api.saved-businesses.ts", json: { businessName: long(121), analysisContent: "a" }, message: /Nome do negócio: no máximo 120/ },
    { file: "api.saved-businesses.ts", json: { businessName: "A", analysisContent: long(40_001) }, message: /Análise: no máximo 40000/ },
    {
      file: "api.saved-businesses.ts",
      json: { businessName: "A", analysisContent: "a", matchReason: long(601) },
      message: /Motivo: no máximo 600/,
    },
    {
      file: "api.journey-progress.ts",
      json: { step: "business_idea", completed: true, metadata: { businessId: long(65) } },
      message: /businessId longo demais/,
    },
    { file: "api.create-subscription.ts", json: { planId: long(101) }, message: /./ },
    { file: "api.admin.login.ts", json: { email: `${long(250)}@example.com`, password: "x" }, message: /E-mail longo demais/ },
    { file: "_app.meu-negocio._index.tsx", form: { interests: long(2001) }, message: /./ },
    { file: "_app.dashboard_.perfil.tsx", form: { name: long(121), phone: "1" }, message: /./ },
    { file: "_app.consultor.tsx", form: { message: long(2001), sessionId: "abcdef12" }, message: /no máximo 2.000 caracteres/ },
  ];

  it("answers 400 with a pt-BR message and stores nothing", async () => {
    const person = await personWithData();
    for (const item of cases) {
      const before = await digest();
      const module = await routeModule(item.file);
      const outcome = await outcomeOf(() =>
        module.action!(args(request("/x", { cookie: person.cookie, json: item.json, form: item.form }))),
      );
      expect(outcome.status, `${item.file} ${JSON.stringify(item.json ?? item.form).slice(0, 60)}`).toBe(400);
      if (item.json) expect((outcome.body as { message: string }).message, item.file).toMatch(item.message);
      // The admin sign-in logs refused input in the security log; nothing else may change.
      expect(
        changedTables(before, await digest()).filter((t) => t !== "security_log"),
        item.file,
      ).toEqual([]);
    }
  });
});

describe("429", () => {
  const QUOTA_MESSAGE = "Você atingiu o limite diário de uso da IA. Tente novamente amanhã.";

  it("the daily AI quota (AI_DAILY_QUOTA) stops suggestions, analyses, insights and the chat (API and page)", async () => {
    const person = await personWithData(); // has used the AI three times today
    process.env.AI_DAILY_QUOTA = "3";
    resetEnvForTests();
    const attempts: { file: string; json?: unknown; form?: Record<string, string> }[] = [
      { file: "api.analyze-interests.ts", json: { interests: "Quero vender marmitas saudáveis" } },
      { file: "api.analyze-business.ts", json: { businessId: person.idea.id, userInput: "outra entrada" } },
      { file: "api.generate-insights.ts" },
      { file: "api.ai-chat-smart.ts", json: { message: "Oi", sessionId: "novasessao1" } },
      { file: "_app.consultor.tsx", form: { message: "Oi", sessionId: "novasessao2" } },
      { file: "_app.meu-negocio._index.tsx", form: { interests: "Quero vender marmitas saudáveis" } },
    ];
    for (const item of attempts) {
      const before = await digest();
      const module = await routeModule(item.file);
      const outcome = await outcomeOf(() =>
        module.action!(args(request("/x", { method: "POST", cookie: person.cookie, json: item.json, form: item.form }))),
      );
      expect(outcome.status, item.file).toBe(429);
      expect(JSON.stringify(outcome.body), item.file).toContain(QUOTA_MESSAGE);
      // Only the limit's own counter records the refused call.
      expect(
        changedTables(before, await digest()).filter((t) => t !== "rate_limits"),
        item.file,
      ).toEqual([]);
    }
  });

  it("admin sign-in: after 5 wrong passwords the e-mail is locked (429, pt-BR, Retry-After)", async () => {
    const { email } = await createAdmin();
    const login = await routeModule("api.admin.login.ts");
    const attempt = (password: string) => outcomeOf(() => login.action!(args(request("/api/admin/login", { json: { email, password } }))));
    for (let i = 0; i < 5; i++) expect((await attempt("errada")).status).toBe(401);
    const locked = await attempt("errada");
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(
      /^Muitas tentativas de login com este e-mail\. Por segurança, tente novamente em \d+ minutos?\.$/,
    );
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The form endpoint shares the same lockout.
    const form = await routeModule("admin-login.session.ts");
    const viaForm = await outcomeOf(() => form.action!(args(request("/admin-login/session", { form: { email, password: "errada" } }))));
    expect(viaForm.status).toBe(429);
  });
});
