import { stem, tokens } from "./text";

// Words people use → words the catalogue uses. Applied to the query only; expansions weigh less.
const SYNONYM_GROUPS: string[][] = [
  ["cozinhar", "cozinha", "culinaria", "comida", "gastronomia", "receitas", "refeicoes", "marmita"],
  ["doce", "doces", "confeitaria", "bolo", "bolos", "brigadeiro", "sobremesa"],
  ["salgado", "salgados", "coxinha", "lanche", "lanches", "festa"],
  ["pao", "padaria", "panificacao", "fermentacao"],
  ["carro", "automovel", "veiculo", "motorista", "dirigir"],
  ["moto", "motocicleta", "motoboy", "entrega", "entregas", "delivery"],
  ["cachorro", "cao", "gato", "pet", "pets", "animal", "animais", "bicho"],
  ["computador", "informatica", "tecnologia", "programacao", "software", "sistemas", "site", "sites"],
  ["celular", "smartphone", "aparelho", "eletronico", "eletronicos"],
  ["internet", "online", "digital", "redes sociais", "instagram", "marketing"],
  ["crianca", "criancas", "infantil", "kids", "bebe"],
  ["idoso", "idosos", "terceira idade", "cuidador", "cuidadora"],
  ["cabelo", "cabeleireiro", "cabeleireira", "salao", "corte", "escova"],
  ["unha", "unhas", "manicure", "pedicure", "esmalte"],
  ["maquiagem", "make", "maquiadora", "beleza", "estetica"],
  ["costura", "costurar", "costureira", "roupa", "roupas", "ajustes", "moda"],
  ["artesanato", "artesanal", "feito a mao", "manual", "croche", "trico", "bordado"],
  ["limpeza", "limpar", "faxina", "diarista", "organizar", "organizacao"],
  ["obra", "obras", "reforma", "pedreiro", "construcao", "pintura", "eletricista", "encanador"],
  ["ensinar", "professor", "professora", "aula", "aulas", "reforco", "educacao", "explicar"],
  ["ingles", "idioma", "idiomas", "espanhol", "lingua"],
  ["musica", "musico", "violao", "cantar", "instrumento"],
  ["foto", "fotos", "fotografia", "fotografo", "camera", "video", "videos", "filmagem"],
  ["festa", "festas", "evento", "eventos", "casamento", "aniversario", "decoracao"],
  ["academia", "exercicio", "treino", "personal", "fitness", "esporte", "corrida"],
  ["saude", "bem estar", "massagem", "terapia", "relaxamento"],
  ["planta", "plantas", "jardim", "jardinagem", "horta", "paisagismo", "flores"],
  ["roca", "fazenda", "sitio", "agro", "rural", "galinha", "ovos", "mel", "leite"],
  ["vender", "vendas", "venda", "vendedor", "comercio", "loja", "revenda", "revender"],
  ["conserto", "consertar", "manutencao", "reparo", "reparos", "arrumar", "tecnico"],
  ["desenho", "desenhar", "design", "arte", "criativo", "criatividade", "ilustracao"],
  ["bicicleta", "bike", "ciclismo"],
  ["cerveja", "bebida", "bebidas", "drinks", "bar", "cafe"],
];

const SYNONYM_INDEX = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const groupStems = new Set(group.flatMap((term) => tokens(term).map(stem)));
  for (const s of groupStems) {
    const existing = SYNONYM_INDEX.get(s) ?? new Set<string>();
    for (const other of groupStems) if (other !== s) existing.add(other);
    SYNONYM_INDEX.set(s, existing);
  }
}

export function synonymsOf(stemmed: string): ReadonlySet<string> {
  return SYNONYM_INDEX.get(stemmed) ?? new Set();
}
