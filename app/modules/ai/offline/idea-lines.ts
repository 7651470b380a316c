/**
 * Lines only true of one idea (licences, equipment, safety, seasonality, its own partners), added to
 * its archetype's text in the offline analysis: the archetype says only what is true of every member
 * (decision 038), and what ties a line to one trade lives here.
 */
export type IdeaLines = {
  /** Sentences added after the archetype's "Público e mercado" paragraph. */
  audience?: string;
  channels?: string[];
  operations?: string[];
  risks?: string[];
  firstSteps?: string[];
};

const EVENT_RENTAL: IdeaLines = {
  audience: "A procura se concentra em fins de semana e datas de festa, e a agenda do fim de ano lota primeiro.",
  channels: ["Parcerias com cerimonialistas, buffets e espaços de festa, que indicam fornecedores aos clientes"],
};

const PERISHABLE_SHOP: IdeaLines = {
  audience: "A perda de perecíveis pesa na margem e precisa ser medida toda semana.",
  operations: [
    "Controle a temperatura de geladeiras e balcões e a validade dos produtos todos os dias",
    "Siga as regras sanitárias de manipulação e exposição de alimentos",
  ],
  risks: [
    "Perda de perecíveis: compras frequentes e ofertas do que está perto do vencimento",
    "Falha de refrigeração: manutenção preventiva e termômetro à vista",
  ],
};

const FOOD_CROP: IdeaLines = {
  channels: ["Cestas por assinatura, restaurantes, mercados e sacolões da região", "Compras da alimentação escolar (PNAE) com a CAF"],
};

const FITTED_CLOTHES: IdeaLines = {
  audience: "Festas, formaturas e casamentos trazem os picos de procura.",
  operations: ["Tire as medidas, anote na ficha do cliente e marque uma prova antes do acabamento"],
};

const EXAM_PREP: IdeaLines = { audience: "A procura sobe nos meses antes das provas." };

export const IDEA_LINES: Record<string, IdeaLines> = {
  "conserto-de-celulares": {
    operations: ["Faça backup ou peça ao cliente para fazer antes de trocar placa ou tela, e anote a senha só com autorização"],
    risks: [
      "Celular roubado trazido para conserto ou venda de peças: confira o IMEI no site Celular Seguro ou na Anatel e guarde os dados do cliente",
    ],
  },
  apicultura: {
    audience:
      "Com 30 colmeias, como nestes números, o mel é uma renda complementar e não paga sozinho uma retirada de um salário mínimo: quem quer viver da apicultura aumenta o apiário aos poucos, com enxames das próprias colmeias.",
    operations: [
      "Instale o apiário longe de casas, escolas e estradas, com água limpa e florada por perto",
      "Faça revisões nas colmeias com macacão, luvas e fumigador, e colha só os quadros operculados",
    ],
    risks: [
      "Ano de pouca florada ou seca: alimentação de manutenção e apiários em locais diferentes",
      "Agrotóxicos de lavouras vizinhas matando abelhas: converse com os vizinhos e cadastre o apiário no órgão de defesa agropecuária",
    ],
    firstSteps: ["faça o curso de apicultura e visite um apiário em produção", "mapeie a florada da região ao longo do ano"],
  },
  "criacao-de-peixes-ornamentais": {
    operations: ["Meça temperatura, pH e amônia de cada aquário e deixe os peixes novos em quarentena num aquário separado"],
  },
  "criador-de-caes-de-raca": {
    operations: [
      "Respeite o descanso das matrizes entre os cios e entregue cada filhote vacinado, vermifugado e com microchip, nunca antes dos 60 dias",
    ],
  },
  "psicologo-online": {
    operations: [
      "Cadastre-se no e-Psi do Conselho Federal de Psicologia antes de atender online e use plataforma com sigilo e conexão estável",
    ],
    risks: [
      "Situação de crise ou risco de vida do paciente: tenha o contato de emergência e a rede de apoio (CVV 188, CAPS, SAMU 192) combinados no contrato",
    ],
  },
  "pet-sitter-e-passeador": {
    operations: ["Combine com o tutor onde ficam as chaves, a ração e os remédios e mande foto ou vídeo a cada visita"],
    risks: ["Calor: passeie cedo ou no fim da tarde, teste o asfalto com a mão e leve água"],
  },
  "food-truck": {
    operations: ["Tenha extintor, botijão fixado e instalação de gás revisada a bordo"],
  },
  "marmitas-caseiras": { risks: ["Marmita que azeda no caminho: entregue em até 2 horas e mantenha acima de 60 °C"] },
  "chocolates-e-ovos-de-pascoa": {
    audience:
      "Os números desta análise são a média do ano: na Páscoa a venda é várias vezes maior que nos outros meses, e o chocolate dessa leva precisa ser comprado semanas antes.",
  },
  "papinhas-congeladas-para-bebes": {
    operations: [
      "Registre cada papinha na Anvisa antes de vender: alimento de transição para bebês não pode ser vendido só com a licença sanitária",
    ],
    risks: ["Produto sem registro suspenso pela Anvisa, como já aconteceu com marcas de papinha: registre antes de divulgar"],
    firstSteps: [
      "consulte a Vigilância Sanitária e a Anvisa sobre o registro das papinhas",
      "teste as receitas por faixa de idade",
      "faça o curso de Boas Práticas",
      "peça a licença sanitária e monte o pedido de registro",
      "crie o rótulo com ingredientes, idade indicada e validade",
      "venda só depois do registro, começando por conhecidos",
    ],
  },
  "hamburgueria-delivery": {
    operations: ["Controle o ponto da carne e a temperatura da chapa: carne moída precisa de cozimento completo"],
  },
  "refeicoes-para-empresas": {
    operations: ["Feche contratos com quantidade mínima de refeições por dia e prazo de pagamento definidos"],
    risks: [
      "Empresa que atrasa o pagamento: contrato com multa e capital de giro para 30 a 60 dias",
      "Depender de um só contrato: busque vários clientes menores",
    ],
  },
  "cantina-escolar": {
    audience:
      "As vendas param nas férias escolares, perto de dois meses e meio por ano, e os números desta análise são de um mês de aulas: guarde caixa para as férias e negocie com a escola o repasse desses meses.",
    operations: [
      "Combine com a escola o cardápio, o horário dos intervalos e o repasse, e siga as regras de cantina saudável do seu estado ou município",
    ],
    risks: ["Fiado de alunos e funcionários: venda a prazo só com crédito pré-pago ou combinado com os pais"],
  },
  "coffee-break-para-empresas": {
    operations: ["Confirme na véspera o número de pessoas, o horário e o local de montagem, e chegue antes para montar"],
    risks: ["Evento cancelado em cima da hora: sinal e prazo de cancelamento por escrito"],
  },
  "caminhoneiro-autonomo": { operations: ["Respeite o tempo de direção e descanso da Lei 13.103/2015 e registre as paradas"] },
  mototaxi: { operations: ["Use colete e capacete com as faixas refletivas exigidas e ofereça touca descartável ao passageiro"] },
  "pulverizacao-com-drone": {
    operations: ["Respeite as distâncias de casas, nascentes e culturas vizinhas e as condições de vento da bula"],
  },
  "perfuracao-de-pocos": {
    operations: ["Peça a outorga ou o cadastro do poço antes de perfurar e entregue o laudo de potabilidade da água"],
  },
  "barbeiro-a-domicilio": {
    channels: ["Planos mensais de corte para clientes fixos, e dias marcados em escritórios e casas de repouso"],
    operations: ["Leve capa, espanador e lâminas descartáveis; limpe a máquina e as tesouras e troque a lâmina a cada cliente"],
  },
  "eletricista-residencial": { operations: ["Desligue o circuito no quadro e teste a ausência de tensão antes de mexer"] },
  "instalacao-de-ar-condicionado": {
    operations: ["Recolha o gás refrigerante em vez de soltar no ar e use os equipamentos de trabalho em altura em fachadas"],
  },
  "cuidador-de-idosos": {
    operations: ["Anote horários de remédios, alimentação e sinais de alerta e avise a família de qualquer mudança"],
  },
  "creche-e-bercario": {
    audience:
      "A família decide pela visita, pela segurança e pela atenção a cada criança, e muitas matrículas acontecem antes da volta ao trabalho.",
    operations: ["Siga as regras da secretaria de educação do município para autorização e a proporção de crianças por educador"],
  },
  autoescola: {
    audience:
      "Quem procura a autoescola hoje quer preparação para a prova e segurança ao volante, e compara o pacote com aulas avulsas de instrutores autônomos.",
    channels: ["Pacotes de aulas práticas com simulado da prova do Detran e aulas para quem já tem CNH e perdeu a prática"],
    risks: [
      "Concorrência de instrutores autônomos e da teoria gratuita online: venda preparação para a prova e segurança ao volante, não só horas de aula",
    ],
  },
  dedetizacao: {
    audience:
      "A procura sobe no calor e nas chuvas, quando insetos e roedores aparecem mais, e quem trabalha com alimentos contrata o controle de pragas com regularidade porque as normas sanitárias exigem.",
    operations: ["Entregue o certificado de execução com o produto usado, o registro na Anvisa e as orientações de segurança"],
  },
  "taxi-dog": {
    operations: ["Transporte cada animal em caixa ou cinto próprio, com o carro ventilado, e higienize o carro entre corridas"],
    risks: [
      "Multa ou acidente por animal solto no carro: caixa de transporte ou cinto próprio sempre (Código de Trânsito, art. 169 e 252)",
    ],
  },
  "agente-de-viagens": {
    firstSteps: [
      "escolha o público e os destinos em que vai se especializar",
      "faça o Cadastur como agência",
      "cadastre-se em operadoras e consolidadoras",
      "abra o CNPJ",
      "monte três pacotes de exemplo com preços",
      "divulgue para conhecidos e grupos",
      "feche as primeiras vendas com contrato e seguro viagem",
      "peça avaliações depois da viagem",
    ],
  },
  "lavagem-de-carros-a-domicilio": {
    risks: ["Água com sabão escorrendo para a rua ou o bueiro: lavagem a seco ou com pouca água e produtos biodegradáveis"],
  },
  "interprete-de-libras": {
    operations: [
      "Peça com antecedência o roteiro e o vocabulário técnico do evento ou da consulta e, em eventos longos, trabalhe em dupla com revezamento",
    ],
  },
  doula: {
    operations: [
      "Combine o plano de parto com a gestante e respeite o papel da equipe de saúde: a doula dá apoio físico e emocional, não faz procedimentos",
    ],
    risks: ["Parto que acontece em data imprevista: tenha disponibilidade combinada e uma colega de reserva"],
  },
  "colheita-sob-empreitada": {
    operations: ["Use os EPIs da NR-31 (botas, luvas, chapéu, protetor solar) e beba água ao longo do dia"],
    firstSteps: [
      "levante a demanda com produtores da região",
      "compre os EPIs e as ferramentas de colheita",
      "combine diárias e datas da próxima safra",
      "abra o MEI pelo Portal do Empreendedor",
    ],
  },
  "som-e-iluminacao-para-eventos": EVENT_RENTAL,
  "decoracao-pegue-e-monte": EVENT_RENTAL,
  "aluguel-de-brinquedos-para-festas": EVENT_RENTAL,
  "aluguel-de-mesas-e-cadeiras": EVENT_RENTAL,
  "locacao-de-palcos-e-tendas": EVENT_RENTAL,
  "aluguel-de-games-para-eventos": EVENT_RENTAL,
  "cacambas-de-entulho": {
    audience: "Quem aluga são obras, reformas e construtoras, o ano todo, e a obra escolhe quem entrega e retira no dia combinado.",
    channels: ["Parcerias com lojas de material de construção, construtoras e empreiteiros da região"],
    operations: [
      "Leve o entulho só para aterro ou usina de reciclagem licenciados e guarde o comprovante de destinação de cada caçamba",
      "Siga as regras da prefeitura para caçamba na rua: local permitido, sinalização e tempo máximo",
    ],
    risks: ["Multa por caçamba com lixo misturado ou fora do lugar: oriente o cliente sobre o que pode ser descartado nela"],
  },
  "aluguel-de-equipamentos-hospitalares": {
    audience:
      "Quem aluga são famílias que cuidam de alguém em casa depois de uma cirurgia, de uma internação ou na velhice, e precisam do equipamento no mesmo dia.",
    channels: ["Parcerias com hospitais, clínicas, fisioterapeutas e cuidadores que indicam o aluguel às famílias"],
    operations: ["Higienize e desinfete cada equipamento entre locações e entregue montado, mostrando à família como usar"],
  },
  "aluguel-de-bicicletas": {
    audience: "Quem aluga são turistas e moradores em passeio, com pico nos fins de semana, feriados e férias.",
    channels: ["Parcerias com pousadas, hotéis e agências de turismo"],
    operations: ["Revise freios, pneus e corrente antes de cada locação e entregue capacete"],
  },
  "aluguel-de-maquinas-agricolas": {
    audience: "Quem aluga são produtores rurais, e a procura se concentra nas janelas de plantio e colheita.",
    channels: ["Parcerias com cooperativas, sindicatos rurais e revendas de insumos"],
    operations: ["Entregue a máquina revisada, confira a habilitação de quem vai operar e registre as horas de uso na devolução"],
  },
  "horta-organica": FOOD_CROP,
  hidroponia: FOOD_CROP,
  "cultivo-de-cogumelos": FOOD_CROP,
  "cultivo-de-morangos": FOOD_CROP,
  "viveiro-de-mudas": {
    audience: "Quem compra mudas planta na estação das chuvas, e a procura sobe no começo dela.",
    channels: ["Paisagistas, floriculturas, sitiantes e prefeituras (arborização e reflorestamento)"],
  },
  "padaria-de-bairro": PERISHABLE_SHOP,
  "mercadinho-de-bairro": PERISHABLE_SHOP,
  hortifruti: PERISHABLE_SHOP,
  acougue: PERISHABLE_SHOP,
  peixaria: PERISHABLE_SHOP,
  "revenda-de-gas-e-agua": {
    audience: "Gás e água acabam sem aviso: o cliente liga para quem entrega mais rápido e volta para quem cobra preço justo.",
    channels: ["Ímã de geladeira ou adesivo com o telefone deixado em cada entrega"],
    operations: [
      "Tenha a autorização da ANP e a área de armazenamento de botijões aprovada pelo Corpo de Bombeiros (AVCB ou CLCB), sem passar a quantidade da sua classe",
      "Compre de distribuidora autorizada, venda só botijões lacrados e confira a validade dos galões de água",
      "Entregue com os botijões presos no veículo e, quando instalar, teste o regulador contra vazamento",
    ],
    risks: [
      "Vazamento ou incêndio no depósito ou na entrega: área ventilada, extintores e entregadores treinados",
      "Interdição ou multa por estoque acima do permitido ou sem licença: respeite a classe da área de armazenamento",
    ],
    firstSteps: [
      "pesquise o ponto e confira na ANP e no Corpo de Bombeiros as exigências da área de armazenamento",
      "faça o plano de negócio com um contador",
      "peça a autorização da ANP e a vistoria dos bombeiros",
      "escolha a distribuidora de gás e o fornecedor de água",
    ],
  },
  "pastelaria-de-feira": {
    audience:
      "Na feira, o pastel é o lanche de quem faz as compras e de quem passa; caldo de cana aumenta a venda, mas pede uma moenda, que não está nestes números.",
    operations: [
      "Frite na hora em óleo limpo e troque o óleo quando escurecer ou soltar fumaça",
      "Leve massa e recheios em caixas térmicas, com botijão preso, regulador revisado e extintor na barraca",
    ],
    risks: ["Problema sanitário: Boas Práticas, recheios refrigerados e licença sanitária em dia"],
    firstSteps: ["faça o curso de Boas Práticas e teste massa e recheios"],
  },
  "barraca-de-utilidades-em-feira": {
    operations: ["Compre em atacadistas e renove os produtos de acordo com o que gira"],
    risks: ["Mercadoria avariada no transporte: caixas adequadas e carga bem presa"],
  },
  chaveiro: {
    operations: ["Em abertura de porta, carro ou cofre, peça documento e confirme que o imóvel ou o veículo é de quem chamou"],
    risks: ["Ser usado num furto: nunca abra sem confirmar quem é o dono e registre cada atendimento"],
  },
  luthieria: { channels: ["Parcerias com professores, escolas de música e lojas de instrumentos"] },
  "marcenaria-sob-medida": {
    channels: ["Parcerias com arquitetos, designers de interiores e lojas de eletrodomésticos"],
    operations: ["Meça no local, compre as chapas com plano de corte e aprove o projeto 3D com o cliente"],
  },
  "laboratorio-de-protese-dentaria": {
    channels: ["Visitas a dentistas e clínicas odontológicas da região"],
    operations: ["Trabalhe pela prescrição e pelo molde ou escaneamento do dentista, com ficha de cada caso e prazo de prova combinado"],
  },
  vidracaria: { channels: ["Parcerias com construtoras, arquitetos e lojas de material de construção"] },
  serralheria: { channels: ["Parcerias com construtoras e lojas de material de construção"] },
  "pecas-de-gesso-decorativas": { channels: ["Parcerias com decoradores, gesseiros e lojas de acabamento"] },
  "ajustes-e-consertos-de-roupas": {
    ...FITTED_CLOTHES,
    channels: ["Parcerias com lojas de roupas e lavanderias do bairro"],
  },
  "costura-sob-medida": FITTED_CLOTHES,
  alfaiataria: FITTED_CLOTHES,
  "moda-praia": { audience: "A venda se concentra na primavera e no verão." },
  "uniformes-escolares-e-profissionais": {
    audience: "A procura sobe em janeiro e fevereiro, na volta às aulas, e os contratos com empresas dão volume o ano todo.",
  },
  "roupas-e-acessorios-para-pets": {
    audience: "Tutores de cães e gatos compram roupas no frio e camas e acessórios o ano todo.",
    channels: ["Parcerias com pet shops e banho e tosa, que revendem ou indicam"],
    operations: ["Use uma tabela de tamanhos por medida do animal (pescoço, peito e costas) e peça as medidas ao tutor"],
  },
  "faccao-de-costura": {
    audience: "Quem contrata a facção são marcas e confecções que entregam o corte e pagam por peça costurada.",
    channels: ["Contato direto com confecções e marcas da região"],
  },
  "despachante-de-veiculos": {
    channels: ["Parcerias com lojas de carros, autoescolas e empresas de vistoria"],
    operations: ["Confira documentos e débitos do veículo antes de dar entrada no Detran e informe ao cliente o prazo do órgão"],
  },
  "representante-comercial": {
    channels: ["Visitas programadas aos lojistas da sua região com o catálogo das empresas representadas"],
    operations: ["Tenha contrato de representação por escrito (Lei 4.886/1965) com região, comissão e prazo de pagamento"],
  },
  "coanfitriao-airbnb": {
    channels: ["Proprietários de imóveis de temporada da região, por indicação e em grupos de anfitriões"],
  },
  "reforco-escolar": EXAM_PREP,
  "aulas-preparatorias-para-enem": EXAM_PREP,
  "cursinho-para-concursos": EXAM_PREP,
  "linguicas-artesanais": {
    operations: ["Linguiça é produto de origem animal: para vender em lojas, registre a produção no serviço de inspeção (SIM, SIE ou SIF)"],
    firstSteps: [
      "defina os tipos de linguiça e a embalagem",
      "teste o rendimento de um lote completo",
      "faça o curso de Boas Práticas",
      "peça o registro no serviço de inspeção (SIM, SIE ou SIF)",
    ],
  },
  "sucos-naturais-engarrafados": {
    operations: ["Suco engarrafado é bebida: registre o estabelecimento e o produto no MAPA antes de vender"],
    firstSteps: [
      "defina os sabores e a embalagem",
      "teste o rendimento de um lote completo",
      "faça o curso de Boas Práticas",
      "consulte o MAPA sobre o registro da bebida",
    ],
  },
  "crematorio-de-animais": {
    audience: "Quem contrata são tutores no momento da perda, quase sempre indicados pela clínica veterinária.",
    channels: ["Parcerias com clínicas e hospitais veterinários, que indicam o serviço ao tutor"],
  },
  "fabrica-de-gelo": {
    audience: "Compram bares, peixarias, depósitos de bebida e eventos, com pico no verão e nas festas.",
  },
  "provedor-de-internet": {
    audience:
      "Quem assina são famílias e comércios das ruas que a rede alcança, e a troca de provedor acontece por preço e por queda de conexão.",
    channels: ["Venda porta a porta e panfletos nas ruas que a rede já cobre, com instalação em poucos dias"],
    operations: [
      "Confirme na Anatel a autorização (SCM) ou a dispensa para pequeno provedor e combine o uso dos postes com a distribuidora de energia",
    ],
  },
  "lavanderia-self-service": {
    operations: ["Deixe instruções de uso em cada máquina e alguém para orientar o cliente nos horários de pico"],
  },
  "lavanderia-delivery": {
    channels: ["Coleta e entrega agendadas pelo WhatsApp, com dias fixos por bairro"],
    operations: ["Registre as peças recebidas na coleta, com o estado de cada uma, e devolva embaladas"],
  },
  "lavagem-de-tapetes-e-cortinas": {
    operations: ["Meça e fotografe cada tapete ou cortina na retirada e seque por completo antes de devolver, para não mofar"],
  },
  "aluguel-de-roupas-de-festa": {
    audience: "A procura se concentra em formaturas, casamentos e festas de fim de ano.",
    operations: [
      "Registre cada locação com prova, ajustes, datas de retirada e devolução e caução, e lave e revise cada peça antes de alugar de novo",
    ],
  },
  "compra-e-venda-de-carros-usados": {
    operations: ["Antes de comprar cada carro, consulte débitos, restrições e recall e faça a vistoria cautelar"],
    risks: [
      "Carro com defeito oculto ou documento irregular: vistoria cautelar na compra e garantia de 90 dias por escrito na venda (CDC)",
    ],
  },
  "residencial-para-idosos": {
    operations: [
      "Siga a RDC 502/2021 da Anvisa para instituições de longa permanência: responsável técnico, equipe por grau de dependência dos residentes e licença sanitária",
    ],
  },
  "home-care-de-enfermagem": {
    operations: [
      "Monte a escala antes de fechar cada contrato: um posto de 24 horas em 12x36 pede quatro profissionais, mais quem cubra folgas e faltas",
    ],
  },
  "lan-house-e-servicos-digitais": {
    operations: [
      "Cobre os serviços (impressão, currículo, documentos online, tempo de computador) por uma tabela que cubra seu tempo, papel, tinta e energia",
      "Apague os arquivos e saia das contas do cliente ao fim de cada atendimento",
    ],
  },
  "pet-shop-com-servicos": {
    operations: ["No banho e tosa, mantenha a ficha de cada animal com vacinas e alergias e nunca deixe o animal sozinho na mesa"],
  },
  "revenda-de-cosmeticos-por-catalogo": {
    audience: "Quem compra são amigas, colegas de trabalho e vizinhas, pela confiança, pela entrega em mãos e pelo prazo para pagar.",
    operations: ["Anote o que cada cliente pediu e quanto deve e combine a data de pagamento antes de fazer o pedido à marca"],
  },
  farmacia: {
    operations: [
      "Os medicamentos têm preço máximo ao consumidor definido pela CMED: a margem vem das condições de compra e de higiene e perfumaria",
    ],
  },
  "bronzeamento-natural": {
    risks: ["Queimadura ou insolação: evite o sol forte do meio do dia, avalie o tipo de pele, faça pausas e ofereça água"],
    firstSteps: [
      "confirme o curso e as regras da prefeitura e da Vigilância Sanitária para o serviço",
      "escolha o espaço com sombra, água e banheiro e peça a licença",
      "compre as fitas, os produtos e os itens de higiene",
    ],
  },
};
