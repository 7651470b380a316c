import { levelLabel } from "~/modules/discovery/levels";
import { TOTAL_STEPS } from "~/modules/journey";

/**
 * The three partner tools: what each is, how its address is built and which of the person's
 * data it receives. Pure; the addresses themselves come from configuration (env).
 */

export const PARTNER_IDS = ["empresa-ai", "posta-ai", "grafica"] as const;
export type PartnerId = (typeof PARTNER_IDS)[number];

/** Marks visits that come from this product (the `source` query parameter). */
export const PARTNER_SOURCE = "empreendaai";

export type PartnerInfo = {
  id: PartnerId;
  path: string;
  title: string;
  tagline: string;
  /** 'google': 'Acesse com sua conta Google'; 'direct': no login needed. */
  access: "google" | "direct";
  /** Sends email, source and firstName in the address. */
  sendsPersonInAddress: boolean;
  /** Also sends autoLogin=true (planning tool). */
  autoLogin: boolean;
  /** The load timeout applies to this tool (the planning tool, spec 4). */
  loadTimeout: boolean;
  whatIsIt: string;
  whyUse: string[];
};

export const PARTNERS: Record<PartnerId, PartnerInfo> = {
  "empresa-ai": {
    id: "empresa-ai",
    path: "/empresa-ai",
    title: "Empresa Aí",
    tagline: "Planejamento estratégico com IA: plano de negócio, clientes, fornecedores, produtos, pedidos e finanças.",
    access: "google",
    sendsPersonInAddress: true,
    autoLogin: true,
    loadTimeout: true,
    whatIsIt:
      "Uma ferramenta parceira de planejamento com inteligência artificial. Nela você monta o plano de negócio, a análise de mercado e as projeções financeiras, e organiza clientes, fornecedores, produtos, pedidos, finanças e campanhas, com um mentor virtual para tirar dúvidas.",
    whyUse: [
      "Transforma a estratégia que você salvou em um plano com números.",
      "Centraliza clientes, fornecedores, produtos e pedidos em um só lugar.",
      "Mostra o fluxo de caixa para você saber se a conta fecha antes de investir mais.",
      "Cumpre os passos de Estruturação da sua jornada.",
    ],
  },
  "posta-ai": {
    id: "posta-ai",
    path: "/posta-ai",
    title: "Posta Aí",
    tagline: "Marketing digital e redes sociais com IA: campanhas, calendário e posts prontos.",
    access: "google",
    sendsPersonInAddress: true,
    autoLogin: false,
    loadTimeout: false,
    whatIsIt:
      "Uma ferramenta parceira de marketing digital com inteligência artificial: sugere campanhas a partir do seu negócio, monta um calendário de publicações e escreve legendas para Instagram, Facebook e WhatsApp.",
    whyUse: [
      "Sua estratégia alimenta as campanhas: nada de começar do zero.",
      "Posts e legendas prontos para você revisar e publicar.",
      "Ajuda a manter a constância, que é o que faz o perfil crescer.",
      "Cumpre os passos de Marketing da sua jornada.",
    ],
  },
  grafica: {
    id: "grafica",
    path: "/grafica",
    title: "Sim Loja Gráfica",
    tagline: "Logo, cartões de visita e materiais impressos para o seu negócio.",
    access: "direct",
    sendsPersonInAddress: false,
    autoLogin: false,
    loadTimeout: false,
    whatIsIt:
      "A gráfica parceira: crie o logo do seu negócio e encomende cartões de visita, panfletos, etiquetas, adesivos e outros materiais impressos.",
    whyUse: [
      "Identidade visual profissional desde o primeiro cliente.",
      "Materiais impressos para divulgar no bairro e entregar com os pedidos.",
      "Acesso direto, sem precisar fazer login.",
    ],
  },
};

export function isPartnerId(value: unknown): value is PartnerId {
  return typeof value === "string" && (PARTNER_IDS as readonly string[]).includes(value);
}

export type PartnerPerson = { email: string; firstName: string | null };

/** Adds the person's e-mail, the source marker and the first name (and autoLogin) to the address. */
export function partnerAddress(base: string, partner: PartnerInfo, person: PartnerPerson): string {
  const url = new URL(base);
  if (partner.sendsPersonInAddress) {
    url.searchParams.set("email", person.email);
    url.searchParams.set("source", PARTNER_SOURCE);
    if (person.firstName?.trim()) url.searchParams.set("firstName", person.firstName.trim());
    if (partner.autoLogin) url.searchParams.set("autoLogin", "true");
  }
  return url.toString();
}

/** The addresses tried in order: the main one, then each variant (at most 3 in all). */
export function partnerAddresses(
  partner: PartnerInfo,
  config: { url?: string; variants: readonly string[] },
  person: PartnerPerson,
): string[] {
  if (!config.url) return [];
  return [config.url, ...config.variants]
    .filter((value, index, all) => all.indexOf(value) === index)
    .slice(0, 3)
    .map((base) => partnerAddress(base, partner, person));
}

export type PlatformContext = {
  user: { email: string; firstName: string | null; lastName: string | null };
  profile: { name: string; phone: string; hasCnpj: boolean; hasBusinessExperience: boolean } | null;
  strategy: {
    businessName: string;
    businessCategory: string;
    businessLevel: number;
    businessDescription: string;
    investment: string;
    potentialReturn: string | null;
  } | null;
  completedSteps: number;
  progressPercent: number;
};

export type DataPoint = { label: string; value: string; inAddress: boolean };

/** The person's data each platform receives: in its address, or ready to use inside it. */
export function platformDataPoints(platform: PartnerId, ctx: PlatformContext): DataPoint[] {
  const partner = PARTNERS[platform];
  const inAddress = partner.sendsPersonInAddress;
  const fullName = ctx.profile?.name.trim() || [ctx.user.firstName, ctx.user.lastName].filter(Boolean).join(" ").trim();
  const s = ctx.strategy;
  const points: Array<DataPoint | null> = [];
  const add = (label: string, value: string | null | undefined, sent = false) =>
    points.push(value && value.trim() ? { label, value: value.trim(), inAddress: sent } : null);

  if (platform === "empresa-ai") {
    add("E-mail", ctx.user.email, inAddress);
    add("Primeiro nome", ctx.user.firstName, inAddress);
    add("Nome completo", fullName);
    add("Telefone", ctx.profile?.phone);
    if (ctx.profile) add("Possui CNPJ", ctx.profile.hasCnpj ? "Sim" : "Ainda não");
    if (ctx.profile) add("Experiência", ctx.profile.hasBusinessExperience ? "Já empreendeu" : "Primeira experiência");
    add("Negócio", s?.businessName);
    add("Categoria", s?.businessCategory);
    if (s) add("Nível", levelLabel(s.businessLevel));
    add("Investimento inicial", s?.investment);
    add("Lucro estimado por mês", s?.potentialReturn);
    add("Progresso na jornada", `${ctx.completedSteps} de ${TOTAL_STEPS} passos (${ctx.progressPercent}%)`);
  } else if (platform === "posta-ai") {
    add("E-mail", ctx.user.email, inAddress);
    add("Primeiro nome", ctx.user.firstName, inAddress);
    add("Negócio", s?.businessName);
    add("Categoria", s?.businessCategory);
    add("Descrição do negócio", s?.businessDescription);
  } else {
    add("Nome do negócio (para o logo)", s?.businessName);
    add("Categoria", s?.businessCategory);
    add("Nome para os cartões", fullName);
    add("Telefone para os cartões", ctx.profile?.phone);
    add("E-mail para os cartões", ctx.user.email);
  }
  return points.filter((point): point is DataPoint => point !== null);
}
