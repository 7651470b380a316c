/**
 * Sixteenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_16: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "mana eu moro na beira do rio aqui em cameta e desde pequena tranço paneiro, tupé e peneira de tala de arumã q minha vo me ensinou. a tala eu tiro aqui mesmo no mato perto de casa. dinheiro nao tenho nada nao, queria vender isso pros turista e pras loja de belem",
    budget: 0,
    relevant: ["cestaria-em-palha-e-fibras"],
  },
  {
    text: "sou viuva faz 3 ano, cuidei do meu marido acamado 5 ano e da minha sogra antes dele. fiz o curso de cuidador de idoso la no cras ano passado. nao tenho dinheiro nenhum pra investir so minha disposicao, oxe. aqui em caico tem mta familia q precisa de alguem pra ficar com os velhinho de noite",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "trabalhei de diarista na roça a vida toda aqui no interior de goias, sei plantar, capinar, colher feijao, quebrar milho na mao, tudo. tenho minha enxada, foice e facao. dinheiro agora to zerado uai, o fazendeiro me dispensou e queria pegar servico por empreitada nos sitio",
    budget: 0,
    relevant: ["colheita-sob-empreitada"],
  },
  {
    text: "oi tenho 19 ano e moro em palmas, amo cachorro demais e os vizinho sempre me pede pra olhar os deles qnd viaja. estudo de manha entao so tenho a tarde livre. nao tenho dinheiro nenhum kkk",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "fui merendeira da escola municipal 12 ano e fui dispensada agora na troca de prefeito, oxe. sei fazer coxinha, risole, empada, pastelzinho, tudo de cento, ja fazia pras festa da escola. tenho freezer em casa e fogao de 6 boca. dinheiro mesmo nao tenho nada",
    budget: 0,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "minha mae fazia cocada, doce de leite em barra e pe de moleque pra vender na feira de caruaru e eu aprendi tudo com ela. ainda tenho o tacho de cobre dela e as forma. nao sei mexer com internet nao, visse, queria vender no sao joao q aqui fica arretado de gente. tenho uns 150 reais pra comprar coco e açucar",
    budget: 150,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "sou costureira, trabalhei anos em faccao em santa cruz do capibaribe. tenho uma singer antiga q costura q é uma beleza e uma overloque pequena. tenho problema de coluna e nao aguento mais producao, queria fazer barra, ajuste e troca de ziper pro povo da rua. tenho uns 100 reais pra linha e ziper",
    budget: 100,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "faço croche desde menina, tapete de barbante, jogo de banheiro, centro de mesa. tenho agulha de todo tamanho e uns rolo de barbante guardado. moro no sitio longe da cidade e tenho 3 filho pequeno entao so da pra trabalhar em casa. tenho so uns 50 reais",
    budget: 50,
    relevant: ["tapetes-de-croche-em-barbante"],
  },
  {
    text: "faço unha das minhas tia e amiga faz uns 4 ano, tenho meus alicate, lixa e esmalte de todo tipo. nao tenho salao nem lugar em casa, queria ir na casa das cliente na minha biz. moro em imperatriz e tenho uns 250 reais visse",
    budget: 250,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "égua mana, meu marido planta pimenta de cheiro, murupi e malagueta no quintal e da tanta q a gente perde. eu faço molho de pimenta no tucupi e todo mundo aqui de parintins pede. tenho uns vidro guardado e 120 reais",
    budget: 120,
    relevant: ["molhos-de-pimenta-e-temperos"],
  },
  {
    text: "sou de santarem, trabalhei 8 ano de domestica numa casa de familia e a patroa se mudou. sei limpar tudo bem limpo, passar roupa, arrumar casa. tenho uns 80 reais so",
    budget: 80,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "aqui em juazeiro todo mundo anda de bicicleta e eu conserto as da rua toda desde menino. tenho umas chave, bomba, chave de raio e um cavalete q eu mesmo fiz. tenho uns 200 conto, queria abrir na garagem de casa",
    budget: 200,
    relevant: ["oficina-de-bicicletas"],
  },
  {
    text: "meu marido é caminhoneiro e passa o mes fora, ai eu fico bordando pano de prato e fazendo barradinho de croche, as vizinha vive encomendando. tenho maquina de costura domestica e um monte de linha e saco alvejado. tenho uns 80 reais",
    budget: 80,
    relevant: ["panos-de-prato-e-artigos-de-cozinha", "bordado-livre-em-bastidor"],
  },
  {
    text: "sou mulher de pescador aqui em bragança, vendo tapioca e cuscuz na porta de casa de madrugada pros pescador q sai pro mar. tenho chapa, botijao e uma mesinha. so posso de manha pq de tarde pego os menino na escola, égua. queria ir pra feira, tenho uns 400 reais",
    budget: 400,
    relevant: ["barraca-de-tapioca"],
  },
  {
    text: "trabalhei 15 ano de cozinheira num restaurante de beira de estrada em rondonopolis, sei fazer comida caseira pra muita gente. tenho panela grande, fogao industrial de 2 boca q ganhei do antigo patrao e um freezer. perto de casa tem mta obra e posto de caminhao. tenho 800 reais",
    budget: 800,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "faço bolo de aniversario pras festa da familia e da igreja, ja fiz ate bolo de casamento de 3 andar. tenho batedeira planetaria, forno eletrico e um monte de bico e forma. de manha cuido do meu menino entao so de tarde e fim de semana. tenho uns 1500 guardado, sera q da uai",
    budget: 1500,
    relevant: ["bolos-de-aniversario-sob-encomenda"],
  },
  {
    text: "trabalhava de entregador de app em fortaleza 3 ano e voltei pra sobral. tenho minha fan 160 com bau e carteira A faz 6 ano. quero fazer entrega pras farmacia e lanchonete daqui ou levar passageiro. tenho uns 600 conto",
    budget: 600,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "sou pedreiro ha 20 anos, ja levantei mta casa aqui em barreiras. tenho betoneira pequena, carrinho de mao, colher, prumo, nivel, tudo. quero pegar reforma por conta propria e parar de trabalhar pros outros. tenho 1 mil reais",
    budget: 1000,
    relevant: ["pedreiro-de-reformas"],
  },
  {
    text: "trabalhei 6 ano de auxiliar de eletricista numa construtora em goiania e fiz o curso de nr10 pela empresa. voltei pra minha cidade e aqui ninguem faz instalacao direito, sô. tenho alicate amperimetro, furadeira, escada e caixa de ferramenta. tenho uns 500 reais",
    budget: 500,
    relevant: ["eletricista-residencial"],
  },
  {
    text: "sei fazer tranca nago, box braids e twist, faço nas minhas primas e amigas aqui em feira de santana e fica lindo. tenho pente, grampo, secador e uns pacote de jumbo. tenho uns 300 reais e queria atender em casa",
    budget: 300,
    relevant: ["trancista"],
  },
  {
    text: "corto cabelo dos menino do bairro desde os 15, faço degrade e pezinho bem feito. tenho maquina de corte, maquina de acabamento e navalha. nao tenho dinheiro pra alugar ponto, queria ir na casa do povo e nos sitio aqui de arapiraca. tenho uns 400 conto",
    budget: 400,
    relevant: ["barbeiro-a-domicilio", "barbearia"],
  },
  {
    text: "sou professora aposentada, dei aula 28 anos no primario no crato. tenho uma salinha na frente de casa com quadro e umas carteira q a escola ia jogar fora. as mae vive me pedindo pra ajudar os filho com leitura e conta. tenho 300 reais",
    budget: 300,
    relevant: ["reforco-escolar"],
  },
  {
    text: "toco sanfona desde os 12 ano, forro pe de serra, xote, baiao. tenho minha sanfona 80 baixo e uma caixa amplificada com microfone. queria tocar em casamento, aniversario, festa junina e bar, e tb ensinar os menino. tenho uns mil reais pra melhorar o som",
    budget: 1000,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "sou o churrasqueiro oficial de toda festa da familia aqui em dourados kkk. tenho churrasqueira de tambor com rodinha, espeto, faca boa e caixa termica. trabalho de segunda a sexta entao so fim de semana. tenho uns 700 reais",
    budget: 700,
    relevant: ["churrasqueiro-em-domicilio", "espetinho-de-churrasco"],
  },
  {
    text: "montei arco de balao desconstruido pras festa dos meus filho e das amiga e todo mundo amou, aprendi vendo video. ainda nao tenho nada de material, tenho uns 350 reais pra comecar",
    budget: 350,
    relevant: ["decoracao-com-baloes"],
  },
  {
    text: "quero comprar roupa na sulanca em caruaru e vender aqui em garanhuns pras conhecida, no zap e de porta em porta. ja vendi avon e sei vender bem. tenho 1500 reais, nao tenho loja nem nada",
    budget: 1500,
    relevant: ["revenda-de-roupas"],
  },
  {
    text: "trabalhei de jardineiro na prefeitura de luis eduardo magalhaes 7 ano, sei podar, cortar grama, fazer canteiro. tenho roçadeira a gasolina, tesoura de poda e carrinho de mao. tenho 400 reais e queria pegar as casa e as chacara",
    budget: 400,
    relevant: ["jardinagem"],
  },
  {
    text: "minha familia planta mandioca num sitio no interior do maranhao desde meu avo. tem um forno de farinha antigo e uma prensa de madeira mas a raladeira quebrou, a gente faz farinha, goma e beiju so pro gasto. tenho uns 8 mil q juntei e queria vender na cidade",
    budget: 8000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "moro num sitio no sertao da paraiba, tenho umas 40 galinha de capoeira solta e sobra ovo todo dia. tem um galpaozinho velho q da pra fazer galinheiro. quero vender ovo caipira e galinha na cidade. tenho uns 3 mil",
    budget: 3000,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "trabalhei de ajudante de um apicultor em picos uns 5 ano e fiz o curso do senar. ja tenho 8 caixa de abelha povoada, macacao e fumegador. o povo aqui compra mel direto. tenho uns 6 mil",
    budget: 6000,
    relevant: ["apicultura"],
  },
  {
    text: "meu pai deixou um trator massey 275 q ta parado no galpao, e eu tiro trator desde menino e tenho o curso de operador do senar. os sitiante aqui de sorriso vive procurando quem gradeie e roce as terra, sô. tenho uns 20 mil pra arrumar o trator e comprar uma grade",
    budget: 20000,
    relevant: ["servicos-com-trator", "aluguel-de-maquinas-agricolas"],
  },
  {
    text: "tenho uma d20 velha mas inteirona e ja faço carreto de mudanca e material de construcao pros conhecido no fim de semana. minha carteira ja tem o ear. aqui em caxias tem mta loja de movel q precisa de entrega. tenho uns 2500",
    budget: 2500,
    relevant: ["fretes-e-carretos", "mudancas"],
  },
  {
    text: "passei 8 ano em sao paulo trabalhando numa oficina de moto na zona leste, sei mexer em motor, injecao, suspensao, tudo. voltei pra ipu agora e aqui so tem uma oficina. to com uns 5 mil do fgts pra abrir a minha",
    budget: 5000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "sou soldador, trabalhei 10 ano numa serralheria em araguaina. tenho maquina de solda inversora, esmerilhadeira e policorte. quero fazer portao, grade e cobertura de garagem por conta propria. tenho 12 mil do acerto",
    budget: 12000,
    relevant: ["serralheria"],
  },
  {
    text: "trabalhei 2 ano de banhista num pet shop em cuiaba e aprendi a tosar. tenho maquina de tosa e soprador q comprei usado e uma area nos fundo de casa com tanque. tenho 2500 reais",
    budget: 2500,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "meu cunhado me vendeu a extratora e o aspirador de po e agua dele, ele fazia limpeza de sofa e colchao em teresina e eu ajudava. tenho um celta pra carregar as coisa e uns 4 mil",
    budget: 4000,
    relevant: ["limpeza-de-estofados"],
  },
  {
    text: "sou barqueiro aqui em alter do chao, levo turista pras praia do tapajos no barco dos outros. tenho a habilitacao da marinha pra levar passageiro e um barco de madeira de 12 lugar q era do meu pai. quero fazer meus proprio passeio, tenho uns 15 mil pra reformar o barco e comprar colete",
    budget: 15000,
    relevant: ["passeios-de-barco"],
  },
  {
    text: "a gente tem um sitio perto da chapada dos guimaraes com cachoeira, pomar e vaca de leite, e todo fim de semana aparece gente pedindo pra entrar. minha mulher faz um cafe da roça q é uma coisa. tenho 25 mil pra fazer banheiro e ajeitar a trilha",
    budget: 25000,
    relevant: ["turismo-rural", "camping"],
  },
  {
    text: "tenho 12 vaca de leite num sitio perto de currais novos e minha esposa faz queijo coalho e queijo de manteiga q é o melhor da regiao. hoje a gente vende pro atravessador mto barato. tenho uns 15 mil pra ajeitar a queijaria",
    budget: 15000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "no nosso lote no assentamento em tome-açu tem mto cupuaçu, acerola, taperebá e açai e perde mta fruta na safra, maninho. ja tenho 2 freezer e uma despolpadeira pequena. tenho uns 20 mil do pronaf",
    budget: 20000,
    relevant: ["polpas-de-frutas-congeladas"],
  },
];
