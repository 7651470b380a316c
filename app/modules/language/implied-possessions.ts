/**
 * What a practised trade or a stated qualification implies the person owns (decision 031): who
 * cooks for others has the kitchen's pans, who braids has the combs, who models in Fusion 360 works
 * on a computer, who holds CRN has paid the council. Read from the folded text, beside what the
 * person names (possessions.ts), never against what they say they lack.
 */
import type { AssetKind } from "~/modules/economics/assets";
import type { Possessions } from "./possessions";

/** A credential someone is still studying for, or only wishes for, is not held. */
export const NOT_HELD_BEFORE =
  /\b(?:estudo|estudante de|estudando|cursando|faco faculdade de|faco curso de|fazendo|quero ser|queria ser|sonho em ser|vou ser|pensando em fazer|nao sou)\s*$/;

/**
 * A cooking practice (not a wish): "cozinho", "faço bolo", "todo mundo pede minha coxinha", "sou
 * boleira"; who loves to cook ("adoro cozinhar") cooks at home.
 */
const COOKS =
  /\b(?:cozinho|sei cozinhar|(?:adoro|amo|gosto (?:muito )?de) cozinhar|(?:ja )?(?:faco|sei fazer|fazia|fazendo|fiz) (?:bolos?|doces?|docinhos?|salgad(?:o|os|inhos)|coxinhas?|marmitas?|comida|paes?|tortas?|brigadeiros?|quitutes|pasteis|empadas?|esfihas?|kibes?|quibes?|cocadas?|doce de leite|pe de moleque|geleias?|cuscuz|tapiocas?|pizzas?|lanches?|brownies?|cookies?|biscoitos?|trufas?|bombons?|ovos de pascoa|paes? de mel|quentinhas?|feijoada|acaraje|pamonhas?|goiabadas?|compotas?|conservas?|risoles?|risolis|enroladinhos?|salgadinhos?|comida caseira)|(?:todo mundo|o pessoal|a vizinhanca|as vizinhas) (?:pede|pedem|elogia|elogiam|ama|adora) (?:a |o )?(?:minha|meu|meus|minhas)|(?:sou (?:uma? )?(?:(?:boa|bom|otim[oa]|excelente|grande) )?|^\s*)(?:cozinheir[oa]|confeiteir[oa]|boleir[oa]|doceir[oa]|salgadeir[oa]|padeir[oa]|quituteir[oa])|vendo (?:bolos?|doces|salgados|marmitas|quentinhas))\b/;

/** Someone who plays an instrument has one ("toco violão"). */
const PLAYS =
  /\btoco (?:violao|guitarra|teclado|piano|cavaco|cavaquinho|baixo|bateria|sanfona|acordeon|sax|saxofone|flauta|ukulele|violino|viola)\b/;

/** Someone who already braids for others has the combs and clips ("faço box braids nas minhas primas"). */
const BRAIDS_PRACTICE =
  /\b(?:faco|fazia|sei fazer|trabalho com|trabalhei com)\b[^.,]{0,20}\b(?:trancas?|box ?braids?|nago|twists?)\b|\bsou trancista\b/;

/** Someone who sews on a machine has it ("costuro numa Singer de pedal"). */
const SEWS_ON_A_MACHINE = /\bcostur\w*\b[^.,]{0,25}\b(?:numa|na|em uma|com uma|com a) (?:singer|janome|maquina|reta|overloque)\b/;

/** A professional council registration the person says they hold ("tenho CRN"; not "ainda não tenho CREF"). */
function holdsCouncil(original: string) {
  return [...original.matchAll(/\b(?:cref|crn|coren|crefito|crp|crmv)\b/g)].some((m) => {
    const before = original.slice(Math.max(0, m.index! - 40), m.index!);
    return !NOT_HELD_BEFORE.test(before) && !/\b(?:nao tenho|sem|falta|vou tirar|tirando)(?: (?:o|meu|a|minha))?\s*$/.test(before);
  });
}

/** A courier who did the Contran motofrete course ("já fiz o curso de motofrete") has that line paid. */
const DID_MOTOFRETE_COURSE =
  /\b(?<!nao )(?:fiz|tenho|ja fiz|ja tenho|com|terminei)(?: o)? curso de (?:motofrete|motofretista|motoboy|mototaxi\w*)\b/;

/** Who assembles furniture for others has the screwdrivers, the mallet and the tape measure. */
const ASSEMBLES_FURNITURE =
  /\b(?:monto|montava|montei|sei montar|faco montagem de)\b[^.,]{0,15}\b(?:moveis?|movel|guarda ?-?roupas?|armarios?|cozinhas? de loja|racks?)\b/;

/** Someone who already crochets has her hooks ("faço crochê desde menina", "minha vó me ensinou crochê"). */
const CROCHETS = /\b(?:faco|fazia|sei fazer|sei|aprendi|ensinou)\b[^.,]{0,20}\b(?:croche|trico|amigurumi)\b|\b(?:croche|trico) desde\b/;

/** Programs that run on a computer (phone apps such as Canva or CapCut do not say so). */
const DESKTOP_SOFTWARE =
  /\b(?:fusion ?360|blender|autocad|sketch ?up|solidworks|photoshop|illustrator|premiere|after effects|davinci|corel(?: ?draw)?|revit|excel avancado|power ?bi)\b/;

export function impliedPossessions(original: string, possessions: Pick<Possessions, "owned" | "lacks">): AssetKind[] {
  // Someone who already cooks for others has the home kitchen's pans, tins and scale; someone who
  // models in Fusion 360 or edits in Premiere works on a computer.
  const implies = (kind: AssetKind, practice: RegExp) =>
    practice.test(original) && !possessions.owned.includes(kind) && !possessions.lacks.includes(kind) ? [kind] : [];
  return [
    ...implies("utensilios-de-cozinha", COOKS),
    ...implies("notebook", DESKTOP_SOFTWARE),
    ...implies("instrumentos-musicais", PLAYS),
    ...implies("pentes-e-grampos", BRAIDS_PRACTICE),
    ...implies("agulhas-de-croche", CROCHETS),
    ...implies("ferramentas", ASSEMBLES_FURNITURE),
    ...implies("maquina-de-costura", SEWS_ON_A_MACHINE),
    // "Tenho CRN", "CREF ativo": the council registration is already paid.
    ...(holdsCouncil(original) ? (["registro-no-conselho"] as const) : []),
    ...(DID_MOTOFRETE_COURSE.test(original) ? (["curso-de-motofrete"] as const) : []),
    // An industrial sewing machine does a domestic one's work too.
    ...(possessions.owned.includes("maquina-industrial") && !possessions.owned.includes("maquina-de-costura")
      ? (["maquina-de-costura"] as const)
      : []),
  ];
}
