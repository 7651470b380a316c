/**
 * Tenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_10: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "trabaiei 5 ano de auxiliar de manutencao num clube aqui em goiania, cuidava das piscina tudo, sei acertar cloro, ph, alcalinidade, aspirar o fundo. quando o clube fechou me deram o aspirador e a peneira, tenho uma biz 2012 tb. dinheiro so uns 150 conto, uai",
    budget: 150,
    relevant: ["piscineiro"],
  },
  {
    text: "cuidei da minha mae acamada 6 anos ate ela partir, sei dar banho no leito, trocar fralda, virar pra nao dar escara, dar remedio na hora certa. ficou o aparelho de pressao e o oximetro dela. tenho 52 ano, moro em itabuna e to zerada",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "aqui em russas no interior do ceara a gente tranca a palha da carnauba desde menina, faço cesto, chapeu, bolsa, jogo americano. a palha pego de graça no carnaubal do meu tio, so tenho a faca e uns 80 real. nao sei mexer com internet nao",
    budget: 80,
    relevant: ["cestaria-em-palha-e-fibras"],
  },
  {
    text: "sou de ibatiba no ES, trabalho na panha de cafe toda safra e depois fico meses parado. sei capinar, arruar, plantar muda, passar adubo. tenho foice, enxada, bota, luva e peneira, nao tenho carro nem moto. guardei uns 100 reais",
    budget: 100,
    relevant: ["colheita-sob-empreitada"],
  },
  {
    text: "sou cadeirante desde um acidente de moto, fico mais em casa aqui em osasco. digito mto rapido, escrevo bem e sei excel e google agenda de qdo fui recepcionista. tenho um notebook lenovo velho mas q aguenta e internet de fibra. grana uns 200",
    budget: 200,
    relevant: ["transcricao-e-digitacao", "assistente-virtual"],
  },
  {
    text: "faço veterinaria na federal em curitiba, sou louca por cachorro e gato e ja cuidei dos bicho de todas as vizinhas quando elas viajam. moro em kitnet e nao posso ter animal la. dinheiro nenhum, vivo da bolsa",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "oxe, fui monitor de colonia de ferias 2 verao seguido aqui em salvador, sei puxar gincana, pintar rosto de crianca, fazer bichinho de bola comprida. tenho uma jbl pequena e um estojo de tinta facial. to com 120 conto e so posso fim de semana pq estudo",
    budget: 120,
    relevant: ["recreacao-infantil"],
  },
  {
    text: "sou mae solo de 2 meninas, moro no jorge teixeira em manaus. faço os laço de fita de cetim delas e as mae da escola vivem perguntando onde comprei kkk. tenho pistola de cola quente, tesoura e uns rolo de fita. so tenho 60 conto mana",
    budget: 60,
    relevant: ["lacos-e-tiaras-infantis"],
  },
  {
    text: "professora aposentada do municipio aqui em campina grande, 28 ano de sala de aula, alfabetizei mto menino. tenho um quadro branco na varanda e paciencia de sobra, computador nao tenho. da aposentadoria sobra uns 100 reais por mes",
    budget: 100,
    relevant: ["reforco-escolar"],
  },
  {
    text: "faço nago, box braids, fulani e twist nas minhas prima e amiga, aprendi com minha vo. tenho pente de cauda, grampo, elastico e uma cadeira alta. moro no anjo da guarda em sao luis e tenho uns 200",
    budget: 200,
    relevant: ["trancista"],
  },
  {
    text: "vivo garimpando em bazar de igreja e feira de troca aqui em maceio, acho cada peça linda por 2 real, minhas amigas sempre querem comprar de mim. tenho 2 arara, um ferro a vapor e o celular tira foto boa. grana curta, uns 150",
    budget: 150,
    relevant: ["brecho"],
  },
  {
    text: "bah, sou aposentado dos correios em porto alegre e juntei uns 1500 livro a vida toda, mto de historia, literatura gaucha e uns raro. tenho estante e a garagem vazia. to com 300 pila e nao quero ficar parado em casa",
    budget: 300,
    relevant: ["sebo-de-livros"],
  },
  {
    text: "tenho 19 anos, ajudei a criar meus 4 irmao menor, troco fralda, dou banho, faço dormir. fiz curso de primeiros socorros na igreja. so posso a noite e fim de semana pq de dia faço cursinho. to sem nada de dinheiro, moro em contagem",
    budget: 0,
    relevant: ["baba-folguista"],
  },
  {
    text: "mermão trabalhei 3 ano montando movel pra loja de departamento, guarda roupa, painel, cozinha, monto de olho fechado. tenho parafusadeira bosch, jogo de broca, nivel e caixa de ferramenta, ando de bike pq nao tenho carro. tenho uns 800 conto, aqui em nova iguaçu",
    budget: 800,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "me aposentei de eletricista mas nao paro quieto, os vizinho trazem ventilador, liquidificador, microondas, maquina de lavar e eu conserto no quartinho dos fundo. tenho bancada, ferro de solda e multimetro. tenho uns 500 reais, moro em olinda",
    budget: 500,
    relevant: ["conserto-de-eletrodomesticos"],
  },
  {
    text: "desde pia mexo com bike, regulo cambio, centralizo roda, troco freio hidraulico, os entregador do bairro vivem me chamando. tenho umas ferramenta, chave de raio e um cavalete improvisado na garagem do pai. juntei 700 reais, sou de joinville",
    budget: 700,
    relevant: ["oficina-de-bicicletas"],
  },
  {
    text: "minha vo me ensinou cocada de forno, cocada puxa, pe de moleque e paçoca de pilao, no sao joao faço pra vender e acaba tudo. tenho um tacho de cobre, fogao de 4 boca e as forma. tenho uns 400 reais, moro em estancia, sergipe",
    budget: 400,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "planto pimenta no quintal q nem mato, biquinho, dedo de moça, bode, malagueta, e faço conserva e geleia de pimenta pros parente, todo mundo pede mais. tenho liquidificador, panela grande e um monte de pote de vidro guardado. uns 600 reais, aqui em cuiaba",
    budget: 600,
    relevant: ["molhos-de-pimenta-e-temperos", "geleias-e-compotas"],
  },
  {
    text: "fui costureira 20 ano nas confecção do bom retiro, hj to encostada com problema na coluna e nao aguento ficar mto tempo em pe. tenho uma singer domestica e uma overloque velha q funciona, faço barra, troco ziper, ajusto cintura pros parente. tenho uns 900, moro em guarulhos",
    budget: 900,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "trampo de dia no telemarketing, so consigo mexer com alguma coisa a noite. amo vela cheirosa, ja fiz umas com cera de soja e essencia e ficou um trem lindo, dei de presente. tenho panela de banho maria, termometro e uns pote de vidro. tenho 350 reais, bh",
    budget: 350,
    relevant: ["velas-aromaticas"],
  },
  {
    text: "servi 7 ano no canil do exercito aqui em campo grande, trabalhei com pastor belga e rottweiler, obediencia e protecao. tenho guia longa, coleira de treino e manga de mordida. tenho uns mil reais e o povo das chacara vive me pedindo cachorro de guarda",
    budget: 1000,
    relevant: ["adestramento-de-caes-de-guarda", "adestramento-de-caes"],
  },
  {
    text: "trabalho na usina de cana de semana e no fim de semana corto a grama da vizinhança e podo umas arvore pequena. tenho roçadeira stihl, cortador de grama eletrico e uma saveiro velha pra carregar as coisa. tenho 1.300 reais, ribeirao preto",
    budget: 1300,
    relevant: ["jardinagem"],
  },
  {
    text: "fiz curso de massagem relaxante, drenagem e pedras quentes e atendo umas amigas em casa. tenho uma maca dobravel, oleos e toalhas. nao quero mexer com unha nem cabelo, nao é minha praia. tenho uns 600 reais, moro em natal",
    budget: 600,
    relevant: ["massoterapia", "massagem-modeladora-e-drenagem"],
  },
  {
    text: "nasci em lençois na chapada, conheço toda trilha, cachoeira e gruta daqui, ja levei mto turista junto com meu tio. falo ingles basico e um espanhol enrolado. so tenho o celular e uns 500 conto",
    budget: 500,
    relevant: ["guia-de-turismo"],
  },
  {
    text: "fui relojoeiro 30 ano numa joalheria do calçadao de londrina, troco bateria, pulseira, vidro e faço revisao de mecanico. tenho meu kit de chave, lupa e abridor de tampa. tenho 65 ano e o joelho ruim, preciso de coisa q eu faça sentado. tenho uns mil",
    budget: 1000,
    relevant: ["conserto-de-relogios"],
  },
  {
    text: "sou o assador oficial de toda festa da familia e da firma, costela fogo de chao, picanha, cupim. tenho churrasqueira de tambor, espeto, faca boa e 2 caixa termica. trabalho de vigilante 12x36 entao tenho folga, nao quero ponto fixo. uns mil conto, rondonopolis",
    budget: 1000,
    relevant: ["churrasqueiro-em-domicilio"],
  },
  {
    text: "faço aqueles arco de bola desconstruido pros aniversario da familia e todo mundo posta, aprendi no youtube. tenho inflador eletrico e umas estrutura de cano. moro no guama em belem, tenho uns 450 reais",
    budget: 450,
    relevant: ["decoracao-com-baloes"],
  },
  {
    text: "comprei uma extratora wap e uma lavadora karcher pra limpar o sofa e o carro aqui de casa, ficou tao bom q a vizinhança começou a pedir. tenho um gol 2010. tenho 3 mil guardado, moro na ceilandia",
    budget: 3000,
    relevant: ["limpeza-de-estofados", "limpeza-com-alta-pressao"],
  },
  {
    text: "tenho 10 caixa de abelha no sitio do meu pai perto de picos, tiro mel desde menino, tenho macacao, fumigador e formao. o mel de florada da caatinga aqui é mto procurado. tenho uns 6 mil e a terra é da familia",
    budget: 6000,
    relevant: ["apicultura"],
  },
  {
    text: "minha familia planta mandioca em arapiraca faz 3 geracao, a gente ainda faz farinha e goma no forno do meu avo mas ta caindo aos pedaço. os vizinho todos tem roça. recebi uma causa trabalhista, uns 15 mil",
    budget: 15000,
    relevant: ["casa-de-farinha"],
  },
  {
    text: "mexo com moto desde os 14, faço relação, freio, embreagem, carburador, injecao mais simples. tenho caixa de ferramenta boa, compressor e um puxadinho na frente de casa q da pra abrir pra rua. tenho 5 mil, aqui em teresina tem motoboy demais",
    budget: 5000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "trabalhei 4 ano numa funilaria em sorocaba e aprendi a tirar amassado sem pintar, fiz curso tb. tenho o kit de alavanca e a luz de reflexo. nao quero mexer com tinta pq tenho bronquite. tenho uns 2.200",
    budget: 2200,
    relevant: ["martelinho-de-ouro"],
  },
  {
    text: "tenho uma titan 160 2019 quitada e conheço juazeiro do norte de ponta a ponta. ja faço umas corrida pros vizinho e levo encomenda pras loja do centro. nao curto aplicativo pq eles come tudo. tenho uns 2 mil e capacete reserva",
    budget: 2000,
    relevant: ["mototaxi", "motoboy-entregas"],
  },
  {
    text: "faço design na facul em recife, sei illustrator, photoshop e figma, vivo fazendo logo e post pros amigo de graça. tenho um notebook ryzen e uma mesa digitalizadora. tenho 2 mil da rescisao do estagio",
    budget: 2000,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "morei 5 ano em barcelona e voltei pra floripa, falo espanhol fluente e ingles bom. trabalho de dia na recepcao de um hotel, so teria as noite livre. tenho notebook e fone com microfone. uns 1800 guardado",
    budget: 1800,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "sou soldador, trabalhei em firma de estrutura metalica em anapolis e fui mandado embora. tenho maquina de solda inversora, esmerilhadeira, furadeira e um lote com barracao no fundo. tenho 8 mil do acerto",
    budget: 8000,
    relevant: ["serralheria"],
  },
  {
    text: "sou formada em biologia e to desempregada, moro numa chacara em atibaia q tem um quartinho de alvenaria sem uso. ja cultivei fungo comestivel no laboratorio da facul. tenho uns 4 mil",
    budget: 4000,
    relevant: ["cultivo-de-cogumelos"],
  },
  {
    text: "minha familia tem sitio de cafe em carmo de minas, a gente ganha premio de qualidade mas vende tudo pra cooperativa a preço de saca comum. fiz curso de barista e de torra em varginha. temos uns 40 mil da ultima colheita pra investir",
    budget: 40000,
    relevant: ["cafe-especial-torrado"],
  },
  {
    text: "sou filha de pais surdos, libras é minha primeira lingua, interpreto o culto da igreja todo domingo e as consulta medica deles. to terminando a certificacao. tenho notebook e R$ 2.500, moro em macapa",
    budget: 2500,
    relevant: ["interprete-de-libras"],
  },
  {
    text: "trabalhei 6 ano numa construtora colocando manta asfaltica em laje e caixa d agua, sei de cor. tenho maçarico, rolo, escada e ferramenta de pedreiro, nao tenho carro, vou de busao. saí agora e tenho 2.800 do fundo de garantia, santo andre",
    budget: 2800,
    relevant: ["impermeabilizacao", "pedreiro-de-reformas"],
  },
];
