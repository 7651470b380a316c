/**
 * The words for each kind of thing a person may own (decision 031), read by `possessions.ts`:
 * vehicles also by model ("CG 160", "Strada", "Sprinter"), trade tools, kitchen and beauty kits.
 * Works on folded text (lower case, no accents).
 */
import type { AssetKind } from "~/modules/economics/assets";

/** Vehicle models people name instead of the vehicle ("minha Strada", "uma CG 160"). */
const CAR_MODELS = String.raw`hb ?20|onix|gol|uno|palio|kwid|mobi|celta|corsa|prisma|cobalt|spin|sandero|logan|voyage|fox|siena|argo|cronos|virtus|corolla|civic|etios|yaris|fiesta|ecosport|creta|tracker|renegade|compass|kicks|versa|sentra|t-?cross|nivus|c3|chevette|fusca|monza|ka`;
const MOTO_MODELS = String.raw`cg(?: ?\d{2,3})?|titan(?: ?\d{2,3})?|fan(?: ?\d{2,3})|biz(?: ?\d{2,3})?|pop(?: ?\d{2,3})|bros(?: ?\d{2,3})?|xre(?: ?\d{2,3})?|factor(?: ?\d{2,3})?|fazer(?: ?\d{2,3})|nxr(?: ?\d{2,3})?|lander|crosser|twister|cb ?\d{3}|ybr(?: ?\d{2,3})?|neo ?\d{3}|pcx|nmax|start ?160`;
const VAN_MODELS = String.raw`sprinter|ducato|master|kombi|jumper|boxer|iveco daily|besta|topic|trafic`;
const PICKUP_MODELS = String.raw`d ?20|d ?10|c ?10|f ?1000|f ?4000|bandeirante|caminhao (?:3 ?\/ ?4|bau|pequeno)|caminhaozinho|vuc|strada|saveiro|montana|toro|hilux|s ?10|ranger|amarok|frontier|l ?200|fiorino|doblo|kangoo|partner|oroch|courier|hr|h ?100|bongo|accelo`;

/** Words (folded) for each kind. Order matters only for overlaps: more specific first. */
export const POSSESSION_WORDS: ReadonlyArray<[AssetKind, string]> = [
  // A trade's own gear, named as people name it (eighth session). Listed first: more specific than
  // the general words below ("carrinho de pipoca" is not a car, "tacho de fritura" not a pan).
  [
    "carrinho-de-lanche",
    String.raw`carrinhos? de (?:pipoca|cachorro ?-?quente|hot ?-?dog|lanches?|churros|milho|acai)|pipoqueiras?(?: industria(?:l|is))?`,
  ],
  ["caixa-termica", String.raw`caixas? termicas?(?: grandes?)?|isopor(?:es)?(?: grandes?)?|coolers?|hot ?box`],
  ["fritadeira", String.raw`fritadeiras?(?: eletricas?| a gas| industria(?:l|is))?|tacho de fritura`],
  [
    "cilindro-de-massa",
    String.raw`cilindros?(?: de massa| eletricos?| laminadore?s?)?|maquinas? de (?:massa|macarrao)|laminadora de massa`,
  ],
  ["mesa-de-inox", String.raw`mesas? (?:de )?inox|bancadas? (?:de )?inox`],
  ["seladora", String.raw`seladoras?(?: de pedal| manua(?:l|is)| de embalage(?:m|ns))?|rotuladora`],
  [
    "casa-de-farinha",
    String.raw`casas? de farinha|fornos? de (?:farinha|cobre)|forno da familia|raladeiras?(?: a motor| eletricas?)?|raladoras? de mandioca|prensas? de (?:mandioca|farinha)|tipitis?`,
  ],
  ["centrifuga-de-mel", String.raw`centrifugas?(?: de mel)?|decantadore?s?`],
  [
    "tesouras-de-costura",
    String.raw`mesas? de corte|tesouras? de (?:costura|tecido|picotar|alfaiate)|reguas? de (?:costura|alfaiate|modelagem|corte)|fita metrica`,
  ],
  ["pistola-de-cola", String.raw`pistol(?:a|inha)s? de cola(?: quente)?`],
  ["bastidores-e-linhas", String.raw`bastidore?s?|meadas?|linhas? de bordar|aros de bordar`],
  [
    "kit-de-recreacao",
    String.raw`tintas? facia(?:l|is)|(?:kit|estojo|maleta) de (?:tinta facial|tintas faciais|pintura facial|pinturinha|recreacao)|pintura facial|baloes? de modelar|bexigas? (?:de modelar|compridas?|de canudo)`,
  ],
  ["material-de-pintura", String.raw`cavaletes? de (?:pintura|pintar|artista)|tintas? (?:a oleo|acrilicas?)|telas? de pintura`],
  [
    "equipamento-de-adestramento",
    String.raw`guias? longas?|clickers?|coleiras? de (?:treino|adestramento)|cones? de (?:treino|adestramento)|apitos? de (?:treino|adestramento)`,
  ],
  ["manga-de-mordida", String.raw`mangas? de (?:mordida|protecao)|roupas? de mordida|macacao de mordida|rolinhos? de mordida`],
  ["mesa-de-tosa", String.raw`mesas? de (?:tosa|banho pet)|banheiras? (?:pet|de (?:cachorro|banho pet))`],
  ["aquarios", String.raw`aquarios?|tanques? de peixes?`],
  [
    "barco",
    String.raw`barcos?(?: de (?:passeio|madeira|aluminio|pesca|linha))?|lanchas?|voadeiras?|canoas? (?:motorizadas?|a motor|com motor)|rabetas?|escunas?|chalanas?`,
  ],
  ["coletes-salva-vidas", String.raw`coletes? salva-? ?vidas?`],
  ["kit-piscina", String.raw`aspirador(?:es)? de piscina|peneiras? de piscina|kit de testes? de (?:cloro|ph|piscina)`],
  ["oximetro-e-termometro", String.raw`oximetros?|termometros? (?:digita(?:l|is)|de testa|infravermelhos?)`],
  [
    "microfone",
    String.raw`microfones?(?: sem fio| condensadore?s?| de lapela| profissiona(?:l|is)| dinamicos?)?|lapelas?|interface de audio|placa de som`,
  ],
  ["mesa-digitalizadora", String.raw`mesas? digitalizadoras?|wacom|huion|xp-?pen|tablets? de desenho|ipad com (?:pencil|caneta)`],
  [
    "monitor",
    String.raw`(?:segundo|outro|dois|2) monitore?s?|monitor(?:es)?(?! de (?:colonia|ferias|escola|recreacao|creche|alunos?|turma))`,
  ],
  ["flash", String.raw`flash(?:es)?(?: externos?| speedlite)?|speedlite|godox`],
  ["plotter", String.raw`plotters?(?: de recorte)?|silhouette(?: cameo)?|cameo|cricut`],
  ["prensa-termica", String.raw`prensas? termicas?|prensas? de (?:sublimacao|camisetas?|canecas?)`],
  ["impressora-de-sublimacao", String.raw`impressoras? (?:epson |epsom )?(?:de |para |com tinta )?(?:sublimacao|sublimatica|dtf)`],
  ["policorte-e-esmerilhadeira", String.raw`policortes?|esmerilhadeiras?|lixadeiras? angular(?:es)?`],
  ["andaime", String.raw`andaimes?`],
  ["alicate-de-crimpar", String.raw`alicates? de crimpar|crimpador|testadore?s? de (?:cabos?|rede)`],
  ["microscopio", String.raw`microscopios?(?: estereo| trinocular)?|lupas? (?:estereo|binocular)`],
  ["maquina-de-chaves", String.raw`maquinas? de (?:copiar |fazer |cortar )?chaves?|copiadora de chaves?`],
  ["bancada", String.raw`bancadas?(?: de trabalho| de marcenaria| de eletronica| com morsa)?`],
  ["carretinha", String.raw`carretinhas?|reboques?`],
  ["quadro-branco", String.raw`quadros? brancos?|lousas?(?: brancas?| digita(?:l|is))?`],
  ["material-de-yoga", String.raw`tapetes? de (?:yoga|ioga)|tapetinhos? de (?:yoga|ioga)|mats? de (?:yoga|ioga)|blocos? de (?:yoga|ioga)`],
  ["material-esportivo", String.raw`bolas? de (?:futebol|futsal|volei)`],
  ["araras", String.raw`araras?(?: de roupas?)?|cabides`],
  ["cadeira-de-barbeiro", String.raw`cadeiras? de (?:barbeiro|barbearia|salao|cabeleireir[oa])`],
  ["panela-de-cera", String.raw`panelas? de cera|aquecedor(?:es)? de cera|roll-? ?on de cera`],
  ["trator", String.raw`tratore?s?(?:zinho)?(?: massey| valtra| new holland| john deere| ford)?|massey(?: ferguson)?|tobatta`],
  ["gado-de-leite", String.raw`vacas?(?: de leite| leiteiras?| holandesas?| girolandas?)|gado de leite|gado leiteiro`],
  ["formas-de-artesanato", String.raw`formas? de silicone|moldes? de silicone|formas? (?:de|para) (?:velas?|sabonetes?|gesso|cimento)`],
  ["impressora-3d", String.raw`impressora(?:s)? 3d|ender ?3|bambu lab`],
  ["maquina-de-bordar", String.raw`maquina de bordar|bordadeira`],
  // An industrial machine (also a domestic machine's work: query-understanding adds that kind).
  ["maquina-industrial", String.raw`maquinas? (?:de costura |reta |retas )?industria(?:l|is)|retas? industria(?:l|is)`],
  [
    "maquina-de-costura",
    String.raw`maquinas? de costura(?: industrial| domestica| reta)?|maquina de costurar|maquina reta|reta industrial|overlock|overloque|overlok|galoneira|zigue ?zague|singer|janome`,
  ],
  ["forno-industrial", String.raw`forno industrial|fogao industrial|forno turbo|fogao de (?:6|seis) bocas`],
  ["forno-eletrico", String.raw`forno eletrico|forninho eletrico|forninho`],
  ["batedeira", String.raw`batedeira(?: planetaria)?|planetaria`],
  ["freezer", String.raw`freezer|frizer|freezers|congelador|geladeira grande`],
  [
    "utensilios-de-cozinha",
    String.raw`cozinha(?: grande| industrial| boa| equipada| ampla| completa| montada)?|formas e assadeiras|assadeiras|formas|panelas?(?: de banho ?-?maria)?|panelao|potes? de vidro|termometro culinario|tachos?(?: de (?:cobre|inox|ferro))?|fogao(?: a lenha| de (?:4|5|quatro|cinco) bocas| (?:4|5) bocas?)?|utensilios(?: de cozinha)?`,
  ],
  ["betoneira", String.raw`betoneira`],
  ["furadeira", String.raw`furadeira|parafusadeira|martelete`],
  ["ferramentas-refrigeracao", String.raw`bomba de vacuo|manifold|ferramentas de refrigeracao|flangeador`],
  ["compressor", String.raw`compressor(?: de ar)?`],
  [
    "barraca-de-feira",
    String.raw`barra(?:ca|quinha)(?: desmontavel| de feira| dobravel)?|banca desmontavel|banquinhas?(?: de ferro| de feira| dobravel)?`,
  ],
  ["extratora", String.raw`extratoras?(?: de (?:sofa|estofados?))?`],
  ["acervo-de-livros", String.raw`(?:\d+ |mil |uns |muitos |mtos |mto |um monte de )livros?|acervo de livros`],
  [
    "roupas-para-revender",
    String.raw`(?:mta|muita|muitas|mtas|um monte de|monte de) roupas?(?: boas?| paradas?)*|roupas? boas? paradas?|(?:guarda ?-?roupas?|armario|sacolas?) (?:cheio|cheia|lotado|lotada|entupido) de roupas?`,
  ],
  // A motorcycle's "baú" is its delivery box; a 3/4 truck's "baú" is its body (the pick-up models above).
  [
    "bag-de-entrega",
    String.raw`bags? (?:termicas?|de entrega|do ifood)|mochilas? termicas?|bau de moto|bauzinho|(?<=\b(?:moto|${MOTO_MODELS})\b[a-z0-9 ]{0,12} com )bau`,
  ],
  ["kit-de-magica", String.raw`kit de magicas?|cartola`],
  ["maquina-de-solda", String.raw`maquinas? de solda(?: inversora| mig| eletrica| tig)?|inversora de solda|solda inversora`],
  ["macarico-e-rolos", String.raw`macaricos?`],
  ["ferramentas-de-bike", String.raw`chaves? de raio|saca ?-?correntes?|ferramentas? de (?:bike|bicicleta)`],
  ["agulhas-de-croche", String.raw`agulhas? de (?:croche|trico)`],
  ["churrasqueira", String.raw`churrasqueiras?(?: portat(?:il|eis)| de ferro| a bafo)?|espetos?(?: de churrasco)?`],
  ["ferramentas-de-roca", String.raw`enxadas?|enxadoes?|foices?|facao|facoes|cavadeiras?|rastelos?|ancinhos?|derricadeiras?(?: costal)?`],
  ["chapa-de-tapioca", String.raw`chapas? de (?:tapioca|ferro|cuscuz)`],
  ["estacao-de-solda", String.raw`estacao de solda(?: e retrabalho)?|estacao de retrabalho|ferro de solda`],
  [
    "ferramentas-de-piso",
    String.raw`cortadora(?: de pisos?| de porcelanato)?|cortador de pisos?|serra marmore|nivel a laser|desempenadeiras?`,
  ],
  // "Rolo" alone is also a rolling pin: it is a painter's only beside painting words (below).
  ["ferramentas-pintura", String.raw`trinchas?|rolos? de (?:pintura|tinta|parede|la|espuma)|kit de pintura`],
  [
    "ferramentas",
    String.raw`ferramentas?|caixa de ferramentas?|nivel(?! a laser)|trenas?|martelos?(?! de borracha)|martelo de borracha|maleta de ferramentas?|alicates? amperimetros?|multimetros?|(?:kit|jogo) de chaves?|chaves? de fenda|chaves? (?:de )?grifo|passa ?fios?|(?:maquina )?desentupidora|arco de serra`,
  ],
  ["escada", String.raw`escada(?: grande| extensiva)?`],
  ["lavadora-de-alta-pressao", String.raw`lavadora(?: de alta pressao)?|lava ?jato|wap|karcher`],
  ["aspirador", String.raw`aspirador(?: de po)?`],
  ["politriz", String.raw`politriz(?:es)?|polidora (?:de carro|automotiva)|roto ?-?orbital`],
  ["rocadeira", String.raw`rocadeira|cortador de grama|maquina de cortar grama`],
  ["maquina-de-tosa", String.raw`maquinas? de tosa(?:r)?|maquininha de tosa|tosadora|maquina andis|andis`],
  ["soprador", String.raw`sopradore?s?(?: de pelos?| pet)?|secador de (?:pet|cachorro)`],
  ["aparelho-de-pressao", String.raw`aparelho de (?:medir )?pressao|medidor de pressao|esfigmomanometro`],
  ["derretedeira", String.raw`derretedeira|panela de derreter (?:cera|parafina)`],
  // A computer keyboard is not a musical one.
  [
    "instrumentos-musicais",
    String.raw`violao|violoes|teclados?(?! e mouse| do (?:note|pc|computador))|guitarras?|cavaquinho|ukulele|violino|sanfona|acordeon|saxofone|flauta|piano|bateria acustica|bateria eletronica`,
  ],
  ["kit-sobrancelha", String.raw`kit de (?:pincas?|sobrancelhas?|henna|design)|pincas?(?: e linhas?)?(?: e henna)?`],
  [
    "kit-maquiagem",
    String.raw`(?:kit|maleta|estojo|caixa) de (?:maquiagem|make)|maquiage(?:m|ns) (?:profissiona(?:l|is)|boas?|completas?)|maquiagens|pinceis(?: de maquiagem)?|make profissional`,
  ],
  ["tesouras", String.raw`tesouras?(?: profissiona(?:l|is)| de corte| de cabelo)?|navalhas?`],
  // A barber's clipper; a "maquininha" alone is a card machine, and a fabric cutter is a seamstress's.
  [
    "maquina-de-corte",
    String.raw`maquinas? de (?:cortar cabelo|corte(?! de tecido)(?: de cabelo)?|acabamento)|maquininhas? de (?:cabelo|corte|acabamento)|clipper|trimmer`,
  ],
  ["inflador-e-estruturas", String.raw`infladore?s?(?: eletricos?| de baloes)?|estruturas? (?:de|para) (?:arcos?|baloes)|arcos? de baloes`],
  [
    "kit-limpeza",
    String.raw`baldes?|rodos?|vassouras?|panos? de (?:chao|microfibra)|flanelas?|produtos? de limpeza|kit de limpeza|materia(?:l|is) de limpeza`,
  ],
  ["galinhas", String.raw`galinhas?(?: caipiras?| poedeiras?| soltas?)?|poedeiras|galinheiro`],
  ["ring-light", String.raw`ring ?light|ringlight|rinlight`],
  ["controladora-dj", String.raw`controladora(?: de dj| dj)?|mesa de dj|toca ?discos|pick ?ups? de dj`],
  [
    "kit-manicure",
    String.raw`kit(?: completo)? de (?:manicure|unhas?|alicates)|alicates? de (?:cuticulas?|unhas?)|alicates(?! amperimetro)|esmaltes|material de manicure|maleta de manicure`,
  ],
  ["estufa-esterilizacao", String.raw`estufa(?: de esterilizacao)?`],
  ["cabine-e-lixadeira", String.raw`cabine(?: de)? (?:led|uv|unhas?)(?: ?/ ?uv)?|lixa eletrica|motorzinho(?: de lixa)?`],
  [
    "ferramentas-marcenaria",
    String.raw`serra circular|serra (?:tico ?-?tico|de bancada|esquadria|meia esquadria)|tupia|plaina(?: eletrica)?|lixadeira (?:orbital|de cinta|roto ?orbital)|esquadrejadeira`,
  ],
  // A trainer's portable set ("elástico" alone is also a seamstress's: read beside fitness words, in possessions.ts).
  ["acessorios-de-treino", String.raw`halteres?|kettlebells?|kettlebel|trx|colchonetes?|mini ?bands?|anilhas?|caneleiras?(?: de peso)?`],
  ["kit-de-bar", String.raw`coqueteleiras?|kit de (?:bar|bartender|coquetelaria|drinks?)|dosadore?s? de (?:drinks?|bar)`],
  ["kit-reparo-celular", String.raw`separadora(?: de tela)?|kit de (?:reparo|conserto|manutencao) de celular|chaves? de precisao`],
  ["balanca-bioimpedancia", String.raw`(?:balanca de )?bioimpedancia|adipometro`],
  ["colmeias", String.raw`colmeias?(?: langstroth| povoadas)?|caixas? de abelhas?|enxames?`],
  ["epi-apicultura", String.raw`fumegador|fumigador|macacao de apicultor`],
  ["maquina-de-tatuagem", String.raw`maquinas? (?:de tatuagem|de tattoo|de tatuar|rotativas?)|pen de tatuagem|fonte de tatuagem`],
  ["kit-cilios", String.raw`kit de (?:cilios|lash|extensao de cilios)|pincas de cilios|fios de cilios|cola de cilios`],
  ["autoclave", String.raw`autoclave`],
  ["secador-e-prancha", String.raw`secador(?: e prancha)?|prancha|chapinha`],
  ["maca", String.raw`maca(?: portatil| de massagem)?`],
  [
    "caixa-de-som",
    String.raw`caixas? de som|caixa amplificada|caixas? jbl|caixinhas?(?: de som| jbl| bluetooth)|jbl|paredao|caixas? ativas?(?: de \d+)?`,
  ],
  ["ferro-de-passar", String.raw`ferro(?: de passar| a vapor)`],
  ["impressora", String.raw`impressora(?: multifuncional| de tanque| laser)?`],
  ["drone", String.raw`drones?|dji|mavic(?: \d| mini| air| pro)?|phantom \d`],
  ["camera", String.raw`camera(?: fotografica| profissional| semi ?profissional| boa)?|canon|nikon|gopro|dslr|mirrorless`],
  ["fone-e-webcam", String.raw`webcam|headset|fones? (?:bom|boa|com microfone|de ouvido|gamer)`],
  ["notebook", String.raw`notebook|notbook|notebuk|note|computador|pc|laptop|macbook|desktop|tablet`],
  ["celular", String.raw`celular|smartphone|iphone|android|cel|telefone`],
  ["bicicleta", String.raw`bicicleta|bike|magrela|bicicleta eletrica|caloi|monark|houston|oggi|speed|mountain bike|mtb`],
  ["caminhonete", String.raw`caminhonete|picape|pickup|utilitario|furgao|furgaozinho|${PICKUP_MODELS}`],
  ["van", String.raw`van|vanzinha|micro ?onibus|${VAN_MODELS}`],
  ["moto", String.raw`moto|motoca|motinha|motocicleta|${MOTO_MODELS}`],
  ["carro", String.raw`carro|carrinho|automovel|veiculo|${CAR_MODELS}`],
  [
    "comodo-em-casa",
    String.raw`(?:quarto|comodo|quartinho|sala|salinha) (?:sobrando|vago|livre|extra|vazi[oa]|nos fundos|desocupad[oa]|no fundo(?: de casa| do quintal)?|no quintal)|edicula|garagem(?: vazia| livre| grande)?|espaco (?:sobrando |livre )?(?:em|na minha) casa|puxadinho`,
  ],
  [
    "ponto-comercial",
    String.raw`(?:sala|salinha|salao|loja|lojinha|portinha|comodo|garagem)(?: de \d+ ?(?:m2|metros(?: quadrados)?))?(?: (?:fechad[oa]|vazi[oa]|parad[oa]|livre))? (?:na|de) frente (?:de|da|pra) (?:casa|minha casa|rua)|ponto proprio|ponto comercial|sala comercial|salinha comercial|loja propria|salao (?:proprio|comercial)|espaco comercial|imovel comercial|ponto na rua|ponto no centro|ponto`,
  ],
  ["terreno", String.raw`terreno|sitio|sitiozinho|chacara|lote|fazenda|roca|quintal grande|hectares?|alqueires?`],
];
