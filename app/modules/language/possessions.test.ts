import { describe, expect, it } from "vitest";
import type { AssetKind } from "~/modules/economics/assets";
import { understand } from "./query-understanding";

describe("what a person owns, phrase by phrase (decision 031)", () => {
  it.each<[string, AssetKind[]]>([
    ["tenho um carro quitado no meu nome, sem grana nenhuma", ["carro"]],
    ["tenho uma moto CG 160 e um celular, quero fazer entrega, tenho uns 300 reais", ["moto", "celular"]],
    ["tenho uma cg 160", ["moto"]],
    ["minha fan 150 ta quitada", ["moto"]],
    ["tenho uma biz", ["moto"]],
    ["tenho uma titan 160 e faço entrega", ["moto"]],
    ["tenho uma strada", ["caminhonete"]],
    ["tenho uma saveiro cabine dupla", ["caminhonete"]],
    ["tenho uma fiorino", ["caminhonete"]],
    ["tenho caminhonete e faço frete", ["caminhonete"]],
    ["tenho uma sprinter e carteira D", ["van"]],
    ["tenho van", ["van"]],
    ["tenho um hb20 2019", ["carro"]],
    ["meu onix ta quitado", ["carro"]],
    ["tenho um gol bola", ["carro"]],
    ["tenho carro proprio", ["carro"]],
    ["tenho bicicleta", ["bicicleta"]],
    ["tenho uma bike", ["bicicleta"]],
    ["só tenho o notebook", ["notebook"]],
    ["tenho um note velho mas funciona", ["notebook"]],
    ["tenho computador em casa", ["notebook"]],
    ["tenho pc gamer", ["notebook"]],
    ["tenho celular bom", ["celular"]],
    ["tenho uma camera canon", ["camera"]],
    ["tenho uma câmera semi profissional", ["camera"]],
    ["tenho impressora 3d", ["impressora-3d"]],
    ["tenho uma ender 3", ["impressora-3d"]],
    ["tenho maquina de costura", ["maquina-de-costura"]],
    ["tenho maquina reta e overloque", ["maquina-de-costura"]],
    ["tenho uma overlock", ["maquina-de-costura"]],
    ["tenho forno industrial", ["forno-industrial"]],
    ["tenho fogao industrial de 6 bocas", ["forno-industrial"]],
    ["tenho batedeira planetaria e freezer", ["batedeira", "freezer"]],
    ["tenho um frizer horizontal", ["freezer"]],
    ["minha cozinha é grande", ["utensilios-de-cozinha"]],
    ["tenho formas e assadeiras", ["utensilios-de-cozinha"]],
    ["tenho ferramentas", ["ferramentas"]],
    ["tenho furadeira e escada", ["furadeira", "escada"]],
    ["tenho uma betoneira", ["betoneira"]],
    ["tenho lavadora de alta pressao", ["lavadora-de-alta-pressao"]],
    ["tenho rocadeira", ["rocadeira"]],
    ["tenho meu kit de manicure e a estufa", ["kit-manicure", "estufa-esterilizacao"]],
    ["tenho alicates e autoclave", ["kit-manicure", "autoclave"]],
    ["tenho secador e chapinha", ["secador-e-prancha"]],
    ["tenho uma maca portatil", ["maca"]],
    ["tenho caixa de som", ["caixa-de-som"]],
    ["tenho um quarto sobrando em casa", ["comodo-em-casa"]],
    ["tenho uma edicula", ["comodo-em-casa"]],
    ["tenho ponto proprio", ["ponto-comercial"]],
    ["tenho uma sala comercial", ["ponto-comercial"]],
    ["tenho um terreno", ["terreno"]],
    ["moro no sitio", ["terreno"]],
    ["tenho 2 hectares", ["terreno"]],
    ["a moto é minha", ["moto"]],
    // Beauty professionals' own kits, DJ gear, and the way people write them on WhatsApp.
    ["tenho maquiagem profissional e ring light", ["kit-maquiagem", "ring-light"]],
    ["tenho minha maleta de maquiagem", ["kit-maquiagem"]],
    ["tenho kit de make completo", ["kit-maquiagem"]],
    ["tenho os pinceis e as maquiagens", ["kit-maquiagem"]],
    ["tenho um ringlight", ["ring-light"]],
    ["faço sobrancelha de henna, tenho o kit de pinças", ["kit-sobrancelha"]],
    ["tenho pinça e linha", ["kit-sobrancelha"]],
    ["tenho kit de sobrancelha", ["kit-sobrancelha"]],
    ["sou barbeiro, tenho maquina de corte e tesoura", ["maquina-de-corte", "tesouras"]],
    ["faço degradê, tenho maquininha de cabelo e trimmer", ["maquina-de-corte"]],
    ["tenho maquininha de cartão e quero vender bolo", []],
    ["tenho tesoura profissional e navalha", ["tesouras"]],
    ["tenho caixa de som e controladora, sou dj", ["caixa-de-som", "controladora-dj"]],
    ["tenho controladora de dj", ["controladora-dj"]],
    ["tenho kit de unha completo e estufa", ["kit-manicure", "estufa-esterilizacao"]],
    ["tenho uma saveiro 2012 quitada", ["caminhonete"]],
    ["tenho uma ducato", ["van"]],
    ["tenho uma cg 150 e carteira A", ["moto"]],
    ["tenho uma nikon", ["camera"]],
    ["tenho uma ender 3 parada em casa e um note", ["impressora-3d", "notebook"]],
    ["tenho fritadeira e frizer", ["fritadeira", "freezer"]],
    ["tenho uma lavadora wap", ["lavadora-de-alta-pressao"]],
    ["tenho um hb20", ["carro"]],
    ["so tenho uma maquina de costura domestica", ["maquina-de-costura"]],
    ["tenho minhas ferramenta", ["ferramentas"]],
    ["tenho curso de costura e uma maquina reta", ["maquina-de-costura"]],
    ["tenho experiencia com festa e uma caixa de som", ["caixa-de-som"]],
    ["tnh uma moto", ["moto"]],
    ["tenhu um carro", ["carro"]],
    ["tenho 1 moto e 200 reais", ["moto"]],
    ["tenho uma fan 125 e uns 200 pila", ["moto"]],
    // A list goes on after a comma, even when its first item is not one we read.
    ["sou eletricista com nr10, tenho alicate amperimetro, furadeira e escada", ["ferramentas", "furadeira", "escada"]],
    ["tenho cortador de grama, roçadeira e uma strada pra carregar tudo", ["rocadeira", "caminhonete"]],
    ["tenho maquina de corte, maquininha de acabamento e navalha", ["maquina-de-corte", "tesouras"]],
    // "Kit", "maleta" and "rolo" are whoever's trade the person speaks of.
    ["fiz curso de maquiagem profissional, tenho minha maleta completa e ring light", ["kit-maquiagem", "ring-light"]],
    ["sei formatar pc e trocar ssd, tenho kit de chave e multimetro", ["ferramentas"]],
    ["trabalhei de pintor 6 ano, tenho rolo, trincha e escada", ["ferramentas-pintura", "escada"]],
    ["faço bolo, tenho rolo de massa e forno eletrico", ["forno-eletrico", "utensilios-de-cozinha"]],
    // Trade tools of their own kind.
    ["fiz curso de refrigeração, tenho bomba de vacuo e manifold", ["ferramentas-refrigeracao"]],
    ["assento porcelanato, tenho cortadora e nivel a laser", ["ferramentas-de-piso"]],
    [
      "fiz curso de banho e tosa, tenho maquina de tosa, soprador e um quartinho no fundo de casa",
      ["maquina-de-tosa", "soprador", "comodo-em-casa"],
    ],
    ["toco violão, tenho 2 violao e um teclado", ["instrumentos-musicais"]],
    ["tenho notebook, teclado e mouse", ["notebook"]],
    ["sou formada em letras inglês, tenho notebook com webcam e fone bom", ["notebook", "fone-e-webcam"]],
    ["to com uma ender 3 que comprei ano passado", ["impressora-3d"]],
    ["sou mecanico de moto, tenho as ferramenta e compressor", ["ferramentas", "compressor"]],
    ["fui feirante, tenho barraca desmontavel e uma kombi velha", ["barraca-de-feira", "van"]],
    ["fiz curso de reparo de placa e tenho estacao de solda e microscopio", ["estacao-de-solda", "microscopio"]],
    ["tenho uma caixa jbl partybox, controladora pioneer e notebook", ["caixa-de-som", "controladora-dj", "notebook"]],
    // A program that runs on a computer says there is one.
    ["to com uma ender 3 e sei modelar no fusion 360", ["impressora-3d", "notebook"]],
    ["faço vela aromatica, tenho derretedeira e essencia", ["derretedeira"]],
    ["sou tecnica de enfermagem, nao tenho nada so o aparelho de pressao", ["aparelho-de-pressao"]],
    // "Com" owns what follows; a manicure's "alicate" and "esmaltes" are her kit.
    ["manicure com kit completo e estufa, 150 reais", ["kit-manicure", "estufa-esterilizacao"]],
    ["faço unha, tenho alicate, estufa e esmaltes", ["kit-manicure", "estufa-esterilizacao"]],
    ["motorista com carro proprio e cnh b", ["carro"]],
    ["sou eletricista, tenho alicate e multimetro", ["ferramentas"]],
    // Someone who cooks has the home kitchen's pans and tins.
    ["sou boa cozinheira, tenho 500 reais", ["utensilios-de-cozinha"]],
    ["sei cozinhar, tenho uns 300", ["utensilios-de-cozinha"]],
    ["adoro cozinhar, tenho 500 reais", ["utensilios-de-cozinha"]],
    ["faço cocada no tacho de cobre, tenho fogao a lenha", ["utensilios-de-cozinha"]],
    // Trade tools named one by one.
    ["encanador, tenho chave grifo, passa fio e maquina desentupidora", ["ferramentas"]],
    ["faço unha de gel, tenho cabine led, motorzinho lixa eletrica e os gel", ["cabine-e-lixadeira", "kit-alongamento"]],
    ["fiz curso de lash designer, tenho maca, as pinça e cola", ["maca", "kit-cilios"]],
    ["faço tapioca, tenho chapa e uma barraquinha dobravel", ["chapa-de-tapioca", "barraca-de-feira", "utensilios-de-cozinha"]],
    ["tenho uma salinha de 20m2 na frente de casa", ["ponto-comercial"]],
    ["faço arco de balões, tenho inflador eletrico e umas estrutura de arco", ["inflador-e-estruturas"]],
    ["faço faxina, tenho meus balde, rodo e produto de limpeza", ["kit-limpeza"]],
    ["meu pai tem 10 colmeia e eu sei mexer, tenho o macacão e o fumegador", ["epi-apicultura"]],
    ["aposentado, gosto de marcenaria, tenho serra circular, tupia e lixadeira", ["ferramentas-marcenaria"]],
    ["faço tatuagem, tenho maquina rotativa e fonte", ["maquina-de-tatuagem"]],
    ["sou barbeiro, tenho maquina, tesoura e navalha", ["maquina-de-corte", "tesouras"]],
    ["faço unha de gel, tenho lixadeira e cabine", ["cabine-e-lixadeira"]],
    ["tenho uma lojinha fechada na frente de casa", ["ponto-comercial"]],
    ["toco violao e cavaco, tenho os 2 instrumento e uma caixa jbl", ["instrumentos-musicais", "caixa-de-som"]],
    ["toco violão e canto, tenho caixa de som e microfone", ["caixa-de-som", "microfone", "instrumentos-musicais"]],
    ["strada cabine simples quitada, moro perto de loja de movel", ["caminhonete"]],
    ["faço unha a domicilio, tenho meu material todo e estufa", ["kit-manicure", "estufa-esterilizacao"]],
    ["faço pé e mão, tenho estufa, kit completo", ["estufa-esterilizacao", "kit-manicure"]],
    ["cozinheira de mão cheia, 500 reais", ["utensilios-de-cozinha"]],
    ["sei fazer coxinha, risole e empada", ["utensilios-de-cozinha"]],
    ["moro num sitio, tenho umas 40 galinha caipira solta", ["terreno", "galinhas"]],
    ["tenho uma lavadora karcher e lavo o carro de todo mundo da rua", ["lavadora-de-alta-pressao"]],
    // Raising animals is owning them; a trainer's bands, a bartender's tools, a nutritionist's scale.
    ["crio umas 60 galinha caipira solta no terreiro", ["galinhas"]],
    ["cref ativo, tenho elastico, kettlebell, trx e colchonete", ["acessorios-de-treino", "registro-no-conselho"]],
    ["sou personal, tenho uns elastico e halter", ["acessorios-de-treino"]],
    ["fui bartender, tenho coqueteleira, dosador e kit de bar completo", ["kit-de-bar"]],
    ["cuido bem de carro alheio, tenho aspirador e politriz roto orbital", ["aspirador", "politriz"]],
    ["sou nutricionista, tenho balança de bioimpedancia e adipometro", ["balanca-bioimpedancia"]],
    ["troco tela de celular, tenho estacao de solda, separadora de tela", ["estacao-de-solda", "kit-reparo-celular"]],
    ["tenho uma caloi aro 29 boa", ["bicicleta"]],
    // A braider's combs, said or implied by her practice.
    ["faço box braids e nagô nas minhas prima, tenho so os pente e as linha", ["pentes-e-grampos"]],
    ["sou trancista faz 4 anos", ["pentes-e-grampos"]],
    // A crocheter's hooks, said or implied by her practice.
    ["faço croche desde menina, tapete e amigurumi", ["agulhas-de-croche"]],
    // An industrial machine sews what a domestic one does.
    ["so tenho uma reta industrial em casa", ["maquina-industrial", "maquina-de-costura"]],
    // A barbecue cook's grill, knife and cool box; a farmhand's hoe and scythe; cloths before a vacuum.
    ["tenho churrasqueira portatil, espeto, faca boa e caixa termica", ["churrasqueira", "utensilios-de-cozinha", "caixa-termica"]],
    ["tenho enxada, foice e facao", ["ferramentas-de-roca"]],
    // A list goes on past an item we do not read ("esmerilhadeira", "rolo").
    [
      "tenho maquina de solda inversora, esmerilhadeira, furadeira e um barracao",
      ["maquina-de-solda", "policorte-e-esmerilhadeira", "furadeira"],
    ],
    ["tenho maçarico, rolo, escada e ferramenta de pedreiro", ["macarico-e-rolos", "escada", "ferramentas"]],
    // A trade's own tools in its words: a bike mechanic's, a watchmaker's.
    ["arrumo as bike da rua, troco cambio, tenho as ferramenta basica", ["ferramentas-de-bike"]],
    ["sou relojoeiro, tenho lupa e abridor de tampa", ["ferramentas-de-relojoeiro"]],
    // A collector's books and a wardrobe of good clothes are a first lot; an extractor is a cleaner's.
    ["juntei uns 1500 livro a vida toda", ["acervo-de-livros"]],
    ["tenho mta roupa boa parada no guarda roupa", ["roupas-para-revender"]],
    ["comprei uma lavadora wap e uma extratora", ["lavadora-de-alta-pressao", "extratora"]],
    ["tenho panela de banho maria, termometro e uns pote de vidro", ["utensilios-de-cozinha"]],
    ["tenho um dji mavic 3 com 3 baterias", ["drone"]],
    ["tenho controladora ddj-400 e duas caixa ativa de 15", ["controladora-dj", "caixa-de-som"]],
    ["fui magico de circo, ainda tenho a cartola, o baralho marcado e as argola", ["kit-de-magica"]],
    ["tenho uma bike aro 29 e uma bag termica", ["bicicleta", "bag-de-entrega"]],
    ["tenho a derricadeira costal e as peneira", ["ferramentas-de-roca"]],
    // A council registration the person holds is already paid; one they do not hold is not.
    ["sou nutricionista, ja tenho crn e balança de bioimpedancia", ["balanca-bioimpedancia", "registro-no-conselho"]],
    ["sou formada em ed fisica mas ainda nao tenho cref", []],
    ["tenho balde, pano de microfibra e um aspirador pequeno", ["kit-limpeza", "aspirador"]],
    ["tenho agulha de croche e muita linha", ["agulhas-de-croche"]],
    [
      "faço tapioca e cuscuz, tenho chapa, cuscuzeira e uma barraquinha dobravel",
      ["chapa-de-tapioca", "barraca-de-feira", "utensilios-de-cozinha"],
    ],
    ["tenho uma banquinha de ferro e um fogareiro", ["barraca-de-feira"]],
    // A trade's own gear as people name it: hoops, string, a glue gun, leads, tanks, a boat, a mill.
    ["bordo a mao, tenho uns 10 aros e linha de tudo q e cor", ["bastidores-e-linhas"]],
    ["tenho umas agulha e uns rolo de barbante q sobrou, faço croche", ["agulhas-de-croche", "materiais-do-primeiro-lote"]],
    [
      "faço laço de fita, tenho pistola de cola quente, tesoura e uns rolo de fita",
      ["pistola-de-cola", "tesouras", "materiais-do-primeiro-lote"],
    ],
    ["faço vela aromatica, tenho derretedeira, termometro e umas forma de vidro", ["derretedeira", "formas-de-artesanato"]],
    ["trabalhei num canil, sei adestrar cachorro, tenho guia longa, clicker e cone", ["equipamento-de-adestramento"]],
    [
      "adestro cachorro de guarda, tenho guia longa, coleira de treino e manga de mordida",
      ["equipamento-de-adestramento", "manga-de-mordida"],
    ],
    ["crio betta, tenho uns 15 aquario e 3 caixa d'agua", ["aquarios"]],
    ["tenho uma lancha de madeira que leva 12 pessoa, com colete pra todo mundo", ["barco", "coletes-salva-vidas"]],
    ["tenho uma voadeira com motor 40", ["barco"]],
    ["temos roça de mandioca e o forno da familia ta parado", ["terreno", "casa-de-farinha"]],
    ["cuido de piscina, me deram o aspirador e a peneira", ["kit-piscina"]],
    ["tenho uma caixinha jbl e as tinta facial", ["caixa-de-som", "kit-de-recreacao"]],
    ["tenho aparelho de pressao e oximetro", ["aparelho-de-pressao", "oximetro-e-termometro"]],
    ["fui locutor, tenho microfone sem fio e uma caixa de som", ["microfone", "caixa-de-som"]],
    [
      "faço salgado, tenho fritadeira eletrica, cilindro e mesa de inox",
      ["fritadeira", "cilindro-de-massa", "mesa-de-inox", "utensilios-de-cozinha"],
    ],
    ["vendo marmita, tenho 2 caixa termica e uma seladora", ["caixa-termica", "seladora"]],
    ["tenho um carrinho de pipoca e uma pipoqueira", ["carrinho-de-lanche"]],
    ["costuro, tenho tesoura de costura, regua e fita metrica", ["tesouras-de-costura"]],
    ["tenho prensa termica, plotter e impressora de sublimacao", ["prensa-termica", "plotter", "impressora-de-sublimacao"]],
    ["sou designer, tenho notebook e uma wacom", ["notebook", "mesa-digitalizadora"]],
    ["sou soldador, tenho maquina de solda, lixadeira e policorte", ["maquina-de-solda", "policorte-e-esmerilhadeira"]],
    ["tenho bancada, ferro de solda e multimetro", ["bancada", "estacao-de-solda", "ferramentas"]],
    ["monto guarda roupa, tenho parafusadeira, jogo de broca e caixa de ferramenta", ["furadeira", "ferramentas"]],
    ["tenho 2 arara e um ferro a vapor", ["araras", "ferro-de-passar"]],
    ["dou aula de yoga, tenho 10 tapetes de yoga e blocos", ["material-de-yoga"]],
    ["fui monitor de colonia de ferias", []],
    ["moro num sitio, tenho 6 vaca de leite e faço queijo", ["terreno", "gado-de-leite"]],
    ["meu pai tem 15 vaca de leite", []],
    // Vehicles people name: a D20, a 3/4 truck (its "baú" is the truck's body), a tractor left by a father.
    ["tenho uma d20 velha mas inteirona", ["caminhonete"]],
    ["tenho um caminhao 3/4 bau, um vw 8.150", ["caminhonete"]],
    ["tenho uma fan 160 2019 com bau", ["moto", "bag-de-entrega"]],
    ["meu pai deixou um trator massey 275 q ta parado no galpao", ["trator"]],
    ["tenho um trator massey 275 com grade e roçadeira", ["trator", "grade-aradora", "rocadeira"]],
    ["o dono fechou e me vendeu a maquina de copiar chave usada", ["maquina-de-chaves"]],
    ["tenho uma cg 160 e ja fiz o curso de motofrete", ["moto", "curso-de-motofrete"]],
    ["tenho uma prensa termica e uma impressora epson sublimatica", ["prensa-termica", "impressora-de-sublimacao"]],
    // Who assembles furniture for others has the hand tools.
    ["monto guarda roupa pros vizinho, tenho parafusadeira", ["furadeira", "ferramentas"]],
  ])("%s → owns %j", (text, kinds) => {
    expect(understand(text).possessions).toEqual(kinds);
  });

  it.each<[string, AssetKind[]]>([
    ["gosto de carros", []],
    ["adoro cozinha italiana", []],
    ["quero comprar uma moto", []],
    ["quero trabalhar com costura", []],
    ["tenho um ponto de vista diferente", []],
    ["tenho 64 anos", []],
    ["tenho kit de festa pra alugar", []],
    ["quero fazer maquiagem", []],
    ["quero trabalhar de dj", []],
    ["tenho interesse em maquiagem profissional", []],
    ["tenho muita vontade de ter uma moto", []],
    ["to com vontade de ter uma moto", []],
    ["tenho experiencia com drone", []],
    ["sei mexer com computador e tenho um kit de festa", []],
    ["tenho curso de maquiagem profissional", []],
    ["gosto de cortar cabelo", []],
    ["sou pedreiro, tenho material de construção sobrando", []],
    ["meu pai tem 10 colmeia e uma caminhonete", []],
    ["trabalho com carro de aplicativo dos outros", []],
    ["mexo com moto desde pequeno", []],
    ["queria um negocio com van", []],
    // A seamstress's elastic is not a trainer's band; a content creator raises no animals.
    ["costuro, tenho linha, zíper e elastico sobrando", []],
    ["crio conteudo pro instagram", []],
    ["quero aprender a fazer trança", []],
    ["quero aprender croche", []],
    ["tenho uma chapa de raio x do joelho", []],
    ["so tenho o celular e uns 100 reais, nem carro tenho", ["celular"]],
  ])("%s → owns nothing (%j)", (text, kinds) => {
    expect(understand(text).possessions).toEqual(kinds);
  });

  it("reads no nail gel in a jam maker's words", () => {
    expect(understand("faço geleia de pimenta e tenho gel de cabelo").possessions).not.toContain("kit-alongamento");
  });

  it.each<[string, AssetKind]>([
    ["nao tenho carro", "carro"],
    ["sem moto", "moto"],
    ["vendi minha moto", "moto"],
    ["nao tenho computador", "notebook"],
    ["tenho um carro, moto nao", "moto"],
  ])("%s → lacks %s", (text, kind) => {
    const u = understand(text);
    expect(u.lacksPossessions).toContain(kind);
    expect(u.possessions).not.toContain(kind);
  });

  it("keeps the model's number out of the budget and the assets out of the interests", () => {
    const u = understand("tenho uma moto CG 160 e um celular, quero fazer entrega, tenho uns 300 reais");
    expect(u.budget).toBe(300);
    expect(u.interestText).toContain("entrega");
    expect(u.interestText).not.toMatch(/\bcg\b|160|celular/);
    expect(u.assets).toEqual(["moto"]);
  });

  it("reads 'quitado' as paid off", () => {
    expect(understand("tenho um carro quitado no meu nome").paidOff).toBe(true);
    expect(understand("tenho um onix, ja paguei metade do financiamento").paidOff).toBe(false);
    expect(understand("tenho um carro financiado").paidOff).toBe(false);
  });
});

describe("budget together with what is owned", () => {
  it.each<[string, number | null]>([
    ["só tenho o notebook", 0],
    ["so tenho o note", 0],
    ["só tenho a moto e mais nada", 0],
    ["tenho um carro quitado no meu nome, sem grana nenhuma", 0],
    ["cozinho bem demais, todo mundo pede minha coxinha e meu bolo de rolo, tenho uns 500 conto", 500],
    ["sou manicure, tenho meu kit e a estufa, tenho 150 reais", 150],
    ["tenho uns 300 reais", 300],
    ["tenho uma moto cg 160", null],
    ["tenho uma sprinter 2015", null],
    ["tenho notebook e 1000 reais", 1000],
    ["tenho um notebook e sei mexer com excel, tenho nada de dinheiro", 0],
    ["so tenho uma maquina de costura domestica, dinheiro nenhum", 0],
    ["tenho uma saveiro 2012 quitada, faço uns carreto no bairro, tenho uns 800 conto", 800],
    ["tenho uma cg 150 e carteira A, quero fazer entrega de ifood, uns 500", 500],
    ["tenho 1 moto e 200 reais", 200],
    ["tenho 1 notebook e nada de dinheiro", 0],
    ["nao tenho nada so o celular", 0],
    ["tenho r$300 e uma biz", 300],
    // A model year is not money, whoever writes "ano" before it.
    ["tenho uma biz 125 ano 2019, tenho 200 pila pra comprar o bau", 200],
    ["faço sobrancelha com henna, tenho minhas pinça, grana zero", 0],
    ["tenho um onix 2020, nao sobra dinheiro pra investir em nada", 0],
  ])("%s → budget %s", (text, budget) => {
    expect(understand(text).budget).toBe(budget);
  });
});

describe("skills, experience and licences", () => {
  it.each<[string, string, number | null]>([
    ["trabalhei 10 anos em oficina mecanica", "oficina mecanica", 10],
    ["trabalhei dez anos como pedreiro", "pedreiro", 10],
    ["trabalhei como cozinheira num restaurante", "cozinheira num restaurante", null],
    ["fiz curso de eletrica", "eletrica", null],
    ["fiz um curso de confeitaria", "confeitaria", null],
    ["tenho experiencia com vendas", "vendas", null],
    ["sei fazer bolo", "bolo", null],
    ["sei costurar", "costurar", null],
    ["faço unha das vizinhas", "unha das vizinhas", null],
    ["faco bolo de pote pra vender", "bolo de pote", null],
    ["cozinho bem demais", "cozinhar bem demais", null],
  ])("%s → skill %s (%s years)", (text, what, years) => {
    const skill = understand(text).skills.find((s) => s.what === what);
    expect(skill, JSON.stringify(understand(text).skills)).toBeDefined();
    expect(skill!.years).toBe(years);
  });

  it.each<[string, string]>([
    ["tenho cnh d", "cnh-d"],
    ["tenho carteira D", "cnh-d"],
    ["habilitacao categoria e", "cnh-e"],
    ["tenho cnh a e b", "cnh-a"],
    ["tenho nr10", "nr-10"],
    ["tenho NR-35", "nr-35"],
    ["tenho cref ativo", "cref"],
    ["tenho crn", "crn"],
    ["tenho nr10 e nr35, mexo com eletrica", "nr-35"],
    ["sou personal, tenho cref", "cref"],
    ["tenho cnh d, fui motorista de onibus 10 anos", "cnh-d"],
  ])("%s → licence %s", (text, licence) => {
    expect(understand(text).licences).toContain(licence);
  });

  it("reads no licence in 'não tenho cnh e nem quero moto' (the 'e' is 'and', the CNH is not had)", () => {
    expect(understand("nao tenho cnh e nem quero moto").licences).toEqual([]);
    expect(understand("tenho cnh e moto").licences).not.toContain("cnh-e");
    expect(understand("tenho cnh e").licences).toContain("cnh-e");
  });

  it("reads no skill where none is stated", () => {
    expect(understand("gosto de animais").skills).toEqual([]);
    expect(understand("nao sei nada").skills).toEqual([]);
  });
});
