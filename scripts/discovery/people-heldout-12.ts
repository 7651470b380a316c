/**
 * Twelfth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_12: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "trabalhei 12 anos de cozinheira num restaurante la no barreiro e fui mandada embora, uai. em casa tenho fogao industrial de 4 boca, uns panelao de aluminio e um freezer horizontal q comprei usado. tenho 900 reais guardado",
    budget: 900,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "tenho 19 anos e faco brigadeiro de colher e trufa pra vender na faculdade, o povo acha massa demais. uso a cozinha da minha mae, tenho umas forminha e uma panela boa de fundo grosso. juntei so 80 reais",
    budget: 80,
    relevant: ["docinhos-para-festas", "bolos-de-pote"],
  },
  {
    text: "faco unha faz 6 anos, trabalhava em salao mas a dona fechou. tenho meus alicate, a estufinha, uns 40 esmalte e a bacia de pe. nao tenho carro, ando de busao aqui na zona leste. tenho 250 reais",
    budget: 250,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "mermao corto o cabelo da rapaziada aqui do morro desde os 15, degrade navalhado é cmg. tenho 2 maquininha wahl, tesoura, navalha e uma biz. to com uns 600 guardado, nao da pra alugar ponto",
    budget: 600,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "oxe faco nago, twist e tranca com jumbo desde menina, aprendi com minha tia aqui em salvador. tenho os pente, os grampo e uma cadeira. so tenho uns 100 reais e sou mae de 2, so consigo trabalhar qnd eles tao na escola",
    budget: 100,
    relevant: ["trancista"],
  },
  {
    text: "fui demitido da metalurgica ano passado, tenho um onix 2019 quitado no meu nome e CNH B faz 20 anos, conheço curitiba de cabo a rabo. tenho uns 2 mil de reserva. nao quero pegar entrega de comida, prefiro levar gente",
    budget: 2000,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "tenho uma titan 160 2020 paga e habilitacao A faz 4 ano, moro em caxias MA. aqui roda muito mototaxi e entrega de farmacia. tenho 350 reais e o capacete",
    budget: 350,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "tenho 19 anos, minha unica coisa é uma bike aro 29 e o celular. pedalo o dia todo, conheço o centro do recife todinho visse. dinheiro zero",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "sou aposentada, 64 ano, costuro desde mocinha numa singer de pedal q era da minha mae e tenho uma eletrica portatil tb. faço barra e troco ziper pros vizinho de graça, acho q podia cobrar ne. tenho uns 200 reais",
    budget: 200,
    relevant: ["ajustes-e-consertos-de-roupas", "panos-de-prato-e-artigos-de-cozinha"],
  },
  {
    text: "trabalhei 8 anos em fabrica de jeans em toritama, costuro na reta e na overloque ligeiro. tenho em casa uma reta industrial, uma overloque industrial usada e um quartinho nos fundo. tenho 9 mil guardado pra comprar mais maquina",
    budget: 9000,
    relevant: ["faccao-de-costura", "ajustes-e-consertos-de-roupas"],
  },
  {
    text: "fui domestica de carteira 10 anos, limpo casa bem e passo roupa caprichado sô. nao tenho nada, nem dinheiro pra comprar produto. tenho problema no joelho entao sobrado com muita escada nao da",
    budget: 0,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "bah tenho uma lavadora de alta pressao das boa e mangueira de 15m, lavo calçada, garagem e carro do pessoal da rua aqui em canoas. so nao subo em telhado q tenho pavor de altura. tenho mil e duzentos pila",
    budget: 1200,
    relevant: ["limpeza-com-alta-pressao", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "sou azulejista faz 15 ano, assento porcelanato 1,20 sem dente. tenho cortadora, serra marmore, nivel a laser e desempenadeira, tudo meu, e uma strada velha. tenho 3 mil",
    budget: 3000,
    relevant: ["assentamento-de-pisos-e-revestimentos", "pedreiro-de-reformas"],
  },
  {
    text: "égua, mexo com fio e tomada desde moleque e fiz o NR10 no senai ano passado. tenho multimetro, alicate amperimetro, furadeira e escada de 7 degrau. moro em ananindeua, tenho 700 reais",
    budget: 700,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "monto guarda roupa e rack de caixa pra familia e pros vizinho, tenho parafusadeira bosch, jogo de broca e caixa de ferramenta. moro em campo grande. dinheiro quase nada, uns 150",
    budget: 150,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "fiz 2 anos de design e tranquei, mexo bem no illustrator e photoshop. tenho um notebook ok e uma wacom pequena, juntei 2 mil do estagio. faço logo pros amigos de graça kkk",
    budget: 2000,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "sou cadeirante entao preciso de algo q de pra fazer de casa. digito rapido demais, sou boa de portugues e mt organizada. tenho notebook e internet fibra aqui em natal. tenho 250 reais",
    budget: 250,
    relevant: ["transcricao-e-digitacao", "assistente-virtual"],
  },
  {
    text: "sou professora de matematica aposentada do estado, 61 anos, moro em juiz de fora. tenho uma sala na frente de casa com mesa grande e quadro branco. tenho uns mil reais",
    budget: 1000,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "morei 6 anos nos EUA trabalhando de construção, voltei pra brasilia e falo ingles fluente. tenho notebook e fone com microfone, uns 3 mil guardado. obra de novo eu nao quero nao",
    budget: 3000,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "toco violao e teclado no louvor da igreja faz 10 anos e canto tb. tenho um violao takamine, um teclado yamaha e uma caixa de som. moro em londrina, tenho 1.800 guardado",
    budget: 1800,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "meu pai me deixou 12 caixa de abelha africanizada no sitio em pouso alegre, tiro mel 2 vez por ano e vendo em garrafa pros conhecido. tenho macacao e fumegador. tenho 12 mil da venda de um boi",
    budget: 12000,
    relevant: ["apicultura"],
  },
  {
    text: "aqui em bragança eu e meu marido temos 2 hectare de roça de mandioca e o forno da familia ta parado. sei fazer farinha d'agua, tapioca e beiju. temos uns 2 mil",
    budget: 2000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "bah moro na colonia perto de santa cruz, tenho terreno grande e umas 40 galinha caipira solta no potreiro, os ovo vao tudo pros vizinho. tenho 22 ano e 800 pila",
    budget: 800,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "sou louca por cachorro, tenho 3 vira lata resgatado. moro em predio em pinheiros e vejo mt gente q trabalha o dia todo e deixa o dog sozinho. nao tenho carro nem dinheiro, so o celular",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "trabalhei 4 ano de tosadora em pet shop em joinville. tenho minha maquina andis com as lamina, tesouras e um soprador, e a lavanderia de casa da pra adaptar. tenho 2500",
    budget: 2500,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "toco nas festa dos amigo aqui em manaus, tenho uma controladora ddj-400 e duas caixa ativa de 15. misturo funk, forro, sertanejo, tudo. tenho 1800 reais mana",
    budget: 1800,
    relevant: ["dj-para-festas"],
  },
  {
    text: "amo festa, faço aqueles arco de balao desconstruido pros aniversario da familia e todo mundo pede. tenho inflador eletrico e uns molde, moro em aracaju. so tenho 200 reais",
    budget: 200,
    relevant: ["decoracao-com-baloes"],
  },
  {
    text: "sou gaucho mas moro em sinop MT, sou o assador oficial de toda festa da firma. tenho faca boa, churrasqueira portatil, espeto e caixa termica. tenho 400",
    budget: 400,
    relevant: ["churrasqueiro-em-domicilio"],
  },
  {
    text: "trabalhei 9 ano em oficina de moto em feira de santana, faço motor, freio, relação, parte eletrica. tenho quase toda ferramenta minha e garagem na frente de casa q da pra rua. peguei 25 mil de acerto e fgts",
    budget: 25000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "fiz curso de tirar amassado de carro sem pintar, aquele com alavanca, e pratiquei 1 ano numa funilaria em ribeirao. tenho o kit de alavanca, a luz de led e um gol. grana uns 1000",
    budget: 1000,
    relevant: ["martelinho-de-ouro"],
  },
  {
    text: "pedalo ha 30 anos e arrumo a bike de todo mundo da vila, cambio, freio, raio torto. tenho cavalete, centralizador de roda e ferramenta shimano. tenho 55 anos, 2500 reais e um comodo na frente de casa em santos",
    budget: 2500,
    relevant: ["oficina-de-bicicletas"],
  },
  {
    text: "tenho 70 ano e faço croche a vida toda, tenho sacola cheia de barbante e agulha de tudo q é numero. faço tapete, jogo de banheiro e bichinho pros neto. sobra uns 50 reais da aposentadoria",
    budget: 50,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "mexo com madeira por hobby, tenho na garagem serra tico tico, tupia, lixadeira orbital e furadeira de bancada. faço tabua de churrasco e bandeja pra dar de presente. tenho 47 anos e 2 mil",
    budget: 2000,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
  {
    text: "trabalhei 15 ano em fabrica de sapato em franca, na costura do cabedal. costuro couro a mao, tenho uns vazador, bisturi e um monte de retalho de couro q ganhei. tenho 700",
    budget: 700,
    relevant: ["artesanato-em-couro"],
  },
  {
    text: "cuidei da minha sogra acamada 5 anos ate ela falecer, sei dar banho no leito, trocar fralda, dar remedio na hora certa. tenho aparelho de pressao e oximetro. to sem renda em duque de caxias, tenho 150 reais",
    budget: 150,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "fiz curso no senac de massagem relaxante e linfatica, tenho maca dobravel, oleos e toalhas. moro no rio vermelho em floripa e nao tenho carro, ando de onibus. tenho uns 900",
    budget: 900,
    relevant: ["massoterapia", "massagem-modeladora-e-drenagem"],
  },
  {
    text: "nasci em lençois, conheço toda trilha, cachoeira e gruta da chapada desde menino e arranho um espanhol com os gringo. so tenho o celular, dinheiro nenhum agora",
    budget: 0,
    relevant: ["guia-de-turismo"],
  },
  {
    text: "tenho um drone dji mini 3 e um notebook bom, filmo as fazenda dos meus tios e todo mundo curte. trabalho de dia numa imobiliaria em uberlandia. tenho 3 mil",
    budget: 3000,
    relevant: ["imagens-aereas-com-drone"],
  },
  {
    text: "planto pimenta no quintal, biquinho, dedo de moça, malagueta, tem pé q nao acaba mais. faço conserva e molho e o pessoal do serviço sempre pede. tenho liquidificador e uns 500 reais",
    budget: 500,
    relevant: ["molhos-de-pimenta-e-temperos"],
  },
  {
    text: "sou professor de historia em sao luis e tenho mais de 800 livro em casa, muito de faculdade e de concurso, nao cabe mais nada. tenho notebook e 400 reais",
    budget: 400,
    relevant: ["sebo-de-livros"],
  },
];
