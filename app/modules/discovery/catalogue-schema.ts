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

/** 'R$ 500' ou 'R$ 12.000' (separador de milhar '.'). */
const BRL = String.raw`R\$ \d{1,3}(?:\.\d{3})*`;
/** 'R$ 500 - R$ 2.000' */
export const INVESTMENT_TEXT = new RegExp(`^${BRL} - ${BRL}$`);
/** 'R$ 1.500 - R$ 4.000/mês' */
export const RETURN_TEXT = new RegExp(`^${BRL} - ${BRL}/mês$`);
/** '1 semana', '1 a 2 semanas', '1 mês', '2 a 3 meses' */
export const TIME_TO_START_TEXT = /^\d+( a \d+)? (dias?|semanas?|mês|meses)$/;

const money = z.number().int().positive();

export const catalogueIdeaSchema = z
  .strictObject({
    /** Slug estável, kebab-case ASCII. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id deve ser kebab-case ASCII"),
    title: z.string().trim().min(3).max(90),
    category: z.enum(CATEGORIES),
    /** 1 Iniciante, 2 Intermediário, 3 Avançado. */
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    description: z.string().trim().min(80).max(600),
    investment: z.string().regex(INVESTMENT_TEXT),
    investmentMin: money,
    investmentMax: money,
    timeToStart: z.string().regex(TIME_TO_START_TEXT),
    difficulty: z.enum(DIFFICULTIES),
    potentialReturn: z.string().regex(RETURN_TEXT),
    /** Retorno mensal típico (R$) que um iniciante pode alcançar. */
    returnMin: money,
    returnMax: money,
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
    requirements: z.array(z.string().trim().min(3)).min(1).max(5),
  })
  .superRefine((idea, ctx) => {
    if (idea.investmentMin > idea.investmentMax) {
      ctx.addIssue({ code: "custom", path: ["investmentMax"], message: "investmentMin > investmentMax" });
    }
    if (idea.returnMin > idea.returnMax) {
      ctx.addIssue({ code: "custom", path: ["returnMax"], message: "returnMin > returnMax" });
    }
    if (idea.mei && !idea.meiOccupation) {
      ctx.addIssue({ code: "custom", path: ["meiOccupation"], message: "mei = true exige meiOccupation" });
    }
    if (!idea.mei && idea.meiOccupation !== undefined) {
      ctx.addIssue({ code: "custom", path: ["meiOccupation"], message: "mei = false não pode ter meiOccupation" });
    }
  });

export const catalogueSchema = z.array(catalogueIdeaSchema);

export type CatalogueIdea = z.infer<typeof catalogueIdeaSchema>;
