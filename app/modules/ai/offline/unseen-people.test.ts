import { describe, expect, it } from "vitest";
import { suggestedIds as ids } from "../../../../tests/fixtures/suggested-ids";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { matchIdeas } from "./matcher";

/** One test per fault found in the seventh set of people written apart (decision 031). */
describe("people written apart, seventh set", () => {
  it("a retired joiner who refuses planned kitchens hears furniture, not a pedicure for the 'peso' on his back", () => {
    const picks = ids(
      "sou marceneiro aposentado, 35 ano fazendo movel, tenho serra circular tupia e plaina na garagem. tenho uns 1200 pila. nao quero mais pegar cozinha planejada, muito peso pra minha coluna",
    );
    expect(picks.some((id) => ["moveis-de-pallet", "pecas-de-madeira-artesanais"].includes(id))).toBe(true);
    expect(picks).not.toContain("manicure-e-pedicure-em-domicilio");
  });

  it("who cared for her bedridden mother hears elderly care", () => {
    expect(
      ids(
        "cuidei da minha mae acamada 6 ano, dava banho no leito, remedio na hora, trocava fralda, ela tinha sonda. nao tenho dinheiro",
      )[0],
    ).toBe("cuidador-de-idosos");
  });

  it("a young babysitter hears babysitting, started as an autonomous person without a company", () => {
    const picks = matchIdeas(
      "olho os dois filho da minha vizinha a tarde desde que eles era bebe, fiz curso de primeiros socorros infantil. tenho uns 100 reais",
      CATALOGUE,
    );
    expect(picks[0]?.id).toBe("baba-folguista");
  });

  it("a bus driver with no van still hears excursions, which charter the bus; no car still rules out app driving", () => {
    const picks = ids("tenho cnh D, dirigi onibus de linha 14 ano, tenho uns 30 mil do fgts. nao tenho carro nem van");
    expect(picks.slice(0, 3)).toContain("excursoes-e-passeios-em-grupo");
    expect(picks).not.toContain("motorista-de-aplicativo");
    expect(picks).not.toContain("transporte-escolar");
  });

  it("a bank retiree with a room at the front of the house near two schools hears stationery", () => {
    const picks = ids(
      "me aposentei do banco depois de 30 anos, sei de caixa planilha e atendimento mas nunca tive comercio. tenho um comodo na frente de casa que da pra rua, perto de 2 escola, e uns 35 mil pra investir",
    );
    expect(picks.slice(0, 3)).toContain("papelaria");
  });

  it("whose dream was a women's clothes shop hears clothes resale first, not her old shoe factory", () => {
    expect(ids("recebi 18 mil do acerto da fabrica de calçado, meu sonho sempre foi ter uma loja de roupa feminina")[0]).toBe(
      "revenda-de-roupas",
    );
  });

  it("a rural retiree who plants cassava hears the flour house, though his children went to São Paulo", () => {
    expect(
      ids(
        "sou aposentado rural, planto mandioca e feijao, minha mulher faz beiju e tira goma. tenho 600 reais, meus filho foram pra sao paulo",
      )[0],
    ).toBe("casa-de-farinha");
  });
});

/** One test per fault found in the eighth set of people written apart (decision 031). */
describe("people written apart, eighth set", () => {
  it("a night porter whom the building calls for showers and breakers hears the electrician, by day", () => {
    const text =
      "todo mundo do predio me chama pra trocar chuveiro tomada ver disjuntor que fica caindo, tenho furadeira e alicate amperimetro. trabalho de porteiro a noite, tenho 500";
    expect(ids(text)[0]).toBe("eletricista-residencial");
  });

  it("someone who wants to become a DJ hears DJ work, over budget for the controller, not pepper sauces for the barbecues", () => {
    const picks = matchIdeas(
      "tenho uma jbl partybox e notebook, toco nos churrasco da familia toda, queria virar dj mas nao tenho controladora, tenho 700",
      CATALOGUE,
    );
    expect(picks[0]).toMatchObject({ id: "dj-para-festas", beyondBudget: true });
  });

  it("an app driver who can't stand driving any more is not told to drive", () => {
    expect(ids("rodei 4 anos de uber com meu onix e nao aguento mais dirigir, tenho aspirador, mil e pouco")).not.toContain(
      "motorista-de-aplicativo",
    );
  });

  it("a hobby photographer with a drone who wants to 'viver disso' hears photography, not a plant nursery", () => {
    const picks = ids(
      "tenho um drone dji mini 3 cadastrado no sisant e uma canon t7 com lente 50mm, fotografo por hobby faz uns 4 anos, tenho 10 mil guardado e queria viver disso",
    );
    expect(picks.slice(0, 3)).toEqual(expect.arrayContaining(["fotografo-de-eventos", "imagens-aereas-com-drone"]));
    expect(picks).not.toContain("viveiro-de-mudas");
  });
});

/** One test per fault found in the ninth set (decision 031, seventh session). */
describe("people written apart, ninth set", () => {
  it("a retired metalworker with a bad back who fixes small appliances on his bench hears appliance repair, not a manicure", () => {
    const picks = ids(
      "aposentei da metalurgica e conserto liquidificador, ventilador, ferro de passar, microondas dos vizinho na garagem. tenho bancada, ferro de solda, multimetro. tenho problema de coluna, nao aguento servico pesado nem subir escada. uns 800 reais pra investir",
    );
    expect(picks[0]).toBe("conserto-de-eletrodomesticos");
    expect(picks).not.toContain("manicure-e-pedicure-em-domicilio");
  });

  it("the family's barbecue cook with his own grill hears barbecue at parties, within R$ 250", () => {
    const picks = matchIdeas(
      "sou o assador oficial da familia, todo aniversario sou eu na grelha. tenho churrasqueira portatil, espeto, faca boa e caixa termica. queria um extra sabado e domingo, tenho uns 250 pila",
      CATALOGUE,
    );
    expect(picks[0]).toMatchObject({ id: "churrasqueiro-em-domicilio" });
    expect(picks[0]!.beyondBudget).toBeUndefined();
  });

  it("a farmhand with a hoe and no money hears harvest work by the job, not a rural café or bows", () => {
    const picks = ids(
      "uai, mexo com roça desde menino, panho cafe, capino, planto milho. tenho enxada, foice, facao e disposição, mas dinheiro nao tenho nenhum",
    );
    expect(picks).toEqual(["colheita-sob-empreitada"]);
  });

  it("a physical education graduate with her bands hears personal training", () => {
    const picks = ids(
      "sou formada em ed fisica, fui demitida da academia. tenho elastico, halter pequeno, corda, kettlebell e dou aula de funcional na praça. tenho uns 200 real",
    );
    expect(picks[0]).toBe("personal-trainer");
  });

  it("a former car-wash worker with a vacuum and cloths hears car washing at home, not pool cleaning", () => {
    const picks = ids(
      "trabalhei 3 ano em lava jato, sei lavar, aspirar, passar pretinho no pneu, encerar. tenho balde, pano de microfibra e um aspirador pequeno, 60 conto no bolso e nao tenho ponto",
    );
    expect(picks).toEqual(["lavagem-de-carros-a-domicilio"]);
  });

  it("a pressure-washing van owner with R$ 2.800 hears pressure washing, started as an autonomous person", () => {
    const picks = ids(
      "tenho uma fiorino 2012 e uma lavadora de alta pressao wap profissional, ja lavei mto calçada, telhado e garagem de condominio. tenho uns 2.800 pra investir",
    );
    expect(picks.slice(0, 3)).toContain("limpeza-com-alta-pressao");
  });
});

/** One test per fault found in the tenth set (decision 031, seventh session). */
describe("people written apart, tenth set", () => {
  it("a bike mechanic with his spoke key and stand hears bike repair, not plumbing or masonry for 'ferramentas'", () => {
    const picks = ids(
      "desde pia mexo com bike, regulo cambio, centralizo roda, troco freio hidraulico, os entregador do bairro vivem me chamando. tenho umas ferramenta, chave de raio e um cavalete improvisado na garagem do pai. juntei 700 reais",
    );
    expect(picks[0]).toBe("oficina-de-bicicletas");
    expect(picks).not.toContain("encanador");
    expect(picks).not.toContain("pedreiro-de-reformas");
  });

  it("a retired watchmaker with his own tools hears watch repair at home, within R$ 1.000", () => {
    const picks = matchIdeas(
      "fui relojoeiro 30 ano numa joalheria, troco bateria, pulseira, vidro e faço revisao de mecanico. tenho meu kit de chave, lupa e abridor de tampa. tenho 65 ano e o joelho ruim. tenho uns mil",
      CATALOGUE,
    );
    expect(picks[0]).toMatchObject({ id: "conserto-de-relogios" });
    expect(picks[0]!.beyondBudget).toBeUndefined();
  });

  it("a biologist who grew edible fungi, with a spare brick room, hears mushroom growing, not masonry", () => {
    const picks = ids(
      "sou formada em biologia e to desempregada, moro numa chacara q tem um quartinho de alvenaria sem uso. ja cultivei fungo comestivel no laboratorio da facul. tenho uns 4 mil",
    );
    expect(picks[0]).toBe("cultivo-de-cogumelos");
    expect(picks).not.toContain("pedreiro-de-reformas");
  });
});

/** One test per fault found in the eleventh set (decision 031, seventh session). */
describe("people written apart, eleventh set", () => {
  it("a former circus magician with his props hears magic shows within R$ 200", () => {
    const picks = matchIdeas(
      "fui magico de circo quando era novo, ainda tenho a cartola, o baralho marcado, as argola e a pomba de pano. seguro uma criancada de 30 menino por uma hora. tenho uma caixinha de som e uns 200 conto",
      CATALOGUE,
    );
    expect(picks[0]).toMatchObject({ id: "magico-para-festas" });
    expect(picks[0]!.beyondBudget).toBeUndefined();
  });

  it("a coffee-harvest crew leader hears harvest work, not dish towels for his 'panos'", () => {
    const picks = ids(
      "todo ano trabalho na panha de cafe aqui no sul de minas, sei derricar, abanar, rastelar e junto uma turma de 6 ou 7 cumpadre. tenho a derricadeira costal, as peneira e os pano. dinheiro nao tenho nao",
    );
    expect(picks).toEqual(["colheita-sob-empreitada"]);
  });

  it("an organised woman with a herniated disc hears home organising: it is not heavy cleaning", () => {
    const picks = ids(
      "sou mto organizada, as amigas me chamam pra arrumar guarda roupa, despensa, armario de crianca. faxina pesada nao faco pq tenho hernia de disco. tenho etiquetadora, umas caixas e 250 reais",
    );
    expect(picks[0]).toBe("personal-organizer");
  });

  it("a cyclist with a bike and a delivery bag, no licence ('não tenho cnh e nem quero moto'), hears bicycle delivery", () => {
    const text =
      "mano pedalo sp inteira, uns 60 km por dia. tenho uma bike aro 29 com bagageiro e uma bag termica. nao tenho cnh e nem quero moto, to zerado";
    expect(ids(text)).toEqual(["entregas-de-bicicleta"]);
  });

  it("a DJ with his controller and active speakers, and a drone pilot with a Mavic, hear their own trades first", () => {
    expect(
      ids(
        "toco de dj em festa de amigo faz 4 anos. tenho controladora ddj-400, duas caixa ativa de 15 e umas luz de led, carro pra levar tudo. tenho 3 mil",
      )[0],
    ).toBe("dj-para-festas");
    expect(
      ids("sou tecnico em agrimensura, tenho um dji mavic 3 com 3 baterias e notebook bom pra editar. ja filmei casamento. tenho 6 mil")[0],
    ).toBe("imagens-aereas-com-drone");
  });

  it("a couple with a farm of waterfalls and trails and R$ 15 mil hears rural tourism, started lean", () => {
    const picks = ids(
      "eu e meu marido temos um sitio de 8 alqueire, tem cachoeira, trilha na mata e gramado grande. minha mae faz quitanda e doce de leite. temos 15 mil pra investir e nao queremos sair da roca",
    );
    expect(picks[0]).toBe("turismo-rural");
  });
});

/** One test per fault found in the twelfth set (decision 031, seventh session). */
describe("people written apart, twelfth set", () => {
  it("a restaurant cook with an industrial stove and a freezer hears lunchboxes first, not sweets for 'Barreiro'", () => {
    const picks = ids(
      "trabalhei 12 anos de cozinheira num restaurante la no barreiro e fui mandada embora. em casa tenho fogao industrial de 4 boca, uns panelao de aluminio e um freezer horizontal. tenho 900 reais guardado",
    );
    expect(picks[0]).toBe("marmitas-caseiras");
  });

  it("a barber with his clippers hears barbering at home; a former maid with a bad knee hears ironing, not pools", () => {
    expect(
      ids(
        "corto o cabelo da rapaziada aqui do morro desde os 15, degrade navalhado. tenho 2 maquininha wahl, tesoura, navalha e uma biz. to com uns 600",
      )[0],
    ).toBe("barbeiro-a-domicilio");
    expect(
      ids(
        "fui domestica de carteira 10 anos, limpo casa bem e passo roupa caprichado. nao tenho nada. tenho problema no joelho entao sobrado com muita escada nao da",
      ),
    ).toEqual(["passadeira"]);
  });

  it("a seamstress who sews on her mother's Singer, a leatherworker and a dent repairer start from their own tools", () => {
    const seamstress = matchIdeas(
      "sou aposentada, costuro desde mocinha numa singer de pedal q era da minha mae e tenho uma eletrica portatil tb. faço barra e troco ziper pros vizinho. tenho uns 200 reais",
      CATALOGUE,
    );
    expect(seamstress[0]).toMatchObject({ id: "ajustes-e-consertos-de-roupas" });
    expect(seamstress[0]!.beyondBudget).toBeUndefined();
    expect(
      ids(
        "trabalhei 15 ano em fabrica de sapato, na costura do cabedal. tenho uns vazador, bisturi e um monte de retalho de couro. tenho 700",
      )[0],
    ).toBe("artesanato-em-couro");
    expect(ids("fiz curso de tirar amassado de carro sem pintar. tenho o kit de alavanca, a luz de led e um gol. grana uns 1000")[0]).toBe(
      "martelinho-de-ouro",
    );
  });

  it("a motorcycle owner who wants to deliver hears deliveries, not ironing for its 'coleta e entrega'", () => {
    expect(ids("tenho uma moto CG 160 e um celular, quero fazer entrega, tenho uns 300 reais")).toEqual(["motoboy-entregas"]);
  });
});

/** One test per fault found in sets 9 to 14 of people written apart, eighth session (decision 031). */
describe("people written apart, eighth session", () => {
  it("a boatman with his own boat and jackets hears boat tours that fit his money, not woodwork", () => {
    const picks = matchIdeas(
      "sou de alter do chao, piloto barco desde menino e tenho uma lancha de madeira coberta q leva 12 pessoa, com colete pra todo mundo. tenho 5 mil",
      CATALOGUE,
    );
    expect(picks[0]).toMatchObject({ id: "passeios-de-barco" });
    expect(picks[0]!.beyondBudget).toBeUndefined();
    expect(picks.map((p) => p.id)).not.toContain("moveis-de-pallet");
  });

  it("a crocheter with leftover string and a former radio announcer with his microphone start within their money", () => {
    const crochet = matchIdeas(
      "faço croche desde mocinha, tapete de barbante. tenho umas agulha e uns rolo de barbante q sobrou, dinheiro mesmo so uns 50 conto",
      CATALOGUE,
    );
    expect(crochet[0]).toMatchObject({ id: "tapetes-de-croche-em-barbante" });
    expect(crochet[0]!.beyondBudget).toBeUndefined();
    const announcer = matchIdeas(
      "fui locutor 8 anos na radio comunitaria, anunciava festa e vaquejada. tenho microfone sem fio, uma caixa de som e um notebook. uns 600 reais",
      CATALOGUE,
    );
    expect(announcer[0]).toMatchObject({ id: "locutor-e-mestre-de-cerimonias" });
    expect(announcer[0]!.beyondBudget).toBeUndefined();
  });

  it("'dinheiro guardado' is money, not guard dogs, and 'sul de Minas' a place, not cheese", () => {
    expect(
      ids(
        "moro na roça no sul de minas, todo ano trabalho na colheita de cafe e tenho uma roçadeira stihl. nao tenho dinheiro guardado, so uns trocados",
      ),
    ).toEqual(["colheita-sob-empreitada"]);
  });

  it("a primary teacher with no money hears tutoring, not cheaper lessons for the elderly", () => {
    expect(
      ids(
        "sou aposentada, dei aula 28 anos pro primario, tenho muita paciencia com crianca que tem dificuldade pra ler e escrever. nao tenho nada pra investir",
      ),
    ).toEqual(["reforco-escolar"]);
  });

  it("who refuses to sell online is refused online selling, not selling: a door-to-door reseller hears resale", () => {
    const picks = ids(
      "adoro moda e sempre vendi umas peca e perfume pras colegas do servico. nao gosto de vender pela internet, prefiro no boca a boca. tenho uns mil reais pra comprar mercadoria no bras",
    );
    expect(picks[0]).toBe("revenda-de-roupas");
    expect(picks.some((id) => id.startsWith("loja-online"))).toBe(false);
  });

  it("a phone repairer with a soldering station starts at the home table, within his money; bus fares are not ironing", () => {
    const repairer = matchIdeas(
      "conserto celular dos amigo, ja troquei tela e conector de carga de mto aparelho. tenho estaçao de solda, lupa e uns kit de chave. tenho 1200",
      CATALOGUE,
    );
    expect(repairer[0]).toMatchObject({ id: "conserto-de-celulares" });
    expect(repairer[0]!.beyondBudget).toBeUndefined();
    expect(
      ids(
        "sou da pastoral e todo ano organizo a ida do povo pra romaria, alugo o onibus e cobro as passagem. queria fazer isso o ano todo. tenho uns 500 reais",
      )[0],
    ).toBe("excursoes-e-passeios-em-grupo");
  });

  it("who cuts his sons' hair with his own clipper, a shoemaker's heir and a gardener who prunes hear their trades", () => {
    expect(
      ids(
        "sou pai solo, corto o cabelo dos meus filho e dos amigo deles faz anos, tenho maquina wahl, tesoura e navalha. tenho uns 200 conto",
      ).slice(0, 2),
    ).toContain("barbeiro-a-domicilio");
    expect(
      ids(
        "meu pai era sapateiro e aprendi tudo com ele. ficou pra mim a maquina de costurar sola e a lixadeira. troco sola, salto, ziper de bolsa. tenho uns 2500 pila",
      ).slice(0, 3),
    ).toContain("sapataria");
    expect(
      ids(
        "tenho uma rocadeira stihl e um cortador de grama, sempre cuidei do patio dos vizinho. sei podar arvore frutifera e cerca viva. tenho uns 1800 pila",
      )[0],
    ).toBe("jardinagem");
  });

  it("a student who looks after the neighbours' dogs hears pet sitting, not eyelashes nor exam prep", () => {
    const picks = ids(
      "tenho 19 ano, amo cachorro demais e os vizinho sempre me pede pra olhar os deles qnd viaja. estudo de manha. nao tenho dinheiro nenhum",
    );
    expect(picks).toEqual(["pet-sitter-e-passeador"]);
  });

  it("who braids reed into baskets hears basketry, not hair braids", () => {
    expect(
      ids(
        "desde pequena tranço paneiro, tupé e peneira de tala de arumã q minha vo me ensinou. dinheiro nao tenho nada nao, queria vender isso pros turista",
      ),
    ).toEqual(["cestaria-em-palha-e-fibras"]);
    expect(ids("faço trança nago e box braids nas minhas prima, tenho os pente, uns 150 reais")[0]).toBe("trancista");
  });
});
