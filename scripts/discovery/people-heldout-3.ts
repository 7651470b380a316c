/** Third held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_3: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "sou diarista faz 8 ano, limpo casa de familia em 3 bairro. tenho meus balde, vassoura, rodo e ferro de passar, nao tenho carro vou de busao. dinheiro to zerada",
    budget: 0,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "professora aposentada de matematica, 30 anos de sala no estado. la em casa tem um pc velho e uma lousa branca q ganhei. nao tenho dinheiro pra investir nao",
    budget: 0,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "amo cachorro demais, ja cuidei dos dog dos vizinho qdo eles viaja e levo pra passear todo dia no parque aqui perto. nao tenho nd de grana",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "minha vo me ensinou croche qdo eu era piquena, faço tapete de barbante e bichinho amigurumi. tenho agulha e uns novelo sobrando. dinheiro nenhum",
    budget: 0,
    relevant: ["tapetes-de-croche-em-barbante", "amigurumi", "roupas-de-croche"],
  },
  {
    text: "sou tecnica de enfermagem, coren ativo, 5 anos de hospital. to desempregada, tenho aparelho de pressao e oximetro. sem dinheiro nenhum",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "toco violao e cavaco desde moleque, ja toquei em barzinho e roda de pagode. possuo os 2 instrumento e uma caixa jbl partybox. grana zero",
    budget: 0,
    relevant: ["aulas-de-musica", "musico-para-eventos"],
  },
  {
    text: "moro na roça no sul de minas, todo ano trabalho na colheita de cafe e tenho uma roçadeira stihl. nao tenho dinheiro guardado, so uns trocados",
    budget: 0,
    relevant: ["colheita-sob-empreitada", "jardinagem"],
  },
  {
    text: "fiz curso de libras de 2 anos e tenho o prolibras, ja interpretei culto na igreja. tenho notebook e celular. quase nada de dinheiro",
    budget: 0,
    relevant: ["interprete-de-libras"],
  },
  {
    text: "faço trança box braids e nago nas minhas prima faz uns 4 ano, tenho cadeira e secador de mao. tenho 200 reais pra comprar jumbo",
    budget: 200,
    relevant: ["trancista"],
  },
  {
    text: "faço brigadeiro gourmet, beijinho e bombom pras festa da familia e todo mundo elogia. tenho batedeira mondial, panela de fundo grosso e forminha. tenho 2 filho pequeno entao tem q ser em casa, 300 conto",
    budget: 300,
    relevant: ["docinhos-para-festas", "bolos-de-pote", "chocolates-e-ovos-de-pascoa"],
  },
  {
    text: "manjo de formatar pc, trocar ssd e memoria, faço isso pros vizinho ha uns 3 anos. tenho kit de chave, pendrive bootavel e um notebook dell. uns 400 reais",
    budget: 400,
    relevant: ["manutencao-de-computadores", "venda-de-computadores-recondicionados"],
  },
  {
    text: "quero comecar a revender natura e boticario, sou mto comunicativa e trabalho num escritorio com umas 40 mulher. tenho so 150 reais",
    budget: 150,
    relevant: ["revenda-de-cosmeticos-por-catalogo"],
  },
  {
    text: "herdei a singer da minha mae e sei fazer barra, apertar cintura e trocar ziper, faço pras vizinha. tenho uns 250",
    budget: 250,
    relevant: ["ajustes-e-consertos-de-roupas", "upcycling-de-roupas"],
  },
  {
    text: "trabaio de ajudante de pintor faz 6 ano, sei fazer textura, grafiato e massa corrida. tenho rolo, pincel, bandeja e escada de aluminio. 500 conto",
    budget: 500,
    relevant: ["pintor-de-paredes"],
  },
  {
    text: "comprei uma lavadora wap e um aspirador de po e agua, lavo o carro de meio mundo aqui na rua. queria ir na casa do pessoal. uns 350",
    budget: 350,
    relevant: ["lavagem-de-carros-a-domicilio", "limpeza-com-alta-pressao"],
  },
  {
    text: "planto pimenta no quintal, biquinho, dedo de moça, malagueta, e faço conserva e geleia de pimenta q o povo pede direto. tenho uns 120 reais",
    budget: 120,
    relevant: ["molhos-de-pimenta-e-temperos", "geleias-e-compotas"],
  },
  {
    text: "fiz um curso de baloes online e decorei o niver do meu filho, ficou top demais. tenho inflador eletrico e umas estrutura de arco. tenho 400 reais",
    budget: 400,
    relevant: ["decoracao-com-baloes"],
  },
  {
    text: "to com uma bike caloi e conheco o centro de bh inteiro, nao tenho cnh nem moto. sei regular cambio e trocar camara. tenho 80 reais",
    budget: 80,
    relevant: ["entregas-de-bicicleta", "oficina-de-bicicletas"],
  },
  {
    text: "sou formado em educacao fisica, tenho cref, dou treino em academia mas quero atender particular. tenho elastico, kettlebell e colchonete. uns 300 reais",
    budget: 300,
    relevant: ["personal-trainer"],
  },
  {
    text: "monto guarda roupa e cozinha de loja tipo casas bahia e magalu pros conhecido, faço uns reparo tb. tenho parafusadeira bosch e jogo de broca. uns 200 real",
    budget: 200,
    relevant: ["montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "fiz curso de design de sobrancelha e henna ano passado, atendo umas amiga em casa. tenho pinça, linha, henna e uma maca dobravel. R$ 1.200,00 pra investir",
    budget: 1200,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "cozinhei 3 ano em restaurante, hj faço marmita e feijoada pros peao da obra aqui perto. tenho fogao industrial 6 boca e freezer. uns mil reais",
    budget: 1000,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "sou eletricista com nr-10, 7 ano em construtora. possuo alicate amperimetro, multimetro, furadeira e escada. tenho R$ 1.500",
    budget: 1500,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "trabalhei de tosadora em pet shop 3 anos, sei tosa na maquina e na tesoura. tenho maquina andis, soprador e mesa. quero atender na casa do cliente. mil e quinhentos guardado",
    budget: 1500,
    relevant: ["banho-e-tosa-em-casa"],
  },
  {
    text: "quero abrir uma confeitaria em casa, faço bolo de aniversario decorado com chantininho ha 5 anos. tenho batedeira planetaria e forno fischer 44L. uns 1.800",
    budget: 1800,
    relevant: ["bolos-de-aniversario-sob-encomenda", "bolos-de-pote", "docinhos-para-festas"],
  },
  {
    text: "trabalhei de bartender 3 ano em balada, faço drink autoral. tenho coqueteleira, dosador e kit de bar completo. quero montar um bar de drinks pra casamento e formatura, tenho uns 2k",
    budget: 2000,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "meu guarda roupa ta lotado de roupa boa q nao uso e as amiga tb querem desapegar. quero montar um brecho no insta. tenho arara e ring light, uns 600 reais",
    budget: 600,
    relevant: ["brecho", "revenda-de-roupas"],
  },
  {
    text: "moro em paraty, sou guia cadastrado no cadastur e falo espanhol, levo gringo pra trilha e cachoeira. tenho 700 reais",
    budget: 700,
    relevant: ["guia-de-turismo", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "sou cadeirante entao preciso trabalhar de casa. mexo mto com canva e capcut, ja fiz os post da loja da minha tia. tenho notebook acer e iphone 11, 1k pra investir",
    budget: 1000,
    relevant: ["gestao-de-redes-sociais", "edicao-de-videos", "design-grafico"],
  },
  {
    text: "moro num sitio em goias, tenho umas 40 galinha caipira solta e vendo ovo na cidade toda semana. tenho R$ 900",
    budget: 900,
    relevant: ["galinhas-caipiras-e-ovos"],
  },
  {
    text: "fiz massoterapia no senac, tenho maca portatil e oleos. so posso atender a noite pq trabalho de dia no mercado. tenho 1.000",
    budget: 1000,
    relevant: ["massoterapia", "massagem-modeladora-e-drenagem"],
  },
  {
    text: "faço vela aromatica e sabonete de glicerina de hobby, tenho derretedeira, termometro e formas de silicone. tenho uns 550 reais",
    budget: 550,
    relevant: ["velas-aromaticas", "sabonetes-e-cosmeticos-naturais"],
  },
  {
    text: "sou mecanico de moto faz 10 ano, trabalhei em concessionaria honda. tenho ferramenta propria, compressor e cavalete. tenho 8 mil guardado",
    budget: 8000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "quero abrir uma hamburgueria delivery, fui chapeiro 4 anos. tenho chapa, fritadeira e freezer q comprei de um lanche q fechou. uns 15k",
    budget: 15000,
    relevant: ["hamburgueria-delivery"],
  },
  {
    text: "tenho uma fiorino 2015 quitada e cnh b, ja fiz frete e mudancinha pra conhecido, monto movel tb. uns 3 mil de reserva",
    budget: 3000,
    relevant: ["fretes-e-carretos", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "fiz curso de refrigeracao no senai, instalo split com meu cunhado nos fim de semana. tenho bomba de vacuo e manifold. R$ 4.500",
    budget: 4500,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "tenho uma canon r6 e 2 lente, fotografo casamento de amigo de graca ate agora e quero comecar a cobrar. tenho uns 5 mil",
    budget: 5000,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "sou nutricionista, tenho crn, atendo 2x por semana na clinica de um conhecido. tenho balança de bioimpedancia e adipometro. 3 mil pra comecar",
    budget: 3000,
    relevant: ["consultorio-de-nutricao", "marmitas-fitness-congeladas"],
  },
  {
    text: "sou aposentado, tenho um sitio com cachoeira perto de sao luiz do paraitinga e minha mulher faz pao e doce caseiro. temos uns 20 mil",
    budget: 20000,
    relevant: ["turismo-rural", "camping", "doces-regionais-artesanais"],
  },
  {
    text: "trabalhei de feirante com meu tio faz anos, vendendo vasilha, pano de prato, pilha. tenho barraca desmontavel e uma kombi velha. quero ter minha propria banca, tenho uns 2.500",
    budget: 2500,
    relevant: ["barraca-de-utilidades-em-feira"],
  },
];
