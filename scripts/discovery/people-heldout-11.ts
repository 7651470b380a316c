/**
 * Eleventh held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_11: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "fui magico de circo quando era novo, ainda tenho a cartola, o baralho marcado, as argola e a pomba de pano kkk. tenho 58 ano, moro em campina grande e seguro uma criancada de 30 menino por uma hora tranquilo. tenho uma caixinha de som e uns 200 conto",
    budget: 200,
    relevant: ["magico-para-festas", "recreacao-infantil"],
  },
  {
    text: "cresci com meu irmao surdo entao libras pra mim e lingua de casa, faco a interpretacao do culto todo domingo. tenho um notebook velho q ainda roda e internet. grana nenhuma no momento, to desempregada",
    budget: 0,
    relevant: ["interprete-de-libras"],
  },
  {
    text: "nasci em lencois, conheco toda trilha da chapada de olho fechado, cachoeira, gruta, o caminho pro vale do pati. ja levei mto gringo de favor pros outros. oxe so tenho o celular e uns 100 reais, nem carro tenho",
    budget: 100,
    relevant: ["guia-de-turismo"],
  },
  {
    text: "todo ano trabalho na panha de cafe aqui no sul de minas, sei derricar, abanar, rastelar e junto uma turma de 6 ou 7 cumpadre facil. tenho a derricadeira costal, as peneira e os pano. dinheiro nao tenho nao, so queria parar de depender do gato q fica com metade, uai",
    budget: 0,
    relevant: ["colheita-sob-empreitada"],
  },
  {
    text: "bah, me aposentei ano passado depois de 30 anos alfabetizando pia na escola estadual aqui em canoas. tenho quadro branco em casa, um monte de livrinho e uma salinha nos fundos. nao me dou bem com computador e tenho uns 150 pila",
    budget: 150,
    relevant: ["reforco-escolar"],
  },
  {
    text: "sou mto organizada, as amigas me chamam pra arrumar guarda roupa, despensa, armario de crianca, dobro tudo certinho em caixinha. faxina pesada nao faco pq tenho hernia de disco. tenho etiquetadora, umas caixas e 250 reais, moro em curitiba",
    budget: 250,
    relevant: ["personal-organizer"],
  },
  {
    text: "mano tenho 22 anos e pedalo sp inteira, faco uns 60 km por dia de boa. tenho uma bike aro 29 com bagageiro e uma bag termica. nao tenho cnh e nem quero moto, to zerado",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "tenho 19 ano, faco pedagogia a noite e amo crianca, sei pintar rostinho, fazer bichinho de bexiga e inventar brincadeira pra tarde toda. tenho o kit de tinta facial, uma caixinha bluetooth e uns 120 reais. moro em manaus",
    budget: 120,
    relevant: ["recreacao-infantil", "baba-folguista"],
  },
  {
    text: "morei 4 anos em dublin, falo ingles fluente e la eu dava aula pra brasileiro recem chegado. sou formada em letras, voltei pra bh, tenho notebook com camera e fone bom. grana agora e zero, to na casa dos meus pais",
    budget: 0,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "bordo a mao desde pequena com minha vo, flor, nome de bebe, frase em bastidor pra pendurar. tenho uns 10 aros e linha de tudo q e cor. tenho filho pequeno e so consigo trabalhar em casa, tenho so uns 60 reais",
    budget: 60,
    relevant: ["bordado-livre-em-bastidor"],
  },
  {
    text: "tenho 67 ano, sou de imperatriz, faco croche a vida toda, tapete de sala, jogo de banheiro, passadeira de cozinha e uns bichinho pros neto. tenho agulha de todo numero e sobra de barbante. tenho 80 real guardado",
    budget: 80,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi"],
  },
  {
    text: "toco teclado na igreja desde os 12, leio cifra e partitura e ja ensinei uns 5 irmaozinho de graca. tenho um yamaha psr e um notebook. dinheiro nao tenho, moro em goiania com minha mae, vei",
    budget: 0,
    relevant: ["aulas-de-musica"],
  },
  {
    text: "tenho uma titan 160 quitada, piloto desde moleque e conheco cada buraco de juazeiro do norte. entregar comida pra app nao quero nao, quero levar gente. tenho capacete sobrando e 250 conto",
    budget: 250,
    relevant: ["mototaxi"],
  },
  {
    text: "sou reikiana nivel 3, faco meditacao guiada e mexo com oleo essencial ha uns 6 anos, atendia as amigas em casa de graca. tenho cristal, difusor e colchonete, maca ainda nao. moro em floripa e tenho uns 500 reais",
    budget: 500,
    relevant: ["terapias-integrativas", "aulas-de-yoga-e-meditacao"],
  },
  {
    text: "toco violao e canto mpb e sertanejo raiz, ja toquei em barzinho e casamento de amigo, tenho violao eletroacustico, caixa amplificada e microfone. tenho uns 800 conto e nao quero mais ser garcom. sou de ribeirao preto",
    budget: 800,
    relevant: ["musico-para-eventos", "aulas-de-musica"],
  },
  {
    text: "fui locutor 8 anos na radio comunitaria aqui de caruaru, anunciava festa, leilao, vaquejada, tenho voz boa visse. tenho microfone sem fio, uma caixa de som e um notebook meio lento. uns 600 reais",
    budget: 600,
    relevant: ["locutor-e-mestre-de-cerimonias", "locucao-e-dublagem"],
  },
  {
    text: "trabalhei 3 anos num canil de pastor alemao ajudando o adestrador, sei ensinar senta, fica, junto e andar sem puxar. moro em apartamento entao nao da pra hospedar cachorro. tenho guia longa, clicker, cone e 400 reais",
    budget: 400,
    relevant: ["adestramento-de-caes", "pet-sitter-e-passeador"],
  },
  {
    text: "costuro roupinha pros meus 3 salsichinha e as vizinha comecaram a encomendar tb, capa de chuva, moletom, caminha. tenho maquina de costura domestica e uma overloque pequena. tenho 700 reais, moro em sorocaba",
    budget: 700,
    relevant: ["roupas-e-acessorios-para-pets"],
  },
  {
    text: "sempre arrumei as bike dos amigos, regulo cambio, troco cubo, centralizo roda, sangro freio hidraulico. tenho cavalete, jogo de allen, extrator de pedivela e uns 1000 reais. moro em maringa, aqui tem mto ciclista",
    budget: 1000,
    relevant: ["oficina-de-bicicletas"],
  },
  {
    text: "fiz curso de massoterapia e de drenagem, atendia no spa de um hotel em gramado ate fechar. tenho maca portatil, oleos e toalhas. tenho 450 reais e prefiro atender na casa da cliente",
    budget: 450,
    relevant: ["massoterapia", "massagem-modeladora-e-drenagem"],
  },
  {
    text: "crio betta e guppy no quintal faz 5 ano, tenho uns 15 aquario e 3 caixa d'agua, sei fazer a reproducao e separar os filhote. vendo pouco pros amigo. tenho 700 reais, moro em nova iguacu, mermao",
    budget: 700,
    relevant: ["criacao-de-peixes-ornamentais"],
  },
  {
    text: "sou professor aposentado de literatura aqui em juiz de fora, tenho uns 2 mil livros em casa, mta coisa rara, e uma garagem vazia. tenho 400 reais e sei mexer um pouco no celular pra anunciar",
    budget: 400,
    relevant: ["sebo-de-livros"],
  },
  {
    text: "tenho mta paciencia com idoso, ensinei minha avo e as amigas dela a usar zap, pix, chamada de video e marcar consulta no app. tenho tablet e notebook. tenho 350 reais, moro em joao pessoa",
    budget: 350,
    relevant: ["informatica-para-idosos"],
  },
  {
    text: "faco carteira, porta cartao e cinto de couro costurado a mao, aprendi com meu pai q era seleiro em bage. tenho vazador, faca de corte, riscador e umas sobra de couro. tenho 600 reais tche",
    budget: 600,
    relevant: ["artesanato-em-couro"],
  },
  {
    text: "tenho 63 anos, fui relojoeiro 30 anos numa joalheria de belem que fechou, troco bateria, pulseira, vedacao e conserto maquina. fiquei com as ferramenta e a lupa. tenho uns 1200 reais, egua",
    budget: 1200,
    relevant: ["conserto-de-relogios"],
  },
  {
    text: "fotografo por hobby, tenho uma canon t7 com 2 lentes, tripe, flash e notebook com lightroom. ja fotografei aniversario e os produto da loja de uma amiga. tenho 1500 reais, moro em londrina",
    budget: 1500,
    relevant: ["fotografia-de-produtos", "fotografo-de-eventos"],
  },
  {
    text: "mexo com madeira e sou doido por violao, ja restaurei uns 10 violao e guitarra, troco traste, regulo tensor, instalo captador. tenho bancada, grampo, lima e tupia. tenho 2500 reais, sou de tatui",
    budget: 2500,
    relevant: ["luthieria"],
  },
  {
    text: "tenho uma sprinter 2017 de 15 lugar quitada, dirigia pra uma empresa de turismo e tenho cnh D com o curso de passageiro. moro em uberlandia, tenho 8 mil guardado",
    budget: 8000,
    relevant: ["fretamento-de-van", "transporte-escolar", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "sou de alter do chao, piloto barco desde menino e tenho uma lancha de madeira coberta q leva 12 pessoa, com colete pra todo mundo. conheco as praia de rio, os igarape e onde ver o por do sol. tenho 5 mil, pai d'egua",
    budget: 5000,
    relevant: ["passeios-de-barco"],
  },
  {
    text: "eu e meu marido temos um sitio de 8 alqueire perto de santo antonio do pinhal, tem cachoeira, trilha na mata e gramado grande. minha mae faz quitanda, pao de milho, doce de leite. temos 15 mil pra investir e nao queremos sair da roca",
    budget: 15000,
    relevant: ["turismo-rural", "camping"],
  },
  {
    text: "toco de dj em festa de amigo faz 4 anos, funk, piseiro, flashback, ate casamento. tenho controladora ddj-400, duas caixa ativa de 15 e umas luz de led, carro pra levar tudo. tenho 3 mil, sou de salvador, oxe",
    budget: 3000,
    relevant: ["dj-para-festas"],
  },
  {
    text: "sou tecnico em agrimensura, tenho um dji mavic 3 com 3 baterias e notebook bom pra editar. ja filmei casamento e casa pra corretor conhecido. tenho 6 mil, moro em cuiaba",
    budget: 6000,
    relevant: ["imagens-aereas-com-drone"],
  },
  {
    text: "pesco desde menina, entendo de isca, linha, carretilha, no. tenho um ponto na estrada que vai pra represa de furnas q era do meu pai e 30 mil de rescisao. quero algo meu, so nao quero mexer com comida",
    budget: 30000,
    relevant: ["loja-de-artigos-de-pesca"],
  },
  {
    text: "trabalhei 10 ano numa fabrica de lingerie em nova friburgo, costuro sutia, calcinha, body, sei pregar elastico e renda. tenho em casa reta industrial, overloque e zigue-zague. tenho 4 mil reais",
    budget: 4000,
    relevant: ["lingerie"],
  },
  {
    text: "tenho 2 hectare na serra aqui em bom principio, meu vo plantava morango no chao mas eu quero fazer em bancada suspensa, fiz curso na emater. tenho 35 mil e agua de vertente, tche",
    budget: 35000,
    relevant: ["cultivo-de-morangos", "hidroponia"],
  },
  {
    text: "me formei em nutricao ano passado, tenho crn ativo, notebook e balanca de bioimpedancia. gosto de atender atleta e gente q quer emagrecer. tenho 3 mil, moro em natal e nao quero ficar presa em clinica ganhando pouco",
    budget: 3000,
    relevant: ["consultorio-de-nutricao"],
  },
  {
    text: "trabalhei 4 ano numa empresa de seguranca eletronica instalando cftv, alarme, roteador e cabo de rede. eletricista formado nao sou, mas tenho escada, furadeira, alicate de crimpar, testador e uma saveiro velha. tenho 2500 reais, moro em campo grande",
    budget: 2500,
    relevant: ["instalacao-de-cameras-de-seguranca", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "depois q meu pai e minha sogra faleceram sobrou aqui em casa 2 cama hospitalar motorizada, 3 cadeira de rodas, cadeira de banho e um concentrador de oxigenio, todo mes alguem pede emprestado. tenho 12 mil e um quartinho pra guardar tudo",
    budget: 12000,
    relevant: ["aluguel-de-equipamentos-hospitalares"],
  },
  {
    text: "minha familia tem roca de mandioca no interior de braganca, no para, e a casa de farinha do meu vo com forno de cobre e raladeira a motor, precisa reformar. sei fazer farinha d'agua, tapioca e tucupi. temos uns 4 mil",
    budget: 4000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "tenho nr35 e curso de acesso por corda, trabalhei em predio fazendo rapel pra pintura e limpeza de vidro. tenho cadeirinha, cordas, mosquetao e uma lavadora de pressao boa. tenho 9 mil, moro em balneario camboriu",
    budget: 9000,
    relevant: ["limpeza-de-fachadas-e-vidros", "limpeza-com-alta-pressao"],
  },
];
