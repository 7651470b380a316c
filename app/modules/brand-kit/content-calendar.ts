/**
 * A month of posts (30 days) from the idea, the products and the season, written in the first
 * person as the owner would post. The offline engine: every sentence names what this business
 * sells (a product or the idea itself), so two businesses never get the same text. Pure.
 */
import { addDays, shoppingDates, weekdayOf, type ShoppingDate } from "./shopping-dates";

export const CALENDAR_DAYS = 30;

export type CalendarInput = {
  businessName: string;
  /** The idea's title ("Marmitas caseiras por encomenda"), or null. */
  ideaTitle: string | null;
  /** Words of the idea (catalogue keywords), for hashtags. */
  keywords: readonly string[];
  products: readonly { id: string; name: string; price: string }[];
  /** YYYY-MM-DD: the first day. */
  start: string;
};

export type PlannedPost = { date: string; theme: string; caption: string; hashtags: string[]; posted: boolean; image: string };

const lower = (s: string) => s.charAt(0).toLocaleLowerCase("pt-BR") + s.slice(1);

/** A hashtag from words: "#DocesDaAna" (accents kept, Instagram accepts them). */
export function hashtagOf(text: string): string {
  const words = text
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return `#${words.map((w) => w.charAt(0).toLocaleUpperCase("pt-BR") + w.slice(1)).join("")}`;
}

type Ctx = { name: string; offer: string; product: (i: number) => { name: string; price: string; image: string } };

/** Two texts per weekly theme (alternating weeks); each sentence carries the offer or a product. */
const WEEKLY: Record<number, { theme: string; image: (c: Ctx, i: number) => string; texts: ((c: Ctx, i: number) => string)[] }> = {
  0: {
    theme: "Minha história",
    image: () => "/marca/posts/abrimos.png",
    texts: [
      (c) =>
        `Por que eu comecei com ${c.offer}? Porque eu queria fazer ${c.offer} do jeito certo, para quem mora perto de mim. Cada pedido de ${c.offer} passa pelas minhas mãos.`,
      (c) =>
        `Domingo é dia de contar um pouco de mim: ${c.offer} virou o meu trabalho e o meu orgulho. Obrigado a cada pessoa que já confiou em ${c.name} para ${c.offer}.`,
    ],
  },
  1: {
    theme: "Produto da semana",
    image: (c, i) => c.product(i).image,
    texts: [
      (c, i) =>
        `O destaque da semana é ${c.product(i).name}, por ${c.product(i).price}. Quer ${c.product(i).name}? Me chama no WhatsApp que eu separo ${c.product(i).name} para você.`,
      (c, i) =>
        `Já conhece ${c.product(i).name}? ${c.product(i).name} sai por ${c.product(i).price}, feito com o mesmo cuidado de sempre. Peça ${c.product(i).name} pelo WhatsApp.`,
    ],
  },
  2: {
    theme: "Bastidores",
    image: (c, i) => c.product(i + 1).image,
    texts: [
      (c, i) => `Um pouco dos bastidores: é assim que eu preparo ${c.product(i + 1).name}. Nada de pressa quando o assunto é ${c.offer}.`,
      (c) =>
        `Hoje eu mostro a minha rotina com ${c.offer}: organização, capricho e atenção a cada detalhe. Quem acompanha ${c.name} sabe como ${c.offer} é feito.`,
    ],
  },
  3: {
    theme: "Dica útil",
    image: () => "/marca/posts/abrimos.png",
    texts: [
      (c) =>
        `Dica de quem trabalha com ${c.offer}: combine o dia e o horário com antecedência. Assim o seu pedido de ${c.offer} chega do jeito que você quer.`,
      (c) =>
        `Uma coisa que pouca gente sabe sobre ${c.offer}: encomendar com alguns dias de antecedência garante a sua vaga na agenda. Salve esta dica sobre ${c.offer}!`,
    ],
  },
  4: {
    theme: "Pergunta para você",
    image: (c, i) => c.product(i + 2).image,
    texts: [
      (c, i) =>
        `Me conta nos comentários: você prefere ${c.product(i + 2).name} ou quer sugerir algo novo em ${c.offer}? Sua resposta ajuda a escolher as novidades de ${c.offer}.`,
      (c) => `Quero ouvir você: o que não pode faltar em ${c.offer}? As melhores ideias sobre ${c.offer} viram novidade aqui.`,
    ],
  },
  5: {
    theme: "Oferta",
    image: () => "/marca/posts/oferta.png",
    texts: [
      (c) => `Sexta-feira tem condição especial em ${c.offer}! Chama no WhatsApp e pergunte a oferta de hoje para ${c.offer}.`,
      (c, i) =>
        `Oferta por tempo limitado em ${c.product(i).name}: fale comigo no WhatsApp antes que acabe. Fim de semana combina com ${c.offer}.`,
    ],
  },
  6: {
    theme: "Como pedir",
    image: () => "/marca/posts/abrimos.png",
    texts: [
      (c) =>
        `Pedir ${c.offer} é simples: manda uma mensagem no WhatsApp, a gente combina e pronto. Aceito Pix e respondo rápido sobre ${c.offer}.`,
      (c) => `Sábado é um ótimo dia para encomendar ${c.offer}. Me chama no WhatsApp e tire suas dúvidas sobre ${c.offer}.`,
    ],
  },
};

function seasonalText(c: Ctx, day: ShoppingDate, before: number): { theme: string; caption: string } {
  if (before === 0)
    return {
      theme: day.name,
      caption: `Hoje é ${day.name}, e ${c.offer} é um jeito gostoso de comemorar. Ainda dá tempo de pedir ${c.offer} pelo WhatsApp.`,
    };
  return {
    theme: `Encomendas para ${day.name}`,
    caption: `Faltam ${before} dias para ${day.name}: já pensou em presentear com ${c.offer}? Reserve agora o seu pedido de ${c.offer} pelo WhatsApp.`,
  };
}

/** The 30 posts from `input.start`. */
export function planMonth(input: CalendarInput): PlannedPost[] {
  // The idea's title in lower case ("marmitas caseiras por encomenda"); without an idea, the
  // business's products by its name (a name keeps its capitals).
  const offer = input.ideaTitle ? lower(input.ideaTitle.trim()) : `os produtos da ${input.businessName.trim()}`;
  const products = input.products.map((p) => ({ name: p.name, price: p.price, image: `/marca/posts/${p.id}.png` }));
  const ctx: Ctx = {
    name: input.businessName.trim(),
    offer,
    product: (i) =>
      products[((i % products.length) + products.length) % products.length] ?? {
        name: offer,
        price: "um preço justo",
        image: "/marca/posts/oferta.png",
      },
  };
  const year = Number(input.start.slice(0, 4));
  const seasonal = [...shoppingDates(year), ...shoppingDates(year + 1)];
  const baseTags = [hashtagOf(input.businessName), ...input.keywords.slice(0, 3).map(hashtagOf), "#FeitoComCarinho", "#CompreDoPequeno"];
  const posts: PlannedPost[] = [];
  for (let i = 0; i < CALENDAR_DAYS; i++) {
    const date = addDays(input.start, i);
    const week = Math.floor(i / 7);
    const special = seasonal.find((s) => s.date === date || addDays(date, 3) === s.date);
    let theme: string;
    let caption: string;
    let image: string;
    let tags = baseTags;
    if (i === 0) {
      theme = "Abrimos!";
      caption = `Começou: ${ctx.name} está aberto para pedidos de ${offer}. Me chama no WhatsApp para conhecer ${offer} de perto.`;
      image = "/marca/posts/abrimos.png";
    } else if (special) {
      ({ theme, caption } = seasonalText(ctx, special, special.date === date ? 0 : 3));
      image = "/marca/posts/oferta.png";
      tags = [special.hashtag, ...baseTags];
    } else {
      const plan = WEEKLY[weekdayOf(date)]!;
      theme = plan.theme;
      caption = plan.texts[week % plan.texts.length]!(ctx, week);
      image = plan.image(ctx, week);
    }
    posts.push({ date, theme, caption, hashtags: [...new Set(tags)].slice(0, 8), posted: false, image });
  }
  return posts;
}

/** The sentences of a caption (for the "no shared sentence" rule and its test). */
export function sentencesOf(caption: string): string[] {
  return caption
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
