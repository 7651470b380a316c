/**
 * Fifteenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_15: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "fui bancaria 11 anos, me mandaram embora na reestruturacao. sei excel bem, planilha, conciliacao, digito rapido. tenho notebook e internet boa aqui em casa na penha, queria trabalhar de casa msm pq cuido da minha mae. tenho uns 1500 guardado",
    budget: 1500,
    relevant: ["assistente-virtual", "transcricao-e-digitacao"],
  },
  {
    text: "aposentei de motorista de onibus depois de 28 anos em bh, mas a aposentadoria nao da pra nada uai. tenho uma fiorino 2014 quitada e conheco bh inteira, cada rua. to com uns 3 mil pra ajeitar documento e o que precisar",
    budget: 3000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "terminei o tecnico em informatica no senai mes passado, tenho 20 anos. tenho notebook, kit de chave de precisao, multimetro e alicate de crimpar. o povo aqui do sitio cercado vive me chamando pra formatar pc e arrumar wifi kkk. tenho uns 800 reais",
    budget: 800,
    relevant: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "sou pai solo de dois moleque, moro em nova iguacu. corto o cabelo dos meus filho e dos amigo deles faz anos, tenho maquina wahl, tesoura e navalha. so consigo trabalhar de noite e sabado qnd a vo fica com eles. tenho uns 200 conto",
    budget: 200,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "bah, trabalhei 9 anos de cozinheira na cantina de uma escola estadual aqui em porto alegre, fazia comida pra 300 guri por dia. tenho panelao, fogao de 6 boca e um freezer. quero vender almoco pro pessoal das obra e das firma aqui do sarandi. tenho uns 600 pila",
    budget: 600,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "faco faxina faz 15 ano em casa de familia, sempre de carteira assinada, agora a patroa mudou e fiquei sem. sou caprichosa e passo roupa mto bem tb, tenho gente q me indica aqui no capao redondo. dinheiro nao tenho nada agora",
    budget: 0,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "trabalhei 6 anos num chaveiro no centro de guarulhos, faco copia de chave, abertura de porta, troca de fechadura, chave de carro simples. o dono fechou e me vendeu a maquina de copiar chave usada. tenho uns 4 mil pra montar um cantinho",
    budget: 4000,
    relevant: ["chaveiro"],
  },
  {
    text: "meu pai era sapateiro e aprendi tudo com ele, hoje tenho 52 anos. ficou pra mim a maquina de costurar sola, a lixadeira e um monte de forma e ferramenta, ta tudo na garagem aqui em canoas. troco sola, salto, ziper de bolsa. tenho uns 2500 pila",
    budget: 2500,
    relevant: ["sapataria"],
  },
  {
    text: "trabalhei 12 anos numa fabrica de estofado em sao jose dos pinhais, fazia sofa do zero. tenho grampeador pneumatico, compressor, maquina de costura industrial e uma garagem grande. o pessoal vive me pedindo pra reformar sofa velho e cadeira. tenho uns 5 mil",
    budget: 5000,
    relevant: ["estofador"],
  },
  {
    text: "fiz curso de banho e tosa ano passado e trabalhei num petshop no barreiro uns meses. comprei maquina de tosa, tesoura curva e um soprador. tenho uma area nos fundo de casa e sou doida com cachorro. tenho uns 1200",
    budget: 1200,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "sou professora de matematica aposentada do estado, moro em sao joao de meriti. meus neto e os filho das vizinha vivem aqui pedindo ajuda com dever e prova, eu explico com calma. nao tenho dinheiro pra investir nao, so quero um complemento",
    budget: 0,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "mano toco violao e teclado faz 15 anos, toco na igreja aqui em itaquera. tenho violao, um teclado yamaha e uma caixa de som. queria dar aula e tb tocar em casamento no fim de semana. tenho so uns 150",
    budget: 150,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "morei 2 anos no canada de au pair e voltei falando ingles fluente. to aqui em curitiba, tenho notebook e fone bom. ja traduzi uns trabalho de facul e curriculo pros amigos. tenho uns 300 reais",
    budget: 300,
    relevant: ["traducao-e-versao", "aulas-de-idiomas-online"],
  },
  {
    text: "costuro desde mocinha, tenho maquina reta e uma overloque em casa, moro em apartamento no centro de porto alegre. faco bainha, troco ziper, aperto calca pra vizinhanca toda. nao quero vender nada pela internet. tenho uns 250 pila",
    budget: 250,
    relevant: ["ajustes-e-consertos-de-roupas"],
  },
  {
    text: "trabalhei 3 anos de ajudante de piscineiro nos condominio do morumbi e fiz o curso de tratamento de agua. tenho aspirador, peneira, escova e o kit de medir cloro e ph. tenho moto pra ir nas casa. tenho uns 900",
    budget: 900,
    relevant: ["piscineiro"],
  },
  {
    text: "bah, tenho uma rocadeira stihl, um cortador de grama e uma motosserra pequena, sempre cuidei do patio dos vizinho aqui em viamao. sei podar arvore frutifera e cerca viva. tenho uns 1800 pila e uma saveiro velha",
    budget: 1800,
    relevant: ["jardinagem"],
  },
  {
    text: "fotografo por hobby desde os 17, tenho uma canon t6i, lente 50mm e um flash speedlite. ja fotografei uns aniversario e um batizado de graca pra montar portfolio. so posso fim de semana pq trabalho de estoquista em contagem. tenho 2 mil",
    budget: 2000,
    relevant: ["fotografo-de-eventos"],
  },
  {
    text: "tenho um caminhao 3/4 bau, um vw 8.150, que usava pra entregar movel pra uma loja que fechou. tenho cnh d e dois primo que ajudam a carregar, sei desmontar e embalar movel direitinho. tenho uns 25 mil de reserva, moro em betim",
    budget: 25000,
    relevant: ["mudancas", "fretes-e-carretos"],
  },
  {
    text: "sou ciclista e arrumo bike de todo mundo aqui no boqueirao faz anos. tenho cavalete, chave de raio, extrator de pedivela, tudo. queria abrir uma oficininha na minha garagem q da pra rua. tenho uns 3500",
    budget: 3500,
    relevant: ["oficina-de-bicicletas"],
  },
  {
    text: "tenho uma cg 160 2019 quitada, cnh A faz 8 anos e ja fiz o curso de motofrete. trabalhava de repositor mas fui mandado embora. queria rodar fazendo entrega aqui na zona leste. so tenho uns 100 conto",
    budget: 100,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "faco bolo pra familia toda, aniversario, cha de bebe, tudo. tenho batedeira planetaria, forno bom e um monte de forma e bico de confeitar. tenho 3 filho pequeno entao preciso trabalhar em casa aqui no grajau. tenho uns 400",
    budget: 400,
    relevant: ["bolos-de-aniversario-sob-encomenda", "docinhos-para-festas"],
  },
  {
    text: "mermao minha coxinha e famosa aqui em caxias kkk. tenho fritadeira eletrica, um freezer e sei fazer coxinha, risole, kibe, enroladinho. quero pegar encomenda de festa. tenho uns 700",
    budget: 700,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "tenho 22 anos, fiz curso de design de sobrancelha e henna no sabado. ja tenho pinca, paquimetro, henna e linha. atendo as amiga no meu quarto aqui em guaianases. tenho uns 150 so",
    budget: 150,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "faco tranca desde os 12 anos, box braids, nago, twist, faco na familia toda e nas menina da rua. levo umas 5 hora por cabeca. moro em belford roxo e nao tenho dinheiro nenhum agora, ta tudo apertado",
    budget: 0,
    relevant: ["trancista"],
  },
  {
    text: "sou manicure faz 8 anos, trabalhava em salao em venda nova. tenho meu kit completo, alicate, estufa e ate autoclave que comprei usada. quero atender na casa das cliente. tenho uns 350",
    budget: 350,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "mexo com celular faz uns 4 anos, troco tela, bateria, conector de carga. trabalhei numa assistencia na santa ifigenia. tenho estacao de solda, microscopio e um monte de ferramenta. juntei uns 6 mil pra abrir minha lojinha em sao mateus",
    budget: 6000,
    relevant: ["conserto-de-celulares"],
  },
  {
    text: "sou aposentado dos correio, 63 anos e jeitoso pra tudo. tenho furadeira, parafusadeira bosch, nivel e caixa de ferramenta completa. monto movel, instalo prateleira, varal, cortina. tenho uns 500 reais mas tenho problema de coluna entao nada mto pesado",
    budget: 500,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "sou pintor faz 10 ano, trabalhava registrado numa empreiteira. tenho rolo, trincha, escada de 7 degrau, lixadeira e sei fazer textura e grafiato. quero pegar servico direto com o cliente aqui na zona sul. tenho mil reais",
    budget: 1000,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "sou vo, tenho 68 anos e faco croche a vida toda. tenho caixa cheia de linha e barbante aqui em casa. faco bichinho, tapete, o que pedir, so nao sei mexer com internet. tenho uns 80 pila",
    budget: 80,
    relevant: ["amigurumi", "tapetes-de-croche-em-barbante"],
  },
  {
    text: "cuidei da minha mae acamada 6 anos ate ela falecer, sei dar banho no leito, trocar fralda, dar remedio na hora certa. fiz o curso de cuidador de idoso pela prefeitura de nova iguacu. nao tenho um real",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "tenho uma lavadora de alta pressao wap, aspirador de po e agua e uns produto de limpeza automotiva. lavo carro dos vizinho no fim de semana aqui na vila prudente. nao tenho ponto, queria ir na casa do cliente. tenho 1500",
    budget: 1500,
    relevant: ["lavagem-de-carros-a-domicilio"],
  },
  {
    text: "comprei uma extratora usada e uma maquina de vapor, ja limpei sofa e colchao de parente e ficou top. era vendedor de loja de movel no pinheirinho. tenho carro, um gol quadrado. tenho uns 3 mil",
    budget: 3000,
    relevant: ["limpeza-de-estofados"],
  },
  {
    text: "fui chapeiro 7 anos numa hamburgueria no tatuape. peguei o acerto e o fgts, deu uns 30 mil. tenho chapa, fritadeira e prensa de hamburguer que comprei de uma lanchonete que fechou. quero fazer delivery",
    budget: 30000,
    relevant: ["hamburgueria-delivery"],
  },
  {
    text: "bah, sou churrasqueiro de mao cheia, faco o churrasco de tudo que e festa da familia. tenho churrasqueira de tijolo no patio, espeto e faca boa. quero vender espetinho na frente de casa sexta e sabado e tb fazer churrasco em festa. tenho uns 800 pila",
    budget: 800,
    relevant: ["espetinho-de-churrasco", "churrasqueiro-em-domicilio"],
  },
  {
    text: "sou dj faz 6 ano, toco funk, pagode e flashback em baile e aniversario aqui em sao joao. tenho controladora pioneer, duas caixa jbl ativa e uns moving head. quero profissionalizar. tenho uns 5 mil",
    budget: 5000,
    relevant: ["dj-para-festas", "som-e-iluminacao-para-eventos"],
  },
  {
    text: "tenho 19 anos, estudo de noite e sou doida por cachorro, sempre cuido dos bicho das vizinha aqui no barreiro qnd elas viajam. nao tenho carro nem dinheiro nenhum, so o dia livre. queria ganhar alguma coisa",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "fui secretaria de escritorio 25 ano, mexo bem em computador e celular. as amiga da igreja vivem me pedindo ajuda com whatsapp, pix, aplicativo do banco. paciencia tenho de sobra. tenho uns 200",
    budget: 200,
    relevant: ["informatica-para-idosos"],
  },
  {
    text: "tenho 3 maquina industrial na garagem, uma reta, uma overloque e uma galoneira, costurei 10 anos em confeccao no bras. queria pegar peca pra costurar pras confeccao. tenho uns 10 mil pra comprar mais uma maquina",
    budget: 10000,
    relevant: ["faccao-de-costura"],
  },
  {
    text: "sou mecanico de moto, trabalhei 8 anos numa oficina de honda em santo amaro. tenho jogo de ferramenta completo, elevador de moto e um tio me aluga um salao baratinho. quero abrir minha oficina. tenho uns 12 mil",
    budget: 12000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "tenho uma prensa termica e uma impressora epson sublimatica que comprei pra fazer caneca e camiseta de aniversario, ta parada aqui em casa em queimados. sei mexer no canva. tenho uns 2500",
    budget: 2500,
    relevant: ["camisetas-personalizadas"],
  },
];
