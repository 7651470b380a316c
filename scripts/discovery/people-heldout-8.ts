/** Eighth held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_8: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "faco tranca desde os 12 anos nas minhas primas e nas menina da escola, box braids nago twist fulani, todo mundo me pede mas to lisa zero real, moro em salvador no cabula",
    budget: 0,
    relevant: ["trancista"],
  },
  {
    text: "trabalhei 15 ano de domestica na mesma casa aqui em bh, a patroa foi morar em portugal e eu fiquei sem nada. sei limpar, passar roupa, arrumar guarda roupa bem organizado. nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["diarista", "passadeira", "personal-organizer"],
  },
  {
    text: "tenho uma caloi aro 29 boa, nao tenho cnh nem moto, to sem um centavo, moro em recife pertinho do centro e conheço tudo de bike",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "sou aposentada, dei aula 28 anos pro primario numa cidadezinha no interior do parana, tenho muita paciencia com crianca que tem dificuldade pra ler e escrever. a aposentadoria mal da pras conta, nao tenho nada pra investir",
    budget: 0,
    relevant: ["reforco-escolar"],
  },
  {
    text: "amo cachorro tenho 3 em casa, moro num condominio grande em sp zona sul cheio de gente com pet, to desempregado e duro mas tenho a manha e a tarde livre",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "cuidei da minha vo acamada 6 anos ate ela falecer, sei dar banho no leito trocar fralda dar remedio na hora certa, fiz o curso de cuidador que a prefeitura deu. agora to sem renda nenhuma e sem dinheiro",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "tenho 19 anos sou a mais velha de 5 irmao entao sempre cuidei de crianca, faco pedagogia a noite, so tenho o dia livre e fim de semana. nao tenho grana nenhuma",
    budget: 0,
    relevant: ["baba-folguista", "reforco-escolar", "recreacao-infantil"],
  },
  {
    text: "sou muito comunicativa vendo ate gelo pra esquimo kkk tenho mais de 2 mil contato no zap e no insta mas to sem dinheiro pra comprar estoque",
    budget: 0,
    relevant: ["revenda-de-cosmeticos-por-catalogo", "brecho"],
  },
  {
    text: "peguei uns 15 mil da rescisao da fabrica, nunca tive negocio nem mexi com comida, moro em palmas aqui e calor o ano inteiro, pensei em acai mas nao sei nada",
    budget: 15000,
    relevant: ["acaiteria-com-delivery"],
  },
  {
    text: "sou tecnico de refrigeracao, 7 ano numa empresa de ar condicionado em cuiaba, tenho nr-10 e nr-35, bomba de vacuo manifold e as ferramenta. tenho uns 5 mil guardado e quero trabalhar por conta",
    budget: 5000,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "tenho uma saveiro 2014 cabine simples quitada e cnh b, 3 mil na conta, moro em joinville, to cansado de ser peao de fabrica",
    budget: 3000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "comprei uma maquina de bordar de 1 cabeca usada, ja sei mexer no programa de bordado, tenho 4 mil pra linha entretela e bone liso, moro em divinopolis. queria vender pela internet",
    budget: 4000,
    relevant: ["bordados-computadorizados"],
  },
  {
    text: "tenho um drone dji mini 3 cadastrado no sisant e uma canon t7 com lente 50mm, fotografo por hobby faz uns 4 anos, tenho 10 mil guardado e queria viver disso",
    budget: 10000,
    relevant: ["imagens-aereas-com-drone", "fotografo-de-eventos", "filmagem-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "me aposentei do banco, tenho um sitio perto de socorro interior de sp com pe de jabuticaba manga e goiaba que apodrece tudo no chao e umas galinha solta. tenho uns 30 mil, quero algo tranquilo pra fazer la",
    budget: 30000,
    relevant: ["geleias-e-compotas", "galinhas-caipiras-e-ovos", "turismo-rural"],
  },
  {
    text: "me formei em nutricao ano passado ja tenho crn, trabalho em hospital mas quero atender por fora, tenho balanca de bioimpedancia e uns 2k e meio",
    budget: 2500,
    relevant: ["consultorio-de-nutricao"],
  },
  {
    text: "faco brigadeiro beijinho e cajuzinho pras festa da igreja e todo mundo elogia, tenho uns 200 conto pra comprar forminha e chocolate, moro em goiania",
    budget: 200,
    relevant: ["docinhos-para-festas", "bolos-de-pote", "chocolates-e-ovos-de-pascoa"],
  },
  {
    text: "sou de caruaru, tenho uma banquinha de ferro e um fogareiro, sei fazer tapioca e cuscuz recheado que e uma beleza, tenho 300 reais",
    budget: 300,
    relevant: ["barraca-de-tapioca"],
  },
  {
    text: "fiz curso de extensao de cilios fio a fio e volume russo, tenho pinca cola e os fio mas falta a maca, tenho 600 conto, moro em manaus",
    budget: 600,
    relevant: ["extensao-de-cilios", "design-de-sobrancelhas"],
  },
  {
    text: "corto o cabelo dos guri da rua no patio de casa, degrade navalhado pezinho, tenho maquina wahl e uma cadeira velha, 350 pila, porto alegre",
    budget: 350,
    relevant: ["barbeiro-a-domicilio", "barbearia"],
  },
  {
    text: "tenho uma lavadora wap de alta pressao que comprei pra lavar o quintal, pensei em ganhar uma grana com ela, tenho uns 150 reais pra produto",
    budget: 150,
    relevant: ["limpeza-com-alta-pressao", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "sou pintor faz 12 anos, textura grafiato massa corrida, tenho rolo espatula e escada, 400 conto, so pegava servico de empreiteiro agora quero pegar direto com cliente",
    budget: 400,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "todo mundo do predio me chama pra trocar chuveiro tomada ver disjuntor que fica caindo instalar ventilador de teto, tenho furadeira e alicate amperimetro. trabalho de porteiro a noite, tenho 500",
    budget: 500,
    relevant: ["eletricista-residencial", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "moro em atibaia e no fds cuido do jardim e da piscina da chacara do meu patrao, sei podar cortar grama acertar o cloro, tenho rocadeira, uns 700",
    budget: 700,
    relevant: ["jardinagem", "piscineiro"],
  },
  {
    text: "sei trocar tela e bateria de celular, aprendi no youtube e ja arrumei de uns 30 amigo, tenho estacao de solda e kit de chave, tenho mil e duzentos",
    budget: 1200,
    relevant: ["conserto-de-celulares", "loja-online-de-acessorios-para-celular"],
  },
  {
    text: "tenho uma titan 160 2019 e cnh a faz 3 anos, sou de fortaleza, tenho 250 reais pra comprar um bau",
    budget: 250,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "toco violao e teclado na igreja ha 15 anos, tenho um teclado yamaha em casa, so tenho uns 100 reais",
    budget: 100,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "morei 3 anos na irlanda falo ingles fluente, voltei pra paraty, fiz o curso de guia e tenho cadastur, tenho notebook e 300 reais",
    budget: 300,
    relevant: ["guia-de-turismo", "aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "sei mexer no canva e no photoshop, faco as arte das loja da minha tia, tenho um notebook i5, 200 conto",
    budget: 200,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "nada de cozinha, fiquei 10 anos em restaurante e nao quero mais. sei excel, digito rapido, tenho pc em casa, so 80 reais",
    budget: 80,
    relevant: ["assistente-virtual", "transcricao-e-digitacao"],
  },
  {
    text: "faco croche desde mocinha, tapete jogo de banheiro bichinho pra bebe, tenho uns 100 real de linha, moro na roca perto de montes claros",
    budget: 100,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi", "roupas-de-croche"],
  },
  {
    text: "tenho uma ender 3 v2, imprimo miniatura de rpg e suporte de controle, sei modelar no blender, 400 de filamento",
    budget: 400,
    relevant: ["impressao-3d"],
  },
  {
    text: "vi no tiktok como faz vela aromatica e sabonete de glicerina, ja fiz uns pra dar de presente e as amiga amaram, tenho 250, curitiba",
    budget: 250,
    relevant: ["velas-aromaticas", "sabonetes-e-cosmeticos-naturais"],
  },
  {
    text: "queria abrir uma loja de roupa mas so tenho 300 e a maquina de costura reta da minha mae, sei fazer barra trocar ziper apertar cintura",
    budget: 300,
    relevant: ["ajustes-e-consertos-de-roupas", "upcycling-de-roupas"],
  },
  {
    text: "trabalhei 2 anos de banhista num petshop, sei tosa higienica e na maquina, tenho soprador e maquina de tosa, 800 conto",
    budget: 800,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "moro no sitio em ji-parana rondonia, tenho umas 20 caixa de abelha africana, tiro mel so pra casa e pros vizinho, tenho 500 conto",
    budget: 500,
    relevant: ["apicultura"],
  },
  {
    text: "tenho uma jbl partybox e notebook, toco nos churrasco da familia toda, queria virar dj mas nao tenho controladora, tenho 700",
    budget: 700,
    relevant: ["dj-para-festas"],
  },
  {
    text: "faco arco de balao desconstruido pros aniversario dos meus filho, fiz curso online, tenho inflador eletrico, 300 reais, so posso sair a noite quando o marido chega",
    budget: 300,
    relevant: ["decoracao-com-baloes", "decoracao-pegue-e-monte"],
  },
  {
    text: "sou tecnica de enfermagem com coren ativo, trabalho plantao 12x36 noturno no hospital, queria uma renda extra nas folga, tenho 400",
    budget: 400,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "meu sonho era abrir uma academia mas so tenho uns halter kettlebell elastico e step, sou formado em ed fisica com cref, 500 conto",
    budget: 500,
    relevant: ["personal-trainer"],
  },
  {
    text: "rodei 4 anos de uber com meu onix e nao aguento mais dirigir o dia todo, mas sou caprichoso com carro, tenho aspirador e politriz, mil e pouco",
    budget: 1200,
    relevant: ["lavagem-de-carros-a-domicilio", "estetica-automotiva"],
  },
];
