/**
 * The nota fiscal assistant's rules (pure): whether an order needs a note, which service item
 * fits, and the national NFS-e access key's format.
 *
 * Bases:
 * - A MEI must issue a nota fiscal when selling to a company (pessoa jurídica) and is exempt when
 *   selling to a person (pessoa física) unless the person asks for it: Lei Complementar 123/2006,
 *   art. 26 § 6º, and Resolução CGSN 140/2018, art. 106.
 * - Services are noted on the NFS-e (national issuer, https://www.nfse.gov.br/EmissorNacional,
 *   mandatory for MEIs since Sep 2023); goods sales use the state's NF-e/NFC-e instead.
 * - Service items: the list attached to Lei Complementar 116/2003.
 */
import { showDocument } from "~/modules/br/documents";

export const NFSE_ISSUER_URL = "https://www.nfse.gov.br/EmissorNacional";

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
 * checked in this round, so the issuer's own search is the safer answer.
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

export type NfseNeed = { required: boolean; reason: string };

/** Whether the order's client requires a note, with the legal basis in pt-BR. */
export function nfseNeed(clientDocument: string | null | undefined): NfseNeed {
  if (clientDocument && showDocument(clientDocument).kind === "CNPJ") {
    return {
      required: true,
      reason:
        "O cliente é uma empresa (tem CNPJ): o MEI é obrigado a emitir nota fiscal nas vendas e serviços para empresas (Lei Complementar 123/2006, art. 26, § 6º; Resolução CGSN 140/2018, art. 106).",
    };
  }
  return {
    required: false,
    reason:
      "O cliente é uma pessoa física: o MEI só precisa emitir nota fiscal se o cliente pedir (Lei Complementar 123/2006, art. 26, § 6º; Resolução CGSN 140/2018, art. 106).",
  };
}

/**
 * The national NFS-e access key: 50 digits (município 7, ambiente 1, tipo de inscrição 1,
 * inscrição federal 14, número 13, AAMM 4, código numérico 9, DV 1). Only the length and digits
 * are checked: the check digit's algorithm was not verified against the official manual.
 */
export function parseNfseAccessKey(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const clean = input.replace(/[\s.\-]/g, "");
  if (!/^\d{50}$/.test(clean)) {
    return { ok: false, message: "A chave de acesso da NFS-e tem 50 números. Copie-a da nota emitida e tente de novo." };
  }
  return { ok: true, value: clean };
}

export function nfseTakerLine(taker: NfseTaker): string {
  if (!taker.document) return `${taker.name} (sem CPF/CNPJ cadastrado)`;
  const shown = showDocument(taker.document);
  return `${taker.name} — ${shown.kind} ${shown.display}`;
}
