/**
 * What is true of each kind of business (the economic model's archetype), used by the offline
 * analysis for operation, marketing, risks and the first 30 days. archetype-audience.ts holds
 * the audience and market paragraphs. Writing rules: list
 * lines without a final period; firstSteps are short imperative clauses without ';' (8 per
 * archetype, 2 per week).
 */
import type { CategoryKnowledge } from "./category-knowledge-types";

export type ArchetypeKnowledge = Pick<CategoryKnowledge, "channels" | "operations" | "pricing" | "risks" | "firstSteps">;

const WHATSAPP = "WhatsApp Business com catálogo, horários e lista de transmissão para clientes que já compraram";
const GOOGLE = "Perfil da Empresa no Google com fotos, horário e endereço, para aparecer nas buscas do bairro";
const INDICACAO = "Indicação de clientes satisfeitos, com um benefício para quem indica";

export const ARCHETYPE_KNOWLEDGE: Record<string, ArchetypeKnowledge> = {
  "cozinha-doces": {
    channels: [WHATSAPP, "Instagram com fotos reais dos produtos e dos bastidores da cozinha", "Encomendas para aniversários, escolas e escritórios próximos, com degustação"],
    operations: [
      "Monte a ficha técnica de cada receita com rendimento e custo por unidade",
      "Produza em lotes por encomenda, com data de produção e validade na embalagem",
      "Siga as Boas Práticas: bancada limpa, cabelo preso e controle de temperatura da geladeira",
    ],
    pricing: "Some ingredientes e embalagem da ficha técnica e multiplique por 2,5 a 3 para cobrir gás, energia, taxas e o seu trabalho",
    risks: [
      "Produto que estraga antes da venda: produza por encomenda e em lotes pequenos",
      "Ingredientes que sobem de preço (chocolate, leite condensado): revise a ficha técnica todo mês",
      "Falta de padrão entre lotes: pese tudo e anote a receita exata",
    ],
    firstSteps: [
      "escolha 3 a 5 produtos e teste as receitas", "calcule o custo por unidade na ficha técnica",
      "faça o curso de Boas Práticas", "abra o MEI e confira as regras da prefeitura para produzir em casa",
      "fotografe os produtos com luz natural", "monte o catálogo no WhatsApp Business",
      "ofereça degustação a vizinhos e colegas", "anote as vendas da semana e ajuste a produção",
    ],
  },
  "cozinha-refeicoes": {
    channels: [WHATSAPP, "Cardápio da semana enviado na véspera, com pedido até uma hora fixa", "Empresas, obras e escritórios perto de casa, com planos semanais ou mensais"],
    operations: [
      "Feche os pedidos na véspera e compre só o necessário para o dia",
      "Cozinhe em grande quantidade com receitas padronizadas e porções pesadas",
      "Entregue em embalagens térmicas dentro de uma rota fixa para chegar quente",
    ],
    pricing: "Preço por marmita = custo de ingredientes e embalagem × 2 a 2,5; planos semanais com pequeno desconto garantem volume",
    risks: [
      "Comida que chega fria ou atrasada: rota fixa e caixas térmicas",
      "Sobras de comida pronta: trabalhe com pedido antecipado",
      "Problema sanitário: Boas Práticas, temperatura controlada e validade na etiqueta",
    ],
    firstSteps: [
      "defina o cardápio das duas primeiras semanas", "calcule o custo de cada marmita",
      "faça o curso de Boas Práticas", "abra o MEI e consulte a Vigilância Sanitária",
      "compre caixas térmicas e embalagens", "ofereça uma semana de teste a 10 clientes próximos",
      "fixe o horário limite de pedidos", "revise o cardápio pelo que mais vendeu",
    ],
  },
  "fabrica-alimentos": {
    channels: ["Venda direta por WhatsApp e Instagram com entrega semanal", "Revenda em empórios, mercados de bairro e padarias, com consignação no começo", "Feiras de produtores e eventos gastronômicos"],
    operations: [
      "Produza em lotes registrados (data, ingredientes, quantidade) para rastrear qualquer problema",
      "Congele ou embale logo após o preparo e mantenha a cadeia de frio até a entrega",
      "Rotule com ingredientes, alergênicos, validade e modo de conservar",
    ],
    pricing: "Custo do lote ÷ unidades = custo unitário; para revenda, deixe margem para a loja (30% a 40% do preço final)",
    risks: [
      "Rótulo fora das regras da Anvisa: confira antes de vender em lojas",
      "Quebra da cadeia de frio: freezer com termômetro e entregas em caixas térmicas",
      "Dependência de um único revendedor: mantenha venda direta junto",
    ],
    firstSteps: [
      "defina o produto principal e a embalagem", "teste o rendimento de um lote completo",
      "faça o curso de Boas Práticas", "consulte a Vigilância Sanitária sobre a produção",
      "crie o rótulo com ingredientes e validade", "venda os primeiros lotes para conhecidos",
      "leve amostras a dois ou três empórios", "ajuste o tamanho do lote às vendas reais",
    ],
  },
  "bebida-artesanal": {
    channels: ["Bares, restaurantes e empórios que valorizam produto local", "Loja na fábrica ou visitas guiadas com degustação", "Feiras e festivais de bebidas"],
    operations: [
      "Registre o estabelecimento e cada produto no MAPA antes de vender",
      "Controle higiene, temperatura e tempo de cada lote com ficha de produção",
      "Planeje o envase e a logística de garrafas ou barris",
    ],
    pricing: "Calcule o custo por litro com insumos, energia, embalagem e impostos; bebidas alcoólicas têm tributação maior, confirme com o contador",
    risks: [
      "Demora no registro no MAPA: comece o processo antes de comprar tudo",
      "Lote contaminado: higiene rigorosa e análise laboratorial",
      "Capital parado em estoque: produza conforme os pedidos dos pontos de venda",
    ],
    firstSteps: [
      "visite produtores da região e entenda o processo", "peça orçamento de equipamentos usados e novos",
      "consulte o MAPA sobre o registro", "faça o plano de negócio com um contador",
      "defina a receita principal", "converse com bares que podem comprar",
      "produza um lote piloto", "ajuste a receita com a opinião dos compradores",
    ],
  },
  "comida-de-rua": {
    channels: ["Ponto fixo com boa passagem de pessoas no mesmo horário todos os dias", "Eventos, festas de bairro e saídas de escolas e faculdades", "Pedidos pelo WhatsApp para retirada"],
    operations: [
      "Escolha o ponto pelo movimento e pela autorização da prefeitura",
      "Leve os insumos já pré-preparados e em caixas térmicas",
      "Mantenha álcool em gel, lixeira e água para higiene no carrinho ou barraca",
    ],
    pricing: "Preço = custo dos insumos da unidade × 2,5 a 3; combos (lanche + bebida) aumentam o ticket",
    risks: [
      "Perder o ponto ou ser multado: tenha a autorização de ambulante da prefeitura",
      "Chuva e dias fracos: tenha um segundo ponto ou atenda encomendas",
      "Insumos perecíveis no calor: caixas térmicas e pouca quantidade por vez",
    ],
    firstSteps: [
      "observe o movimento de três pontos possíveis", "pergunte na prefeitura como obter a licença de ambulante",
      "faça o curso de Boas Práticas", "monte o carrinho ou a barraca",
      "defina 2 ou 3 produtos e os preços", "comece em um horário fixo",
      "anote as vendas por dia e por horário", "teste um evento de fim de semana",
    ],
  },
  "food-truck": {
    channels: ["Eventos, feiras gastronômicas e festas que contratam food trucks", "Pontos fixos autorizados em dias e horários combinados", "Instagram com a agenda da semana e o cardápio"],
    operations: [
      "Confirme onde o food truck pode estacionar e vender: cada prefeitura tem regras e taxas",
      "Planeje água, gás, energia (gerador) e descarte de resíduos de cada saída",
      "Prepare o que for possível antes e mantenha a cadeia de frio a bordo",
    ],
    pricing: "Preço = custo da porção × 2,5 a 3; inclua as taxas de eventos (fixas ou percentuais) antes de aceitar",
    risks: [
      "Investimento alto parado: alugue um food truck ou participe de eventos antes de comprar",
      "Eventos que cobram muito ou vendem pouco: negocie e anote o resultado de cada um",
      "Veículo quebrado em dia de evento: manutenção preventiva e seguro",
    ],
    firstSteps: [
      "defina o cardápio-assinatura com poucos itens", "pergunte à prefeitura as regras para food truck",
      "peça orçamentos de veículos adaptados e de aluguel", "faça o curso de Boas Práticas",
      "monte a agenda com eventos dos próximos meses", "faça um teste em evento com estrutura alugada",
      "crie o Instagram com agenda e cardápio", "compare o resultado de cada evento",
    ],
  },
  "cozinha-delivery": {
    channels: ["iFood e outros aplicativos, com preços que cobrem a comissão", "Pedidos diretos pelo WhatsApp com taxa de entrega menor que a do aplicativo", "Cardápio em QR Code e cupons para pedir direto na próxima vez"],
    operations: [
      "Padronize as porções e o tempo de preparo de cada item",
      "Use embalagens que mantêm temperatura e textura na entrega",
      "Tenha entregador próprio ou use a logística do aplicativo, conforme o volume",
    ],
    pricing: "No aplicativo, preço = custo ÷ (1 − comissão − taxas − margem desejada); no pedido direto, ofereça um preço menor",
    risks: [
      "Comissões altas corroendo a margem: leve clientes para o pedido direto",
      "Avaliações ruins por atraso: limite o raio de entrega",
      "Custo fixo do ponto: comece com cardápio enxuto e horários de maior pedido",
    ],
    firstSteps: [
      "defina o cardápio e a ficha técnica", "calcule o preço no aplicativo e no pedido direto",
      "adeque a cozinha e consulte a Vigilância Sanitária", "cadastre a loja no aplicativo",
      "teste embalagens com entregas para conhecidos", "abra em horários de pico",
      "peça avaliações aos primeiros clientes", "corte os itens que pouco vendem",
    ],
  },
  "restaurante-loja": {
    channels: [GOOGLE, "Fachada, cardápio visível e presença nas redes do bairro", "Programa de fidelidade e eventos no espaço"],
    operations: [
      "Escolha o ponto pelo movimento no horário em que você vai vender",
      "Controle compras, estoque e desperdício todos os dias",
      "Treine a equipe no atendimento e nas Boas Práticas",
    ],
    pricing: "Custo da mercadoria vendida (CMV) entre 30% e 35% do preço é a referência; acompanhe o CMV mensal",
    risks: [
      "Aluguel e equipe pesando antes das vendas crescerem: tenha capital de giro para meses fracos",
      "Ponto ruim: pesquise o movimento antes de assinar o contrato",
      "Rotatividade da equipe: contrato correto e treinamento",
    ],
    firstSteps: [
      "pesquise pontos e o movimento de cada um", "faça o plano de negócio com um contador",
      "negocie carência no aluguel", "peça licenças: alvará, bombeiros e sanitária",
      "compre equipamentos essenciais e adie o resto", "contrate e treine a equipe",
      "faça uma inauguração para o bairro", "acompanhe o CMV e o movimento por dia",
    ],
  },
  "alimentacao-empresas": {
    channels: ["Visitas a gerentes de empresas, escolas e obras da região", "Propostas por escrito com cardápio e contrato mensal", "Indicação entre empresas atendidas"],
    operations: [
      "Feche contratos com quantidade mínima e prazo de pagamento definidos",
      "Planeje o cardápio mensal com as regras de nutrição combinadas",
      "Entregue em horário fixo com transporte que mantém a temperatura",
    ],
    pricing: "Preço por refeição ou por pessoa = custo + margem; contratos grandes pedem prazo de pagamento, considere isso no capital de giro",
    risks: [
      "Cliente que atrasa o pagamento: contrato com multa e capital de giro",
      "Depender de um só contrato: busque vários clientes menores",
      "Exigências sanitárias e nutricionais: nutricionista responsável quando o contrato pedir",
    ],
    firstSteps: [
      "liste empresas e escolas próximas", "monte o cardápio e o custo por pessoa",
      "faça o curso de Boas Práticas", "regularize a cozinha na Vigilância Sanitária",
      "prepare uma proposta comercial curta", "ofereça uma degustação",
      "feche o primeiro contrato com prazo de teste", "revise custos depois do primeiro mês",
    ],
  },
  "chef-em-domicilio": {
    channels: ["Instagram com fotos dos eventos e depoimentos", "Parcerias com cerimonialistas, espaços de festa e condomínios", INDICACAO],
    operations: [
      "Feche o menu, o número de convidados e o sinal antes de comprar",
      "Leve seus utensílios e confira a cozinha ou a estrutura do local",
      "Deixe a cozinha limpa no fim: isso gera indicação",
    ],
    pricing: "Cobre por pessoa ou por evento: insumos + seu tempo (preparo, deslocamento, serviço) + margem; peça 30% a 50% de sinal",
    risks: [
      "Cliente que desiste em cima da hora: sinal não reembolsável no contrato",
      "Estrutura do local inadequada: visite ou peça fotos antes",
      "Agenda concentrada em fins de semana: ofereça aulas ou jantares em dias de semana",
    ],
    firstSteps: [
      "defina 3 menus com preços por pessoa", "calcule os insumos de cada menu",
      "abra o MEI ou confirme o enquadramento com um contador", "faça um evento para amigos e fotografe",
      "crie o portfólio no Instagram", "converse com dois cerimonialistas",
      "use um contrato simples com sinal", "peça depoimentos depois de cada evento",
    ],
  },
  "beleza-domicilio": {
    channels: ["Instagram com fotos de antes e depois, com autorização", "WhatsApp com agenda e lembrete na véspera", INDICACAO],
    operations: [
      "Agrupe atendimentos por bairro para perder menos tempo no trânsito",
      "Esterilize os instrumentos e use descartáveis quando a técnica pede",
      "Confirme o horário na véspera e leve tudo o que precisa na maleta",
    ],
    pricing: "Some material por atendimento, deslocamento e seu tempo; compare com salões do bairro e cobre pelo conforto de ir até a cliente",
    risks: [
      "Tempo perdido entre clientes: organize a agenda por região",
      "Infecção por instrumento mal esterilizado: autoclave ou estufa e descartáveis",
      "Faltas sem aviso: confirmação na véspera e sinal para serviços longos",
    ],
    firstSteps: [
      "faça ou atualize o curso da técnica", "monte a maleta com instrumentos e esterilização",
      "defina preços e a área de atendimento", "abra o MEI",
      "atenda amigas e fotografe os resultados", "crie o Instagram e o WhatsApp Business",
      "peça indicações às primeiras clientes", "organize a agenda por bairro",
    ],
  },
  "estudio-beleza": {
    channels: ["Instagram com portfólio e vídeos do procedimento", GOOGLE, "Agenda online com confirmação automática"],
    operations: [
      "Siga as regras da Vigilância Sanitária para o espaço e o descarte de materiais",
      "Esterilize em autoclave e registre os ciclos",
      "Tenha ficha de cada cliente e, nos procedimentos na pele, anamnese e termo de consentimento assinados",
    ],
    pricing: "Preço = material + tempo de cadeira + parte dos custos fixos; procedimentos de maior risco ou técnica pedem preço maior",
    risks: [
      "Reação, corte ou infecção: técnica, material esterilizado e, nos procedimentos na pele, anamnese e teste de sensibilidade",
      "Agenda vazia em dias de semana: pacotes e horários promocionais",
      "Multa sanitária: licença em dia e esterilização documentada",
    ],
    firstSteps: [
      "confirme os cursos e certificados exigidos", "escolha o espaço e peça a licença sanitária",
      "compre autoclave e materiais de biossegurança", "abra o CNPJ",
      "monte o portfólio com modelos", "configure a agenda online",
      "lance uma condição especial de inauguração", "peça avaliações no Google",
    ],
  },
  "salao-clinica": {
    channels: [GOOGLE, "Instagram com resultados e equipe", "Pacotes e planos de fidelidade"],
    operations: [
      "Defina o modelo com a equipe: salário, comissão ou parceria (Lei do Salão Parceiro)",
      "Tenha responsável técnico quando a atividade exigir",
      "Controle agenda, estoque de produtos e esterilização",
    ],
    pricing: "Preço por serviço cobrindo produtos, remuneração do profissional e custos fixos; acompanhe a ocupação das cadeiras ou salas",
    risks: [
      "Equipe que sai e leva clientes: contrato claro e bom ambiente",
      "Equipamento caro ocioso: comece com os procedimentos mais procurados",
      "Responsabilidade por resultados: protocolos e termos de consentimento",
    ],
    firstSteps: [
      "pesquise a concorrência e os preços do bairro", "faça o plano de negócio com um contador",
      "escolha o ponto e peça as licenças", "defina o modelo de remuneração da equipe",
      "compre os equipamentos principais", "contrate e alinhe protocolos",
      "faça a inauguração com condição especial", "acompanhe a ocupação semanal",
    ],
  },
  "cosmeticos-artesanais": {
    channels: ["Instagram e loja online com fotos e composição dos produtos", "Feiras de artesanato e produtos naturais", "Revenda em lojas de presentes e empórios"],
    operations: [
      "Regularize a produção: cosméticos exigem empresa e responsável técnico na Anvisa/Vigilância",
      "Registre cada lote com fórmula, data e validade",
      "Teste estabilidade e fragrância antes de lançar",
    ],
    pricing: "Custo por unidade × 3 a 4 para venda direta; para revenda, deixe 30% a 40% para a loja",
    risks: [
      "Produto sem regularização apreendido: regularize antes de vender em lojas",
      "Reação alérgica: ingredientes listados e teste de uso",
      "Produto que perde cheiro ou textura: teste de estabilidade",
    ],
    firstSteps: [
      "faça um curso de formulação", "consulte a Vigilância Sanitária sobre a regularização",
      "defina 3 produtos de entrada", "calcule o custo por unidade",
      "crie embalagem e rótulo", "teste com conhecidos e anote reações",
      "participe de uma feira", "procure um responsável técnico",
    ],
  },
  "servico-domestico": {
    channels: ["Indicação de clientes e de vizinhos", "Grupos de moradores e condomínios", "WhatsApp com agenda da semana"],
    operations: [
      "Combine por escrito o que está incluído, o horário e o valor",
      "Monte uma agenda fixa por semana com clientes recorrentes",
      "Leve seus materiais quando combinado e cuide da sua segurança (EPIs, postura)",
    ],
    pricing: "Preço por diária ou hora conforme a região; clientes fixos semanais podem ter valor um pouco menor em troca da regularidade",
    risks: [
      "Cliente que cancela em cima da hora: combine cobrança de cancelamento",
      "Acidente de trabalho: contribua para o INSS e use equipamentos de proteção",
      "Desgaste físico: limite a quantidade de diárias por semana",
    ],
    firstSteps: [
      "defina o que você faz e o que não faz", "pesquise o valor da diária na sua região",
      "abra o MEI quando a ocupação permitir ou contribua como autônoma", "faça cartões e um perfil no WhatsApp",
      "peça indicações a conhecidos", "feche os primeiros clientes semanais",
      "combine tudo por escrito", "organize a agenda do mês",
    ],
  },
  "limpeza-equipamento": {
    channels: ["Instagram com vídeos de antes e depois", "Parcerias com imobiliárias, síndicos e lojas de móveis", GOOGLE],
    operations: [
      "Faça vistoria e orçamento antes, com fotos",
      "Use o produto certo para cada material e teste numa área escondida",
      "Transporte e guarde o equipamento com cuidado e faça manutenção",
    ],
    pricing: "Preço por peça, por m² ou por serviço, incluindo produto, deslocamento e tempo de equipamento",
    risks: [
      "Dano ao material do cliente: teste antes e registre o estado com fotos",
      "Equipamento parado por defeito: manutenção preventiva",
      "Demanda sazonal: planos para condomínios e empresas",
    ],
    firstSteps: [
      "faça um curso da técnica", "compre ou alugue o equipamento principal",
      "defina a tabela de preços", "abra o CNPJ",
      "faça serviços para conhecidos e grave vídeos", "visite imobiliárias e síndicos",
      "crie o Perfil da Empresa no Google", "peça avaliações",
    ],
  },
  "jardim-piscina": {
    channels: ["Contratos mensais com casas e condomínios", INDICACAO, "Grupos de moradores e Perfil da Empresa no Google"],
    operations: [
      "Monte rotas por bairro com visitas em dias fixos",
      "Registre o que foi feito em cada visita e avise o cliente",
      "Use EPIs e manuseie produtos químicos conforme o rótulo",
    ],
    pricing: "Plano mensal por visita semanal ou quinzenal; materiais e mudas à parte",
    risks: [
      "Chuva e estação fraca: contratos mensais equilibram a renda",
      "Acidente com ferramentas ou produtos: EPIs e treinamento",
      "Planta ou água com problema: explique o que depende do cliente",
    ],
    firstSteps: [
      "defina os serviços e a área de atendimento", "monte o kit de ferramentas",
      "calcule o preço do plano mensal", "abra o MEI",
      "ofereça uma visita de avaliação grátis", "feche os primeiros contratos",
      "organize a rota da semana", "peça indicações",
    ],
  },
  lavanderia: {
    channels: [GOOGLE, "Coleta e entrega agendadas pelo WhatsApp", "Parcerias com condomínios, academias e pousadas"],
    operations: [
      "Separe as peças por tipo e cor e registre cada pedido",
      "Siga as etiquetas de lavagem e teste manchas difíceis",
      "Controle prazos de entrega e embale as peças prontas",
    ],
    pricing: "Preço por peça ou por quilo, cobrindo água, energia, produtos e o tempo de passar",
    risks: [
      "Peça danificada ou perdida: registro na entrada e política de ressarcimento",
      "Conta de água e energia alta: máquinas eficientes e cargas cheias",
      "Demanda baixa no início: parcerias com condomínios",
    ],
    firstSteps: [
      "pesquise os preços da região", "escolha o ponto e a estrutura de água e energia",
      "compre as máquinas", "defina a política de peças danificadas",
      "abra o CNPJ e peça o alvará", "ofereça coleta grátis no primeiro pedido",
      "feche parceria com um condomínio", "acompanhe o custo por quilo",
    ],
  },
  "balcao-reparo": {
    channels: [GOOGLE, "Vitrine ou placa visível em rua de movimento", "WhatsApp para orçamento por foto"],
    operations: [
      "Faça diagnóstico e orçamento antes de qualquer conserto, com aprovação do cliente",
      "Registre a entrada de cada aparelho ou peça com estado, senha e acessórios",
      "Compre peças de fornecedores confiáveis e dê garantia por escrito (90 dias pelo CDC)",
    ],
    pricing: "Preço = peça + mão de obra por tipo de serviço; cobre o diagnóstico quando o cliente não aprova o conserto",
    risks: [
      "Aparelho perdido ou danificado na oficina: ordem de serviço assinada e armazenamento seguro",
      "Peça de baixa qualidade gerando retorno: fornecedores testados e garantia",
      "Cliente que não volta para buscar: prazo de retirada na ordem de serviço",
    ],
    firstSteps: [
      "faça ou atualize o curso técnico", "monte a bancada com as ferramentas essenciais",
      "cadastre fornecedores de peças", "crie o modelo de ordem de serviço com garantia",
      "abra o CNPJ", "crie o Perfil da Empresa no Google",
      "faça os primeiros consertos para conhecidos", "anote tempo e lucro de cada serviço",
    ],
  },
  "oficio-obra": {
    channels: [INDICACAO, GOOGLE, "Lojas de material de construção e imobiliárias que indicam profissionais"],
    operations: [
      "Visite, meça e faça orçamento por escrito com prazo e o que está incluído",
      "Compre o material com o cliente ou cobre à parte com nota",
      "Deixe o local limpo e tire fotos do serviço pronto",
    ],
    pricing: "Cobre por serviço, por m² ou por diária; inclua deslocamento e peça parte adiantada em serviços grandes",
    risks: [
      "Acidente (queda, choque): EPIs, NR-10 ou NR-35 quando o serviço pede",
      "Serviço refeito por erro: meça duas vezes e combine tudo por escrito",
      "Cliente que não paga: sinal e pagamento por etapa",
    ],
    firstSteps: [
      "organize as ferramentas e os EPIs", "defina a tabela de preços por serviço",
      "abra o MEI", "faça cartões e um perfil no WhatsApp",
      "avise conhecidos e lojas de material do bairro", "faça os primeiros serviços com fotos",
      "peça avaliações no Google", "anote o tempo real de cada serviço",
    ],
  },
  "oficina-fabricacao": {
    channels: ["Instagram com fotos e vídeos das peças prontas", "Parcerias com arquitetos, lojas e construtoras", GOOGLE],
    operations: [
      "Faça o projeto ou desenho e aprove com o cliente antes de produzir",
      "Compre material com lista de corte para reduzir sobras",
      "Siga as normas de segurança das máquinas e use EPIs",
    ],
    pricing: "Preço = material + horas de oficina + acabamento + margem; peça sinal de 30% a 50% nas encomendas",
    risks: [
      "Erro de medida: confira as medidas (no local ou no molde recebido) e aprove o projeto por escrito",
      "Acidente com máquina: proteção, EPIs e treinamento",
      "Prazo estourado: planeje a produção semanal",
    ],
    firstSteps: [
      "defina os produtos que vai fazer primeiro", "organize a oficina e a segurança",
      "calcule o preço de três peças-modelo", "abra o CNPJ",
      "faça peças de mostruário e fotografe", "visite lojas e profissionais que indicam",
      "feche as primeiras encomendas com sinal", "anote as horas gastas por peça",
    ],
  },
  "freelancer-digital": {
    channels: ["Portfólio online com 3 a 5 trabalhos bem explicados", "LinkedIn, Instagram profissional e indicação de clientes", "Plataformas de freelancers (Workana, 99Freelas) para os primeiros trabalhos"],
    operations: [
      "Use proposta com escopo, prazo, número de revisões e forma de pagamento",
      "Organize as tarefas com prazos e faça cópia de segurança dos arquivos",
      "Emita nota fiscal (NFS-e) quando atender empresas",
    ],
    pricing: "Defina o valor da sua hora (renda desejada + custos ÷ horas faturáveis) e estime o pacote de cada serviço",
    risks: [
      "Escopo que cresce sem pagar: proposta escrita e revisões limitadas",
      "Cliente que não paga: sinal de 50% e contrato",
      "Renda irregular: busque contratos mensais",
    ],
    firstSteps: [
      "escolha o nicho e o serviço principal", "monte o portfólio com trabalhos reais ou de estudo",
      "calcule o valor da sua hora", "crie um modelo de proposta e contrato",
      "abra o CNPJ adequado à atividade", "ofereça o serviço a cinco contatos",
      "cadastre-se em uma plataforma de freelancers", "peça depoimento ao primeiro cliente",
    ],
  },
  "empresa-tecnologia": {
    channels: ["Venda consultiva direta para o público-alvo", "Conteúdo e indicação entre clientes", "Parcerias com empresas que atendem o mesmo público"],
    operations: [
      "Defina o produto mínimo e valide com clientes pagantes antes de crescer a equipe",
      "Contratos com nível de serviço (SLA) e suporte definidos",
      "Segurança da informação e LGPD desde o início",
    ],
    pricing: "Receita recorrente mensal; calcule o custo de aquisição e quanto cada cliente paga ao longo do tempo",
    risks: [
      "Queimar o caixa antes de ter clientes: capital de giro para vários meses",
      "Dependência de uma pessoa-chave: documente e compartilhe o conhecimento",
      "Cancelamentos: acompanhe o uso e o suporte",
    ],
    firstSteps: [
      "entreviste dez clientes em potencial", "defina o produto mínimo",
      "faça o plano de negócio com um contador", "abra a ME",
      "feche um cliente piloto", "defina preço e contrato",
      "monte o processo de suporte", "revise custos e metas do trimestre",
    ],
  },
  "criador-conteudo": {
    channels: ["Uma rede principal onde o seu público está", "Parcerias pagas com marcas com mídia kit", "Produtos próprios (curso, e-book) para o público fiel"],
    operations: [
      "Publique com frequência fixa e temas planejados",
      "Acompanhe as métricas de cada formato",
      "Identifique publicidade como publicidade (regras do Conar)",
    ],
    pricing: "Preço de publi pelo alcance e engajamento; mídia kit com números atualizados",
    risks: [
      "Renda que demora meses: mantenha outra fonte no início",
      "Mudança no algoritmo: tenha lista de e-mail ou WhatsApp",
      "Exposição e direitos de imagem: cuide do que mostra",
    ],
    firstSteps: [
      "escolha o nicho e a rede principal", "planeje 12 conteúdos",
      "grave e publique por quatro semanas", "estude as métricas",
      "monte o mídia kit", "abra o CNPJ quando começar a faturar",
      "procure três marcas do nicho", "defina um produto próprio",
    ],
  },
  "foto-video": {
    channels: ["Portfólio no Instagram e em site", "Parcerias com cerimonialistas, lojas e agências", INDICACAO],
    operations: [
      "Contrato com o que será entregue, prazo e direitos de uso das imagens",
      "Cópia de segurança dos arquivos no mesmo dia",
      "Edição padronizada para cumprir prazos",
    ],
    pricing: "Preço por trabalho incluindo captação, edição e deslocamento; pacotes com número de fotos ou minutos definidos",
    risks: [
      "Perda de arquivos: dois cartões e cópia na nuvem",
      "Equipamento danificado ou furtado: seguro",
      "Atraso na entrega: prazo realista no contrato",
    ],
    firstSteps: [
      "escolha o nicho", "monte o portfólio com trabalhos de teste",
      "defina pacotes e preços", "crie o contrato",
      "abra o MEI ou a ME", "procure dois parceiros que indiquem",
      "faça os primeiros trabalhos e peça depoimentos", "revise o tempo de edição",
    ],
  },
  "aulas-particulares": {
    channels: ["Indicação de pais, alunos e escolas", "Instagram ou YouTube com dicas curtas da matéria", "Grupos do bairro e plataformas de professores"],
    operations: [
      "Faça uma aula diagnóstica e um plano por aluno",
      "Agenda fixa semanal com regra de remarcação",
      "Registre o progresso e mostre aos alunos ou aos pais",
    ],
    pricing: "Preço por hora-aula ou pacote mensal; pacotes dão previsibilidade e reduzem faltas",
    risks: [
      "Faltas e cancelamentos: pacote pago adiantado",
      "Agenda vazia nas férias: cursos intensivos",
      "Dependência de poucos alunos: turmas pequenas",
    ],
    firstSteps: [
      "defina o público e a matéria", "monte o material das primeiras aulas",
      "calcule o preço da hora e do pacote", "abra o MEI",
      "divulgue para conhecidos e escolas", "faça aulas experimentais",
      "feche os primeiros pacotes", "peça depoimentos",
    ],
  },
  "escola-espaco": {
    channels: ["Aulas experimentais gratuitas", GOOGLE, "Parcerias com escolas, empresas e associações do bairro"],
    operations: [
      "Grade de horários e turmas com ocupação mínima para abrir",
      "Profissionais habilitados quando a atividade exige (CREF, CREFITO, licenças)",
      "Matrícula, contrato e cobrança recorrente organizados",
    ],
    pricing: "Mensalidade por aluno; calcule a ocupação mínima de cada turma para cobrir os custos",
    risks: [
      "Turmas vazias no início: pré-matrículas antes de abrir",
      "Evasão: acompanhe a frequência",
      "Custo fixo alto: espaço adequado ao tamanho real",
    ],
    firstSteps: [
      "pesquise a concorrência e os preços", "faça o plano de negócio",
      "abra pré-matrículas", "escolha o espaço e peça as licenças",
      "contrate profissionais habilitados", "defina grade e contrato",
      "faça semana de aulas experimentais", "acompanhe ocupação e frequência",
    ],
  },
  "instrutor-empresas": {
    channels: ["LinkedIn com conteúdo do tema", "Contato direto com RH e gestores", "Parcerias com associações comerciais e Sebrae"],
    operations: [
      "Diagnóstico com a empresa antes de montar o treinamento",
      "Material próprio e avaliação no fim",
      "Nota fiscal e contrato",
    ],
    pricing: "Preço por turma ou por hora, incluindo preparação; pacotes trimestrais",
    risks: [
      "Ciclo de venda longo: capital de giro",
      "Cancelamento de turma: taxa no contrato",
      "Conteúdo desatualizado: revise a cada turma",
    ],
    firstSteps: [
      "defina o tema", "monte um treinamento piloto",
      "calcule o preço", "abra o CNPJ",
      "faça o piloto para uma empresa conhecida", "colha depoimentos",
      "publique no LinkedIn", "visite cinco empresas",
    ],
  },
  costura: {
    channels: ["Vitrine ou placa no bairro e indicação", "Instagram com antes e depois das peças", "Parcerias com lojas de roupas e lavanderias"],
    operations: [
      "Tire medidas e anote em ficha por cliente",
      "Dê prazo realista e registre cada peça recebida",
      "Mantenha as máquinas reguladas e com manutenção",
    ],
    pricing: "Preço por tipo de serviço ou peça, considerando o tempo e o material",
    risks: [
      "Peça estragada: prova antes do acabamento",
      "Prazo atrasado: agenda de produção",
      "Máquina parada: manutenção",
    ],
    firstSteps: [
      "monte a tabela de serviços e preços", "organize a área de trabalho",
      "abra o MEI", "faça peças de mostruário",
      "fotografe os trabalhos", "avise lojas do bairro",
      "atenda os primeiros clientes", "anote o tempo de cada serviço",
    ],
  },
  personalizacao: {
    channels: ["Instagram e WhatsApp com catálogo de modelos", "Empresas e eventos que compram em quantidade", "Marketplaces"],
    operations: [
      "Aprove a arte com o cliente por escrito antes de produzir",
      "Teste no material antes de lotes grandes",
      "Controle estoque de insumos por pedido",
    ],
    pricing: "Preço por peça com desconto por quantidade; inclua a arte",
    risks: [
      "Erro de arte: aprovação por escrito",
      "Uso de marca ou personagem sem licença: só crie artes autorizadas",
      "Equipamento parado: manutenção e peças de reposição",
    ],
    firstSteps: [
      "escolha os produtos", "compre o equipamento principal",
      "faça amostras", "defina a tabela de preços",
      "abra o MEI", "monte o catálogo",
      "ofereça a empresas e escolas", "anote custo e tempo por pedido",
    ],
  },
  artesanato: {
    channels: ["Instagram com fotos e vídeos do processo", "Feiras de artesanato e lojas colaborativas", "Marketplaces (Elo7, Shopee)"],
    operations: [
      "Produza uma coleção pequena e repita o que vende",
      "Compre material em quantidade para baixar custo",
      "Embale com cuidado e cartão da marca",
    ],
    pricing: "Preço = material + horas × valor da sua hora + embalagem + taxas",
    risks: [
      "Preço que não paga as horas: anote o tempo real",
      "Cópias: crie uma identidade própria",
      "Vendas sazonais: prepare estoque para as datas fortes",
    ],
    firstSteps: [
      "escolha a linha de produtos", "calcule o custo e o tempo por peça",
      "faça a primeira coleção", "fotografe bem",
      "abra o MEI", "abra a loja online ou no marketplace",
      "participe de uma feira", "anote o que mais vende",
    ],
  },
  "loja-varejo": {
    channels: ["Fachada, vitrine e ponto de movimento", GOOGLE, "WhatsApp e Instagram com novidades e promoções"],
    operations: [
      "Compre de fornecedores com bom prazo e compare preços",
      "Controle o estoque por produto e reponha o que gira",
      "Sistema de caixa com emissão de nota fiscal",
    ],
    pricing: "Markup sobre o custo conforme o giro: produtos de giro rápido com margem menor; acompanhe a margem bruta",
    risks: [
      "Estoque parado: compre pouco e reponha rápido",
      "Aluguel alto para o movimento: pesquise o ponto",
      "Furtos e quebras: controle e inventário",
    ],
    firstSteps: [
      "pesquise pontos e concorrentes", "faça o plano de negócio com um contador",
      "negocie o aluguel", "cadastre fornecedores",
      "monte o mix inicial", "instale o sistema de caixa",
      "faça a inauguração", "acompanhe o giro de cada produto",
    ],
  },
  "loja-perecivel": {
    channels: ["Ponto de passagem com boa vitrine refrigerada", "WhatsApp com ofertas do dia e entrega no bairro", GOOGLE],
    operations: [
      "Compre com frequência e em quantidade ajustada à venda",
      "Controle temperatura e validade todos os dias",
      "Siga as regras sanitárias de manipulação e exposição",
    ],
    pricing: "Margem sobre o custo que compense a perda; ofertas para o que está perto do vencimento",
    risks: [
      "Perda de perecíveis: compras frequentes e ofertas",
      "Falha de refrigeração: manutenção e termômetro",
      "Fiscalização sanitária: licença e rotina documentada",
    ],
    firstSteps: [
      "pesquise o ponto", "faça o plano de negócio",
      "peça as licenças sanitárias", "cadastre fornecedores",
      "instale a refrigeração", "defina o mix inicial",
      "faça a inauguração", "meça a perda semanal",
    ],
  },
  "loja-online": {
    channels: ["Marketplaces (Mercado Livre, Shopee, Amazon)", "Instagram e WhatsApp com catálogo", "Loja virtual própria para recompra"],
    operations: [
      "Cadastre produtos com boas fotos, medidas e descrição completa",
      "Envie no prazo e com rastreio",
      "Controle estoque e trocas (direito de arrependimento de 7 dias)",
    ],
    pricing: "Preço = custo + comissão e tarifa do marketplace + frete + margem",
    risks: [
      "Comissões e frete corroendo a margem: calcule por canal",
      "Estoque parado: teste com poucas unidades",
      "Avaliações ruins: embalagem e prazo",
    ],
    firstSteps: [
      "escolha os produtos", "compare fornecedores",
      "calcule o preço por canal", "abra o MEI",
      "fotografe os produtos", "cadastre no marketplace",
      "faça os primeiros envios", "ajuste o mix",
    ],
  },
  "banca-feira": {
    channels: ["Feiras livres e feirões de bairro", "Clientes fixos avisados pelo WhatsApp", "Eventos de fim de semana"],
    operations: [
      "Tenha a licença da feira e uma vaga fixa, sempre nos mesmos dias",
      "Compre em atacadistas e renove os produtos de acordo com o que gira",
      "Exponha tudo organizado, com preço visível e troco ou maquininha à mão",
    ],
    pricing: "Preço de giro, com margem que pague a taxa da feira e o frete",
    risks: [
      "Dias de chuva esvaziando a feira: lona, clientes fixos avisados pelo WhatsApp e venda por encomenda",
      "Feira fraca para o seu produto: teste feiras diferentes antes de fixar a agenda",
      "Mercadoria avariada no transporte: caixas adequadas e carga bem presa",
    ],
    firstSteps: [
      "visite as feiras da região e observe o movimento", "peça a licença na prefeitura ou na administração da feira",
      "compre a barraca e os expositores", "defina o mix de produtos e os preços",
      "abra o MEI", "faça a primeira feira",
      "anote as vendas de cada produto", "ajuste as feiras e os produtos pelo resultado",
    ],
  },
  distribuicao: {
    channels: ["Visitas a clientes empresariais com catálogo e tabela", "WhatsApp para pedidos recorrentes", "Representantes e indicações"],
    operations: [
      "Cadastre cada cliente com limite de crédito e prazo de pagamento",
      "Controle estoque e monte a rota de entregas por região",
      "Emita nota fiscal em todas as vendas para empresas",
    ],
    pricing: "Margem sobre o custo menor que a do varejo, compensada pelo volume",
    risks: [
      "Cliente que não paga: limite de crédito e consulta antes de vender a prazo",
      "Capital preso em estoque e em prazos dados aos clientes: negocie prazo igual com os fornecedores",
      "Frete comendo a margem: pedido mínimo e rotas por região",
    ],
    firstSteps: [
      "liste os clientes possíveis da região", "negocie preço e prazo com fornecedores",
      "monte a tabela de preços", "abra a empresa com um contador",
      "visite os primeiros clientes com amostras", "feche os primeiros pedidos",
      "organize a rota de entregas", "revise prazos e margem do mês",
    ],
  },
  "pratica-regulada": {
    channels: ["Indicação de colegas, clientes e outros profissionais", "Perfil profissional e conteúdo educativo dentro das regras do seu conselho", "Convênios e parcerias com clínicas e empresas"],
    operations: [
      "Atenda só dentro da sua habilitação e do código de ética do conselho",
      "Mantenha registro ou prontuário e sigilo conforme as regras da profissão e a LGPD",
      "Contrato ou termo de atendimento, recibo ou nota e agenda com confirmação",
    ],
    pricing: "Siga as referências de honorários do seu conselho e os valores da sua região",
    risks: [
      "Processo ético por publicidade ou conduta: siga o código do conselho",
      "Agenda irregular no início: convênios e parcerias",
      "Vazamento de dados sensíveis: sistemas seguros e LGPD",
    ],
    firstSteps: [
      "confirme o registro no conselho e as regras da atividade", "escolha o formato de atendimento",
      "organize prontuário e contrato", "defina os honorários",
      "abra a empresa com um contador", "crie o perfil profissional",
      "avise colegas e parceiros", "atenda os primeiros clientes",
    ],
  },
  "atividade-fisica": {
    channels: ["Aula experimental e indicação de alunos", "Instagram com dicas e vídeos", "Parcerias com condomínios, empresas e academias"],
    operations: [
      "Avaliação inicial e plano para cada aluno",
      "Agenda fixa semanal com regra de remarcação",
      "Contrato simples com pacote e forma de pagamento",
    ],
    pricing: "Pacotes mensais por frequência semanal",
    risks: [
      "Lesão: avaliação, progressão e habilitação exigida",
      "Faltas: pacote pago adiantado",
      "Sazonalidade: planos de fidelidade",
    ],
    firstSteps: [
      "confirme o registro exigido", "defina o público",
      "monte pacotes", "abra o CNPJ",
      "ofereça aulas experimentais", "feche os primeiros pacotes",
      "crie conteúdo", "peça indicações",
    ],
  },
  "hospedagem-cuidado": {
    channels: ["Visitas guiadas ao espaço para as famílias ou tutores", GOOGLE, "Parcerias com profissionais de saúde, veterinários e clínicas da região"],
    operations: [
      "Rotina de cuidados com registro diário de alimentação, medicação e ocorrências",
      "Escala de equipe treinada para cobrir todos os horários, inclusive noites e feriados",
      "Licenças sanitárias, plano de emergência e contato dos responsáveis sempre à mão",
    ],
    pricing: "Diária ou mensalidade que cubra equipe, alimentação e estrutura; feriados e datas de alta procura podem ter valor maior",
    risks: [
      "Acidente ou mal súbito: protocolos escritos, equipe treinada e seguro",
      "Ocupação baixa nos primeiros meses: pré-reservas e parcerias antes de abrir",
      "Rotatividade da equipe: contrato correto, treinamento e bom ambiente",
    ],
    firstSteps: [
      "estude as regras sanitárias da atividade", "faça o plano de negócio com um contador",
      "adapte o espaço com segurança e acessibilidade", "peça alvará e licença sanitária",
      "contrate e treine a equipe", "abra visitas para famílias ou tutores",
      "receba os primeiros clientes com período de adaptação", "colha avaliações e ajuste a rotina",
    ],
  },
  "banho-tosa": {
    channels: ["Instagram com fotos dos animais depois do banho, com autorização dos tutores", "Leva e traz ou atendimento na porta do cliente, agendado pelo WhatsApp", "Parcerias com veterinários e pet shops sem serviço de banho"],
    operations: [
      "Ficha de cada animal com vacinas, alergias, comportamento e tipo de tosa preferido",
      "Produtos próprios para animais, água na temperatura certa e secagem completa",
      "Limpeza e desinfecção da banheira, da mesa e das máquinas entre um animal e outro",
    ],
    pricing: "Preço por porte e tipo de pelo; planos mensais de banho dão recorrência",
    risks: [
      "Animal machucado, queimado pelo secador ou estressado: técnica, atenção constante e nunca deixar o animal sozinho na mesa",
      "Doença passada entre animais: exija vacinas em dia e higienize tudo entre atendimentos",
      "Agenda vazia em dias de semana: planos mensais e desconto em horários de menor movimento",
    ],
    firstSteps: [
      "faça ou atualize o curso de banho e tosa", "escolha o espaço ou o veículo e peça o alvará",
      "compre os equipamentos e produtos", "abra o MEI ou a empresa",
      "monte a ficha do animal e a tabela por porte", "atenda animais de conhecidos e fotografe",
      "divulgue com parceiros do bairro", "lance os planos mensais de banho",
    ],
  },
  "locacao-espaco": {
    channels: [GOOGLE, "Parcerias com imobiliárias, transportadoras de mudança e lojas de móveis", "Anúncios para pequenos comércios e e-commerces da região"],
    operations: [
      "Contrato de locação com regras do que pode e do que não pode ser guardado",
      "Controle de acesso, câmeras, alarme e seguro dos bens guardados",
      "Cobrança mensal automática e vistoria na entrada e na saída",
    ],
    pricing: "Preço mensal por tamanho do box, com desconto para contratos longos",
    risks: [
      "Boxes vazios por meses: lance com preço promocional e parcerias",
      "Furto, umidade ou praga: segurança, vistoria e controle de pragas",
      "Cliente que para de pagar com bens guardados: regras contratuais claras para esse caso",
    ],
    firstSteps: [
      "pesquise a procura e os preços da região", "faça o plano de negócio com um contador",
      "escolha o imóvel e adapte com segurança", "peça alvará e bombeiros",
      "monte o contrato de locação", "instale câmeras, alarme e controle de acesso",
      "faça parcerias com imobiliárias e transportadoras", "acompanhe a ocupação dos boxes",
    ],
  },
  "servico-pet": {
    channels: ["Indicação de tutores e grupos de condomínio", "Parcerias com veterinários e pet shops", "Instagram com fotos dos passeios e atendimentos, com autorização"],
    operations: [
      "Ficha de cada animal com vacinas, saúde, alimentação e contato do veterinário",
      "Rotas e horários fixos, com aviso e fotos ao tutor em cada visita",
      "Regras de segurança: guia sempre, poucos cães por vez e atenção a brigas e calor",
    ],
    pricing: "Preço por visita, passeio ou aula; pacotes mensais para clientes fixos",
    risks: [
      "Fuga, briga ou acidente: guia dupla, poucos cães por passeio e seguro",
      "Responsabilidade por danos: contrato com regras e emergência",
      "Saúde do animal: exija vacinas em dia",
    ],
    firstSteps: [
      "defina os serviços e a área", "faça curso de primeiros socorros para animais",
      "monte a ficha de cada animal", "abra o MEI",
      "divulgue nos condomínios", "faça visitas de apresentação",
      "feche pacotes mensais", "peça avaliações",
    ],
  },
  "produto-pet": {
    channels: ["Pet shops e clínicas veterinárias como revendedores", "Instagram e loja online com fotos dos pets usando ou provando", "Feiras e eventos pet"],
    operations: [
      "Alimentos e petiscos para animais exigem registro do estabelecimento e do produto no MAPA",
      "Produza em lotes com data, ingredientes e validade registrados",
      "Embalagem e rótulo com composição, modo de uso e indicação de porte ou idade",
    ],
    pricing: "Custo por unidade × 2,5 a 3 na venda direta; deixe 30% a 40% para o revendedor",
    risks: [
      "Produto sem registro retirado das lojas: regularize antes de revender",
      "Reação alérgica ou problema de saúde do animal: ingredientes simples e rastreio do lote",
      "Concorrência com grandes marcas: aposte em diferencial natural ou artesanal",
    ],
    firstSteps: [
      "defina os produtos de entrada", "consulte o MAPA sobre o registro",
      "teste receitas ou modelos com tutores conhecidos", "calcule o custo por unidade",
      "abra a empresa", "crie embalagem e rótulo",
      "ofereça amostras a três pet shops", "revise o mix pelo que vendeu",
    ],
  },
  "criacao-animais": {
    channels: ["Compradores especializados, clubes e associações da raça ou espécie", "Instagram com fotos, genealogia e cuidados", "Lojas do setor e feiras especializadas"],
    operations: [
      "Manejo, alimentação e sanidade com acompanhamento veterinário",
      "Registro de reprodução, nascimentos e vendas",
      "Bem-estar animal: espaço e ambiente adequados à espécie, descanso reprodutivo e limites legais",
    ],
    pricing: "Preço por animal ou lote conforme a qualidade, a genealogia e o mercado da espécie",
    risks: [
      "Doenças que atingem o plantel: quarentena para animais novos e sanidade com orientação veterinária",
      "Venda mais lenta que a reprodução: planeje os ciclos conforme a procura",
      "Denúncia por maus-tratos: siga as regras de bem-estar animal",
    ],
    firstSteps: [
      "estude a criação e as regras da espécie", "visite criadores experientes",
      "monte a estrutura", "adquira matrizes saudáveis e registradas",
      "abra o MEI ou a empresa", "combine o acompanhamento com um veterinário",
      "divulgue para compradores especializados", "registre custos e vendas",
    ],
  },
  lavoura: {
    channels: ["Venda direta em feiras e cestas por assinatura", "Restaurantes, mercados e sacolões da região", "Compras públicas (PNAE) com a CAF"],
    operations: [
      "Planeje o plantio escalonado para ter produção toda semana",
      "Irrigação, manejo de pragas e adubação com orientação técnica",
      "Colheita, lavagem e embalagem no mesmo dia da venda",
    ],
    pricing: "Preço pela qualidade e pela venda direta; acompanhe a Ceasa como referência",
    risks: [
      "Clima e pragas: escalonamento e assistência técnica",
      "Perda pós-colheita: venda programada",
      "Preço baixo na safra: venda direta",
    ],
    firstSteps: [
      "faça a análise do solo", "procure a assistência técnica rural",
      "planeje o plantio", "faça a inscrição de produtor rural",
      "instale a irrigação", "plante o primeiro ciclo",
      "feche compradores antes da colheita", "registre custos e produção",
    ],
  },
  "criacao-rural": {
    channels: ["Venda direta a consumidores, feiras e empórios", "Compras públicas (PNAE) com a CAF", "Cooperativas e associações de produtores"],
    operations: [
      "Manejo conforme a criação, com acompanhamento técnico",
      "Registro de produção, sanidade e custos",
      "Produto de origem animal só é vendido em lojas com registro no serviço de inspeção (SIM, SIE ou SIF)",
    ],
    pricing: "Venda direta paga mais; compare com cooperativas e atacado",
    risks: [
      "Doenças e perdas no plantel ou nas colmeias: manejo sanitário e orientação técnica",
      "Produção que varia com o clima e a estação: venda programada e estoque de produtos que duram",
      "Produto de origem animal sem inspeção não pode ir para lojas e mercados: regularize antes de revender",
    ],
    firstSteps: [
      "faça um curso da criação", "visite produtores em atividade",
      "procure a assistência técnica rural", "faça a inscrição de produtor rural",
      "monte a estrutura", "comece com um lote pequeno",
      "busque compradores", "registre custos e produção",
    ],
  },
  agroindustria: {
    channels: ["Feiras, empórios e venda direta com degustação", "Restaurantes e lojas de produtos regionais", "Loja online com entrega regional"],
    operations: [
      "Antes de vender em lojas: produto de origem animal com registro no serviço de inspeção (SIM, SIE ou SIF); de origem vegetal, licença da Vigilância Sanitária",
      "Boas Práticas de Fabricação com registro de cada lote",
      "Rótulo com ingredientes, validade, conservação e número de registro",
    ],
    pricing: "Custo do lote (matéria-prima, energia, embalagem) ÷ unidades, com margem que pague o tempo de maturação ou preparo",
    risks: [
      "Venda barrada por falta de registro: regularize antes de crescer",
      "Lote contaminado: higiene, análises e rastreio",
      "Matéria-prima irregular: contrato com fornecedores ou produção própria",
    ],
    firstSteps: [
      "faça um curso do processo", "visite agroindústrias da região",
      "faça o projeto da sala de produção", "peça o registro no serviço de inspeção",
      "produza um lote piloto", "crie o rótulo",
      "venda em feiras e para conhecidos", "registre o custo de cada lote",
    ],
  },
  "servico-maquina-agricola": {
    channels: ["Produtores, cooperativas e sindicatos rurais da região", "Indicação entre produtores", "Revendas de insumos e máquinas que indicam prestadores"],
    operations: [
      "Monte a agenda da safra com antecedência e por proximidade das áreas",
      "Manutenção preventiva da máquina antes e durante a safra",
      "Contrato por escrito com área, preço, prazo e responsabilidades",
    ],
    pricing: "Preço por hora-máquina, hectare ou diária, cobrindo combustível, desgaste, operador e deslocamento",
    risks: [
      "Máquina parada na safra: manutenção preventiva e peças de reposição",
      "Chuva ou seca mudando a agenda: contratos com flexibilidade de data",
      "Produtor que paga só depois da colheita: combine prazos e sinal",
    ],
    firstSteps: [
      "levante a demanda com produtores da região", "orce máquinas novas e usadas",
      "consulte linhas de crédito rural", "abra o CNPJ com um contador",
      "faça o modelo de contrato", "monte a agenda da próxima safra",
      "atenda os primeiros clientes", "registre horas, combustível e manutenção",
    ],
  },
  "veiculo-passageiros": {
    channels: ["Pontos, aplicativos ou contratos conforme a modalidade", "Clientes fixos por WhatsApp (escolas, empresas, idosos)", INDICACAO],
    operations: [
      "Documentos, vistoria e autorização da prefeitura ou do órgão de trânsito em dia",
      "Manutenção preventiva e revisão dos itens de segurança",
      "Controle diário de quilômetros, combustível e corridas ou viagens",
    ],
    pricing: "Calcule o custo por quilômetro (combustível, manutenção, seguro, depreciação) e cobre acima dele",
    risks: [
      "Acidente: direção defensiva, seguro e veículo revisado",
      "Custo do combustível subindo: acompanhe o custo por quilômetro",
      "Assaltos e golpes: regras de segurança e pagamentos digitais",
    ],
    firstSteps: [
      "confirme as exigências da sua cidade para a modalidade", "regularize CNH com EAR e documentos",
      "faça a revisão completa do veículo", "contrate seguro",
      "abra o MEI ou a empresa", "defina horários e área de atuação",
      "comece a rodar e registre custos", "calcule o lucro por dia",
    ],
  },
  "veiculo-carga": {
    channels: ["Contratos com lojas, empresas e transportadoras", "Aplicativos de entrega ou frete", "WhatsApp e indicação de clientes"],
    operations: [
      "Documentos do veículo e licenças da sua modalidade em dia (EAR na CNH; RNTRC no frete rodoviário de cargas; licença ambiental para resíduos)",
      "Planeje rotas para reduzir quilômetros vazios",
      "Manutenção preventiva e controle de combustível",
    ],
    pricing: "Preço por entrega, quilômetro, viagem ou hora, acima do custo por quilômetro",
    risks: [
      "Acidente e avaria da carga: seguro e amarração correta",
      "Veículo parado: manutenção preventiva",
      "Cliente que atrasa pagamento: contrato e prazos",
    ],
    firstSteps: [
      "confirme as licenças exigidas", "faça a revisão do veículo",
      "calcule o custo por quilômetro", "abra o MEI ou a empresa",
      "contrate seguro", "procure os primeiros clientes fixos",
      "cadastre-se em plataformas de frete ou entrega", "registre quilômetros e receitas",
    ],
  },
  turismo: {
    channels: ["Plataformas de passeios e parcerias com hotéis e pousadas", "Instagram com fotos e vídeos dos roteiros", "Agências e grupos organizados"],
    operations: [
      "Cadastur e habilitações exigidas para a atividade",
      "Roteiros com horários, segurança e plano para chuva",
      "Seguro para os clientes quando o passeio pede",
    ],
    pricing: "Preço por pessoa ou grupo cobrindo transporte, ingressos, seguro e seu tempo",
    risks: [
      "Acidente com cliente: seguro, roteiros conhecidos e equipamentos de segurança",
      "Baixa temporada: roteiros para moradores e escolas e parcerias com empresas",
      "Cancelamentos de última hora: política de cancelamento clara na reserva",
    ],
    firstSteps: [
      "confirme a habilitação exigida e faça o Cadastur", "monte dois ou três roteiros",
      "calcule o custo por pessoa", "abra o CNPJ",
      "faça passeios de teste com conhecidos", "feche parcerias com hospedagens",
      "divulgue com fotos e vídeos dos roteiros", "peça avaliações nas plataformas",
    ],
  },
  hospedagem: {
    channels: ["Plataformas de reserva (Booking, Airbnb) e reserva direta pelo site ou WhatsApp", GOOGLE, "Parcerias com agências e eventos da região"],
    operations: [
      "Limpeza, enxoval e manutenção com rotina e checklist",
      "Cadastur, alvará, bombeiros e regras da prefeitura",
      "Gestão de reservas, check-in e avaliações",
    ],
    pricing: "Diária por temporada; acompanhe ocupação e diária média",
    risks: [
      "Baixa ocupação fora da temporada: pacotes e eventos",
      "Avaliações ruins: limpeza e atendimento",
      "Custo fixo alto: capital de giro",
    ],
    firstSteps: [
      "estude a demanda e a temporada", "faça o plano de negócio com um contador",
      "adapte o imóvel", "peça licenças e Cadastur",
      "cadastre nas plataformas", "defina a tabela de diárias",
      "receba os primeiros hóspedes", "acompanhe ocupação e avaliações",
    ],
  },
  "locacao-equipamentos": {
    channels: ["Instagram e WhatsApp com catálogo e agenda", "Parcerias com cerimonialistas, espaços e construtoras", GOOGLE],
    operations: [
      "Contrato de locação com vistoria de entrega e devolução",
      "Limpeza e manutenção entre locações",
      "Logística de entrega e retirada",
    ],
    pricing: "Preço por período cobrindo desgaste, transporte e limpeza",
    risks: [
      "Equipamento devolvido danificado ou não devolvido: caução, contrato e vistoria com fotos",
      "Equipamento parado fora das épocas fortes: pacotes e preços para dias de semana",
      "Acidente no uso: instruções por escrito, montagem correta e seguro",
    ],
    firstSteps: [
      "escolha os equipamentos mais procurados", "compre novos ou usados revisados",
      "monte o contrato de locação com vistoria", "abra o CNPJ",
      "defina preços por período e caução", "divulgue com fotos dos equipamentos montados",
      "faça as primeiras locações", "registre uso e manutenção de cada equipamento",
    ],
  },
  "artista-eventos": {
    channels: ["Instagram com vídeos dos eventos", "Parcerias com cerimonialistas, buffets e espaços de festa", INDICACAO],
    operations: [
      "Contrato com data, duração, local e o que está incluído",
      "Ensaie e confira o equipamento antes de cada evento",
      "Chegue antes para montar e testar",
    ],
    pricing: "Preço por evento ou hora, com deslocamento",
    risks: [
      "Cancelamento em cima da hora: sinal não reembolsável no contrato",
      "Equipamento que falha no evento: cabos, baterias e um equipamento reserva",
      "Agenda concentrada nos fins de semana: ofereça eventos corporativos e datas de semana",
    ],
    firstSteps: [
      "monte o repertório ou o roteiro do serviço", "grave um vídeo curto de apresentação",
      "defina pacotes por duração", "abra o MEI",
      "crie o modelo de contrato com sinal", "converse com três cerimonialistas ou buffets",
      "faça os primeiros eventos", "peça depoimentos e vídeos aos clientes",
    ],
  },
  "espaco-eventos": {
    channels: ["Visitas agendadas ao espaço", GOOGLE, "Parcerias com cerimonialistas e fornecedores"],
    operations: [
      "Contrato com data, horário, capacidade e regras do espaço",
      "Alvará, bombeiros e licença sanitária quando há comida",
      "Equipe e checklist para cada evento",
    ],
    pricing: "Pacotes por evento; sábado mais caro",
    risks: [
      "Datas vazias durante a semana: pacotes para empresas e eventos menores",
      "Acidente com convidados: regras de uso, brinquedos e instalações revisados e seguro",
      "Custo fixo alto nos meses fracos: capital de giro e reservas antecipadas com sinal",
    ],
    firstSteps: [
      "pesquise a concorrência e os preços", "faça o plano de negócio com um contador",
      "adapte o espaço com segurança", "peça alvará, bombeiros e licença sanitária",
      "monte os pacotes por número de convidados", "abra visitas ao espaço",
      "feche as primeiras datas com sinal", "colha avaliações depois de cada evento",
    ],
  },
  "oficina-automotiva": {
    channels: [GOOGLE, "Indicação de clientes e de frotistas", "Parcerias com seguradoras, lojas de peças e aplicativos de manutenção"],
    operations: [
      "Ordem de serviço com diagnóstico, orçamento aprovado e garantia",
      "Descarte de óleo e peças conforme as regras ambientais",
      "Ferramentas e equipamentos calibrados",
    ],
    pricing: "Mão de obra por tabela de tempo + peças com margem",
    risks: [
      "Retrabalho e cliente insatisfeito: diagnóstico cuidadoso e peças de qualidade",
      "Multa ambiental por descarte de óleo e resíduos: contrato com coletor licenciado",
      "Carro entregue sem pagamento: pagamento na retirada e orçamento assinado",
    ],
    firstSteps: [
      "escolha o ponto com espaço para os carros", "peça alvará e licença ambiental",
      "compre os equipamentos principais", "cadastre fornecedores de peças",
      "abra o CNPJ", "crie a ordem de serviço com garantia",
      "divulgue no bairro e no Google", "registre tempo e margem de cada serviço",
    ],
  },
  "servico-automotivo-movel": {
    channels: ["Atendimento em casa, no trabalho ou em condomínios, agendado pelo WhatsApp", "Instagram com antes e depois", "Parcerias com estacionamentos e empresas com frota"],
    operations: [
      "Agende por região para reduzir deslocamentos",
      "Leve água, energia e produtos necessários ou confirme no local",
      "Fotos antes e depois de cada serviço",
    ],
    pricing: "Preço por serviço com taxa de deslocamento fora da área",
    risks: [
      "Dano ao veículo do cliente: fotos antes do serviço e técnica adequada",
      "Sujeira ou resíduos deixados no local do cliente: recolha tudo e descarte corretamente",
      "Dias de chuva: agenda flexível e atendimento em garagens cobertas",
    ],
    firstSteps: [
      "monte o kit de trabalho", "defina serviços e preços",
      "abra o MEI ou a empresa", "faça serviços para conhecidos",
      "grave o antes e depois", "divulgue em condomínios e empresas",
      "organize a agenda por região", "peça avaliações",
    ],
  },
  consultoria: {
    channels: ["LinkedIn e indicação de clientes", "Conteúdo útil para o público", "Parcerias com profissionais complementares"],
    operations: [
      "Proposta com escopo, prazo e entregáveis",
      "Relatório ou plano entregue por escrito",
      "Nota fiscal e contrato",
    ],
    pricing: "Valor da hora × horas estimadas ou pacote por resultado",
    risks: [
      "Trabalho que cresce sem pagar mais: proposta escrita com escopo",
      "Renda irregular: contratos mensais ou pacotes",
      "Cliente que não paga: sinal e contrato",
    ],
    firstSteps: [
      "defina o serviço e o público", "calcule o valor da sua hora",
      "monte o modelo de proposta", "abra o CNPJ",
      "avise sua rede de contatos", "faça o primeiro trabalho",
      "colha um depoimento", "publique conteúdo útil toda semana",
    ],
  },
  "industria-servico": {
    channels: ["Venda direta a empresas, prefeituras e produtores", "Parcerias regionais", GOOGLE],
    operations: [
      "Licença ambiental e responsável técnico antes de operar",
      "Manutenção preventiva dos equipamentos pesados, com registro",
      "Segurança do trabalho conforme as normas regulamentadoras (NRs) e EPIs para a equipe",
    ],
    pricing: "Preço por unidade ou serviço cobrindo custos e depreciação",
    risks: [
      "Licença que demora meses: comece o processo antes de comprar equipamentos",
      "Equipamento caro parado por defeito: manutenção preventiva e peças de reposição",
      "Acidente de trabalho: treinamento, EPIs e seguro",
    ],
    firstSteps: [
      "estude a demanda da região", "faça o plano de negócio com um contador",
      "consulte o órgão ambiental", "orce equipamentos novos e usados",
      "abra a ME", "contrate o responsável técnico",
      "feche os primeiros clientes", "acompanhe custos e manutenção",
    ],
  },
};
