/**
 * Thirteenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_13: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "fui mandada embora da fabrica de moto no distrito ano passado mas antes trabalhei 6 ano em confeccao. tenho uma overloque e uma reta industrial aqui em casa no taruma, mana. queria pegar servico de costura pra fazer em casa, tenho uns 1500 guardado",
    budget: 1500,
    relevant: ["faccao-de-costura", "ajustes-e-consertos-de-roupas"],
  },
  {
    text: "sou professora aposentada do estado, dei aula 30 ano pra 3a e 4a serie aqui em teresina. tenho paciencia de sobra com menino kkk. dinheiro pra investir nao tenho nada nao, queria so ocupar a cabeca e ganhar um extra",
    budget: 0,
    relevant: ["reforco-escolar"],
  },
  {
    text: "tenho 19 ano e faço adm na ufg a noite. edito video pro meu canal e pros amigo no capcut e no premiere, tenho um notebook gamer q meu pai me deu. tenho uns 200 reais so uai",
    budget: 200,
    relevant: ["edicao-de-videos", "gestao-de-redes-sociais"],
  },
  {
    text: "sou mae solo de 2 menino pequeno e nao posso sair de casa. faço brigadeiro e beijinho q a rua toda elogia, tenho uma batedeira planetaria e um monte de forminha. tenho uns 300 conto visse",
    budget: 300,
    relevant: ["docinhos-para-festas", "bolos-de-pote"],
  },
  {
    text: "sou pescador em alter do chao faz 20 ano, conheço todo canto do tapajos. tenho uma voadeira de 8 metro com motor 40 e tenho carteira de arrais da marinha. queria levar turista pras praia, tenho uns 4 mil pra colete e ajeitar o barco",
    budget: 4000,
    relevant: ["passeios-de-barco"],
  },
  {
    text: "sou filho de produtor em sorriso mt, meu pai vai me passar um massey ferguson 275 e uma grade aradora q ta parado no barracao. sei operar desde moleque. queria prestar servico pros sitiante da regiao, tenho uns 20 mil pra reformar e comprar uma roçadeira hidraulica",
    budget: 20000,
    relevant: ["servicos-com-trator", "aluguel-de-maquinas-agricolas"],
  },
  {
    text: "tenho 24 ano, uma biz 2015 quitada e cnh A faz 4 ano. to desempregado e queria trabalhar com entrega aqui em aracaju. so tenho uns 150 reais pra comprar um bau usado",
    budget: 150,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "oxe tenho uma fiorino 2012 q uso pra levar as coisa da minha mae pra feira. trabalhei de ajudante em loja de movel, sei carregar e montar guarda roupa. queria fazer frete aqui em campina grande, tenho uns mil reais",
    budget: 1000,
    relevant: ["fretes-e-carretos", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "no fim de semana eu roço terreno pros vizinho, tenho uma roçadeira stihl fs 220 e um soprador. gosto de mexer com planta, ja cuidei do jardim de um condominio aqui em palmas. tenho uns 400 conto",
    budget: 400,
    relevant: ["jardinagem"],
  },
  {
    text: "moro no interior do piaui, em picos. tenho 20 colmeia langstroth, macacao e fumigador, meu avo mexia com abelha e me ensinou. o mel eu vendo em garrafa pet pros conhecido mas queria fazer direito, tenho 2500",
    budget: 2500,
    relevant: ["apicultura"],
  },
  {
    text: "faço maquiagem das minhas amiga pra formatura e casamento, fiz curso no senac ano passado. tenho um kit grande de maquiagem, pincel de tudo q é tipo e um ring light. moro em sao luis e tenho uns 600 reais",
    budget: 600,
    relevant: ["maquiagem-para-eventos"],
  },
  {
    text: "todo mundo diz q eu tenho voz de radio kkk, ja animei vaquejada e festa de padroeiro aqui em caruaru. tenho uma caixa de som jbl partybox e um microfone sem fio. tenho 250 conto",
    budget: 250,
    relevant: ["locutor-e-mestre-de-cerimonias", "locucao-e-dublagem"],
  },
  {
    text: "toco violao e teclado na igreja desde os 12, hoje tenho 27. tenho meu violao e um teclado yamaha em casa. dinheiro nao tenho nenhum agora mana, to so com o bolsa familia aqui em macapa",
    budget: 0,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "faço trança nago e box braids na minha irma e nas prima, demora umas 5 hora mas fica linda. moro em salvador no suburbio, tenho os pente e uns jumbo q sobrou. tenho uns 100 reais",
    budget: 100,
    relevant: ["trancista"],
  },
  {
    text: "corto cabelo dos moleque do bairro no quintal, tenho uma maquina wahl magic clip e uma navalha. nao tenho dinheiro pra abrir barbearia, so uns 400. queria ir na casa dos cliente de bike aqui em cuiaba",
    budget: 400,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "moro em apartamento na asa norte e trabalho home office meio periodo. amo cachorro, ja cuidei dos cachorro dos vizinho qdo eles viajam. nao tenho dinheiro pra investir nao, zero",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "trabalhei 3 ano de banhista num petshop em anapolis e aprendi a tosar. tenho uma maquina de tosa andis e um soprador, e tem uma area de servico grande nos fundo de casa. tenho 1800 guardado",
    budget: 1800,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "cuidei da minha sogra acamada por 4 ano, sei dar banho no leito, trocar fralda e dar remedio na hora certa. agora ela faleceu e eu fiquei sem renda aqui em juazeiro do norte. nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "fui ajudante de eletricista na construçao 8 ano, faço tomada, quadro de luz, chuveiro, tudo. tenho alicate amperimetro, escada e as ferramenta toda. fui mandado embora mes passado aqui em natal e tenho uns 600 do acerto",
    budget: 600,
    relevant: ["eletricista-residencial"],
  },
  {
    text: "sou pintor, faço textura e grafiato. tenho escada de 7 degrau, rolo, trincha e espatula de tudo q é tamanho. quero sair do empreiteiro e pegar meus proprio cliente em goiania, tenho uns 350 reais sô",
    budget: 350,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "sou aposentado dos correio e sempre montei os movel da familia toda. tenho parafusadeira bosch, furadeira e nivel. tenho problema no joelho entao nao subo em escada alta, e tenho uns 250 reais aqui em campo grande",
    budget: 250,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "fui diarista 10 ano e agora queria algo q pague mais. comprei uma extratora wap usada mas nunca usei direito. moro em fortaleza e tenho 3 mil pra comprar produto e fazer um curso",
    budget: 3000,
    relevant: ["limpeza-de-estofados"],
  },
  {
    text: "tenho uma lavadora karcher k3 q uso pra lavar a garagem e o quintal, e os vizinho vive pedindo pra eu lavar a calçada deles. sou vigilante 12x36 em belem, nas folga da pra fazer. tenho uns 200 conto égua",
    budget: 200,
    relevant: ["limpeza-com-alta-pressao"],
  },
  {
    text: "herdei uma casa de 5 quarto em jijoca, pertinho de jeri. ja tem cama, uns ventilador e uma cozinha grande. queria receber turista, tenho 25 mil pra reforma e botar ar condicionado",
    budget: 25000,
    relevant: ["pousada"],
  },
  {
    text: "vou quase toda semana na feira da sulanca em caruaru com minha tia. queria comprar roupa la e revender aqui em maceio pelo whats e no meu trabalho. tenho uns mil reais",
    budget: 1000,
    relevant: ["revenda-de-roupas"],
  },
  {
    text: "tenho um guarda roupa cheio de roupa q nao uso mais e minhas amiga tb quer se desfazer das delas. entendo de moda e tiro foto bonita no celular. moro em boa vista e tenho so 80 reais",
    budget: 80,
    relevant: ["brecho"],
  },
  {
    text: "sou de fortaleza e faço tapioca e cuscuz desde menina, aprendi com minha vo. tenho uma chapa de ferro e um botijao. quero vender na praça de manha cedo aqui em teresina onde moro agora, tenho 2500",
    budget: 2500,
    relevant: ["barraca-de-tapioca"],
  },
  {
    text: "tenho um sitio em castanhal com pe de acerola, cupuaçu e taperebá, estraga muita fruta no chao. tenho um freezer horizontal e uma seladora. queria fazer polpa pra vender pros restaurante de belem, tenho uns 8 mil égua",
    budget: 8000,
    relevant: ["polpas-de-frutas-congeladas"],
  },
  {
    text: "minha familia planta mandioca em bragança, 3 hectare de roça, e sempre fizemo farinha d'agua no forno de lenha do meu pai. queria ajeitar a casa de farinha com raladeira e prensa nova e vender embalado. tenho uns 12 mil do pronaf",
    budget: 12000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "meu pai tem 15 vaca de leite num sitio perto de uruaçu e a gente vende o leite pro laticinio por uma mixaria. minha mae faz um queijo frescal mto bom. tenho uns 6 mil pra investir uai",
    budget: 6000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "trabalhei 7 ano numa oficina de moto em ji-parana, faço revisao, relaçao, freio, parte eletrica. tenho compressor, jogo de chave e um cavalete, e tem uma garagem na frente de casa q da pra fazer o ponto. tenho 9 mil",
    budget: 9000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "faço croche desde os 15, tapete, trilho de mesa, jogo de banheiro. tenho umas 10 bola de barbante euroroma e minhas agulha. moro em imperatriz, so tenho uns 80 conto",
    budget: 80,
    relevant: ["tapetes-de-croche-em-barbante"],
  },
  {
    text: "conserto celular dos amigo, ja troquei tela e conector de carga de mto aparelho. tenho estaçao de solda, lupa e uns kit de chave. queria abrir uma bancada aqui em porto velho, tenho 1200",
    budget: 1200,
    relevant: ["conserto-de-celulares"],
  },
  {
    text: "fui bancaria 25 ano e me aposentei. vejo q as senhora da minha igreja nao sabe usar pix, whatsapp, nem o app do inss. tenho um tablet e mta paciencia, mas dinheiro pra investir nao tenho",
    budget: 0,
    relevant: ["informatica-para-idosos"],
  },
  {
    text: "tenho uma prensa termica e uma impressora epson com tinta sublimatica q comprei pra fazer caneca. quero partir pra camiseta de time de varzea e de formatura. moro em aparecida de goiania e tenho 4 mil",
    budget: 4000,
    relevant: ["camisetas-personalizadas"],
  },
  {
    text: "sou churrasqueiro, ja trabalhei em churrascaria em palmas. tenho uma churrasqueira de tambor e as faca. quero vender espetinho na porta de casa a noite q passa mto gente, e fazer churrasco em festa no fim de semana. tenho uns 700",
    budget: 700,
    relevant: ["espetinho-de-churrasco", "churrasqueiro-em-domicilio"],
  },
  {
    text: "faço bolo decorado pra familia, de chantininho e pasta americana. tenho um forno industrial q comprei qdo trabalhava de merendeira. moro em vitoria da conquista e tenho 2 mil",
    budget: 2000,
    relevant: ["bolos-de-aniversario-sob-encomenda"],
  },
  {
    text: "sou da pastoral aqui no crato e todo ano organizo a ida do povo pra romaria de caninde, alugo o onibus e cobro as passagem. queria fazer isso o ano todo, pra praia tb. tenho uns 500 reais",
    budget: 500,
    relevant: ["excursoes-e-passeios-em-grupo"],
  },
  {
    text: "faço pedagogia e trabalho de monitora em colonia de ferias. tenho tinta de pintura facial, fantasia de palhaça e sei fazer bicho de balao. queria animar festa de criança aos sabado aqui em dourados, tenho 150",
    budget: 150,
    relevant: ["recreacao-infantil"],
  },
  {
    text: "sou motorista de onibus aposentado, tenho cnh D e ja fiz o curso de transporte escolar. tenho uma sprinter 2014 q uso pra levar a familia. moro em feira de santana e tenho uns 28 mil pra adaptar",
    budget: 28000,
    relevant: ["transporte-escolar", "fretamento-de-van"],
  },
];
