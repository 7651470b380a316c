/**
 * Eighteenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_18: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "oxe, tenho 61 ano e faço cocada e pe de moleque desde menina no tacho de cobre q era de mainha. o povo da igreja aqui em caruaru vive me pedindo pra vender. dinheiro guardado nao tenho nada nao",
    budget: 0,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "bah sou viciado em tenis, tenho 19 anos e ja limpo os meus e os dos guri da escola com umas escova e os produto q comprei. queria ganhar um troco com isso, tenho uns 150 pila",
    budget: 150,
    relevant: ["limpeza-de-tenis"],
  },
  {
    text: "tenho uma strada cabine dupla 2015 e ja faço uns carreto pros vizinho no fim de semana, levo geladeira, sofa, material de obra. tb monto guarda roupa quando pedem. tenho uns 3 mil guardado e carteira com ear",
    budget: 3000,
    relevant: ["fretes-e-carretos", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "sou manicure faz 8 anos, tenho meu kit todo, alicate, estufa e os esmalte. mas agr com os 2 menino pequeno nao da mais pra ficar o dia no salao, queria atender nas casa aqui perto. tenho 400 reais",
    budget: 400,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "nao sei o que fazer da vida, to desempregada faz 6 mes. tenho a maquina de costura reta q era da minha mae e sei fazer barra, trocar ziper, apertar calça. tenho uns 200 conto so",
    budget: 200,
    relevant: ["ajustes-e-consertos-de-roupas"],
  },
  {
    text: "aposentado, 66 anos, trabalhei 30 ano de marceneiro. tenho serra de bancada, tupia e lixadeira no rancho do fundo do quintal e muita madeira boa guardada. queria fazer umas coisa de madeira pra vender, tenho uns 6 mil",
    budget: 6000,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
  {
    text: "mano eu formato pc e notebook dos amigo tudo, troco ssd, memoria, limpo cooler. tenho 20 anos, um notebook e uma caixinha de ferramenta. dinheiro so uns 120",
    budget: 120,
    relevant: ["manutencao-de-computadores", "venda-de-computadores-recondicionados"],
  },
  {
    text: "sou de feira de santana, faço tapioca e cuscuz todo dia de manha cedo pra familia toda, meu rei. tenho as frigideira e um isopor grande. so posso de manha pq de tarde cuido de minha mae. tenho uns 600",
    budget: 600,
    relevant: ["barraca-de-tapioca"],
  },
  {
    text: "trabalhei 5 ano de ajudante de eletricista em obra aqui em manaus, sei puxar fiacao, trocar disjuntor, instalar chuveiro. tenho alicate, multimetro, furadeira e escada. tenho uns 800 reais",
    budget: 800,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "tenho uma canon t7 com lente 50mm e ja fotografo os bolo da minha tia pro insta dela, fica lindo. sou mto timida com gente estranha entao nao queria fotografar festa. tenho uns 3500",
    budget: 3500,
    relevant: ["fotografia-de-produtos"],
  },
  {
    text: "tenho um sitiozinho em sao roque de minas com 6 vaca de leite, faço queijo pra casa faz uns 20 ano, uai. o povo fala q meu queijo é o melhor da regiao. tenho uns 8 mil pra investir",
    budget: 8000,
    relevant: ["queijos-artesanais"],
  },
  {
    text: "meu vo mexia com abelha e eu aprendi com ele, tenho 4 caixa de abelha no sitio aqui perto de ituporanga e ja tiro mel pra familia. tenho uns 5 mil guardado",
    budget: 5000,
    relevant: ["apicultura"],
  },
  {
    text: "amo cachorro demais, tenho 3 vira lata. moro num condominio cheio de cachorro e os dono trabalha o dia todo, os bicho fica chorando. dinheiro nao tenho nada",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "trabalhei 4 ano de tosador num petshop em ribeirao, sai de la. tenho minha maquina de tosa, tesoura, soprador e a area de servico de casa é grande. tenho 2500 reais",
    budget: 2500,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "faço croche desde os 12 anos, tapete, bichinho, de tudo. tenho um monte de barbante em casa q sobrou de encomenda antiga. so tenho uns 50 reais mas queria vender",
    budget: 50,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "egua, tenho 18 anos, toco violao e canto na igreja aqui em belem desde piquena. tenho meu violao e uma caixinha de som. so posso fim de semana pq estudo. tenho uns 100 reais",
    budget: 100,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "trabalhei 12 ano num despachante em goiania, conheço tudo de detran, transferencia, licenciamento. to com problema na coluna e nao aguento mais servico pesado. tenho uns 4 mil",
    budget: 4000,
    relevant: ["despachante-de-veiculos"],
  },
  {
    text: "faço tranca nago e box braids nas minhas prima e nas amiga, demoro umas 5 hora. tenho um monte de jumbo q sobrou. moro em sao goncalo, tenho uns 250",
    budget: 250,
    relevant: ["trancista"],
  },
  {
    text: "sou mecanico de moto faz 10 ano, trabalho de empregado numa oficina em campina grande. tenho jogo de chave completo, elevador de moto e compressor. quero abrir a minha, tenho 12 mil",
    budget: 12000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "tenho 58 ano, cuidei da minha mae acamada por 7 ano ate ela falecer. fiz o curso de cuidador de idoso no senac. tenho mto paciencia, mas dinheiro nao tenho nada",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "tenho 21 anos e edito video no capcut e no premiere, ja fiz uns reels pra loja de um amigo aqui no recife. tenho notebook gamer e celular bom. tenho uns 500",
    budget: 500,
    relevant: ["edicao-de-videos", "criador-de-conteudo-digital"],
  },
  {
    text: "queria uma renda extra, so tenho fim de semana livre. tenho uma lavadora de alta pressao karcher e mangueira grande, lavo o quintal e os carro da familia. tenho uns 300 conto",
    budget: 300,
    relevant: ["limpeza-com-alta-pressao", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "comecei fazer pao de fermentacao natural na pandemia e nao parei mais, tenho meu levain e um forno eletrico bom. o pessoal do predio aqui em curitiba ja compra. tenho uns 1200",
    budget: 1200,
    relevant: ["paes-de-fermentacao-natural"],
  },
  {
    text: "sou bom de churrasco, tenho uma churrasqueira de tambor, isopor e umas grelha. aqui em fortaleza a noite na praca vende mto espetinho. tenho uns 900 reais",
    budget: 900,
    relevant: ["espetinho-de-churrasco"],
  },
  {
    text: "faço coxinha, kibe e risole pras festa da familia toda, todo mundo ama. tenho uma fritadeira eletrica e cilindro de massa. moro em goiania, tenho uns 5 mil",
    budget: 5000,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "sou professor de matematica aposentado, 64 anos, dei aula 30 ano em escola publica em sao luis. queria ensinar os menino da vizinhança. tenho so uns 200 reais",
    budget: 200,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "morei 6 anos na irlanda e falo ingles fluente, tenho notebook e fone bom. tenho 2 filhos pequenos entao preciso trabalhar de casa. tenho uns mil reais",
    budget: 1000,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "tenho uma cg 160 titan 2022 quitada e carteira A faz 9 ano, tenho 30 anos. conheço todas as rua de campinas. tenho uns 2500 pra baú e documentacao",
    budget: 2500,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "ja revendo roupa pras colega do servico faz um tempo, compro no bras quando vou pra sp. tb gosto de garimpar roupa usada boa. moro em porto alegre, tenho uns mil",
    budget: 1000,
    relevant: ["revenda-de-roupas", "brecho"],
  },
  {
    text: "pesco desde pia, conheço tudo de isca, molinete e vara. tem um ponto vazio na beira da rodovia perto do rio aqui em tres lagoas. tenho uns 15 mil do fgts",
    budget: 15000,
    relevant: ["loja-de-artigos-de-pesca"],
  },
  {
    text: "fiz curso de design de sobrancelha e henna, tenho pinca, linha e as henna. atendo no meu quarto q arrumei bonitinho. tenho 22 anos e uns 350 reais",
    budget: 350,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "trabalhei 8 ano de tecnico de refrigeracao numa empresa em cuiaba, instalo split e mexo com freezer de mercado. tenho bomba de vacuo, manifold e as ferramenta. tenho 6 mil",
    budget: 6000,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "tenho 60 anos e um quintal cheio de planta, faço muda de tudo e tenho mais de 200 suculenta em vasinho. meu joelho nao deixa eu fazer servico pesado. tenho uns 800",
    budget: 800,
    relevant: ["terrarios-e-suculentas", "viveiro-de-mudas"],
  },
  {
    text: "faço arco de balao pros aniversario da familia, tenho o inflador eletrico e um monte de balao. tenho 22 anos, moro em salvador. tenho uns 180",
    budget: 180,
    relevant: ["decoracao-com-baloes"],
  },
  {
    text: "tenho um onix 2020 quitado e carteira com ear, gosto de dirigir e conheço bh toda. dinheiro guardado nao tenho nenhum",
    budget: 0,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "moro num sitio longe da cidade, uns 30 km de chao, no interior do parana. tenho umas 40 galinha caipira solta e ja vendo ovo pros vizinho. tenho uns 3 mil",
    budget: 3000,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "corto cabelo e barba dos mano da quebrada no quintal faz 3 ano, tenho maquina de corte, navalha e cadeira. nao tenho grana pra alugar ponto, so uns 700",
    budget: 700,
    relevant: ["barbeiro-a-domicilio", "barbearia"],
  },
  {
    text: "minha familia planta mandioca faz tempo aqui no mato grosso, tenho roça de macaxeira e sei fazer farinha e goma no jeito antigo. tenho uns 25 mil pra montar algo",
    budget: 25000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "nao sei bem o q fazer, trabalhei 10 ano de secretaria num escritorio, sou mto organizada e digito rapido. tenho notebook em casa mas agr preciso ficar com o bebe. dinheiro nenhum",
    budget: 0,
    relevant: ["assistente-virtual", "transcricao-e-digitacao"],
  },
  {
    text: "tche, sou assador nas festa da familia e da firma faz uns 20 ano, tenho 56. tenho minhas faca, espeto e uma churrasqueira portatil. so fim de semana, tenho uns 1000 pila",
    budget: 1000,
    relevant: ["churrasqueiro-em-domicilio"],
  },
];
