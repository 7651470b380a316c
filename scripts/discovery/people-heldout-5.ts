/** Fifth held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_5: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "tenho um gol g5 2012 quitado, documento tudo em dia. perdi o emprego mes passado e to liso, nem um real",
    budget: 0,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "meu argo ainda ta financiado, faltam 22 parcela e preciso de um extra pra pagar. de dia cuido da minha mae acamada entao so consigo sair depois das 18h. to sem um tostão",
    budget: 0,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "tenho uma spin 7 lugar quitada. fui vendedor de loja de tinta 9 anos em campinas e conheço os dono de tudo q é loja de material de construção da regiao. to zerado",
    budget: 0,
    relevant: ["representante-comercial", "motorista-de-aplicativo"],
  },
  {
    text: "sou manicure, tenho minha estufa de esterilizar, alicate, cortador, espatula e uns 80 vidro de esmalte. quero atender nos condominio aqui perto. tenho R$ 120",
    budget: 120,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "faço pé e mão ha 10 ano aqui em recife, tenho estufa, kit completo e tb faço spa dos pe com parafina. 180 conto",
    budget: 180,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "sou manicure e faço sobrancelha de henna tbm, tenho estufa e maleta organizadinha. tenho um bebe de 1 ano entao queria atender em casa mesmo ou bem perto. tenho 150",
    budget: 150,
    relevant: ["manicure-e-pedicure-em-domicilio", "design-de-sobrancelhas"],
  },
  {
    text: "faço lasanha, nhoque e rondelli em casa e todo domingo vendo feijoada na laje pro pessoal da quebrada, acaba rapidinho. zona sul de sp. uns 450 reais",
    budget: 450,
    relevant: ["massas-frescas", "marmitas-caseiras"],
  },
  {
    text: "sou mineira de patos de minas, faço pão de queijo, biscoito de polvilho e broa de fubá da receita da minha vó. tenho forno e um freezer pequeno. tenho 600 reais",
    budget: 600,
    relevant: ["pao-de-queijo-congelado", "cookies-e-biscoitos-artesanais"],
  },
  {
    text: "tenho 19 anos e so tenho um notebook meio lento e internet. manjo de canva e capcut, faço os post e os reels da loja de roupa da minha tia de graça. moro longe do centro, no extremo leste, 2h de busao. sem grana",
    budget: 0,
    relevant: ["gestao-de-redes-sociais", "design-grafico", "edicao-de-videos"],
  },
  {
    text: "faço engenharia na ufmg, sempre fui mto bom em matematica e fisica, a galera do cursinho vive me pedindo ajuda. tenho um pc e nada de dinheiro",
    budget: 0,
    relevant: ["aulas-preparatorias-para-enem", "reforco-escolar"],
  },
  {
    text: "tenho uma biz 125 2020 e moro num bairro sem nenhum deposito de gas perto, todo mundo reclama q demora. tenho uns 3 mil",
    budget: 3000,
    relevant: ["revenda-de-gas-e-agua", "motoboy-entregas"],
  },
  {
    text: "strada cabine simples quitada, moro em aparecida de goiania perto de um monte de loja de movel e de material. tenho 1k",
    budget: 1000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "ganhei uma singer domestica e comprei uma overloque usada, sei fazer bolsa, necessaire e estojo escolar. 250 conto",
    budget: 250,
    relevant: ["bolsas-e-mochilas", "ajustes-e-consertos-de-roupas"],
  },
  {
    text: "tenho furadeira de impacto bosch, parafusadeira, nivel, trena e escada. monto guarda-roupa e instalo suporte de tv e cortina pros vizinho. uns 400",
    budget: 400,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "tenho uma roçadeira stihl fs 220, cortador de grama a gasolina e motosserra. limpo terreno e quintal aqui no interior de sp. mil e quinhentos",
    budget: 1500,
    relevant: ["jardinagem"],
  },
  {
    text: "pedalo desde moleque e arrumo as bike da rua toda: troco cambio, centralizo roda, regulo freio. tenho as ferramenta basica e uma speed. 700 reais",
    budget: 700,
    relevant: ["oficina-de-bicicletas", "entregas-de-bicicleta"],
  },
  {
    text: "sou aposentada, costurei 30 anos em fabrica de roupa. tenho 2 maquina industrial em casa e um quartinho vazio nos fundos. tenho uns 5 mil",
    budget: 5000,
    relevant: ["aulas-de-costura", "ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "aposentado, fui marceneiro a vida toda. tenho serra circular de bancada, lixadeira e tupia manual num barracão no quintal. faço tábua de churrasco e bandeja pros netos e todo mundo quer uma. R$ 3.000",
    budget: 3000,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
  {
    text: "contador aposentado, 35 anos de escritorio em londrina. entendo de imposto, fluxo de caixa, dre, folha de pagamento. tenho notebook e uns 10 mil. nao quero mais abrir escritorio com funcionario",
    budget: 10000,
    relevant: ["cursos-online-de-negocios", "assistente-virtual"],
  },
  {
    text: "professora aposentada do estado, 28 anos dando aula de portugues pro fundamental. tenho uma varanda grande e meu bairro é cheio de criança. nao dirijo. 800 reais",
    budget: 800,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "aposentada, fui merendeira e cozinheira de festa a vida toda, faço salgado, bolo e comida pra 200 pessoa sem problema. tenho casa com quintal grande e 15 mil guardado",
    budget: 15000,
    relevant: ["salgados-para-festas", "buffet-para-eventos", "aulas-de-culinaria"],
  },
  {
    text: "aposentado, sempre mexi com planta, faço muda de ipê, pitanga, jabuticaba e roseira. tenho um terreno de 1000 metro em atibaia com agua de poço. uns 7 mil",
    budget: 7000,
    relevant: ["viveiro-de-mudas", "jardinagem"],
  },
  {
    text: "moro num sitio no sul de minas, tenho 6 vaca de leite e faço queijo minas frescal e meia cura pra vizinhança. tenho 4 mil",
    budget: 4000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "meu pai mexia com abelha e eu aprendi com ele, tenho 12 caixa de abelha europa aqui no sitio perto de santa cruz do sul. 1.500 reais",
    budget: 1500,
    relevant: ["apicultura"],
  },
  {
    text: "aqui na roça tem goiaba, jabuticaba e laranja q cai no chao e estraga. faço goiabada cascão e geleia de jabuticaba no fogao a lenha. uns 300 conto",
    budget: 300,
    relevant: ["geleias-e-compotas", "doces-regionais-artesanais"],
  },
  {
    text: "crio umas 60 galinha caipira solta no terreiro aqui no agreste de pernambuco, sobra ovo demais. 800 reais",
    budget: 800,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "moro no interior do maranhao e trabalho com palha de buriti igual minha vó, faço bolsa, cesto e chapeu. nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["cestaria-em-palha-e-fibras"],
  },
  {
    text: "tenho uma rocinha em santa catarina, planto alface, couve, rucula e cheiro verde sem veneno nenhum e vendo na feira da cidade no sabado. tenho uns 2 mil",
    budget: 2000,
    relevant: ["horta-organica"],
  },
  {
    text: "sou eletricista predial com nr10, tenho alicate amperimetro, multimetro, escada e furadeira. trabalho registrado entao so posso sabado e domingo. 500 reais",
    budget: 500,
    relevant: ["eletricista-residencial"],
  },
  {
    text: "tecnica de enfermagem com coren ativo, 8 ano de uti. trabalho 12x36 e queria aproveitar as folga. tenho R$ 1.200,00",
    budget: 1200,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "formado em ed fisica, cref ativo. tenho elastico, kettlebell, trx e colchonete, ja treino 3 aluna no parque do ibirapuera. 300 conto",
    budget: 300,
    relevant: ["personal-trainer"],
  },
  {
    text: "tenho cnh D com curso de escolar e de coletivo, dirigi micro-onibus de fretado 6 anos mas fui mandado embora. nao tenho veiculo, mas tenho 30 mil do fgts e do acerto",
    budget: 30000,
    relevant: ["transporte-escolar", "fretamento-de-van"],
  },
  {
    text: "sou barbeiro, tenho maquina wahl, navalha, tesoura e ate cadeira de barbeiro, mas sai da barbearia q eu trabalhava. tenho uns 2.500",
    budget: 2500,
    relevant: ["barbearia", "barbeiro-a-domicilio"],
  },
  {
    text: "fiz curso de manutenção de celular, tenho estação de solda, microscopio e kit de chave. troco tela, bateria e conector dos celular da familia toda. 3 mil",
    budget: 3000,
    relevant: ["conserto-de-celulares", "loja-online-de-acessorios-para-celular"],
  },
  {
    text: "amo gato, tenho 3. trabalho home office em bh e tenho horario flexivel. 50 reais so",
    budget: 50,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "toco violao e canto, faço louvor na igreja e ja toquei em casamento de amigo. tenho violao, caixa de som jbl e microfone. uns 1.000",
    budget: 1000,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "faço croche desde menina, amigurumi e tapete de barbante. tenho 3 filho pequeno entao so consigo trabalhar em casa. 100 reais",
    budget: 100,
    relevant: ["amigurumi", "tapetes-de-croche-em-barbante"],
  },
  {
    text: "trabalho numa agencia e sei mexer no gerenciador de anuncios do meta e no google ads, vc acha q da pra pegar cliente meu? tenho notebook e uns 2 mil. so a noite",
    budget: 2000,
    relevant: ["gestao-de-trafego-pago", "gestao-de-redes-sociais"],
  },
  {
    text: "tenho um ponto de 40m2 q era do meu pai, bem na frente de um hospital e do lado de um posto de saude na periferia de fortaleza. tenho 25 mil e nao sei oq abrir ali",
    budget: 25000,
    relevant: ["loja-de-artigos-ortopedicos", "aluguel-de-equipamentos-hospitalares"],
  },
  {
    text: "quero comprar pula-pula e piscina de bolinha pra alugar nas festa de criança aqui do bairro. tenho um carro com engate e uns 15 mil",
    budget: 15000,
    relevant: ["aluguel-de-brinquedos-para-festas"],
  },
];
