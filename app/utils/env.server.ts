import { z } from "zod";
import { adminEmailProblem } from "~/modules/admin/admin-email";
import { isValidTagId } from "~/modules/conversion-events";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), {
    message: `${name} deve ser uma URL completa (ex.: https://exemplo.com.br)`,
  });

const optionalEmail = (name: string) =>
  optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: `${name} deve ser um e-mail válido (ex.: contato@exemplo.com.br)`,
  });

// A video address: a full http(s) URL or a path on this site ("/videos/apresentacao.mp4").
const optionalVideoUrl = (name: string) =>
  optionalText.refine(
    (value) =>
      value === undefined || (value.startsWith("/") && !value.startsWith("//")) || (/^https?:\/\//.test(value) && URL.canParse(value)),
    { message: `${name} deve ser uma URL http(s) completa ou um caminho começando com /` },
  );

// Google tag ids look like AW-123456789 (Ads) or G-ABC123 (Analytics); anything else is a typo.
const optionalTagId = optionalText.refine((value) => value === undefined || isValidTagId(value), {
  message: "ADS_TAG_ID deve ser um id de tag do Google, como AW-123456789 ou G-ABC123XYZ",
});
const optionalHttpUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    message: `${name} deve ser uma URL http(s) completa (ex.: https://exemplo.com.br)`,
  });

/** A comma-separated list of full URLs (empty → []). */
const urlList = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((item) => URL.canParse(item) && /^https?:$/.test(new URL(item).protocol)), {
      message: `${name} deve ser uma lista de URLs http(s) completas separadas por vírgula`,
    });

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the app reads, in one place. Documented in .env.example. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_PATH: z.string().trim().min(1).default("data/app.db"),
    // A libSQL server (sqld or a hosted libSQL service) instead of the file above: the engine for
    // more than one app machine (docs/self-hosting.md).
    DATABASE_URL: optionalText.refine((value) => value === undefined || /^(libsql|https?|wss?):\/\/[^/]/i.test(value), {
      message: "DATABASE_URL deve ser o endereço de um servidor libSQL (libsql://, http(s):// ou ws(s)://)",
    }),
    DATABASE_AUTH_TOKEN: optionalText,
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: "SESSION_SECRET deve ter pelo menos 32 caracteres",
    }),
    PUBLIC_URL: optionalUrl("PUBLIC_URL"),
    TRUST_PROXY: booleanFlag,
    // Server processes (server/cluster.js); unset: one per core, at most 4. 1 = a single process.
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64), {
        message: "use um número inteiro de 1 a 64 (ou deixe vazio: um processo por núcleo)",
      })
      .transform((value) => (value ? Number(value) : undefined)),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_CALLBACK_URL: optionalUrl("GOOGLE_CALLBACK_URL"),
    // Test-only: points the Google strategy at a local OAuth2 server. Refused in production.
    GOOGLE_OAUTH_TEST_ISSUER: optionalUrl("GOOGLE_OAUTH_TEST_ISSUER"),
    // "true"/"1": demo sign-in allowed in production; "auto" (what `npm start` sets when NODE_ENV is
    // unset): allowed only while no account signed in with Google exists (decision 015).
    ALLOW_DEMO_LOGIN: z
      .enum(["true", "false", "1", "0", "", "auto"])
      .optional()
      .transform((value) => (value === "true" || value === "1" ? "yes" : value === "auto" ? "auto" : "no")),
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: z.string().trim().min(1).default("gemini-2.5-flash"),
    GEMINI_BASE_URL: optionalUrl("GEMINI_BASE_URL"),
    GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    AI_DAILY_QUOTA: z.coerce.number().int().min(1).max(100_000).default(60),
    // Limits decided in the database (app/models/rate-limit.server.ts), shared by every process.
    // AI calls per client address per São Paulo day, and for everyone together per day.
    AI_DAILY_QUOTA_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(300),
    AI_DAILY_BUDGET: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
    // New accounts (demo or Google) per client address per hour.
    SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    // Admin sign-in attempts per client address per 15 minutes (any e-mail).
    ADMIN_LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(5).max(1_000_000).default(20),
    ADS_TAG_ID: optionalTagId,
    // Brand (app/modules/brand.ts): each one overrides its default when set.
    BRAND_PRODUCT_NAME: optionalText,
    BRAND_FOUNDER_NAME: optionalText,
    BRAND_CONTACT_EMAIL: optionalEmail("BRAND_CONTACT_EMAIL"),
    BRAND_PRESS_EMAIL: optionalEmail("BRAND_PRESS_EMAIL"),
    BRAND_VIDEO_LANDING_URL: optionalVideoUrl("BRAND_VIDEO_LANDING_URL"),
    BRAND_VIDEO_JOURNEY_URL: optionalVideoUrl("BRAND_VIDEO_JOURNEY_URL"),
    BRAND_VIDEO_PLANNING_URL: optionalVideoUrl("BRAND_VIDEO_PLANNING_URL"),
    BRAND_VIDEO_MARKETING_URL: optionalVideoUrl("BRAND_VIDEO_MARKETING_URL"),
    BRAND_VIDEO_PRINT_SHOP_URL: optionalVideoUrl("BRAND_VIDEO_PRINT_SHOP_URL"),
    BRAND_PARTNER_PLANNING_NAME: optionalText,
    BRAND_PARTNER_MARKETING_NAME: optionalText,
    BRAND_PARTNER_PRINT_SHOP_NAME: optionalText,
    // First administrator, created or updated at start-up when both are set (README "Administração").
    // The same rule as the sign-in form and `npm run admin:create` (app/modules/admin/admin-email.ts).
    ADMIN_EMAIL: optionalText.refine((v) => v === undefined || adminEmailProblem(v) === null, {
      message: "ADMIN_EMAIL deve ser um e-mail válido",
    }),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((v) => v === undefined || (v.length >= 12 && v.length <= 256), {
        message: "ADMIN_PASSWORD deve ter entre 12 e 256 caracteres",
      }),
    // Partner tools shown in frames. Unset: the page says 'Ferramenta não configurada'.
    PARTNER_EMPRESA_AI_URL: optionalHttpUrl("PARTNER_EMPRESA_AI_URL"),
    PARTNER_EMPRESA_AI_URL_VARIANTS: urlList("PARTNER_EMPRESA_AI_URL_VARIANTS"),
    PARTNER_POSTA_AI_URL: optionalHttpUrl("PARTNER_POSTA_AI_URL"),
    PARTNER_POSTA_AI_URL_VARIANTS: urlList("PARTNER_POSTA_AI_URL_VARIANTS"),
    PARTNER_GRAFICA_URL: optionalHttpUrl("PARTNER_GRAFICA_URL"),
    PARTNER_GRAFICA_URL_VARIANTS: urlList("PARTNER_GRAFICA_URL_VARIANTS"),
    PARTNER_FRAME_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(10_000),
    TEST_PAGE_URLS: urlList("TEST_PAGE_URLS"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos",
      });
    }
    const production = env.NODE_ENV === "production";
    if (production && env.GOOGLE_OAUTH_TEST_ISSUER) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_OAUTH_TEST_ISSUER"],
        message: "GOOGLE_OAUTH_TEST_ISSUER é só para testes e não pode ser usado em produção",
      });
    }
    if (production && !env.GOOGLE_CLIENT_ID && env.ALLOW_DEMO_LOGIN === "no") {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_ID"],
        message:
          "em produção configure GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET, ou defina ALLOW_DEMO_LOGIN=true para aceitar o modo demonstração",
      });
    }
    if (production && env.GOOGLE_CLIENT_ID && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET é obrigatório em produção",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment; the error message names each wrong variable and what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "ambiente";
    return `  - ${variable}: ${issue.message}`;
  });
  throw new EnvError(`Configuração inválida:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}

export function isGoogleConfigured(env: Env = getEnv()) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * Demo sign-in is configured (Google is not). Whether it is open right now also depends on the
 * database under ALLOW_DEMO_LOGIN=auto: see isDemoSignInOpen (app/models/demo-mode.server.ts).
 */
export function isDemoLoginEnabled(env: Env = getEnv()) {
  return !isGoogleConfigured(env);
}
