/**
 * Seventeenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_17: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "fui mandado embora da metalurgica em sao bernardo dps de 12 anos, sou soldador e sei fazer portao, grade, estrutura de ferro. tenho uma maquina de solda inversora, esmerilhadeira e furadeira de bancada na garagem de casa. peguei uns 5 mil do acerto e queria trabalhar por conta, mano",
    budget: 5000,
    relevant: ["serralheria"],
  },
  {
    text: "oxe, sou mae solo de 2 e faço trança nas menina da rua faz tempo, box braids, nago, tudo. tenho pente, jumbo q sobrou e as pomada, so posso trabalhar de manha qnd os menino ta na escola. tenho so 150 conto agora",
    budget: 150,
    relevant: ["trancista"],
  },
  {
    text: "sou professora aposentada, dei aula 28 anos pro fundamental 1 aqui em maringa, alfabetizei mto pia. queria fazer alguma coisa em casa de tarde pra complementar a aposentadoria, tenho uns mil reais guardado",
    budget: 1000,
    relevant: ["reforco-escolar"],
  },
  {
    text: "tenho 19 anos, faço facul de publicidade em recife e mexo mto no canva e no photoshop, ja fiz logo pra uns amigos. tenho um notebook meio veio mas roda tudo. dinheiro msm nao tenho nenhum kkk",
    budget: 0,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "trabalhei 8 anos de garçom e depois barman num restaurante em botafogo, sei fazer caipirinha, gin, drink autoral, tudo. o restaurante fechou e to parado. tenho uns 3 mil e meio e queria trabalhar so fim de semana com festa",
    budget: 3500,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "sou filha de produtor de leite aqui no sul de minas, meu pai tem 15 vaca e vende o leite pro laticinio por quase nada, uai. minha vo fazia queijo e eu aprendi com ela. tenho uns 8 mil pra investir e queria parar de vender leite barato",
    budget: 8000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "fui vendedor externo de uma fabrica de calçado por 15 anos, rodei o interior de goias todinho e conheço os lojista tudo. a empresa cortou a equipe e eu queria continuar vendendo mas por comissao, pra varias marca. tenho uns 500 reais so",
    budget: 500,
    relevant: ["representante-comercial"],
  },
  {
    text: "egua, to desempregado aqui em manaus e tenho uma cg 160 quitada, conheço a cidade toda. queria rodar com ela pra ganhar algum. tenho uns 200 reais pra documentaçao",
    budget: 200,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "trabalhei 10 anos numa confecçao em fortaleza costurando na reta e na overloque. comprei as duas maquina industrial qnd a firma fechou e ta tudo aqui no quarto dos fundo. quero pegar costura pra fazer em casa, tenho mil e quinhentos",
    budget: 1500,
    relevant: ["faccao-de-costura", "ajustes-e-consertos-de-roupas"],
  },
  {
    text: "bah tche, todo domingo sou eu q faço o churrasco da familia e dos amigo, costela fogo de chao, picanha, tudo no ponto. tenho meu kit de faca, espeto e grelha. trabalho de semana na firma entao so daria sabado e domingo. tenho uns 300 pila",
    budget: 300,
    relevant: ["churrasqueiro-em-domicilio"],
  },
  {
    text: "moro no interior do para perto de bragança, minha familia planta maniva e tem um forno de farinha velho no retiro. a gente faz farinha d'agua, tapioca e tucupi so pra casa e pros vizinho. queria fazer isso direito pra vender na cidade, tenho uns 4 mil",
    budget: 4000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "sou vo, tenho 67 anos, moro em bh e faço croche desde menina. tenho um monte de barbante e linha guardado aqui em casa, faço tapete e bonequinho pros neto. nao mexo com internet nao, so. tenho so uns 80 reais",
    budget: 80,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "tenho uma fiorino 2015 e ja faço uns carreto pros amigo, mudancinha, geladeira, sofa. trabalhava de entregador numa loja de moveis aqui em campinas e sai. tenho uns 3 mil pra arrumar a fiorino e divulgar",
    budget: 3000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "trabalhei 20 anos de eletricista na concessionaria de energia aqui em cuiaba, tenho nr10 e me aposentei cedo. tenho as ferramenta tudo, alicate amperimetro, multimetro, escada. quero pegar servico de casa, trocar chuveiro, quadro de luz, essas coisa. tenho uns 600",
    budget: 600,
    relevant: ["eletricista-residencial"],
  },
  {
    text: "amo cachorro demais, cresci no interior cheia de bicho. agora moro em apartamento em curitiba e nao tenho carro, mas caminho mto todo dia e tenho a tarde livre. dinheiro nenhum",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "toco violao e canto em barzinho aqui em natal faz uns 6 anos, mpb, forro, sertanejo. tenho violao eletroacustico, uma caixa de som ativa e microfone. queria fechar casamento e festa, ou dar aula tb. tenho uns 400 conto",
    budget: 400,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "fui secretaria de consultorio 12 anos em brasilia, mexo bem com agenda, planilha, email, digito rapido. hj cuido da minha mae acamada e nao posso sair de casa. queria trabalhar de casa pra alguem, tenho uns 250 reais",
    budget: 250,
    relevant: ["assistente-virtual", "transcricao-e-digitacao"],
  },
  {
    text: "temos um sitio em assis, interior de sp, e eu tenho um trator massey 275 com grade e roçadeira. os vizinho vive me pedindo pra arar e roçar as terra deles. tenho uns 10 mil pra arrumar o trator e comprar mais implemento",
    budget: 10000,
    relevant: ["servicos-com-trator"],
  },
  {
    text: "sou de joao pessoa e faço tapioca e cuscuz todo dia pra familia desde novinha, todo mundo diz q é arretado. queria botar uma barraquinha de manha na feira ou na porta da firma. tenho uns 2 mil e quinhentos guardado",
    budget: 2500,
    relevant: ["barraca-de-tapioca"],
  },
  {
    text: "moro no interior de chapeco, meu pai me deixou umas 10 caixa de abelha e eu cuido delas faz uns anos. tiro mel so pra familia e dou pros vizinho. tenho 1500 pra investir, capaz de dar pra comprar mais caixa e o macacao",
    budget: 1500,
    relevant: ["apicultura"],
  },
  {
    text: "comprei uma lavadora de alta pressao e uma extratora pra limpar o sofa e o quintal aqui de casa e fiquei viciado kkk. ja limpei sofa e colchao de uns 5 vizinho e ficou show. moro em ribeirao preto, tenho carro e uns 700 reais",
    budget: 700,
    relevant: ["limpeza-de-estofados", "limpeza-com-alta-pressao"],
  },
  {
    text: "sou manicure faz 7 ano, trabalhava em salao no recife mas o salao fechou, visse. tenho meus alicate, estufa, esmalte tudo, so nao tenho lugar pra atender. to com 100 reais so",
    budget: 100,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "corto cabelo dos moleque do bairro desde os 16, hj tenho 22 e to em goiania. tenho maquina wahl, tesoura, navalha e capa, mas ponto nao tenho nao. tenho uns 600 reais, o trem ta dificil",
    budget: 600,
    relevant: ["barbeiro-a-domicilio", "barbearia"],
  },
  {
    text: "fotografia é meu hobby ha uns 5 anos, tenho uma canon t7 com lente 50mm e 18-55, um flash e edito no lightroom. ja fotografei aniversario de amigo e casamento de prima aqui em porto alegre. tenho uns 3 mil pra investir",
    budget: 3000,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "sempre consertei celular de parente, troco tela, bateria, conector de carga. tenho estacao de solda, kit de chave e uma lupa de bancada em casa. trabalhei de vendedor numa loja de celular no centro de bh, nó. juntei uns 4 mil",
    budget: 4000,
    relevant: ["conserto-de-celulares"],
  },
  {
    text: "cozinho pra familia inteira ha 20 anos aqui em aracaju, comida caseira mesmo, feijao, arroz, carne de sol. tenho freezer e panelao. meu marido ficou desempregado e a gente ta sem nada, zero mesmo, to aperreada",
    budget: 0,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "faço bolo de aniversario pra familia e as amiga aqui em londrina, recheio, chantininho, tudo decorado. tenho batedeira planetaria e forno bom. queria começar a vender de verdade, tenho 350 reais",
    budget: 350,
    relevant: ["bolos-de-aniversario-sob-encomenda", "bolos-de-pote"],
  },
  {
    text: "trabalho de pedreiro desde os 15, faço muro, reboco, contrapiso, banheiro inteiro. tenho minha colher, nivel, prumo e uma betoneira pequena. moro em teresina e a construtora q eu trabalhava parou, tenho so uns 200 reais",
    budget: 200,
    relevant: ["pedreiro-de-reformas"],
  },
  {
    text: "morei 2 anos nos eua de au pair e falo ingles fluente. voltei pra vitoria e nao acho emprego. queria dar aula ou traduzir, so q nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "servi 8 anos no exercito aqui em campo grande e trabalhei no canil com cao de guarda e faro. tenho um pastor alemao adestrado e uma pastora belga. sai e to com uns 6 mil do acerto",
    budget: 6000,
    relevant: ["adestramento-de-caes-de-guarda", "adestramento-de-caes"],
  },
  {
    text: "minha vo me ensinou doce de buriti, cocada de forno e doce de especie, sou de sao luis. tenho o tacho de cobre dela e as forminha. queria vender na feira e nas festa de sao joao, tenho so uns 120 reais",
    budget: 120,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "fui pescador a vida toda aqui na ilha em floripa, tenho uma baleeira de 8 metro com motor e habilitaçao de arrais. a pesca ta fraca e os turista vivem me pedindo passeio. tenho uns 15 mil pra reformar o barco e comprar colete",
    budget: 15000,
    relevant: ["passeios-de-barco"],
  },
  {
    text: "fiz curso tecnico de informatica e formato pc e notebook de metade do bairro aqui em rio branco. tenho notebook, kit de ferramenta, pen drive, alicate de crimpar cabo de rede. queria abrir um negocio nisso, tenho uns 900 reais",
    budget: 900,
    relevant: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "amo maquiagem, faço make das amigas pra formatura e casamento aqui em salvador. tenho uma maleta completa, pinceis, base de varios tom e ring light. tenho 700 reais e queria trabalhar com noiva",
    budget: 700,
    relevant: ["maquiagem-para-eventos"],
  },
  {
    text: "cuidei do meu pai com alzheimer 5 anos ate ele falecer, dou banho, remedio na hora, tenho paciencia. fiz o curso de cuidador no senac. moro em uberlandia e so posso trabalhar de noite pq fico com meu neto de dia. nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "vendi umas cabeça de gado e to com uns 20 mil. tenho um sitio perto de palmas com agua boa, um corrego e espaço pra cavar tanque. queria criar peixe, tilapia ou tambaqui, pra vender na cidade",
    budget: 20000,
    relevant: ["piscicultura"],
  },
  {
    text: "lavo e polo carro dos vizinho no fim de semana aqui em feira de santana, tenho uma politriz, aspirador e uns produto de cera. de semana sou ajudante de deposito. tenho uns 150 conto",
    budget: 150,
    relevant: ["estetica-automotiva", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "toco de dj em festa de amigo aqui em belem faz uns 4 ano, maninho. tenho controladora pioneer, duas caixa jbl e uns canhao de led. queria fechar aniversario e casamento, tenho uns mil reais",
    budget: 1000,
    relevant: ["dj-para-festas", "som-e-iluminacao-para-eventos"],
  },
  {
    text: "eu e meu marido temos um sitio em bento gonçalves com parreira, galinha e um galpao grande. as visita sempre elogiam o cafe colonial da minha sogra. temos uns 25 mil da venda do carro e queria receber gente no fim de semana",
    budget: 25000,
    relevant: ["turismo-rural"],
  },
  {
    text: "fui demitido da fabrica de moveis aqui em juiz de fora, sempre mexi com madeira. tenho serra circular, tupia, lixadeira e um quarto nos fundo q virou oficina. queria fazer tabua de churrasco, banco, mesa de pallet, tenho uns 2500 reais pra começar",
    budget: 2500,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
];
