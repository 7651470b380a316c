import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import { economicsOf, formatBrl } from "~/modules/economics/summary";
import { ARCHETYPE_AUDIENCE } from "./archetype-audience";
import { ARCHETYPE_KNOWLEDGE } from "./archetype-knowledge";
import { composeOfflineAnalysis } from "./analysis";
import { IDEA_LINES } from "./idea-lines";
import { ideaTraits } from "./idea-traits";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";

const analyses = new Map(CATALOGUE.map((idea) => [idea.id, splitAnalysis(composeOfflineAnalysis({ idea, userInput: "quero começar" }))]));
const section = (id: string, title: string) => analyses.get(id)!.find((s) => s.title === title)!.content;
const ARCHETYPE_SECTIONS = ["Público e mercado", "Operação", "Marketing e vendas", "Riscos", "Primeiros 30 dias"];

describe("offline analysis written from the idea", () => {
  it("uses at least 40 archetypes, each with its own text, and maps every idea to one", () => {
    const used = new Set(CATALOGUE.map((idea) => idea.economics.archetype));
    expect(used.size).toBeGreaterThanOrEqual(40);
    for (const archetype of used) {
      expect(ARCHETYPE_KNOWLEDGE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_AUDIENCE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_KNOWLEDGE[archetype]!.firstSteps.length, archetype).toBe(8);
    }
  });

  it("no section paragraph is shared by more ideas than its archetype has", () => {
    const archetypeSize = new Map<string, number>();
    for (const idea of CATALOGUE) archetypeSize.set(idea.economics.archetype, (archetypeSize.get(idea.economics.archetype) ?? 0) + 1);
    for (const title of ARCHETYPE_SECTIONS) {
      const holders = new Map<string, string[]>();
      for (const idea of CATALOGUE) {
        const text = section(idea.id, title);
        holders.set(text, [...(holders.get(text) ?? []), idea.id]);
      }
      const tooShared = [...holders.values()].filter(
        (ids) => ids.length > archetypeSize.get(CATALOGUE.find((i) => i.id === ids[0])!.economics.archetype)!,
      );
      expect(tooShared, title).toEqual([]);
    }
  });

  it("takes its figures from the model: item table, monthly costs, break-even, payback and the MEI check", () => {
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-pote")!;
    const r = economicsOf(idea.economics);
    const investment = section(idea.id, "Investimento inicial");
    for (const item of idea.economics.fixedInvestment) expect(investment).toContain(`| ${item.item} | ${item.qty} |`);
    expect(investment).toContain(`| Total | | | ${formatBrl(r.totalInvestment)} |`);
    expect(investment).toContain(`Ponto de equilíbrio: ${r.scenarios.provavel.breakEvenUnits}`);
    expect(investment).toContain("DAS do MEI (2026): R$ 82,05");
    expect(investment).not.toMatch(/entre 1 e 1 m[eê]s/);
    expect(section(idea.id, "Formalização")).toContain(`${formatBrl(r.scenarios.provavel.annualRevenue)} por ano`);
  });

  it("says what is true for a phone repair counter, beekeeping, online psychology, a pet sitter and a food truck", () => {
    const celular = analyses
      .get("conserto-de-celulares")!
      .map((s) => s.content)
      .join("\n");
    expect(celular).toMatch(/ordem de serviço/);
    expect(celular).not.toMatch(/Behance|Workana|revis(ão|ões)/);

    const apicultura = analyses
      .get("apicultura")!
      .map((s) => s.content)
      .join("\n");
    expect(apicultura).toMatch(/colmeia/);
    expect(apicultura).toMatch(/florada/);
    expect(apicultura).not.toMatch(/semente|adubação|fertilizante|plantio/i);

    const psicologo = analyses
      .get("psicologo-online")!
      .map((s) => s.content)
      .join("\n");
    expect(psicologo).toMatch(/e-Psi/);
    expect(psicologo).toMatch(/CRP/);
    expect(psicologo).not.toMatch(/estoque|higiene dos equipamentos|liberação médica/i);

    const petSitter = analyses
      .get("pet-sitter-e-passeador")!
      .map((s) => s.content)
      .join("\n");
    expect(petSitter).toMatch(/passe(io|ar)/);
    expect(petSitter).not.toMatch(/tosa|banho/i);

    expect(section("food-truck", "Primeiros 30 dias")).not.toMatch(/encomenda/);
    expect(section("food-truck", "Primeiros 30 dias")).toMatch(/evento/);
  });
});

/**
 * The archetype is the unit written and reviewed (decision 040): its text holds only what is true
 * of every member listed here. Moving an idea to another archetype, or adding one, changes this
 * list on purpose: read the archetype's text against the new member before updating it.
 */
const MEMBERS: Record<string, string[]> = {
  agroindustria: ["queijos-artesanais", "cafe-especial-torrado", "casa-de-farinha"],
  "alimentacao-empresas": ["refeicoes-para-empresas", "cantina-escolar", "coffee-break-para-empresas"],
  artesanato: [
    "roupas-de-croche",
    "velas-aromaticas",
    "bijuterias-artesanais",
    "amigurumi",
    "panos-de-prato-e-artigos-de-cozinha",
    "bordado-livre-em-bastidor",
    "macrame",
    "lacos-e-tiaras-infantis",
    "terrarios-e-suculentas",
    "quadros-e-pintura-artistica",
    "tapetes-de-croche-em-barbante",
    "ceramica-artesanal",
    "vasos-de-cimento",
    "encadernacao-artesanal",
    "artesanato-em-couro",
    "cestaria-em-palha-e-fibras",
  ],
  "artista-eventos": [
    "dj-para-festas",
    "recreacao-infantil",
    "magico-para-festas",
    "cerimonialista",
    "decoracao-com-baloes",
    "musico-para-eventos",
    "locutor-e-mestre-de-cerimonias",
  ],
  "atividade-fisica": [
    "personal-trainer",
    "massoterapia",
    "aulas-de-yoga-e-meditacao",
    "terapias-integrativas",
    "aulas-de-natacao-e-hidroginastica",
  ],
  "aulas-particulares": [
    "reforco-escolar",
    "aulas-preparatorias-para-enem",
    "aulas-de-idiomas-online",
    "aulas-de-musica",
    "informatica-para-idosos",
    "robotica-e-programacao-para-criancas",
    "cursinho-para-concursos",
    "aulas-de-teatro",
    "aulas-de-desenho-e-pintura",
    "aulas-de-culinaria",
    "aulas-de-oratoria",
    "aulas-de-costura",
  ],
  "balcao-reparo": [
    "manutencao-de-computadores",
    "conserto-de-celulares",
    "recarga-de-cartuchos",
    "sapataria",
    "limpeza-de-tenis",
    "conserto-de-relogios",
    "chaveiro",
    "conserto-de-eletrodomesticos",
    "oficina-de-bicicletas",
  ],
  "banca-feira": ["pastelaria-de-feira", "barraca-de-utilidades-em-feira"],
  "banho-tosa": ["banho-e-tosa", "pet-movel"],
  "bebida-artesanal": ["cervejaria-artesanal", "kombucha-artesanal", "cachaca-artesanal"],
  "beleza-domicilio": [
    "manicure-e-pedicure-em-domicilio",
    "design-de-sobrancelhas",
    "extensao-de-cilios",
    "maquiagem-para-eventos",
    "trancista",
    "depilacao-com-cera",
    "alongamento-de-unhas",
    "cabeleireira-a-domicilio",
    "massagem-modeladora-e-drenagem",
  ],
  "chef-em-domicilio": ["personal-chef", "churrasqueiro-em-domicilio", "pizzaiolo-em-domicilio", "bar-de-drinks-para-eventos"],
  "comida-de-rua": ["carrinho-de-cachorro-quente", "pipoca-gourmet", "espetinho-de-churrasco", "barraca-de-tapioca"],
  consultoria: [
    "interprete-de-libras",
    "consultoria-de-imagem",
    "doula",
    "coanfitriao-airbnb",
    "representante-comercial",
    "despachante-de-veiculos",
  ],
  "cosmeticos-artesanais": ["sabonetes-e-cosmeticos-naturais"],
  costura: [
    "ajustes-e-consertos-de-roupas",
    "costura-sob-medida",
    "alfaiataria",
    "faccao-de-costura",
    "upcycling-de-roupas",
    "moda-praia",
    "lingerie",
    "bolsas-e-mochilas",
    "uniformes-escolares-e-profissionais",
    "roupas-e-acessorios-para-pets",
  ],
  "cozinha-delivery": ["hamburgueria-delivery", "pizzaria-delivery", "acaiteria-com-delivery", "sushi-delivery"],
  "cozinha-doces": [
    "bolos-de-pote",
    "bolos-de-aniversario-sob-encomenda",
    "docinhos-para-festas",
    "salgados-para-festas",
    "paes-de-fermentacao-natural",
    "cookies-e-biscoitos-artesanais",
    "chocolates-e-ovos-de-pascoa",
    "doces-regionais-artesanais",
    "geleias-e-compotas",
    "molhos-de-pimenta-e-temperos",
    "cestas-de-cafe-da-manha",
  ],
  "cozinha-refeicoes": ["marmitas-caseiras"],
  "criacao-animais": ["criacao-de-peixes-ornamentais", "criador-de-caes-de-raca"],
  "criacao-rural": ["apicultura", "galinhas-caipiras-e-ovos", "piscicultura"],
  "criador-conteudo": ["criador-de-conteudo-digital", "cursos-online-de-negocios"],
  distribuicao: ["distribuidora-para-saloes", "deposito-de-areia-e-tijolos", "produtos-de-limpeza-para-condominios"],
  "empresa-tecnologia": ["sistema-por-assinatura-saas", "agencia-de-marketing-digital", "provedor-de-internet"],
  "escola-espaco": [
    "escola-de-idiomas",
    "estudio-de-danca",
    "escolinha-de-futebol",
    "autoescola",
    "creche-e-bercario",
    "escola-de-cursos-profissionalizantes",
    "studio-de-pilates",
    "academia-de-bairro",
  ],
  "espaco-eventos": ["buffet-infantil", "salao-de-festas-para-locacao", "buffet-para-eventos"],
  "estudio-beleza": [
    "barbearia",
    "estetica-facial",
    "micropigmentacao",
    "estudio-de-tatuagem",
    "colocacao-de-piercing",
    "bronzeamento-natural",
    "podologia",
  ],
  "fabrica-alimentos": [
    "marmitas-fitness-congeladas",
    "pao-de-queijo-congelado",
    "massas-frescas",
    "sucos-naturais-engarrafados",
    "papinhas-congeladas-para-bebes",
    "polpas-de-frutas-congeladas",
    "linguicas-artesanais",
  ],
  "food-truck": ["food-truck"],
  "foto-video": [
    "fotografia-de-produtos",
    "imagens-aereas-com-drone",
    "fotografo-de-eventos",
    "filmagem-de-eventos",
    "cabine-de-fotos-para-festas",
  ],
  "freelancer-digital": [
    "desenvolvimento-de-sites",
    "desenvolvimento-de-aplicativos",
    "suporte-de-ti-para-empresas",
    "gestao-de-redes-sociais",
    "gestao-de-trafego-pago",
    "design-grafico",
    "edicao-de-videos",
    "assistente-virtual",
    "transcricao-e-digitacao",
    "locucao-e-dublagem",
    "gestao-de-lojas-em-marketplaces",
    "traducao-e-versao",
    "modelista-freelancer",
  ],
  hospedagem: ["pousada", "hostel", "camping"],
  "hospedagem-cuidado": ["hotel-e-creche-para-caes", "residencial-para-idosos"],
  "industria-servico": ["fabrica-de-gelo", "crematorio-de-animais", "perfuracao-de-pocos"],
  "instrutor-empresas": ["treinamentos-para-empresas"],
  "jardim-piscina": ["jardinagem", "piscineiro", "implantacao-de-hortas-em-casa"],
  lavanderia: ["lavanderia-self-service", "lavanderia-delivery", "lavagem-de-tapetes-e-cortinas"],
  lavoura: ["horta-organica", "viveiro-de-mudas", "cultivo-de-cogumelos", "hidroponia", "cultivo-de-morangos"],
  "limpeza-equipamento": [
    "limpeza-de-estofados",
    "limpeza-pos-obra",
    "dedetizacao",
    "limpeza-com-alta-pressao",
    "limpeza-de-fachadas-e-vidros",
  ],
  "locacao-equipamentos": [
    "aluguel-de-equipamentos-hospitalares",
    "aluguel-de-bicicletas",
    "som-e-iluminacao-para-eventos",
    "decoracao-pegue-e-monte",
    "aluguel-de-brinquedos-para-festas",
    "aluguel-de-mesas-e-cadeiras",
    "locacao-de-palcos-e-tendas",
    "aluguel-de-games-para-eventos",
    "cacambas-de-entulho",
    "aluguel-de-maquinas-agricolas",
  ],
  "locacao-espaco": ["self-storage"],
  "loja-online": [
    "revenda-de-cosmeticos-por-catalogo",
    "venda-de-computadores-recondicionados",
    "brecho",
    "revenda-de-roupas",
    "marca-propria-de-roupas",
    "loja-online-de-produtos-pet",
    "loja-online-de-acessorios-para-celular",
    "loja-virtual-de-utilidades",
    "sebo-de-livros",
  ],
  "loja-perecivel": ["padaria-de-bairro", "revenda-de-gas-e-agua", "mercadinho-de-bairro", "hortifruti", "acougue", "peixaria"],
  "loja-varejo": [
    "loja-de-perucas-e-apliques",
    "lan-house-e-servicos-digitais",
    "loja-de-moda-infantil",
    "aluguel-de-roupas-de-festa",
    "pet-shop-com-servicos",
    "casa-agropecuaria",
    "loja-de-artigos-ortopedicos",
    "otica",
    "farmacia",
    "floricultura",
    "loja-de-presentes-e-artesanato",
    "papelaria",
    "loja-de-variedades",
    "adega-e-distribuidora-de-bebidas",
    "emporio-de-produtos-naturais",
    "loja-de-material-de-construcao",
    "loja-de-artigos-de-pesca",
    "loja-de-brinquedos",
    "loja-de-artigos-para-festas",
    "tabacaria",
    "armarinho-e-aviamentos",
    "moveis-e-eletrodomesticos-usados",
    "auto-pecas",
    "compra-e-venda-de-carros-usados",
  ],
  "oficina-automotiva": [
    "estetica-automotiva",
    "mecanica-de-motos",
    "oficina-mecanica",
    "funilaria-e-pintura",
    "eletrica-automotiva",
    "borracharia",
    "insulfilm-e-som-automotivo",
    "troca-de-oleo",
    "alinhamento-e-balanceamento",
  ],
  "oficina-fabricacao": [
    "sandalias-de-couro",
    "laboratorio-de-protese-dentaria",
    "pecas-de-madeira-artesanais",
    "moveis-de-pallet",
    "joias-de-prata",
    "luthieria",
    "pecas-de-gesso-decorativas",
    "restauracao-de-obras-de-arte",
    "serralheria",
    "marcenaria-sob-medida",
    "vidracaria",
    "estofador",
  ],
  "oficio-obra": [
    "instalacao-de-redes-e-wifi",
    "instalacao-de-cameras-de-seguranca",
    "automacao-residencial",
    "eletricista-residencial",
    "encanador",
    "pintor-de-paredes",
    "montagem-de-moveis-e-pequenos-reparos",
    "instalacao-de-ar-condicionado",
    "drywall-e-gesso",
    "assentamento-de-pisos-e-revestimentos",
    "pedreiro-de-reformas",
    "instalacao-de-energia-solar",
    "impermeabilizacao",
    "manutencao-de-refrigeracao-comercial",
  ],
  personalizacao: [
    "impressao-3d",
    "camisetas-personalizadas",
    "bordados-computadorizados",
    "papelaria-personalizada-para-festas",
    "corte-e-gravacao-a-laser",
    "serigrafia-de-brindes",
    "letreiros-de-neon-led",
  ],
  "pratica-regulada": [
    "veterinario-domiciliar",
    "psicologo-online",
    "consultorio-de-nutricao",
    "fisioterapia-domiciliar",
    "home-care-de-enfermagem",
    "consultoria-agronomica",
  ],
  "produto-pet": ["petiscos-naturais-para-caes"],
  "restaurante-loja": ["cafeteria-de-bairro", "restaurante-self-service", "boteco-de-bairro", "sorveteria-artesanal"],
  "salao-clinica": ["salao-de-beleza", "clinica-de-estetica"],
  "servico-automotivo-movel": ["lavagem-de-carros-a-domicilio", "martelinho-de-ouro"],
  "servico-domestico": ["diarista", "passadeira", "baba-folguista", "personal-organizer", "cuidador-de-idosos"],
  "servico-maquina-agricola": ["servicos-com-trator", "colheita-sob-empreitada", "pulverizacao-com-drone"],
  "servico-pet": ["pet-sitter-e-passeador", "adestramento-de-caes", "taxi-dog", "adestramento-de-caes-de-guarda"],
  turismo: ["guia-de-turismo", "agente-de-viagens", "excursoes-e-passeios-em-grupo", "passeios-de-barco", "turismo-rural"],
  "veiculo-carga": [
    "caminhao-limpa-fossa",
    "motoboy-entregas",
    "entregas-de-bicicleta",
    "fretes-e-carretos",
    "mudancas",
    "caminhoneiro-autonomo",
    "guincho",
  ],
  "veiculo-passageiros": ["mototaxi", "taxi", "motorista-de-aplicativo", "transporte-escolar", "fretamento-de-van"],
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
const own = (idea: CatalogueIdea) => fold(`${idea.title} ${idea.description} ${idea.keywords.join(" ")}`);
const FOOD =
  /aliment|comida|refeic|lanche|bebida|carne|linguica|queijo|cafe|farinha|\bmel\b|ovos|peix|sorvete|gelo|pastel|pao|paes|fruta|verdura|hortali|doce|bolo|marmita|pimenta|tempero|massa|geleia|compota|biscoito|cookie|chocolate|salgad/;

/**
 * Words that tie a line to one trade, and who may read them: an idea reads the word only if its
 * own title, description and keywords (or its traits) show that trade. "Parcerias com
 * cerimonialistas" is true for a DJ and false for a skip-bin rental; "perecíveis" for a butcher and
 * not for a gas reseller.
 */
const TRADE_WORDS: Array<{ word: RegExp; trade: (idea: CatalogueIdea) => boolean }> = [
  { word: /cerimonialista/, trade: (i) => /casament|festa|evento/.test(own(i)) && i.id !== "cerimonialista" },
  {
    word: /formatura|casament|noiv/,
    trade: (i) => /formatura|casament|noiv|festa|evento|maquiagem|ajuste|sob medida|alfaiat/.test(own(i)),
  },
  {
    word: /fins? de semana|sabados?\b|sextas?\b/,
    trade: (i) => ideaTraits(i).weekendFriendly || i.category === "Alimentação" || /passeio|turis|lazer/.test(own(i)),
  },
  { word: /linkedin/, trade: (i) => i.category === "Tecnologia" || /empresas|marcas|negocios/.test(own(i)) },
  {
    word: /marcenari|lista de corte|plano de corte|arquitet/,
    trade: (i) => /moveis|marcenari|vidro|serralheri|gesso|piso|reforma|construc|obra/.test(own(i)),
  },
  { word: /perecive|refrigerad|refrigerac/, trade: (i) => FOOD.test(own(i)) },
  { word: /validade/, trade: (i) => FOOD.test(own(i)) || /cosmetic|sabonete|petisco|racao|remedio|farmacia|agua mineral/.test(own(i)) },
  {
    word: /boas praticas|vigilancia sanitaria/,
    trade: (i) =>
      i.category === "Alimentação" || FOOD.test(own(i)) || i.requirements.some((r) => /Vigilância Sanitária|Boas Práticas/.test(r)),
  },
  { word: /\bsalas?\b|mobiliario/, trade: (i) => /\bsala|escola|curso|consultorio|clinica|salao|idiomas|creche|autoescola/.test(own(i)) },
  { word: /\bprovas\b|vestibular/, trade: (i) => /enem|concurso|vestibular|prova|escolar/.test(own(i)) },
  { word: /colheita|plantio|safra|lavoura/, trade: (i) => ideaTraits(i).rural },
  {
    word: /\bsolo\b|adubac|irrigac|semente/,
    trade: (i) => /\bsolo\b|\bhorta\b|jardi|mudas|lavoura|pomar|plantio|morango|trator|drone/.test(own(i)),
  },
  { word: /\banp\b|\bglp\b|avcb|clcb/, trade: (i) => /\bgas\b|glp/.test(own(i)) || i.requirements.some((r) => /Bombeiros|ANP/.test(r)) },
  { word: /botij/, trade: (i) => /\bgas\b|botij|fritadeira|chapa|fogao|food truck/.test(own(i)) },
  {
    word: /\balunos?\b|matricula/,
    trade: (i) =>
      /aula|aluno|curso|escola|ensino|treino|personal|professor|instrutor|adestra|pilates|danca|academia|creche|natacao|yoga/.test(own(i)),
  },
  {
    word: /\btutor(es)?\b|vacina/,
    trade: (i) => i.category === "Pet" || /\bpets?\b|\bcaes\b|\bcao\b|gato|animal|animais|galinha|peixe/.test(own(i)),
  },
  {
    word: /pacientes?\b|prontuario/,
    trade: (i) => /paciente|saude|clinic|terapia|fisio|enferm|psicolog|nutri|veterin|idoso|hospitalar|podolog|dentist/.test(own(i)),
  },
  { word: /hospede/, trade: (i) => /hosped|pousada|hostel|camping|airbnb|temporada/.test(own(i)) },
  {
    word: /esteriliz|autoclave/,
    trade: (i) =>
      /unha|manicure|sobrancel|cilio|tatu|piercing|micropig|podolog|estetica|barb|cabel|depila|pele|dent|salao|clinica|tranc|maquiag|massag/.test(
        own(i),
      ),
  },
  { word: /colmeia|florada|apiario/, trade: (i) => /apicultura|\bmel\b/.test(own(i)) },
  {
    word: /\bcnh\b|custo por quilometro|combustivel/,
    trade: (i) => ideaTraits(i).driving || /trator|caminhao|maquina|drone|barco|perfuratriz|gerador|food truck/.test(own(i)),
  },
];

function archetypeLines(archetype: string): string[] {
  const k = ARCHETYPE_KNOWLEDGE[archetype]!;
  return [ARCHETYPE_AUDIENCE[archetype]!, ...k.channels, ...k.operations, k.pricing, ...k.risks, ...k.firstSteps];
}

function foreignWords(lines: string[], ideas: CatalogueIdea[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const { word, trade } of TRADE_WORDS) {
      if (!word.test(fold(line))) continue;
      for (const idea of ideas) if (!trade(idea)) found.push(`${idea.id} ← "${line}" (${word.source})`);
    }
  }
  return found;
}

describe("the archetype is the unit written and reviewed", () => {
  it("lists each archetype's members", () => {
    const actual: Record<string, string[]> = {};
    for (const idea of CATALOGUE) (actual[idea.economics.archetype] ??= []).push(idea.id);
    expect(actual).toEqual(MEMBERS);
  });

  it("says in an archetype's text nothing tied to a trade that one of its members is not", () => {
    const found = Object.entries(MEMBERS).flatMap(([archetype, ids]) =>
      foreignWords(
        archetypeLines(archetype),
        ids.map((id) => CATALOGUE.find((idea) => idea.id === id)!),
      ).map((line) => `${archetype}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("says in an idea's own lines nothing tied to another trade", () => {
    const found = Object.entries(IDEA_LINES).flatMap(([id, lines]) => {
      const idea = CATALOGUE.find((i) => i.id === id);
      expect(idea, id).toBeDefined();
      const text = [lines.audience ?? "", ...Object.values(lines).filter(Array.isArray).flat()];
      return foreignWords(text, [idea!]);
    });
    expect(found).toEqual([]);
  });

  it("catches a line foreign to one member (the check can fail)", () => {
    const skipBins = CATALOGUE.find((idea) => idea.id === "cacambas-de-entulho")!;
    const gas = CATALOGUE.find((idea) => idea.id === "revenda-de-gas-e-agua")!;
    expect(foreignWords(["Parcerias com cerimonialistas, espaços e construtoras"], [skipBins])).toHaveLength(1);
    expect(foreignWords(["Perda de perecíveis: compras frequentes e ofertas"], [gas])).toHaveLength(1);
    expect(foreignWords(["Revenda com autorização da ANP"], [gas])).toEqual([]);
  });
});
