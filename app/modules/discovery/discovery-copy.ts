// Limits and messages of the discovery forms, without zod: browser code imports them from here.
export const INTERESTS_MAX = 2000;

export const REQUIRED_INTERESTS = {
  title: "Campo obrigatório",
  description: "Por favor, descreva seus interesses e habilidades.",
};

export const ANALYSIS_ERROR = {
  title: "Erro na análise",
  description: "Não foi possível analisar este negócio. Tente novamente.",
};

export const INTERESTS_ERROR = {
  title: "Erro na análise",
  description: "Não foi possível analisar seus interesses. Tente novamente.",
};

export const NO_SUGGESTIONS = "Nenhuma sugestão encontrada. Tente descrever seus interesses de forma diferente.";
