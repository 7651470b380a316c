/**
 * The nota fiscal assistant's rules (pure): whether an order needs a note and which one, which
 * service item fits, the description and the national NFS-e access key's format. Decision 033.
 *
 * Bases:
 * - A MEI must issue a nota fiscal when selling to a company (pessoa jurídica) and is exempt when
 *   selling to a person (pessoa física) unless the person asks for it: Lei Complementar 123/2006,
 *   art. 26 § 6º, and Resolução CGSN 140/2018, art. 106.
 * - Services: since 1 Sep 2023 a MEI issues the NFS-e only in the national standard, on the
 *   Emissor Nacional (https://www.nfse.gov.br/EmissorNacional) or the NFS-e Mobile app, free of
 *   charge (Resolução CGSN 169/2022; gov.br/nfse). Goods are noted on the state's NF-e (modelo 55),
 *   issued through the state's Secretaria da Fazenda (SEFAZ) — the national NFS-e issuer does not
 *   issue it.
 * - Service items: the list attached to Lei Complementar 116/2003.
 * - Access key: 50 digits — município (IBGE, 7), ambiente gerador (1: sistema próprio do
 *   município, 2: Sefin Nacional), tipo de inscrição federal (1 CPF, 2 CNPJ), inscrição federal
 *   (14), número da NFS-e (13), ano e mês de emissão (AAMM, 4), código numérico (9), dígito
 *   verificador (1). Source: the NFS-e Nacional layout as described in
 *   https://espiaonfe.com.br/blog/chave-de-acesso-da-nfs-e-nacional-estrutura-e-funcionamento
 *   (checked 2026-11-26). The check digit's algorithm was not confirmed against the official
 *   manual, so it is not verified here: the structure (lengths, codes, month) is.
 */
import { showDocument } from "~/modules/br/documents";
import type { OrderStatus } from "~/modules/business/orders";
import type { RevenueKind } from "~/modules/business/revenue-report";

export const NFSE_ISSUER_URL = "https://www.nfse.gov.br/EmissorNacional";

/** How to tell the official issuer from a paid look-alike site. */
export const NFSE_SCAM_TIP =
  "A emissão é gratuita e o acesso é pela conta gov.br. Sites que cobram para emitir a nota, pedem pagamento por boleto ou Pix ou aparecem em anúncios não são do governo: o endereço oficial termina em .gov.br.";

/** Goods: the state's NF-e, not the national NFS-e. */
export const NFE_GOODS_NOTE =
  "Para venda de mercadorias a nota é a NF-e (modelo 55), emitida pelo sistema da Secretaria da Fazenda (SEFAZ) do seu estado — o Emissor Nacional de NFS-e serve só para serviços. Procure “NF-e” ou “nota fiscal avulsa” no site da SEFAZ do seu estado (endereço terminado em .gov.br).";

export type NfseTaker = { name: string; document: string | null };

export type NfseService = {
  /** Item of the LC 116/2003 list, e.g. "6.01". */
  item: string;
  description: string;
  /** NBS code when one was confirmed against the official table; null means "choose it in the issuer". */
  nbs: string | null;
  source: string;
};

/**
 * A small mapping from the MEI occupation's CNAE (first digits) to the LC 116/2003 item.
 * Only items whose wording plainly covers the activity; anything else is left for the person to
 * pick in the issuer (we do not guess). NBS codes are not filled: the official NBS table was not
 * checked in this round, so the issuer's own search (it suggests the NBS for the item) is the safer answer.
 */
const SERVICE_MAP: { cnaePrefix: string; item: string; description: string }[] = [
  { cnaePrefix: "9602501", item: "6.01", description: "Barbearia, cabeleireiros, manicuros, pedicuros e congêneres" },
  { cnaePrefix: "9602502", item: "6.02", description: "Esteticistas, tratamento de pele, depilação e congêneres" },
  { cnaePrefix: "951180", item: "14.01", description: "Conserto e manutenção de máquinas, aparelhos e equipamentos" },
  { cnaePrefix: "952150", item: "14.01", description: "Conserto e manutenção de máquinas, aparelhos e equipamentos" },
  { cnaePrefix: "95291", item: "14.01", description: "Conserto, restauração e manutenção de objetos" },
  { cnaePrefix: "742000", item: "13.03", description: "Fotografia e cinematografia" },
  { cnaePrefix: "8599", item: "8.02", description: "Instrução, treinamento, orientação pedagógica e educacional" },
];

const LC116_SOURCE = "Lista de serviços anexa à Lei Complementar 116/2003";

export function serviceForCnae(cnae: string | null | undefined): NfseService | null {
  if (!cnae) return null;
  const digits = cnae.replace(/\D/g, "");
  const row = SERVICE_MAP.find((r) => digits.startsWith(r.cnaePrefix));
  return row ? { item: row.item, description: row.description, nbs: null, source: LC116_SOURCE } : null;
}

/** What the order sold: services (NFS-e), goods (NF-e at the state) or both. */
export type NfseOrderKind = "servicos" | "mercadorias" | "misto";

export function nfseOrderKind(items: readonly { kind: RevenueKind }[]): NfseOrderKind {
  const services = items.some((item) => item.kind === "servicos");
  const goods = items.some((item) => item.kind !== "servicos");
  if (services && goods) return "misto";
  return services ? "servicos" : "mercadorias";
}

/** A word on the order's status: a quote is not yet a sale, a cancelled order gets no note. */
export function nfseStatusNote(status: OrderStatus): string | null {
  if (status === "orcamento")
    return "Este pedido ainda é um orçamento: emita a nota quando o cliente confirmar e o serviço for prestado (ou a venda, feita).";
  if (status === "cancelado") return "Pedido cancelado: não emita nota. Se já emitiu, cancele-a no Emissor Nacional.";
  return null;
}

export type NfseNeed = { required: boolean; reason: string };

const LAW = "Lei Complementar 123/2006, art. 26, § 6º; Resolução CGSN 140/2018, art. 106";

/** Whether the order's client requires a note, with the legal basis in pt-BR. */
export function nfseNeed(clientDocument: string | null | undefined): NfseNeed {
  if (clientDocument && showDocument(clientDocument).kind === "CNPJ") {
    return {
      required: true,
      reason: `O cliente é uma empresa (tem CNPJ): o MEI é obrigado a emitir nota fiscal nas vendas e serviços para empresas (${LAW}).`,
    };
  }
  if (!clientDocument) {
    return {
      required: false,
      reason: `O pedido não tem CPF ou CNPJ do cliente. Para uma pessoa física, o MEI só precisa emitir nota fiscal se o cliente pedir; para uma empresa (CNPJ), é obrigatória (${LAW}).`,
    };
  }
  return {
    required: false,
    reason: `O cliente é uma pessoa física: o MEI só precisa emitir nota fiscal se o cliente pedir (${LAW}).`,
  };
}

/** The note's description (the issuer's "Descrição do serviço"): the order's number and items, on one line. */
export function nfseDescription(orderNumber: number, items: readonly { name: string; quantity: string; total: string }[]): string {
  const lines = items.map((item) => `${item.quantity} de ${item.name} (${item.total})`);
  return `Pedido nº ${orderNumber}${lines.length ? `: ${lines.join("; ")}` : ""}.`.slice(0, 2000);
}

const KEY_MESSAGE = "A chave de acesso da NFS-e tem 50 números. Copie-a da nota emitida (DANFSe) e tente de novo.";

export function parseNfseAccessKey(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const clean = input.replace(/[\s.\-/]/g, "");
  if (!/^\d{50}$/.test(clean)) return { ok: false, message: KEY_MESSAGE };
  const ambiente = clean[7];
  const inscricao = clean[8];
  const month = Number(clean.slice(38, 40));
  if (
    !/^[1-5]/.test(clean) ||
    (ambiente !== "1" && ambiente !== "2") ||
    (inscricao !== "1" && inscricao !== "2") ||
    month < 1 ||
    month > 12
  ) {
    return {
      ok: false,
      message:
        "Esta sequência de 50 números não tem o formato de uma chave de NFS-e Nacional. Confira se copiou a chave da nota (e não outro número) e tente de novo.",
    };
  }
  return { ok: true, value: clean };
}

/**
 * The NF-e's (goods, modelo 55; NFC-e 65) access key: 44 digits, the model at positions 21–22 and
 * a check digit by modulo 11 over the first 43 (weights 2 to 9 from the right; a remainder of 0 or 1
 * gives 0): Manual de Orientação do Contribuinte da NF-e, "Chave de Acesso"
 * (https://www.nfe.fazenda.gov.br/portal, checked 2026-11-26).
 */
export function parseNfeAccessKey(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const clean = input.replace(/[\s.\-/]/g, "");
  if (!/^\d{44}$/.test(clean)) return { ok: false, message: "A chave de acesso da NF-e tem 44 números. Copie-a do DANFE e tente de novo." };
  const model = clean.slice(20, 22);
  if ((model !== "55" && model !== "65") || nfeCheckDigit(clean.slice(0, 43)) !== Number(clean[43])) {
    return { ok: false, message: "Esta chave de NF-e não confere (o último número não bate). Confira se copiou todos os 44 números." };
  }
  return { ok: true, value: clean };
}

function nfeCheckDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The key of the note issued for an order: the NFS-e's (50 digits) for services, the NF-e's
 * (44 digits) for goods; a mixed order takes either.
 */
export function parseOrderNoteKey(input: string, kind: NfseOrderKind): { ok: true; value: string } | { ok: false; message: string } {
  const length = input.replace(/[\s.\-/]/g, "").length;
  if (kind === "servicos") return parseNfseAccessKey(input);
  if (kind === "mercadorias") return parseNfeAccessKey(input);
  if (length === 44) return parseNfeAccessKey(input);
  if (length === 50) return parseNfseAccessKey(input);
  return {
    ok: false,
    message: "A chave de acesso tem 50 números (NFS-e, serviços) ou 44 (NF-e, mercadorias). Copie-a da nota e tente de novo.",
  };
}

/** What the key field is called for the order's kind. */
export function orderNoteKeyLabel(kind: NfseOrderKind): string {
  if (kind === "servicos") return "Chave de acesso da NFS-e (50 números)";
  if (kind === "mercadorias") return "Chave de acesso da NF-e (44 números)";
  return "Chave de acesso da nota (50 números na NFS-e, 44 na NF-e)";
}

/** The key in groups (five digits for the NFS-e, four for the NF-e, as its DANFE prints it), easier to read and compare. */
export function formatNfseAccessKey(key: string): string {
  return key.length === 44 ? key.replace(/(\d{4})(?=\d)/g, "$1 ") : key.replace(/(\d{5})(?=\d)/g, "$1 ");
}

/** The note's issue day ('YYYY-MM-DD'), not after today (São Paulo) nor before the national standard. */
export function parseNfseIssuedOn(input: string, today: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = input.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T12:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return { ok: false, message: "Informe a data de emissão da nota (dia, mês e ano)." };
  if (value > today) return { ok: false, message: "A data de emissão não pode ser depois de hoje." };
  if (value < "2023-01-01") return { ok: false, message: "A NFS-e Nacional começou em 2023: confira a data de emissão." };
  return { ok: true, value };
}

/** The DANFSe (the note's PDF) kept with the order: at most 2 MB. */
export const NFSE_PDF_MAX_BYTES = 2 * 1024 * 1024;
export const NFSE_PDF_TOO_BIG = "O PDF passa de 2 MB. A nota baixada do emissor costuma ter poucos KB: baixe-a de novo e envie.";

/** Why these bytes cannot be kept as the note's PDF, or null. Checks the `%PDF-` signature and the size. */
export function nfsePdfProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return "Escolha o arquivo PDF da nota.";
  if (bytes.byteLength > NFSE_PDF_MAX_BYTES) return NFSE_PDF_TOO_BIG;
  const signature = String.fromCharCode(...bytes.subarray(0, 5));
  if (signature !== "%PDF-") return "O arquivo não é um PDF. Envie o PDF da nota baixado do emissor.";
  return null;
}

export function nfseTakerLine(taker: NfseTaker): string {
  if (!taker.document) return `${taker.name} (sem CPF/CNPJ cadastrado)`;
  const shown = showDocument(taker.document);
  return `${taker.name} — ${shown.kind} ${shown.display}`;
}
