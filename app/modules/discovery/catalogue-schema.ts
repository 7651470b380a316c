import { z } from "zod";

/** Categorias do catálogo de ideias (ordem de exibição). */
export const CATEGORIES = [
  "Alimentação",
  "Beleza e Estética",
  "Serviços Domésticos",
  "Tecnologia",
  "Educação",
  "Moda",
  "Pet",
  "Saúde e Bem-estar",
  "Transporte e Turismo",
  "Comércio",
  "Artesanato",
  "Eventos",
  "Construção e Reparos",
  "Agro",
  "Automotivo",
] as const;

export type Category = (typeof CATEGORIES)[number];

export const DIFFICULTIES = ["Baixa", "Média", "Alta"] as const;

/** '1 semana', '1 a 2 semanas', '1 mês', '2 a 3 meses' */
export const TIME_TO_START_TEXT = /^\d+( a \d+)? (dias?|semanas?|mês|meses)$/;

const money = z.number().nonnegative();
const positive = z.number().positive();
const ramp = z.array(z.number().min(0).max(1)).length(12);
const scenarioInput = z.strictObject({ price: positive, volume: z.number().int().positive(), ramp });

/** The economic model's inputs (derived figures: app/modules/economics/model.ts). */
export const economicsInputSchema = z.strictObject({
  year: z.number().int().min(2026),
  archetype: z.string().min(3),
  regime: z.enum(["MEI", "MEI Caminhoneiro", "ME"]),
  /** DAS type: from the MEI occupation table for an MEI idea (checked by catalogue-tax.test.ts). */
  dasActivity: z.enum(["comercio", "servicos", "comercioServicos", "semIcmsIss"]),
  /** Anexo of the Simples Nacional for the ME/EPP; V = services subject to the Fator R (LC 123/2006, art. 18, § 5º-I). */
  simplesAnnex: z.enum(["I", "II", "III", "IV", "V"]),
  /** ME selling goods with its service: share of revenue from goods, taxed by Anexo I (decision 036). */
  goodsShare: z.number().min(0).max(1).optional(),
  fixedInvestment: z.array(z.strictObject({ item: z.string().min(3), qty: z.number().int().positive(), unitPrice: positive })).min(1),
  preOperational: z.array(z.strictObject({ item: z.string().min(3), value: money })).min(1),
  initialStock: money,
  workingCapital: z.strictObject({ months: z.number().int().min(1).max(6), method: z.string().min(10) }),
  monthlyFixed: z.array(z.strictObject({ item: z.string().min(3), value: positive })).min(1),
  revenue: z.strictObject({
    unit: z.string().min(2),
    unitPlural: z.string().min(2),
    priceMin: positive,
    priceMax: positive,
    materialCost: money,
    cardFeeRate: z.number().min(0).max(0.1),
    appCommissionRate: z.number().min(0).max(0.3),
    monthlyCapacity: z.number().int().positive(),
    staff: z.number().int().min(0),
    scenarios: z.strictObject({ pessimista: scenarioInput, provavel: scenarioInput, otimista: scenarioInput }),
  }),
  basis: z.strictObject({ prices: z.string().min(10), capacity: z.string().min(10), items: z.string().min(10), fees: z.string().min(10) }),
});

export const catalogueIdeaSchema = z
  .strictObject({
    /** Slug estável, kebab-case ASCII. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id deve ser kebab-case ASCII"),
    title: z.string().trim().min(3).max(90),
    category: z.enum(CATEGORIES),
    /** 1 Iniciante, 2 Intermediário, 3 Avançado. */
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    description: z.string().trim().min(80).max(600),
    timeToStart: z.string().regex(TIME_TO_START_TEXT),
    difficulty: z.enum(DIFFICULTIES),
    /** Palavras/expressões em minúsculas usadas pelo matcher offline. */
    keywords: z
      .array(
        z
          .string()
          .min(2)
          .refine((k) => k === k.trim() && k === k.toLocaleLowerCase("pt-BR"), "keyword em minúsculas e sem espaços nas pontas"),
      )
      .min(6)
      .max(15),
    /** Subclasse CNAE, 7 dígitos (ex.: '5620104'). */
    cnae: z.string().regex(/^\d{7}$/),
    mei: z.boolean(),
    /** Nome exato da ocupação na lista oficial do MEI (só quando mei = true). */
    meiOccupation: z.string().min(1).optional(),
    /**
     * Só quando mei = false por tamanho: a atividade tem ocupação no MEI, mas o modelo completo passa
     * do limite do MEI ou pede mais de um empregado; o começo enxuto pode abrir o MEI.
     */
    meiWhenSmall: z
      .object({ occupation: z.string().min(1), dasActivity: z.enum(["comercio", "servicos", "comercioServicos", "semIcmsIss"]) })
      .optional(),
    requirements: z.array(z.string().trim().min(3)).min(1).max(5),
    economics: economicsInputSchema,
  })
  .superRefine((idea, ctx) => {
    const r = idea.economics.revenue;
    if (r.priceMin > r.priceMax) {
      ctx.addIssue({ code: "custom", path: ["economics", "revenue", "priceMax"], message: "priceMin > priceMax" });
    }
    if (idea.mei !== (idea.economics.regime !== "ME")) {
      ctx.addIssue({ code: "custom", path: ["economics", "regime"], message: "regime e flag mei discordam" });
    }
    if (idea.mei && !idea.meiOccupation) {
      ctx.addIssue({ code: "custom", path: ["meiOccupation"], message: "mei = true exige meiOccupation" });
    }
    if (idea.mei && idea.meiWhenSmall !== undefined) {
      ctx.addIssue({ code: "custom", path: ["meiWhenSmall"], message: "mei = true não tem meiWhenSmall" });
    }
    if (!idea.mei && idea.meiOccupation !== undefined) {
      ctx.addIssue({ code: "custom", path: ["meiOccupation"], message: "mei = false não pode ter meiOccupation" });
    }
  });

export const catalogueSchema = z.array(catalogueIdeaSchema);

/** One idea as stored in catalogue.json (the model's inputs, no derived figure). */
export type CatalogueSourceIdea = z.infer<typeof catalogueIdeaSchema>;
export type EconomicsInputData = z.infer<typeof economicsInputSchema>;

/** One idea as the app uses it: the stored inputs plus the figures derived from its model. */
export type CatalogueIdea = CatalogueSourceIdea & {
  /** 'R$ 5.070 (inclui R$ 860 de capital de giro)' */
  investment: string;
  /** Cost to open without working capital, and total with it (R$). */
  investmentMin: number;
  investmentMax: number;
  /** 'R$ 900 a R$ 3.400/mês de lucro estimado' (pessimista a otimista). */
  potentialReturn: string;
  /** Estimated monthly profit at steady state: pessimistic and optimistic scenarios (R$). */
  returnMin: number;
  returnMax: number;
  /** Likely scenario's monthly gross revenue (faturamento) at steady state (R$). */
  revenueLikely: number;
  /** 'R$ 6.300/mês de faturamento provável' */
  revenueText: string;
  /** Months to repay the investment in the likely scenario (null: does not repay). */
  paybackMonths: number | null;
  /** Why the idea is not MEI, when it is not ('' when it is MEI). */
  regimeNote: string;
  /** ME or EPP by the likely yearly revenue (LC 123/2006, art. 3º); null for an MEI idea. */
  companySize: "ME" | "EPP" | null;
};
