/** Seventh held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_7: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "faço brigadeiro beijinho e bolo de pote pras festa da igreja faz uns 5 ano, todo mundo elogia. tenho batedeira e forno normal de casa. tenho uns 300 conto guardado, moro em contagem uai",
    budget: 300,
    relevant: ["docinhos-para-festas", "bolos-de-pote", "chocolates-e-ovos-de-pascoa"],
  },
  {
    text: "oxe sou do ceara, faço cuscuz tapioca e cocada desde menina, tenho uma banca de ferro que era do meu pai e um fogareiro de 2 boca. tenho 800 reais, so posso de manha cedo pq de tarde fico com os menino",
    budget: 800,
    relevant: ["barraca-de-tapioca", "doces-regionais-artesanais"],
  },
  {
    text: "meu sonho é abrir uma hamburgueria igual essas do ifood, ganhei uma chapa de um tio que fechou o trailer dele mas so tenho uns 300 pila e nunca trabalhei com lanche, so faço hamburguer pros amigo no churrasco",
    budget: 300,
    relevant: ["hamburgueria-delivery", "carrinho-de-cachorro-quente"],
  },
  {
    text: "fiz curso de bartender no senac ano passado, tenho kit completo coqueteleira dosador pilao e umas taça, ja trabalhei de barman em casamento como freela. tenho uns 500 reais, queria ter meu proprio bar de drink pra festa",
    budget: 500,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "as vizinha vivem me pedindo pra fazer a unha delas e tirar a sobrancelha, faço de graça ou por 10 conto. tenho alicate uns 40 esmalte e pinça. tenho 150 reais e 2 filho pequeno entao nao posso sair muito de casa",
    budget: 150,
    relevant: ["manicure-e-pedicure-em-domicilio", "design-de-sobrancelhas", "alongamento-de-unhas"],
  },
  {
    text: "tenho uma maquina wahl e navalha, corto o cabelo dos moleque da rua na minha laje faz 2 ano, degrade pezinho barba tudo. to com 200 conto so",
    budget: 200,
    relevant: ["barbeiro-a-domicilio", "barbearia"],
  },
  {
    text: "comprei uma lavadora wap e uma extratora pra limpar minha casa e o sofa, ficou show e os vizinho ja perguntaram se eu faço pra eles. tenho carro e uns 250 conto pra produto",
    budget: 250,
    relevant: ["limpeza-com-alta-pressao", "limpeza-de-estofados", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "sou eletricista com nr10, trabalhei 7 ano em firma de manutencao predial, tenho alicate amperimetro multimetro furadeira e escada. sai da firma e tenho mil reais, sem carro ando de onibus",
    budget: 1000,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca", "automacao-residencial"],
  },
  {
    text: "trabalho de zelador num condominio em goiania, quem cuida do jardim e da piscina sou eu, sei mexer com cloro e ph, poda, grama. folgo sabado e domingo e queria fazer um extra, tenho uns 300 real",
    budget: 300,
    relevant: ["piscineiro", "jardinagem"],
  },
  {
    text: "fiz curso de manutencao de celular online, tenho estacao de solda separadora de tela e umas chave, ja troquei tela e conector de uns 20 celular de conhecido. tenho mil e quinhentos pra investir",
    budget: 1500,
    relevant: ["conserto-de-celulares", "loja-online-de-acessorios-para-celular"],
  },
  {
    text: "toco violao e teclado na igreja faz 12 ano, canto tbm. tenho meu violao e um teclado yamaha velho. trabalho de dia no mercado, so tenho noite e sabado, uns 200 reais",
    budget: 200,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "morei 4 anos em boston trabalhando de faxina, voltei pro brasil e falo ingles bem, conversacao mesmo. tenho um notebook meio lento e internet boa, tenho uns 300 reais",
    budget: 300,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "sou formado em ed fisica tenho cref, fui tecnico do futsal da escola municipal 3 ano. tenho elastico kettlebell corda colchonete. cidade pequena no interior do rs, nao tem academia grande aqui. 600 pila",
    budget: 600,
    relevant: ["personal-trainer", "escolinha-de-futebol"],
  },
  {
    text: "tenho uma canon t6i com a lente 18-55 e uma 50mm, notebook com lightroom, fotografo os aniversario e batizado da familia e todo mundo gosta. tenho uns 1500 reais guardado",
    budget: 1500,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "to no 3o semestre de ads a noite, sei html css javascript e to aprendendo react, tenho um pc que eu mesmo montei. formato e limpo pc dos vizinho por 50 conto. tenho 800 reais",
    budget: 800,
    relevant: ["desenvolvimento-de-sites", "manutencao-de-computadores", "desenvolvimento-de-aplicativos"],
  },
  {
    text: "minha vo me ensinou croche quando eu era pequena, faço tapete de barbante, jogo de banheiro e uns bonequinho pra minha sobrinha. tenho 80 reais pra comprar linha, moro no interior de pernambuco",
    budget: 80,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "aprendi no youtube a fazer vela aromatica e sabonete de glicerina, fiz pra dar de lembrancinha no natal e as amiga amaram. tenho umas forma de silicone e panela velha. grana curta, uns 400",
    budget: 400,
    relevant: ["velas-aromaticas", "sabonetes-e-cosmeticos-naturais"],
  },
  {
    text: "bah sou marceneiro aposentado, 35 ano fazendo movel, tenho serra circular tupia lixadeira e plaina na garagem. to parado em casa e ficando louco, tenho uns 1200 pila. nao quero mais pegar cozinha planejada, muito peso pra minha coluna",
    budget: 1200,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "trabalhei 8 ano em faccao, tenho maquina reta industrial e overloque em casa, faço barra ziper ajuste, ja fiz vestido de festa junina pra escola. to com 300 reais",
    budget: 300,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida", "faccao-de-costura"],
  },
  {
    text: "moro num sitio perto de castanhal, tenho umas 30 galinha caipira solta no terreiro e vendo ovo pros vizinho, tenho horta de cheiro verde e couve tbm. tenho uns 500 reais e sem carro, so bicicleta",
    budget: 500,
    relevant: ["galinhas-caipiras-e-ovos", "horta-organica"],
  },
  {
    text: "sou aposentado rural, tenho meio hectare com poço e planto mandioca e feijao. minha mulher faz beiju e tira goma pra familia. tenho uns 600 reais, meus filho foram tudo pra sao paulo",
    budget: 600,
    relevant: ["casa-de-farinha", "horta-organica"],
  },
  {
    text: "faço arco de balao desconstruido pras festa dos meus sobrinho e dos filho das amiga, tenho inflador eletrico e umas estrutura. tenho 250 conto, trabalho de caixa durante a semana",
    budget: 250,
    relevant: ["decoracao-com-baloes", "decoracao-pegue-e-monte"],
  },
  {
    text: "vendo natura e boticario pras colega da fabrica faz 1 ano, mas so no boca a boca, nao tenho estoque. tenho 150 reais, trabalho no turno da noite",
    budget: 150,
    relevant: ["revenda-de-cosmeticos-por-catalogo", "revenda-de-roupas"],
  },
  {
    text: "olho os dois filho da minha vizinha a tarde desde que eles era bebe, ja fiz curso de primeiros socorros infantil no bombeiro. tenho 19 ano, nao tenho cnh, tenho uns 100 reais",
    budget: 100,
    relevant: ["baba-folguista", "recreacao-infantil"],
  },
  {
    text: "queria trabalhar com internet, ser influencer sei la, mas oq eu tenho mesmo é uma kombi 2008 do meu pai e braço forte, ja ajudei muito amigo em mudança e sei montar guarda roupa. to com uns 150 conto so pra gasolina",
    budget: 150,
    relevant: ["fretes-e-carretos", "montagem-de-moveis-e-pequenos-reparos", "criador-de-conteudo-digital"],
  },
  {
    text: "faço faxina faz 10 ano, casa e apartamento, passo roupa tbm. to lisa, nem pro produto tenho, mas tenho minhas vassoura e balde",
    budget: 0,
    relevant: ["diarista", "passadeira", "limpeza-pos-obra"],
  },
  {
    text: "sou pintor ha 15 ano, faço textura grafiato e massa corrida, tenho rolo escada extensor e lixadeira. faço uns reboco tbm. to sem servico e sem dinheiro nenhum",
    budget: 0,
    relevant: ["pintor-de-paredes", "pedreiro-de-reformas"],
  },
  {
    text: "tenho uma titan 160 quitada e cnh A, conheço manaus inteira. fui demitido e to zerado, nem pro bau tenho",
    budget: 0,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "sou professora aposentada, dei aula de portugues 28 ano na rede estadual, ajudo os neto com dever de casa. tenho uma mesa grande na varanda. dinheiro pra investir nao tenho nenhum, a aposentadoria mal da",
    budget: 0,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "sei mexer no canva e no photoshop, faço as arte e os post da igreja e do salao da minha tia de graça. tenho notebook e celular bom. 0 reais kkk",
    budget: 0,
    relevant: ["design-grafico", "gestao-de-redes-sociais", "papelaria-personalizada-para-festas"],
  },
  {
    text: "sou tecnica de enfermagem com coren ativo, trabalho 12x36 no hospital e nas folga queria pegar plantao particular. dinheiro nao tenho, ta tudo no cartao",
    budget: 0,
    relevant: ["cuidador-de-idosos", "home-care-de-enfermagem"],
  },
  {
    text: "amo cachorro, tenho 3 vira lata que ensinei a sentar deitar e dar a pata so com petisco. moro do lado de uns predio cheio de gente com cachorro. nao tenho um real",
    budget: 0,
    relevant: ["pet-sitter-e-passeador", "adestramento-de-caes"],
  },
  {
    text: "cuidei da minha mae acamada 6 ano ate ela falecer, dava banho no leito, remedio na hora, trocava fralda, ela tinha sonda. agora to sozinha e sem renda, nao tenho dinheiro",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "tenho cnh D, dirigi onibus de linha 14 ano, sai com o acordo e tenho uns 30 mil do fgts. nao tenho carro nem van, so a moto da minha esposa",
    budget: 30000,
    relevant: ["transporte-escolar", "fretamento-de-van", "motorista-de-aplicativo", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "me aposentei do banco depois de 30 anos, sei de caixa planilha e atendimento mas nunca tive comercio. tenho um comodo na frente de casa que da pra rua, perto de 2 escola, e uns 35 mil pra investir",
    budget: 35000,
    relevant: ["papelaria", "loja-de-variedades", "lan-house-e-servicos-digitais"],
  },
  {
    text: "recebi 18 mil do acerto da fabrica de calçado, meu sonho sempre foi ter uma loja de roupa feminina mas nunca vendi nada na vida. nao sei nem por onde começar",
    budget: 18000,
    relevant: ["revenda-de-roupas", "brecho"],
  },
  {
    text: "fiz curso de banho e tosa e trabalhei 2 ano em pet shop, tenho maquina de tosa e tesoura. queria montar o meu, tenho 5 mil e uma area de servico grande em casa",
    budget: 5000,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "sou nutricionista formada com crn, faz 1 ano que me formei e to desempregada. tenho notebook e adipometro, e cozinho bem. tenho 2500 reais",
    budget: 2500,
    relevant: ["consultorio-de-nutricao", "marmitas-fitness-congeladas"],
  },
  {
    text: "moro no interior de santa catarina, tenho 4 vaca de leite, umas 10 caixa de abelha que eram do meu pai e um sitio com cachoeira. vendo o leite pro laticinio e ganho pouco. tenho uns 8 mil",
    budget: 8000,
    relevant: ["queijos-artesanais", "apicultura", "turismo-rural"],
  },
  {
    text: "sou tecnico em refrigeracao, trabalhei 6 ano numa empresa de ar condicionado, tenho bomba de vacuo manifold e as ferramenta. tenho um gol velho e 6 mil guardado",
    budget: 6000,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial", "conserto-de-eletrodomesticos"],
  },
];
