/**
 * Issue 13, item 12: words a person must never read. Portuguese words written without their
 * accents (the spec's unaccented strings are transcription artefacts) and English words a
 * Brazilian first-time entrepreneur should not have to read. Used by the page scan
 * (e2e/language.spec.ts) and by the content scan (language-check.test.ts). Pure.
 */

export const UNACCENTED_WORDS = [
  "nao", "voce", "voces", "sao", "entao", "tambem", "ate", "ja", "mes", "tres", "negocio", "negocios", "estrategia",
  "estrategias", "parabens", "informacoes", "informacao", "obrigatorio", "obrigatorios", "obrigatoria", "experiencia",
  "usuario", "usuarios", "proximo", "proximos", "proxima", "estruturacao", "otimizacao", "acao", "acoes", "grafica",
  "analise", "analises", "gratis", "servico", "servicos", "conteudo", "conteudos", "pagina", "paginas", "historico",
  "numero", "descricao", "configuracao", "configuracoes", "sessao", "inicio", "credito", "midia", "saude", "educacao",
  "alimentacao", "comecar", "comeca", "basico", "avancado", "intermediario", "metricas", "estatisticas", "sugestoes",
  "opcoes", "solucoes", "formalizacao", "gestao", "divulgacao", "atencao", "situacao", "concluida", "concluido",
  "periodo", "possivel", "disponivel", "facil", "rapido", "unico", "minimo", "maximo", "calculo", "codigo", "endereco",
  "preco", "precos", "cartao", "botao", "padrao", "versao", "funcao", "sera", "invalido", "invalida", "valido",
  "duvidas", "conexao", "aprovacao", "exclusao", "confirmacao", "pratica", "praticas", "tecnico", "publico", "cresca",
];

export const ENGLISH_WORDS = [
  "Professional", "free", "Upgrade", "Chatbot", "Templates", "Template", "Logout", "Analytics", "Dashboard", "Settings",
  "Submit", "Cancel", "Save", "Search", "Loading", "Welcome", "Sign in", "Sign out", "Password", "Username", "Home",
  "Did you forget", "Not Found", "Error", "Unexpected", "Back", "Next", "Previous", "Close",
];

// Whole words only: not inside a longer word, a path (/meu-negocio) or a file name.
const wordPattern = (words: string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_/.-])(${words.join("|")})(?![\\p{L}\\p{N}_/-])`, flags);
const UNACCENTED = wordPattern(UNACCENTED_WORDS, "giu");
const ENGLISH = wordPattern(ENGLISH_WORDS, "gu");

/** Each forbidden word in `text`, described in Portuguese, e.g. 'sem acento "nao" em "…"'. */
export function languageProblems(text: string): string[] {
  const excerpt = `"${text.replace(/\s+/g, " ").trim().slice(0, 120)}"`;
  const problems: string[] = [];
  for (const match of text.matchAll(UNACCENTED)) problems.push(`sem acento "${match[1]}" em ${excerpt}`);
  for (const match of text.matchAll(ENGLISH)) problems.push(`inglês "${match[1]}" em ${excerpt}`);
  return problems;
}
