/** "Público e mercado" of each archetype: who buys, when, and what the competition looks like. */
export const ARCHETYPE_AUDIENCE: Record<string, string> = {
  "cozinha-doces":
    "Quem compra são vizinhos, colegas de trabalho, mães que organizam festas e quem quer presentear. A procura sobe em aniversários, Páscoa, Dia das Mães e fim de ano, e a concorrência é grande: ganha quem tem sabor constante, foto bonita e entrega no prazo.",
  "cozinha-refeicoes":
    "Trabalhadores sem tempo de cozinhar, estudantes, idosos e famílias compram refeições de segunda a sexta. A venda é diária e de bairro, concorre com restaurantes por quilo e aplicativos, e se sustenta com preço justo, pontualidade e comida com cara de casa.",
  "fabrica-alimentos":
    "Vende para consumidores que querem praticidade e para empórios, mercados e cafés que revendem. A concorrência inclui marcas industriais, por isso o diferencial é ser artesanal, local e bem rotulado, com venda direta semanal.",
  "bebida-artesanal":
    "Consumidores que buscam bebidas diferentes, bares e restaurantes que valorizam produto local e turistas. O mercado cresce, mas é regulado (registro no MAPA) e concorre com marcas grandes no preço.",
  "comida-de-rua":
    "Quem passa pelo ponto na hora da fome: trabalhadores, estudantes, público de eventos e da saída da escola. O movimento depende do ponto e do horário, e o cliente volta pelo sabor e pela rapidez.",
  "food-truck":
    "Público de eventos, feiras gastronômicas, festas e pontos de grande circulação à noite e nos fins de semana. A venda depende da agenda de eventos e do clima, e o cardápio-assinatura é o que diferencia um truck do outro.",
  "cozinha-delivery":
    "Pedidos de quem está em casa ou no trabalho, principalmente à noite e nos fins de semana, pelos aplicativos e pelo WhatsApp. A concorrência nos aplicativos é enorme e as comissões pesam, por isso a recompra direta é o que sustenta a margem.",
  "restaurante-loja":
    "Clientes da vizinhança e de quem trabalha ou passa pelo ponto. O movimento depende do local e do horário, os custos fixos (aluguel e equipe) são altos, e a recorrência vem de qualidade constante e atendimento.",
  "alimentacao-empresas":
    "Empresas, obras, escolas e eventos corporativos que precisam de refeições ou lanches com regularidade. A venda é por contrato, com ciclos de negociação e exigências sanitárias e nutricionais.",
  "chef-em-domicilio":
    "Famílias e grupos que querem um jantar, churrasco ou festa em casa sem trabalho, e empresas para confraternizações. A procura se concentra em fins de semana e no fim de ano, e a indicação é o principal canal.",
  "beleza-domicilio":
    "Clientes que valorizam praticidade: mães com filhos pequenos, idosas, noivas e quem trabalha o dia todo. O serviço é recorrente (a cada poucas semanas) e concorre com salões do bairro, ganhando no conforto e na confiança.",
  "estudio-beleza":
    "Clientes que voltam sempre ao mesmo profissional e escolhem pelo portfólio, pelas avaliações e pela segurança do atendimento. A procura sobe antes de festas e do verão, e a especialização numa técnica diferencia o estúdio.",
  "salao-clinica":
    "Público do bairro e da região que quer vários serviços num só lugar, com estrutura e equipe. É um negócio de recorrência, com custos fixos altos e muita concorrência, em que a retenção de clientes e de profissionais decide o resultado.",
  "cosmeticos-artesanais":
    "Consumidores que buscam produtos naturais, veganos ou presenteáveis, e lojas de presentes e empórios. O mercado valoriza a composição e a marca, mas é regulado pela Anvisa.",
  "servico-domestico":
    "Famílias que trabalham fora, idosos e quem precisa de ajuda em dias específicos. A procura é constante e local, e a confiança, construída por indicação, vale mais que o preço.",
  "limpeza-equipamento":
    "Casas, condomínios, empresas e imobiliárias que precisam de uma limpeza que exige equipamento e técnica. A procura sobe antes das festas de fim de ano e em mudanças, e os contratos com empresas dão regularidade.",
  "jardim-piscina":
    "Casas com jardim ou piscina, condomínios e empresas. A procura é maior na primavera e no verão e se mantém com planos mensais de manutenção.",
  lavanderia:
    "Quem mora sozinho, famílias sem tempo, estudantes, pousadas e academias. A demanda é recorrente, e o diferencial é prazo, cuidado com as peças e conveniência (coleta e entrega).",
  "balcao-reparo":
    "Moradores e trabalhadores da região que preferem consertar a comprar novo. A procura é constante, o cliente escolhe pela proximidade, pelo prazo e pelas avaliações, e a garantia do serviço gera confiança.",
  "oficio-obra":
    "Donos de casa, condomínios, imobiliárias e pequenos comércios que precisam de manutenção ou reforma. A demanda é constante, e quem é pontual, limpo e dá orçamento claro vive de indicação.",
  "oficina-fabricacao":
    "Clientes que querem uma peça sob medida e lojas, arquitetos ou construtoras que encomendam. A venda é por projeto, com prazo e sinal, e concorre com produtos prontos pelo ajuste exato e pela qualidade.",
  "freelancer-digital":
    "Pequenas empresas, profissionais liberais e agências que precisam do serviço sem contratar alguém fixo. A concorrência inclui profissionais do país inteiro trabalhando a distância, então o nicho e o portfólio fazem a diferença.",
  "empresa-tecnologia":
    "Empresas que pagam todo mês por um serviço ou sistema que resolve um problema concreto. O ciclo de venda é longo e os primeiros meses consomem caixa, mas a receita recorrente dá previsibilidade.",
  "criador-conteudo":
    "Um público que acompanha o tema e marcas que querem falar com ele. A renda vem de publicidade, parcerias e produtos próprios e costuma demorar meses para aparecer.",
  "foto-video":
    "Famílias, noivos, empresas e lojas que precisam de imagens profissionais. A procura é sazonal (formaturas, casamentos, datas comerciais) e o portfólio é o principal argumento de venda.",
  "aulas-particulares":
    "Pessoas de todas as idades que querem aprender com atenção individual ou em turmas pequenas, e pais que procuram apoio para os filhos. A procura tem picos no começo do ano e perto de provas, cai nas férias, e a indicação de quem teve resultado é o melhor canal.",
  "escola-espaco":
    "Famílias e adultos da região que procuram uma atividade regular com estrutura. É negócio de mensalidade, com pico de matrículas no começo do ano e do semestre e custos fixos altos.",
  "instrutor-empresas":
    "Empresas e equipes que precisam desenvolver uma habilidade. A venda é consultiva, com ciclo de semanas, e o resultado visível para o gestor traz novos contratos.",
  costura:
    "Clientes do bairro, lojas de roupas e quem precisa de ajustes ou peças sob medida. A procura é constante, com picos em festas e formaturas, e o cliente escolhe pelo capricho e pelo prazo.",
  personalizacao:
    "Empresas, escolas, eventos e pessoas que querem produtos com nome, logo ou arte. A procura sobe em datas comemorativas e no começo do ano, e os pedidos em quantidade dão volume.",
  artesanato:
    "Quem procura presente, decoração ou peça única, e lojas que vendem artesanato. A venda se concentra em datas comemorativas, e o estilo próprio protege da concorrência de produtos industriais.",
  "loja-varejo":
    "Moradores e quem circula pelo ponto. O movimento depende do local, da variedade e do preço, e a concorrência com grandes redes e com a internet exige atendimento e mix bem escolhido.",
  "loja-perecivel":
    "Moradores do bairro que compram com frequência e perto de casa. A margem é apertada e a perda de perecíveis pesa, por isso compras frequentes e bom giro são essenciais.",
  "loja-online":
    "Compradores de todo o país que pesquisam preço e avaliações nos marketplaces e nas redes. A concorrência de preço é grande e as comissões e o frete pesam, então o nicho e a reputação fazem a diferença.",
  "banca-feira":
    "Frequentadores de feiras livres e feirões, que compram no impulso e por preço. A venda depende do calendário das feiras e do clima.",
  distribuicao:
    "Empresas que compram com recorrência: salões, condomínios, lojas e obras. A margem é menor que no varejo e o prazo de pagamento exige capital de giro.",
  "pratica-regulada":
    "Pessoas e empresas que procuram um profissional habilitado e confiável. A procura cresce, mas a atividade tem regras do conselho profissional (inclusive para publicidade), e a indicação é o principal canal.",
  "atividade-fisica":
    "Quem quer saúde, condicionamento ou bem-estar com acompanhamento. A procura sobe no começo do ano e antes do verão, e a permanência dos alunos depende de resultado e vínculo.",
  "hospedagem-cuidado":
    "Famílias e tutores que precisam de um lugar seguro para quem amam. A confiança é tudo: visitas, avaliações e indicação decidem a escolha.",
  "banho-tosa":
    "Tutores de cães e gatos que querem o animal limpo e tosado a cada duas a quatro semanas. A procura sobe no verão e antes das festas, e a confiança (nenhum machucado, animal tranquilo) faz o tutor voltar e indicar.",
  "locacao-espaco":
    "Pessoas em mudança ou reforma, pequenos comércios e e-commerces que precisam guardar móveis, estoque ou documentos por alguns meses. A ocupação cresce devagar e o contrato mensal dá receita previsível depois que os boxes enchem.",
  "servico-pet":
    "Tutores que trabalham fora, viajam ou têm cães com muita energia. A procura cresce com o número de pets nas cidades, sobe nas férias e feriados, e a confiança do tutor vem de indicação e de fotos a cada visita.",
  "produto-pet":
    "Tutores que gastam com qualidade para seus animais e pet shops que revendem. O mercado pet cresce, mas concorre com grandes marcas.",
  "criacao-animais":
    "Compradores especializados, aquaristas ou famílias que procuram um animal com procedência. A venda depende de reputação e de cuidados comprovados.",
  lavoura:
    "Consumidores que valorizam alimento fresco e local, restaurantes, mercados e compras públicas (PNAE). A produção depende do clima e da estação, e a venda direta paga melhor que a Ceasa.",
  "criacao-rural":
    "Consumidores, empórios e restaurantes que procuram produto do campo com procedência, além de cooperativas e compras públicas. A produção tem sazonalidade e exige sanidade e, para revender em lojas, inspeção.",
  agroindustria:
    "Consumidores de produtos regionais, empórios, restaurantes e turistas. O produto artesanal tem valor, mas só chega às lojas com registro sanitário e rótulo corretos.",
  "servico-maquina-agricola":
    "Produtores rurais que não têm a máquina ou precisam de mais capacidade na safra. A demanda se concentra nas janelas de plantio e colheita.",
  "veiculo-passageiros":
    "Passageiros da cidade: trabalhadores, estudantes, idosos e turistas. A demanda varia por horário e dia, e o custo por quilômetro decide o lucro.",
  "veiculo-carga":
    "Quem precisa levar, trazer, rebocar ou recolher algo: lojas, empresas, obras, condomínios, motoristas e famílias. A demanda é constante, e o custo por quilômetro, a rota e a pontualidade decidem o lucro e a recompra.",
  turismo:
    "Turistas e grupos que querem conhecer a região com segurança e boas histórias. A procura é sazonal (férias e feriados), e as avaliações online pesam muito.",
  hospedagem:
    "Turistas, trabalhadores em viagem e participantes de eventos. A ocupação varia com a temporada, e as plataformas de reserva e as avaliações trazem a maior parte dos hóspedes.",
  "locacao-equipamentos":
    "Pessoas, empresas e organizadores de eventos ou obras que precisam de um equipamento por pouco tempo. A procura tem picos em datas comemorativas e fins de semana.",
  "artista-eventos":
    "Famílias, empresas e cerimonialistas que organizam festas e eventos. A agenda se concentra em sextas, sábados e no fim de ano, e os vídeos de eventos anteriores vendem o serviço.",
  "espaco-eventos":
    "Famílias e empresas que procuram lugar e estrutura para festas. Os fins de semana lotam antes dos dias úteis, e a visita ao espaço decide a contratação.",
  "oficina-automotiva":
    "Motoristas da região, frotas e motoristas de aplicativo. A confiança no diagnóstico e no preço traz clientes de volta, e a concorrência inclui concessionárias e redes.",
  "servico-automotivo-movel":
    "Motoristas sem tempo que preferem atendimento onde o carro está, em casa ou no trabalho. A procura é maior nos fins de semana e antes de viagens.",
  consultoria:
    "Pessoas e empresas que precisam de conhecimento especializado sem contratar alguém fixo. A venda é por confiança e indicação, com ciclos de decisão mais longos.",
  "industria-servico":
    "Empresas, produtores e prefeituras da região que compram em volume ou contratam o serviço. É negócio de capital alto, com licenças e responsável técnico.",
};
