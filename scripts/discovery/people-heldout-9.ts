/**
 * Ninth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_9: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "faço croche desde mocinha, tapete de barbante, jogo de banheiro, e to aprendendo uns bichinho pelo youtube. tenho umas agulha e uns rolo de barbante q sobrou, dinheiro mesmo so uns 50 conto. moro em ananindeua, égua q ta dificil",
    budget: 50,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "mano eu corto o cabelo dos moleque da quebrada na laje faz uns 3 ano, degrade, pigmento, risquinho na navalha. tenho uma maquina wahl e uma shaver mas nao tenho ponto nem cadeira, tenho uns 200 real. aqui no capao",
    budget: 200,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "oxe, cuidei de mainha 6 ano acamada, dava banho, trocava frauda, media pressao, dava os remedio na hora certa. ela faleceu ano passado e eu fiquei sem renda nenhuma, to com 52 ano aqui em fortaleza e sem um real",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "uai, mexo com roça desde menino, panho cafe, capino, planto milho. tenho enxada, foice, facao e disposição, mas dinheiro nao tenho nenhum nao sô. moro perto de tres pontas",
    budget: 0,
    relevant: ["colheita-sob-empreitada"],
  },
  {
    text: "faço letras na ufpb, ingles fluente, morei 1 ano nos eua de au pair. tenho um notebook meio lento mas roda zoom de boa, so tenho uns 100 reais",
    budget: 100,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "sou mae solo de uma guria de 4 ano e nao posso sair de casa pq nao tenho com quem deixar. tenho uma maquina de costura domestica da minha vó q funciona tri bem, ja fiz laço e tiara pra minha filha e as mae da creche pediram. tenho uns 150 reais, alvorada",
    budget: 150,
    relevant: ["lacos-e-tiaras-infantis", "panos-de-prato-e-artigos-de-cozinha"],
  },
  {
    text: "tenho um pitbull q eu mesmo adestrei, senta deita fica e anda do lado sem puxar. os vizinho vivem pedindo pra eu ensinar os cachorro deles. to desempregado aqui em manaus maninho, tenho 250 reais",
    budget: 250,
    relevant: ["adestramento-de-caes"],
  },
  {
    text: "faço cocada de forno, pé de moleque e doce de leite de corte igual minha avó fazia, vendo na porta da escola do meu neto. tenho um tacho de cobre e as forma, uns 80 reais na carteira. sou de caruaru",
    budget: 80,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "sou mto comunicativa, vc acredita q vendo qualquer coisa pras vizinha e pras colega do culto kkk. so tenho o celular e uns 120 reais, moro em nova iguaçu",
    budget: 120,
    relevant: ["revenda-de-cosmeticos-por-catalogo", "revenda-de-roupas"],
  },
  {
    text: "tchê sou o assador oficial da familia, todo aniversario sou eu na grelha. tenho churrasqueira portatil, espeto, faca boa e caixa termica. trabalho de semana na firma, queria um extra sabado e domingo, tenho uns 250 pila",
    budget: 250,
    relevant: ["churrasqueiro-em-domicilio"],
  },
  {
    text: "sou formada em ed fisica, fui demitida da academia aqui em goiania. tenho elastico, halter pequeno, corda, kettlebell e dou aula de funcional na praça pras amiga de graça. tenho uns 200 real, uai",
    budget: 200,
    relevant: ["personal-trainer"],
  },
  {
    text: "trabalhei 3 ano em lava jato em salvador, sei lavar, aspirar, passar pretinho no pneu, encerar. tenho balde, pano de microfibra e um aspirador pequeno, 60 conto no bolso e nao tenho ponto, véi",
    budget: 60,
    relevant: ["lavagem-de-carros-a-domicilio"],
  },
  {
    text: "sou aposentada, moro no interior de sc, meu quintal é cheio de horta e de suculenta q eu mesma faço muda. as vizinhas vivem pedindo pra eu montar horta pra elas tb. dinheiro pra investir nao tenho nenhum",
    budget: 0,
    relevant: ["implantacao-de-hortas-em-casa", "terrarios-e-suculentas"],
  },
  {
    text: "faço sobrancelha de henna e na linha nas minhas amigas e nas primas, fica perfeita. tenho pinça, linha e a henna, tenho uns 600 reais guardado. moro em guaianases zona leste",
    budget: 600,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "sou eletricista de obra faz 12 anos de carteira assinada mas quero trabalhar por conta. tenho escada, alicate amperimetro, multimetro, furadeira, ja instalei camera e interfone tb. moro em contagem, tenho mil reais",
    budget: 1000,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "faço coxinha, risole, enroladinho pras festa dos vizinho e todo mundo elogia. tenho fritadeira eletrica e um freezer horizontal velho q ainda gela bem, uns 400 reais pra comprar material. moro em maceio no benedito bentes",
    budget: 400,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "monto movel de loja, guarda roupa, cozinha, tenho uma parafusadeira bosch e jogo de broca. nao dirijo, ando de onibus, e so posso a tarde pq de manha levo minha mae no tratamento. tenho 500 reais, teresina",
    budget: 500,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "aposentei da metalurgica e conserto liquidificador, ventilador, ferro de passar, microondas dos vizinho na garagem. tenho bancada, ferro de solda, multimetro. tenho problema de coluna, nao aguento servico pesado nem subir escada. uns 800 reais pra investir, ribeirao preto",
    budget: 800,
    relevant: ["conserto-de-eletrodomesticos"],
  },
  {
    text: "mexo com canva e photoshop, fiz a logo e os post do salao da minha tia e da lanchonete do bairro. tenho um notebook i5 com 8gb e uns 700 reais, terminei o ensino medio ano passado aqui em campinas",
    budget: 700,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "sou costureira, faço barra de calça, aperto roupa, troco ziper pra vizinhança toda aqui em natal. tenho uma maquina reta semi industrial e uma overloque, sei tirar medida e fazer vestido tb. tenho 1.200 reais",
    budget: 1200,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "trabalhei 10 ano em cozinha de restaurante e nao quero mais mexer com comida de jeito nenhum. fiz curso de massagem e drenagem linfatica, tenho uma maca portatil e os oleos. tenho uns 900 reais, moro em niteroi",
    budget: 900,
    relevant: ["massagem-modeladora-e-drenagem", "massoterapia"],
  },
  {
    text: "dou banho nos cachorro da rua toda no quintal de casa, ja tosei poodle e shih tzu. tenho maquina de tosa e um soprador, so falta mesa e banheira. tenho R$ 1.500, joinville",
    budget: 1500,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "toco violao e canto em barzinho aqui em belem, mpb, brega, sertanejo. tenho meu violao e uma caixa ativa com microfone sem fio, uns 350 conto no bolso, de dia sou livre",
    budget: 350,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "faço vela aromatica de hobby, presenteio todo mundo no natal. tenho derretedeira, termometro e umas forma de vidro. tenho um bebe de 6 meses entao so posso trabalhar em casa, tenho uns 450 reais. londrina",
    budget: 450,
    relevant: ["velas-aromaticas"],
  },
  {
    text: "sou pintor faz 20 anos, faço textura, grafiato, massa corrida. tenho rolo, pincel, extensor e escada de 7 degrau. trabalhava pra empreiteira e fui mandado embora, tenho R$ 1.100 da rescisao. moro em osasco",
    budget: 1100,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "faço pedagogia e amo crianca, ja animei festa de aniversario com pintura no rosto, balao e brincadeira. tenho uma caixinha jbl e as tinta facial. tenho 380 reais, moro em macapa",
    budget: 380,
    relevant: ["recreacao-infantil", "baba-folguista"],
  },
  {
    text: "tenho uma biz 125 quitada e cnh A, conheço feira de santana de ponta a ponta. to parado desde q fechou a fabrica de calçado, tenho uns R$ 2.000 guardado",
    budget: 2000,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "tenho uma strada cabine simples 2015 com a carroceria boa e sou forte pra carregar peso, trabalhava de ajudante de mudança. tenho R$ 3.000 e moro em campo grande ms",
    budget: 3000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "trabalhei 8 anos de confeiteira em padaria em sp, faço bolo de aniversario, chantininho, pasta americana, cookie. tenho batedeira planetaria e forno eletrico de 45 litros em casa. tenho uns 2.500 reais",
    budget: 2500,
    relevant: ["bolos-de-aniversario-sob-encomenda", "cookies-e-biscoitos-artesanais", "bolos-de-pote"],
  },
  {
    text: "sou tecnico de refrigeracao, trabalhei em empresa de ar condicionado aqui em porto velho. tenho bomba de vacuo, manifold, furadeira de impacto, so nao tenho carro, ando de moto. tenho 4 mil guardado",
    budget: 4000,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "trabalhei 6 anos de manicure em salao em floripa, faço alongamento em gel e fibra. tenho alicates, cabine led e lixadeira, peguei R$ 8.000 da rescisao e nao quero mais dar comissao pra salao",
    budget: 8000,
    relevant: ["alongamento-de-unhas", "manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "moro num sitio no sertao do pajeu, tenho umas 30 galinha de capoeira solta e um galinheiro velho de taipa. vendo ovo pros vizinho mas queria crescer, tenho uns 5 mil q juntei",
    budget: 5000,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "sou de minas perto do serro, meu pai deixou um sitio com 8 vaca de leite. sei fazer queijo curado desde menino, hoje vendo o leite pro laticinio a preço de banana. tenho 25 mil pra investir",
    budget: 25000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "sou tecnico em informatica, formatei e troquei ssd de mto notebook dos amigos, sei crimpar cabo e configurar roteador. tenho kit de chave, multimetro e um notebook. uns R$ 2.000, moro em caucaia",
    budget: 2000,
    relevant: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "faço engenharia na ufpe, tirei 880 em matematica no enem e ja dei aula particular pra uns vizinho. tenho notebook e um quadro branco. faço estagio de dia entao so posso a noite e sabado. tenho R$ 1.600",
    budget: 1600,
    relevant: ["aulas-preparatorias-para-enem", "reforco-escolar"],
  },
  {
    text: "sou dj de festa de bairro aqui em aparecida de goiania, toco funk, sertanejo, eletronica. tenho uma controladora ddj 400 e duas caixa ativa de 15, so falta iluminação. tenho uns 6 mil",
    budget: 6000,
    relevant: ["dj-para-festas"],
  },
  {
    text: "fotografo desde adolescente, tenho uma canon t7i com lente 50mm e notebook com lightroom. nao curto casamento, mto pressao, gosto mais de fotografar objeto, comida, roupa. tenho 3.500 reais, curitiba",
    budget: 3500,
    relevant: ["fotografia-de-produtos"],
  },
  {
    text: "tenho uma fiorino 2012 e uma lavadora de alta pressao wap profissional, ja lavei mto calçada, telhado e garagem de condominio. tenho uns 2.800 pra investir, moro em guarulhos",
    budget: 2800,
    relevant: ["limpeza-com-alta-pressao", "limpeza-pos-obra"],
  },
  {
    text: "trabalhei 4 anos numa empresa de higienizacao de sofa e colchao, sei usar extratora e os produto certo. nao tenho as maquina mas juntei R$ 5.500. moro em aracaju",
    budget: 5500,
    relevant: ["limpeza-de-estofados"],
  },
  {
    text: "sou serralheiro, faço portao, grade, estrutura de toldo. tenho maquina de solda inversora, esmerilhadeira e policorte, e uma garagem grande em casa. tenho uns 7 mil, sorocaba",
    budget: 7000,
    relevant: ["serralheria"],
  },
];
