/** Sixth held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_6: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "tenho uma fiorino 2013 bau, ja fiz umas mudancinha pra vizinho e levo material de construção pro pessoal do bairro de vez em qdo. tenho uns 500 conto pra começa",
    budget: 500,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "faço brigadeiro beijinho e bicho de pe pra todos os aniversario da familia, todo mundo fala q eu devia vender. tenho batedeira e forno do fogao normal, consigo uns 200 reais",
    budget: 200,
    relevant: ["docinhos-para-festas", "bolos-de-pote", "chocolates-e-ovos-de-pascoa"],
  },
  {
    text: "sou de caruaru, minha mae teve banca de tapioca e cuscuz na feira 20 anos e eu ajudava desde pequena, sei fazer tudo. ela parou e eu quero voltar, tenho 800 reais e a chapa dela",
    budget: 800,
    relevant: ["barraca-de-tapioca", "marmitas-caseiras"],
  },
  {
    text: "tenho um freezer horizontal grande q ficou parado depois q meu sogro fechou o bar. sei fazer lasanha, escondidinho, nhoque, tudo de congelar. da pra por uns 1.200 nisso",
    budget: 1200,
    relevant: ["massas-frescas", "marmitas-caseiras", "marmitas-fitness-congeladas"],
  },
  {
    text: "meu sonho e abrir um restaurante, cozinho muito bem comida caseira, domingo faço almoço pra 15 pessoa da familia. mas so tenho uns 300 reais e o fogao de casa",
    budget: 300,
    relevant: ["marmitas-caseiras", "personal-chef"],
  },
  {
    text: "sou manicure faz 6 anos, tenho meu kit alicate estufa cabine led e sei fazer unha de gel e fibra. tenho 2 filho pequeno entao so posso atender em casa ou perto. tenho 150 reais",
    budget: 150,
    relevant: ["alongamento-de-unhas", "manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "fiz o curso de eletricista no senai e tenho nr10, trabalhei 4 ano de ajudante numa empreiteira. tenho alicate amperimetro, furadeira, escada. juntei mil reais",
    budget: 1000,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca", "automacao-residencial"],
  },
  {
    text: "sou pedreiro a vida inteira, mais de 40 ano de obra, aposentei mas o joelho nao deixa mais subir em andaime nem ficar agachado. queria fazer alguma coisa com cimento sentado em casa. tenho 300 reais",
    budget: 300,
    relevant: ["vasos-de-cimento", "pedreiro-de-reformas"],
  },
  {
    text: "troco tela e bateria de celular dos amigos e da familia ja faz 2 anos, tenho estacao de solda, separadora de tela e kit de chave q comprei na shopee. tenho 1500 pra investir",
    budget: 1500,
    relevant: ["conserto-de-celulares", "loja-online-de-acessorios-para-celular"],
  },
  {
    text: "meu pai era tecnico de geladeira e me ensinou, conserto maquina de lavar microondas e geladeira da vizinhanca toda. tenho multimetro e ferramenta, nao tenho carro, uns 400 reais",
    budget: 400,
    relevant: ["conserto-de-eletrodomesticos", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "queria ser motorista de uber mas vendi o carro. so tenho uma caloi e sei mexer em bicicleta, arrumo as da rua toda, cambio freio raio. cidade aqui e plana todo mundo anda de bike. tenho 200",
    budget: 200,
    relevant: ["oficina-de-bicicletas", "entregas-de-bicicleta"],
  },
  {
    text: "sou formada em pedagogia, trabalhei 5 anos de auxiliar em escola particular, to desempregada. tenho uma mesa na sala de casa e muita paciencia com crianca. so 100 reais",
    budget: 100,
    relevant: ["reforco-escolar"],
  },
  {
    text: "faço todas as artes da igreja no canva e no photoshop, flyer, post, convite. tenho um notebook i5 meio velho. tenho uns 200 pila",
    budget: 200,
    relevant: ["design-grafico", "gestao-de-redes-sociais", "papelaria-personalizada-para-festas"],
  },
  {
    text: "sou aposentada, faço croche desde menina, tapete de banheiro, jogo de cozinha, centro de mesa, bonequinho pros neto. fico em casa o dia todo. tenho 50 reais pra linha",
    budget: 50,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi", "panos-de-prato-e-artigos-de-cozinha", "roupas-de-croche"],
  },
  {
    text: "fiz um curso online de saboaria e de vela aromatica, ja tenho as formas de silicone, umas essencia e a cera. presenteei as amigas e elas amaram. tenho 350",
    budget: 350,
    relevant: ["velas-aromaticas", "sabonetes-e-cosmeticos-naturais"],
  },
  {
    text: "tenho na garagem serra tico tico, lixadeira, tupia e furadeira de bancada, faço tabua de churrasco e uns banquinho de pallet pros amigos. tenho 900 conto",
    budget: 900,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
  {
    text: "tenho uma maquina reta e uma overloque em casa, faço barra e troco ziper pras vizinha, ja fiz vestido pra minha filha. tenho uns 300 reais",
    budget: 300,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida", "bolsas-e-mochilas"],
  },
  {
    text: "fiz curso de banho e tosa, tenho maquina de tosa, soprador e uma banheira. tenho um quintal coberto nos fundo de casa. mil reais guardado",
    budget: 1000,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "moro num sitio de 3 alqueire no interior do parana, tem galinha solta, horta e 2 vaca de leite, a patroa faz queijo colonial. queria tirar uma renda disso, tenho 1.500",
    budget: 1500,
    relevant: ["galinhas-caipiras-e-ovos", "queijos-artesanais", "horta-organica"],
  },
  {
    text: "moro no interior do para, aqui a gente planta mandioca e eu faço farinha e tapioca na casa de farinha do meu tio. quero vender na cidade, tenho 500 reais",
    budget: 500,
    relevant: ["casa-de-farinha", "barraca-de-tapioca"],
  },
  {
    text: "toco violao e canto em barzinho de vez em quando, sertanejo e mpb. tenho uma caixa de som jbl e microfone sem fio. tenho uns 400",
    budget: 400,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "tenho uma canon t6i com lente 50mm e a do kit, fotografo ensaio das amigas e aniversario dos sobrinho, edito no lightroom do celular. tenho 600",
    budget: 600,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "me formei em nutricao ano passado e o crn ja saiu, nao acho emprego. tenho notebook e balança de bioimpedancia. tenho 1200 reais",
    budget: 1200,
    relevant: ["consultorio-de-nutricao", "marmitas-fitness-congeladas"],
  },
  {
    text: "meu sonho e ter minha propria academia. sou formado em ed fisica com cref, tenho kettlebell, elastico, colchonete e corda tudo no porta mala do celta. tenho 800 conto",
    budget: 800,
    relevant: ["personal-trainer"],
  },
  {
    text: "vendo natura e boticario pras colegas do serviço faz uns 3 anos, sempre vendo bem no dia das maes e natal. tenho 200 pra fazer pedido",
    budget: 200,
    relevant: ["revenda-de-cosmeticos-por-catalogo"],
  },
  {
    text: "faço tranca na cabeça das minhas sobrinha e das amiga da escola, nago, box braids, demoro umas 6 hora mas fica linda. nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["trancista"],
  },
  {
    text: "trabalhei 10 anos de domestica numa casa so, lavava passava arrumava tudo. a patroa mudou de cidade e fiquei sem nada, to lisa",
    budget: 0,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "morei 3 anos na irlanda, falo ingles fluente, tenho notebook e internet boa. voltei agora e to sem grana nenhuma",
    budget: 0,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "trabalhei 15 anos de costureira numa confecção de jeans em toritama, fechava a calça inteira. a fabrica fechou e so tenho uma reta industrial em casa. dinheiro zero",
    budget: 0,
    relevant: ["ajustes-e-consertos-de-roupas", "faccao-de-costura", "costura-sob-medida"],
  },
  {
    text: "tenho 3 cachorro, sou doida por bicho, moro do lado de um condominio grande cheio de gente q trabalha fora. so trabalho de manha. nao tenho nem um real",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "sou tecnica de enfermagem com coren ativo, trabalho 12x36 no hospital e queria complementar nas folga. nao tenho dinheiro pra investir",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "crio meus 3 filho sozinha, sou muito boa com crianca, as vizinha vivem deixando os filho delas comigo. nao terminei o estudo. zero de dinheiro",
    budget: 0,
    relevant: ["baba-folguista", "recreacao-infantil"],
  },
  {
    text: "fui caseiro numa chacara 8 ano, cortava grama, podava as arvore, cuidava da piscina. o dono vendeu e eu fiquei sem serviço e sem dinheiro nenhum",
    budget: 0,
    relevant: ["jardinagem", "piscineiro"],
  },
  {
    text: "sou motorista de onibus aposentado, cnh D, conheço muito dono de onibus e o pessoal da igreja vive me pedindo pra organizar viagem pra aparecida e pra praia. tenho 20 mil guardado",
    budget: 20000,
    relevant: ["excursoes-e-passeios-em-grupo", "transporte-escolar", "fretamento-de-van"],
  },
  {
    text: "edito video no capcut e no premiere pra uns amigo youtuber, corte de live, reels. tenho pc gamer bom. queria ser youtuber tbm mas sei q edito melhor. tenho 2k",
    budget: 2000,
    relevant: ["edicao-de-videos", "criador-de-conteudo-digital"],
  },
  {
    text: "meu avo deixou umas 10 caixa de abelha no sitio em minas, eu ajudava ele desde moleque e sei tirar mel. tenho uns 2.500 pra arrumar as coisa",
    budget: 2500,
    relevant: ["apicultura"],
  },
  {
    text: "trabalhei 4 anos de barman em navio de cruzeiro, sei fazer tudo quanto e drink, tenho meu kit coqueteleira, dosador, pegador. voltei com 5 mil guardado",
    budget: 5000,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "sou pizzaiolo faz 12 anos em pizzaria dos outros, sei abrir massa, forno a lenha, tudo. peguei 25 mil de acerto e quero trabalhar pra mim",
    budget: 25000,
    relevant: ["pizzaria-delivery", "pizzaiolo-em-domicilio"],
  },
  {
    text: "sou cabeleireira faz 15 ano, corte escova progressiva luzes. tenho um comodo na frente de casa que abre pra rua e 8 mil guardado",
    budget: 8000,
    relevant: ["salao-de-beleza", "cabeleireira-a-domicilio"],
  },
  {
    text: "tenho uma bros 160 quitada, cnh A faz 6 anos, moro numa cidade pequena no interior da bahia, aqui todo mundo anda de moto. tenho 6 mil",
    budget: 6000,
    relevant: ["mototaxi", "motoboy-entregas"],
  },
];
