import type { Credential } from "~/modules/language/query-understanding";
import type { Licence } from "~/modules/language/possessions";

/** A credential also says where the person's interest lies (a nursing technician: care, health). */
export const CREDENTIAL_FIELDS: Record<Credential, string> = {
  fisioterapeuta: "fisioterapia reabilitação",
  psicologo: "psicologia terapia",
  nutricionista: "nutrição alimentação",
  veterinario: "veterinário animais",
  enfermeiro: "enfermagem saúde pacientes",
  "tecnico-enfermagem": "enfermagem saúde idosos cuidar",
  "educador-fisico": "treino exercício esporte",
  protetico: "prótese dentária",
  podologo: "podologia pés",
  "guia-turismo": "turismo guia passeios",
  agronomo: "agronomia produtores lavoura",
  esteticista: "estética pele",
  "interprete-libras": "libras intérprete surdos",
};

/**
 * A licence says what work the person is ready for (a D licence: carrying passengers; NR-10:
 * electrical work). Its words join the interests, quoted in reasons as the licence. A B licence
 * is too common to point anywhere; councils already read as credentials (CREF, COREN, CRN) are
 * in CREDENTIAL_FIELDS.
 */
export const LICENCE_FIELDS: Partial<Record<Licence, string>> = {
  "cnh-a": "moto motoboy entregas",
  "cnh-c": "caminhão fretes carretos mudanças",
  "cnh-d": "van transporte passageiros escolar fretamento excursões",
  "cnh-e": "carreta caminhão fretes",
  "nr-10": "eletricista elétrica instalações",
  "nr-35": "altura telhados fachadas",
};
