/** "Público e mercado" of each archetype: who buys, when, and what the competition looks like. */
export const ARCHETYPE_AUDIENCE: Record<string, string> = {
  "cozinha-doces":
    "Quem compra são vizinhos, colegas de trabalho, famílias e quem quer presentear. A procura sobe nas datas comemorativas e no fim de ano, e a concorrência é grande: ganha quem tem sabor constante, foto bonita e entrega no prazo.",
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
    "Empresas, obras, escolas e eventos corporativos que precisam de refeições ou lanches com regularidade, e as pessoas que comem ali. A entrada depende de um acordo com quem contrata ou cede o espaço, negociado com antecedência e com exigências sanitárias e nutricionais.",
  "chef-em-domicilio":
    "Famílias e grupos que querem um jantar, churrasco ou festa em casa sem trabalho, e empresas para confraternizações. A procura se concentra em fins de semana e no fim de ano, e a indicação é o principal canal.",
  "beleza-domicilio":
    "Clientes que valorizam praticidade: quem tem filhos pequenos, idosos e quem trabalha o dia todo. Concorre com salões e barbearias do bairro e ganha no conforto e na confiança, e quem sai satisfeito volta e indica.",
  "estudio-beleza":
    "Clientes que voltam sempre ao mesmo profissional e escolhem pelo portfólio, pelas avaliações e pela segurança do atendimento. A procura sobe antes de festas e do verão, e a especialização numa técnica diferencia o estúdio.",
  "salao-clinica":
    "Público do bairro e da região que quer vários serviços num só lugar, com estrutura e equipe. É um negócio de recorrência, com custos fixos altos e muita concorrência, em que a retenção de clientes e de profissionais decide o resultado.",
  "cosmeticos-artesanais":
    "Consumidores que buscam produtos naturais, veganos ou presenteáveis, e lojas de presentes e empórios. O mercado valoriza a composição e a marca, mas é regulado pela Anvisa.",
  "servico-domestico":
    "Famílias que trabalham fora, idosos e quem precisa de ajuda em dias específicos. A procura é constante e local, e a confiança, construída por indicação, vale mais que o preço.",
  "limpeza-equipamento":
    "Casas, condomínios, empresas e imobiliárias que precisam de um serviço que exige equipamento e técnica. A procura sobe em mudanças e reformas, e os contratos com empresas e condomínios dão regularidade.",
  "jardim-piscina":
    "Casas com jardim ou piscina, condomínios e empresas. A procura é maior na primavera e no verão e se mantém com planos mensais de manutenção.",
  lavanderia:
    "Quem mora sozinho, famílias sem tempo, estudantes e pequenos comércios. A demanda é recorrente, e o diferencial é prazo, cuidado com as peças e conveniência.",
  "balcao-reparo":
    "Moradores e trabalhadores da região que preferem consertar, ajustar ou cuidar do que já têm a comprar novo. A procura é constante, o cliente escolhe pela proximidade, pelo prazo e pelas avaliações, e a garantia do serviço gera confiança.",
  "oficio-obra":
    "Donos de casa, condomínios, imobiliárias e pequenos comércios que precisam de manutenção ou reforma. A demanda é constante, e quem é pontual, limpo e dá orçamento claro vive de indicação.",
  "oficina-fabricacao":
    "Clientes que querem uma peça feita sob medida, à mão ou reformada, e lojas e profissionais que encomendam para os seus clientes. A venda é por encomenda, com prazo e sinal, e o cliente escolhe pelo acabamento, pelo prazo cumprido e pela confiança no seu trabalho.",
  "freelancer-digital":
    "Pequenas empresas, profissionais liberais e agências que precisam do serviço sem contratar alguém fixo. A concorrência inclui profissionais do país inteiro trabalhando a distância, então o nicho e o portfólio fazem a diferença.",
  "empresa-tecnologia":
    "Clientes que pagam todo mês por um serviço ou sistema que resolve um problema concreto. Cada cliente custa esforço para conquistar e os primeiros meses consomem caixa, mas a receita recorrente dá previsibilidade quando os cancelamentos ficam baixos.",
  "criador-conteudo":
    "Um público que acompanha o tema e marcas que querem falar com ele. A renda vem de publicidade, parcerias e produtos próprios e costuma demorar meses para aparecer.",
  "foto-video":
    "Famílias, empresas e lojas que precisam de imagens profissionais, de eventos a produtos. A procura varia com as datas do seu nicho, e o portfólio é o principal argumento de venda.",
  "aulas-particulares":
    "Pessoas de todas as idades que querem aprender com atenção individual ou em turmas pequenas, e pais que procuram apoio para os filhos. A procura tem pico no começo do ano, cai nas férias, e a indicação de quem teve resultado é o melhor canal.",
  "escola-espaco":
    "Famílias e adultos da região que procuram, com regularidade, um lugar com estrutura e profissionais preparados para aprender, treinar ou cuidar das crianças. É negócio de mensalidade ou pacote, com pico de matrículas no começo do ano e custos fixos altos.",
  "instrutor-empresas":
    "Empresas e equipes que precisam desenvolver uma habilidade. A venda é consultiva, com ciclo de semanas, e o resultado visível para o gestor traz novos contratos.",
  costura:
    "Pessoas do bairro, lojas e marcas que compram ou encomendam peças de tecido feitas com capricho. O cliente escolhe pelo acabamento e pelo prazo, e as datas fortes variam com o tipo de peça.",
  personalizacao:
    "Empresas, escolas, eventos e pessoas que querem produtos com nome, logo ou arte. A procura sobe em datas comemorativas e no começo do ano, e os pedidos em quantidade dão volume.",
  artesanato:
    "Quem procura presente, decoração ou peça única, e lojas que vendem artesanato. A venda se concentra em datas comemorativas, e o estilo próprio protege da concorrência de produtos industriais.",
  "loja-varejo":
    "Moradores e quem circula pelo ponto. O movimento depende do local, da variedade e do preço, e a concorrência com grandes redes e com a internet exige atendimento e mix bem escolhido.",
  "loja-perecivel":
    "Moradores do bairro que compram com frequência e perto de casa. A margem é apertada, por isso compras frequentes, bom giro e clientes fiéis são essenciais.",
  "loja-online":
    "Compradores que pesquisam preço e avaliações nas redes e nos marketplaces, do seu círculo de conhecidos ao país inteiro. A concorrência de preço é grande e as comissões e o frete pesam, então o nicho e a reputação fazem a diferença.",
  "banca-feira":
    "Frequentadores de feiras livres e feirões, que compram no impulso e por preço. A venda depende do calendário das feiras e do clima.",
  distribuicao:
    "Quem compra com recorrência para trabalhar ou manter um imóvel: empresas, profissionais e obras da região. A margem é menor que no varejo e o prazo de pagamento exige capital de giro.",
  "pratica-regulada":
    "Pessoas e empresas que procuram um profissional habilitado e confiável. A procura cresce, mas a atividade tem regras do conselho profissional (inclusive para publicidade), e a indicação é o principal canal.",
  "atividade-fisica":
    "Quem quer saúde, condicionamento ou bem-estar com acompanhamento. A procura costuma subir no começo do ano, quando muita gente retoma os cuidados com a saúde, e a permanência dos clientes depende de resultado e vínculo.",
  "hospedagem-cuidado":
    "Quem precisa deixar sob cuidado, por dias ou por meses, alguém que ama, num lugar seguro. A confiança é tudo: visitas, avaliações e indicação decidem a escolha.",
  "banho-tosa":
    "Tutores de cães e gatos que querem o animal limpo e tosado a cada duas a quatro semanas. A procura sobe no verão e antes das festas, e a confiança (nenhum machucado, animal tranquilo) faz o tutor voltar e indicar.",
  "locacao-espaco":
    "Pessoas em mudança ou reforma, pequenos comércios e e-commerces que precisam guardar móveis, estoque ou documentos por alguns meses. A ocupação cresce devagar e o contrato mensal dá receita previsível depois que os boxes enchem.",
  "servico-pet":
    "Tutores que trabalham fora, viajam ou têm cães com muita energia. A procura cresce com o número de pets nas cidades, sobe nas férias e feriados, e a confiança do tutor vem de indicação e de fotos a cada visita.",
  "produto-pet":
    "Tutores que gastam com qualidade para seus animais e pet shops que revendem. O mercado pet cresce, mas concorre com grandes marcas.",
  "criacao-animais":
    "Compradores especializados e famílias que procuram um animal com procedência. A venda depende de reputação e de cuidados comprovados.",
  lavoura:
    "Consumidores, comércios da região e compras públicas que valorizam produção local e de qualidade. A produção depende do clima e da estação, e a venda direta paga melhor que o atacado.",
  "criacao-rural":
    "Consumidores, empórios e restaurantes que procuram produto do campo com procedência, além de cooperativas e compras públicas. A produção tem sazonalidade e exige sanidade e, para revender em lojas, inspeção.",
  agroindustria:
    "Consumidores de produtos regionais, empórios, restaurantes e turistas. O produto artesanal tem valor, mas só chega às lojas com registro sanitário e rótulo corretos.",
  "servico-maquina-agricola":
    "Produtores rurais que precisam de mais braços ou de uma máquina que não têm, principalmente na safra. A demanda se concentra nas janelas de plantio e colheita.",
  "veiculo-passageiros":
    "Passageiros da cidade: trabalhadores, estudantes, idosos e turistas. A demanda varia por horário e dia, e o custo por quilômetro decide o lucro.",
  "veiculo-carga":
    "Quem precisa levar, trazer, rebocar ou recolher algo: lojas, empresas, obras, condomínios, motoristas e famílias. A demanda é constante, e o custo de cada entrega ou viagem, a rota e a pontualidade decidem o lucro e a recompra.",
  turismo:
    "Turistas e grupos que querem viajar e conhecer lugares com segurança e boas histórias. A procura é sazonal (férias e feriados), e as avaliações online pesam muito.",
  hospedagem:
    "Turistas, trabalhadores em viagem e participantes de eventos. A ocupação varia com a temporada, e as plataformas de reserva e as avaliações trazem a maior parte dos hóspedes.",
  "locacao-equipamentos":
    "Pessoas e empresas que precisam de um equipamento por um período e não querem comprá-lo. O cliente escolhe pela disponibilidade na data, pelo estado do equipamento e pela pontualidade na entrega, na retirada ou na devolução.",
  "artista-eventos":
    "Famílias, noivos, empresas e escolas que organizam festas e eventos. A agenda se concentra em sextas, sábados e no fim de ano, e as fotos e vídeos de eventos anteriores vendem o serviço.",
  "espaco-eventos":
    "Famílias e empresas que procuram lugar, comida e estrutura para festas. Os fins de semana lotam antes dos dias úteis, e a visita ao espaço ou a degustação decide a contratação.",
  "oficina-automotiva":
    "Motoristas e motociclistas da região, frotas e quem trabalha com o veículo. A confiança no diagnóstico e no preço traz clientes de volta, e a concorrência inclui concessionárias e redes.",
  "servico-automotivo-movel":
    "Motoristas sem tempo que preferem atendimento onde o carro está, em casa ou no trabalho. A procura é maior antes de viagens e de vender o carro.",
  consultoria:
    "Pessoas e empresas que precisam de um serviço especializado e preferem pagar por atendimento a contratar alguém fixo. A escolha é por confiança e indicação, e quem explica com clareza o que faz e quanto cobra fecha mais.",
  "industria-servico":
    "Clientes da região que compram com frequência ou contratam um serviço que exige equipamento caro. É negócio de capital alto e com licenças que levam tempo para sair.",
};
