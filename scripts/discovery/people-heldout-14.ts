/**
 * Fourteenth held-out set, written 2026-11-27 from the catalogue (catalogue.json) alone,
 * without reading or running the suggestion engine.
 */
export const HELD_OUT_14: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "fui mandado embora da metalurgica depois de 14 anos, sou soldador e sei fazer portao, grade, corrimao, essas coisa. tenho uma maquina de solda inversora, lixadeira e uma furadeira de bancada na garagem de casa. peguei o acerto e tenho uns 5 mil pra comecar alguma coisa, meu",
    budget: 5000,
    relevant: ["serralheria"],
  },
  {
    text: "sou tecnica de enfermagem aposentada, trabalhei 25 anos em hospital em londrina e to em casa parada. queria ganhar um dinheirinho cuidando de gente mais velha, tenho mto paciencia, sei dar remedio na hora certa e medir pressao. tenho aparelho de pressao e oximetro mas dinheiro pra investir nao tenho nada",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "mano tenho 20 anos e passo o dia no pc, tenho um notebook gamer com placa de video boa e ja edito uns video das minhas partida no premiere. queria ganhar dinheiro com isso sem sair de casa. so tenho uns 200 reais",
    budget: 200,
    relevant: ["edicao-de-videos", "criador-de-conteudo-digital"],
  },
  {
    text: "sou mae solo de 2 pequenos e so consigo trabalhar de casa. faco bolo de aniversario pra familia toda, recheado e decorado com chantilly, e brigadeiro tb. tenho batedeira planetaria e forno eletrico, e uns 400 pila guardado",
    budget: 400,
    relevant: ["bolos-de-aniversario-sob-encomenda", "docinhos-para-festas"],
  },
  {
    text: "trabalhei 8 anos de garcom e depois de barman num restaurante em floripa, sei fazer caipirinha, gin tonica, drink sem alcool, tudo. o restaurante fechou e to parado. gosto de festa, casamento, formatura, e tenho mil e quinhentos pra comecar",
    budget: 1500,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "bah tche cansei do uber, o app come tudo e meu gol ja ta com 300 mil km. sempre fui caprichoso com carro, tenho uma lavadora karcher, aspirador e uma politriz que comprei pra cuidar do meu. tenho uns 2500 pila",
    budget: 2500,
    relevant: ["lavagem-de-carros-a-domicilio", "estetica-automotiva"],
  },
  {
    text: "bah to desempregado e tenho uma fan 160 2019 com bau, carta A faz 6 ano e conheco poa inteira. queria rodar fazendo entrega pra restaurante e farmacia. so tenho uns 150 pra gasolina",
    budget: 150,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "tenho uma fiorino 2015 quitada e sou bom de volante, ja carreguei mto sofa e geladeira pros cunhado. quero fazer carreto aqui em curitiba, pia. tenho uns 3 mil guardado",
    budget: 3000,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "tenho 19 anos, nao tenho carro nem carta mas tenho uma bike de 21 marcha e uma bag termica. pedalo o dia todo no centro de sp, mano, queria ganhar com isso. dinheiro nao tenho nada",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "faco unha das amiga e vizinha faz anos, mao e pe, francesinha, spa dos pes. tenho meu kit de alicate e uns 80 esmalte. nao tenho salao e queria atender na casa das cliente, tenho 150 reais",
    budget: 150,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "fiz curso de depilacao e de design de sobrancelha ano passado. tenho maca e kit de depilacao com panela de cera, atendo umas conhecida no quarto la de casa mas queria fazer disso meu trabalho. tenho uns 400 reais",
    budget: 400,
    relevant: ["depilacao-com-cera", "design-de-sobrancelhas"],
  },
  {
    text: "sei fazer tranca nago, box braids e twist, aprendi com minha tia e faco nas minhas prima. todo mundo pergunta quanto eu cobro. sou de bh, to desempregada e so tenho uns 80 reais",
    budget: 80,
    relevant: ["trancista"],
  },
  {
    text: "trabalhei 3 anos em barbearia em campinas mas sai pq o dono ficava com metade. tenho duas maquina de corte, navalha e tesoura, so nao tenho grana pra alugar ponto, meu. tenho uns 500 conto",
    budget: 500,
    relevant: ["barbeiro-a-domicilio"],
  },
  {
    text: "costuro desde mocinha, faco barra, troco ziper, ajusto vestido. tenho uma maquina reta semi industrial e uma overloque em casa. tenho problema na coluna e nao posso ficar saindo, queria atender aqui no bairro mesmo. tenho uns 200 reais",
    budget: 200,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "sou aposentada e faco croche o dia inteiro, bichinho, boneco, tapete de barbante pro banheiro. tenho uma caixa cheia de linha e barbante em casa e as agulha tudo. so tenho uns 50 reais mas queria vender esses trem, uai",
    budget: 50,
    relevant: ["amigurumi", "tapetes-de-croche-em-barbante"],
  },
  {
    text: "sou eletricista, trabalhava de ajudante numa empreiteira e fiz a nr10. tenho escada, alicate amperimetro, multimetro e furadeira de impacto. queria pegar servico por conta propria em casa e condominio, tenho uns 800 pila",
    budget: 800,
    relevant: ["eletricista-residencial"],
  },
  {
    text: "tenho uma furadeira, uma parafusadeira e uma serra tico-tico, monto todo movel que a familia compra na internet e instalo prateleira, suporte de tv, cortina. trabalho de porteiro a noite e queria uns bico de dia. tenho 250 reais",
    budget: 250,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "sou pintor faz 10 anos, faco textura, grafiato, massa corrida, sempre trabalhei pros outros. tenho rolo, pincel, extensor e uma escada de 7 degrau. tenho uns 600 pra comecar por conta, mermao",
    budget: 600,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "moro em apartamento pequeno em santos e nao tenho carro, mas sou louca por cachorro e gato. cuidei dos bichos dos vizinhos nas ferias e todo mundo amou. queria passear com cachorro e visitar pet de quem viaja, so que nao tenho dinheiro nenhum",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "trabalhei 4 anos de tosadora num pet shop em sorocaba e sai pra ficar mais com meu filho. tenho maquina de tosa, soprador e mesa de tosa, e a area de servico la de casa e grande. tenho uns 4 mil guardado",
    budget: 4000,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "sou professora aposentada, dei aula 30 anos no fundamental de portugues e matematica. as maes da rua vivem me pedindo ajuda com a tarefa dos filhos e eu tenho uma sala grande em casa. nao quero gastar nada, nao tenho dinheiro sobrando",
    budget: 0,
    relevant: ["reforco-escolar"],
  },
  {
    text: "toco violao e canto desde os 12, toquei anos na igreja. tenho violao eletroacustico, uma caixa de som ativa e microfone. queria dar aula ou tocar em bar e casamento, tenho uns 300 reais tche",
    budget: 300,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "sou dj de fim de semana faz uns 5 anos, toco em festa de amigo. tenho controladora pioneer, duas caixa de som ativa e uns moving head. quero fechar casamento e formatura de verdade, tenho uns 2500 reais",
    budget: 2500,
    relevant: ["dj-para-festas"],
  },
  {
    text: "tenho uma canon t6i com lente 50mm e um notebook com lightroom, fotografo por hobby e ja fiz o aniversario da sobrinha. o povo elogia mto. quero ganhar dinheiro com foto, tenho uns 1200 pila",
    budget: 1200,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "gosto de mexer com planta e grama, cuido do jardim da minha mae e de duas vizinhas. tenho uma rocadeira a gasolina, um cortador de grama eletrico e tesoura de poda. nao tenho carro so uma moto, e tenho uns 700 reais",
    budget: 700,
    relevant: ["jardinagem"],
  },
  {
    text: "faco faxina na casa dos outros desde os 18 anos, sempre sem registro nenhum. quero ter minhas cliente fixa e me organizar direitinho. sou de joinville e nao tenho nada de dinheiro",
    budget: 0,
    relevant: ["diarista"],
  },
  {
    text: "trabalhei uns anos numa loja de informatica que fechou, formato, troco peca, limpo notebook, configuro roteador e passo cabo de rede. tenho kit de ferramenta, multimetro e estacao de solda em casa. tenho uns mil reais",
    budget: 1000,
    relevant: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi"],
  },
  {
    text: "fiz curso de manutencao de celular e ja troco tela e bateria pros conhecido. tenho estacao de retrabalho, microscopio e separadora de tela. queria abrir um cantinho numa galeria aqui em guarulhos, mano, tenho 2200",
    budget: 2200,
    relevant: ["conserto-de-celulares"],
  },
  {
    text: "bah, herdei 2 hectare de terra do meu pai no interior de santa cruz do sul e ja tenho umas 30 galinha caipira solta la. o pessoal da cidade vive pedindo ovo. tenho uns 8 mil pila pra investir",
    budget: 8000,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "faco pao de fermentacao natural em casa faz 3 anos, tenho meu levain, forno eletrico de 60 litros e uma batedeira planetaria. os amigos compram toda semana. tenho uns 600 pila pra comecar direito",
    budget: 600,
    relevant: ["paes-de-fermentacao-natural"],
  },
  {
    text: "trabalhei numa lanchonete fazendo coxinha, kibe e risole. tenho uma fritadeira eletrica e freezer em casa. so consigo trabalhar de noite pq de dia cuido da minha mae, tenho uns 350 reais",
    budget: 350,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "tche, sou o assador oficial de toda festa da familia e do ctg, asso costela fogo de chao, picanha, tudo. tenho faca boa, espeto e uma churrasqueira portatil. tenho uns 250 pila",
    budget: 250,
    relevant: ["churrasqueiro-em-domicilio"],
  },
  {
    text: "comprei uma lavadora karcher profissional e uma extratora pra limpar o sofa la de casa pq tenho 2 cachorro. ficou tao bom que as vizinha pediram pra eu fazer nas delas e na calcada. queria transformar isso em servico, tenho uns 3500 de reserva",
    budget: 3500,
    relevant: ["limpeza-de-estofados", "limpeza-com-alta-pressao"],
  },
  {
    text: "sou mecanico de moto ha 12 anos, trabalho pros outros numa oficina em ribeirao. tenho minhas ferramenta, compressor e um elevador de moto, e uma garagem grande na frente de casa. juntei uns 15 mil, meu",
    budget: 15000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "sou formado em educacao fisica e tenho cref ativo, trabalhei em academia ate ser cortado. tenho halteres, elastico e kettlebell em casa. queria atender aluno em condominio e parque, tenho uns 800 reais",
    budget: 800,
    relevant: ["personal-trainer"],
  },
  {
    text: "sou aposentado dos correios e mexo com madeira de hobby, faco tabua de churrasco, bandeja, fruteira, ate mesa de pallet pro genro. tenho tupia, serra tico-tico, lixadeira e serra circular num galpaozinho no fundo de casa. tenho uns 6 mil",
    budget: 6000,
    relevant: ["pecas-de-madeira-artesanais", "moveis-de-pallet"],
  },
  {
    text: "sou chapeiro ha 6 anos numa hamburgueria em sao bernardo, faco o blend, o molho, tudo. quero abrir a minha so de delivery, pelo ifood a noite. peguei a rescisao e tenho uns 25 mil",
    budget: 25000,
    relevant: ["hamburgueria-delivery"],
  },
  {
    text: "tenho uma prensa termica e uma impressora de sublimacao que comprei pra fazer as camiseta do time de varzea, e sei mexer no corel. o pessoal da igreja e de formatura ja pediu. tenho uns 4 mil",
    budget: 4000,
    relevant: ["camisetas-personalizadas"],
  },
  {
    text: "adoro moda e sempre vendi umas peca e perfume pras colegas do servico. nao gosto de vender pela internet, prefiro no boca a boca, levar na casa e deixar provar. tenho uns mil reais pra comprar mercadoria no bras",
    budget: 1000,
    relevant: ["revenda-de-roupas", "revenda-de-cosmeticos-por-catalogo"],
  },
  {
    text: "tenho uma sprinter 2012 de 16 lugar quitada e carta D, era motorista de fretamento numa firma que faliu. gosto de crianca, sou pai de 3. tenho uns 18 mil pra adaptar e regularizar",
    budget: 18000,
    relevant: ["transporte-escolar", "fretamento-de-van"],
  },
];
