/** Held-out people for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "tenho uma biz 125 ano 2019, to pensando em fazer entrega pra farmacia e lanchonete aqui perto, tenho 200 pila pra comprar o bau",
    budget: 200,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "tenho um fiorino 2015 quitado e ja faço carreto no fim de semana pros vizinhos. tenho 1.500 guardado",
    budget: 1500,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "tenho cnh D e uma master 2013 de passageiro, 16 lugar, mas to zerado de dinheiro",
    budget: 0,
    relevant: ["fretamento-de-van", "transporte-escolar", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "so tenho minha bicicleta e o celular, to sem dinheiro nenhum e preciso de algo pra ja",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "minha cozinha é bem equipada, tenho forno elétrico e batedeira planetária, faço os bolo de aniversário da família toda e todo mundo elogia. tenho mil e quinhentos",
    budget: 1500,
    relevant: ["bolos-de-aniversario-sob-encomenda", "bolos-de-pote", "docinhos-para-festas"],
  },
  {
    text: "trabalhei 8 anos de cozinheira em restaurante, tenho freezer horizontal e fogao de 6 boca em casa, tenho 800 reais",
    budget: 800,
    relevant: ["marmitas-caseiras", "marmitas-fitness-congeladas"],
  },
  {
    text: "faço brigadeiro gourmet e beijinho mt bom, so tenho as panela e o fogao de casa, uns 100 conto",
    budget: 100,
    relevant: ["docinhos-para-festas", "bolos-de-pote"],
  },
  {
    text: "moro na roça e faço doce de leite, goiabada e cocada no tacho de cobre da minha vó, tenho R$ 400",
    budget: 400,
    relevant: ["doces-regionais-artesanais", "geleias-e-compotas"],
  },
  {
    text: "faço sobrancelha com henna e linha faz 3 anos, tenho minhas pinça e as henna, grana zero",
    budget: 0,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "tenho maquina de corte, maquininha de acabamento e navalha, corto o cabelo da rapaziada na laje. tenho 250 pila",
    budget: 250,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "fiz curso de maquiagem profissional, tenho minha maleta completa e ring light, tenho mil reais",
    budget: 1000,
    relevant: ["maquiagem-para-eventos"],
  },
  { text: "faço box braids e nagô nas minhas prima, tenho so os pente e as linha, uns 150 reais", budget: 150, relevant: ["trancista"] },
  {
    text: "fiz curso de extensão de cílios fio a fio e volume russo, ja tenho maca e luminaria, R$ 2.000 pra começar",
    budget: 2000,
    relevant: ["extensao-de-cilios", "design-de-sobrancelhas"],
  },
  {
    text: "tenho uma maquina de costura singer e um overloque, faço barra de calça e ajuste pras vizinha, tenho uns 200",
    budget: 200,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida", "upcycling-de-roupas"],
  },
  {
    text: "costurei 12 anos em facção, tenho 3 reta industrial e uma galoneira na garagem, tenho 3 mil guardado",
    budget: 3000,
    relevant: ["faccao-de-costura", "costura-sob-medida"],
  },
  {
    text: "faço croche desde menina, biquini, cropped e saida de praia, mas to sem dinheiro",
    budget: 0,
    relevant: ["roupas-de-croche", "tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "sou eletricista com nr10, tenho alicate amperimetro, furadeira e escada, to sem grana nenhuma",
    budget: 0,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "trabalhei de pintor 6 ano com meu tio, tenho rolo, trincha e escada, faço textura e grafiato tbm. tenho 500 reais",
    budget: 500,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "fiz curso de refrigeração no senai, tenho bomba de vacuo e manifold, tenho R$ 2.500",
    budget: 2500,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial", "conserto-de-eletrodomesticos"],
  },
  {
    text: "sou pedreiro, assento piso e porcelanato ha 10 ano, tenho cortadora, nivel a laser e uma kombi velha pra levar as ferramenta, uns 300 conto",
    budget: 300,
    relevant: ["assentamento-de-pisos-e-revestimentos", "pedreiro-de-reformas"],
  },
  {
    text: "tenho notebook i5 e mexo bem no canva e no instagram, ja cuido da pagina da loja da minha tia, tenho 200",
    budget: 200,
    relevant: ["gestao-de-redes-sociais", "design-grafico", "assistente-virtual"],
  },
  {
    text: "sei formatar pc, trocar ssd e memoria, tenho kit de chave e multimetro, R$ 300",
    budget: 300,
    relevant: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "programo em javascript e react faz 2 anos, tenho um pc bom em casa e quero pegar freela, tenho 1000",
    budget: 1000,
    relevant: ["desenvolvimento-de-sites", "desenvolvimento-de-aplicativos"],
  },
  {
    text: "tenho uma canon t6 e um notebook, edito video pro canal de uns amigo no youtube, tenho uns 800",
    budget: 800,
    relevant: ["edicao-de-videos", "fotografia-de-produtos"],
  },
  {
    text: "sou formada em letras inglês, tenho notebook com webcam e fone bom, tenho uns 300 reais",
    budget: 300,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao", "reforco-escolar"],
  },
  {
    text: "sou professora aposentada do fundamental, tenho um quartinho vazio em casa mas nao tenho dinheiro pra investir",
    budget: 0,
    relevant: ["reforco-escolar"],
  },
  {
    text: "toco violão ha 15 anos, tenho 2 violao e um teclado, tenho 400 reais",
    budget: 400,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  { text: "amo cachorro, moro do lado de um parque e tenho as manhã livre, zero reais", budget: 0, relevant: ["pet-sitter-e-passeador"] },
  {
    text: "fiz curso de banho e tosa, tenho maquina de tosa, soprador e um quartinho no fundo de casa, tenho 3 mil",
    budget: 3000,
    relevant: ["banho-e-tosa"],
  },
  {
    text: "faço faxina em casa de familia faz anos, tenho meus balde e produto, tenho 80 reais",
    budget: 80,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "tenho um gol 2012 e uma lavadora de alta pressao wap que cabe no porta malas, to com 600 conto",
    budget: 600,
    relevant: ["limpeza-com-alta-pressao", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "tenho cortador de grama, roçadeira e uma strada pra carregar tudo, tenho 400",
    budget: 400,
    relevant: ["jardinagem", "implantacao-de-hortas-em-casa"],
  },
  {
    text: "tenho duas caixa de som jbl grandona e uma controladora, toco em festa de amigo, 2 mil guardado",
    budget: 2000,
    relevant: ["dj-para-festas"],
  },
  {
    text: "sou animadora de festa infantil, pinto rosto e faço as brincadeira, tenho so uma caixinha de som, to zerada",
    budget: 0,
    relevant: ["recreacao-infantil"],
  },
  {
    text: "tenho um sitio de 2 hectare com poço, planto verdura e crio galinha so pra casa, tenho 2 mil",
    budget: 2000,
    relevant: ["horta-organica", "galinhas-caipiras-e-ovos"],
  },
  { text: "meu pai tem 10 colmeia e eu sei mexer, tenho o macacão e o fumegador, tenho R$ 1.500", budget: 1500, relevant: ["apicultura"] },
  {
    text: "sou tecnica de enfermagem com coren ativo, 6 ano de hospital, nao tenho nada so o aparelho de pressao, 200 reais",
    budget: 200,
    relevant: ["cuidador-de-idosos"],
  },
  { text: "sou formado em ed fisica com CREF, tenho uns elastico e halter, tenho mil", budget: 1000, relevant: ["personal-trainer"] },
  {
    text: "faço vela aromatica de hobby, tenho derretedeira e essencia, 250 reais",
    budget: 250,
    relevant: ["velas-aromaticas", "sabonetes-e-cosmeticos-naturais"],
  },
  {
    text: "faço laço de cabelo e tiara pra minha filha e as amiga vivem pedindo, tenho pistola de cola quente, 50 conto",
    budget: 50,
    relevant: ["lacos-e-tiaras-infantis"],
  },
];
