/**
 * Ready-to-paste texts for the Perfil da Empresa no Google and the WhatsApp Business, from the
 * person's own data (business name, idea, products, WhatsApp). Pure. The links point only at the
 * official pages of Google and WhatsApp.
 */
export const OFFICIAL_LINKS = {
  google: "https://www.google.com/intl/pt-BR/business/",
  whatsapp: "https://business.whatsapp.com/",
} as const;

/** Google's limit for the business description. */
export const GOOGLE_DESCRIPTION_MAX = 750;

export type ChecklistInput = {
  businessName: string;
  ideaTitle: string | null;
  ideaDescription: string | null;
  category: string | null;
  products: readonly { name: string; price: string }[];
  phone: string | null;
};

/** Categories as Google lists them (pt-BR), by catalogue category: the person picks the closest. */
const GOOGLE_CATEGORIES: Record<string, string[]> = {
  Alimentação: ["Confeitaria", "Serviço de bufê", "Restaurante de comida caseira", "Entrega de comida"],
  "Beleza e Estética": ["Salão de beleza", "Manicure e pedicure", "Esteticista", "Barbearia"],
  "Serviços Domésticos": ["Serviço de limpeza residencial", "Lavanderia", "Serviço de jardinagem"],
  Tecnologia: ["Assistência técnica de computadores", "Designer de sites", "Agência de marketing"],
  Educação: ["Professor particular", "Escola de idiomas", "Centro de reforço escolar"],
  Moda: ["Costureira", "Loja de roupas", "Ateliê de costura"],
  Pet: ["Pet shop", "Serviço de banho e tosa", "Passeador de cães"],
  "Saúde e Bem-estar": ["Personal trainer", "Massoterapeuta", "Estúdio de pilates"],
  "Transporte e Turismo": ["Serviço de transporte", "Agência de turismo", "Serviço de mudança"],
  Comércio: ["Loja", "Loja de presentes", "Loja de variedades"],
  Artesanato: ["Loja de artesanato", "Artesão", "Loja de presentes"],
  Eventos: ["Organizador de eventos", "Decorador de festas", "Fotógrafo"],
  "Construção e Reparos": ["Eletricista", "Encanador", "Pedreiro", "Serviço de reparos"],
  Agro: ["Produtor rural", "Feira de produtores", "Loja de produtos naturais"],
  Automotivo: ["Oficina mecânica", "Lava-rápido", "Serviço de funilaria"],
};

const lower = (s: string) => s.charAt(0).toLocaleLowerCase("pt-BR") + s.slice(1);
/** What the business sells, in lower case ("bolos e doces caseiros por encomenda"); a name keeps its capitals. */
const offer = (input: ChecklistInput) => (input.ideaTitle ? lower(input.ideaTitle.trim()) : `os produtos da ${input.businessName.trim()}`);

export function googleProfileTexts(input: ChecklistInput) {
  const products = input.products.slice(0, 5).map((p) => p.name);
  const description = [
    `${input.businessName}: ${offer(input)}.`,
    input.ideaDescription ? input.ideaDescription.trim() : null,
    products.length ? `Destaques: ${products.join(", ")}.` : null,
    input.phone ? `Pedidos e orçamentos pelo WhatsApp ${input.phone}.` : "Pedidos e orçamentos pelo WhatsApp.",
  ]
    .filter(Boolean)
    .join(" ")
    .slice(0, GOOGLE_DESCRIPTION_MAX);
  return {
    name: input.businessName,
    categories: GOOGLE_CATEGORIES[input.category ?? ""] ?? ["Escolha a categoria que mais se parece com o que você vende"],
    description,
    hours: "Segunda a sexta, das 9h às 18h; sábado, das 9h às 13h (troque pelos seus horários de verdade)",
    firstPost: `Chegamos ao Google! ${input.businessName} atende ${offer(input)}. Fale com a gente${input.phone ? ` pelo WhatsApp ${input.phone}` : ""}.`,
  };
}

export function whatsappTexts(input: ChecklistInput) {
  const products = input.products.slice(0, 10);
  return {
    profileDescription: `${offer(input)}. Pedidos e orçamentos por aqui.`.replace(/^./, (c) => c.toLocaleUpperCase("pt-BR")).slice(0, 139),
    greeting: `Olá! Que bom ter você aqui na ${input.businessName}. Me conta o que você procura que eu já te respondo.`,
    away: `Oi! Agora estou fora do horário de atendimento da ${input.businessName}, mas vi sua mensagem e respondo assim que voltar.`,
    quickReplies: [
      {
        shortcut: "/preco",
        text: products.length
          ? `Nossos preços: ${products.map((p) => `${p.name} ${p.price}`).join("; ")}.`
          : `Me conta o que você precisa que eu passo o preço de ${offer(input)}.`,
      },
      { shortcut: "/pix", text: "Pode pagar por Pix. Assim que o pagamento cair, eu confirmo o seu pedido por aqui." },
      { shortcut: "/obrigado", text: `Obrigado pela preferência! Volte sempre à ${input.businessName}.` },
    ],
    catalogue: products.map((p) => ({ name: p.name, price: p.price, description: `${p.name} da ${input.businessName}. Peça por aqui.` })),
  };
}
