/** Fourth held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_4: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "tenho uma titan 160 quitada, cnh A faz 5 ano, conheço a zona leste de sp de olho fechado. tenho uns 300 reais pra comecar",
    budget: 300,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "trabalho de dia no atacadao e so tenho a noite livre. tenho uma fan 150 financiada ainda faltando 14 parcela, queria fazer um extra. grana zero",
    budget: 0,
    relevant: ["motoboy-entregas"],
  },
  {
    text: "moro numa cidade pequena no interior do piaui, aqui nao tem uber nem onibus direito. tenho uma pop 110 e cnh A. so 150 reais",
    budget: 150,
    relevant: ["mototaxi", "motoboy-entregas"],
  },
  {
    text: "tenho um onix 2019 quitado, fui vendedor externo 10 anos e dirijo mto bem, nunca levei multa. tenho R$ 1.500,00",
    budget: 1500,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "sou mae de 2, so consigo trabalhar no horario da escola deles. tenho um hb20 financiado e sou louca por bicho, levo os cachorro da vizinhança no veterinario direto. uns 800",
    budget: 800,
    relevant: ["taxi-dog", "pet-sitter-e-passeador", "motorista-de-aplicativo"],
  },
  {
    text: "tenho uma saveiro cabine estendida quitada e sei montar e desmontar movel, ajudo os conhecido em mudanca todo mes. tenho 2 mil guardado",
    budget: 2000,
    relevant: ["fretes-e-carretos", "montagem-de-moveis-e-pequenos-reparos"],
  },
  {
    text: "fui motorista de onibus 12 anos, tenho cnh D com EAR e uma sprinter 2016 de 15 lugar q era do meu sogro. ja levei o pessoal da igreja pra aparecida varias vez. tenho uns 3 mil",
    budget: 3000,
    relevant: ["fretamento-de-van", "transporte-escolar", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "tenho uma bike aro 29 e pedalo uns 40 km por dia, conheço o centro de curitiba todo. sem grana nenhuma",
    budget: 0,
    relevant: ["entregas-de-bicicleta"],
  },
  {
    text: "sou manicure faz 6 ano, trabalhava em salao mas sai. tenho estufa, kit de alicate mundial, cubas e lixa de tudo q é tipo. queria atender nas casa das cliente. tenho 200 reais",
    budget: 200,
    relevant: ["manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "faço unha de gel e fibra nas minhas amigas, tenho cabine led, motorzinho lixa eletrica e os gel. tenho uns 350 pra investir",
    budget: 350,
    relevant: ["alongamento-de-unhas", "manicure-e-pedicure-em-domicilio"],
  },
  {
    text: "fiz curso de lash designer, fio a fio e volume brasileiro. tenho maca, as pinça, cola e luminaria de mesa. tenho 500 conto",
    budget: 500,
    relevant: ["extensao-de-cilios"],
  },
  {
    text: "todo mundo na firma pede pra eu fazer a sobrancelha delas, faço com pinça e linha e as vezes henna. tenho so o kit basico. to sem grana",
    budget: 0,
    relevant: ["design-de-sobrancelhas"],
  },
  {
    text: "sou cabeleireira, corto, faço escova, progressiva e luzes. tenho secador taiff, chapinha, tesoura fio navalha e capa. minha vo e as amiga dela nao consegue ir no salao. 150 reais",
    budget: 150,
    relevant: ["cabeleireira-a-domicilio"],
  },
  {
    text: "maquiadora autodidata, faço make de formatura e madrinha. tenho maleta completa, pinceis e ring light. so posso sabado e domingo pq trabalho na semana. uns 400",
    budget: 400,
    relevant: ["maquiagem-para-eventos"],
  },
  {
    text: "faço bolo caseiro desde sempre, bolo de cenoura, bolo de fuba, bolo de chocolate, bolo de milho... o pessoal da rua encomenda bolo toda semana e agora ate bolo de aniversario me pedem. tenho forno e batedeira. uns 300 reais",
    budget: 300,
    relevant: ["bolos-de-aniversario-sob-encomenda", "bolos-de-pote", "cestas-de-cafe-da-manha"],
  },
  {
    text: "quero vender bolo de pote na faculdade e nos escritorio perto de casa. faço bolo de pote de ninho com nutella, bolo de pote de prestigio e de limao. tenho freezer e batedeira. 200 reais",
    budget: 200,
    relevant: ["bolos-de-pote"],
  },
  {
    text: "minha coxinha é famosa no bairro kkk faço coxinha de frango com catupiry, coxinha de costela, mini coxinha pra festa, coxinha congelada. tenho fritadeira eletrica de 5 litro e freezer horizontal. uns 800 reais",
    budget: 800,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "cozinho pra 6 pessoa em casa todo dia, tenho fogao 5 boca, panelao e freezer. tem uma obra e 3 oficina na minha rua q o povo vive pedindo comida. so posso de manha pq busco as criança a tarde. tenho 600 reais",
    budget: 600,
    relevant: ["marmitas-caseiras"],
  },
  {
    text: "sou de alagoas, faço cocada de forno, doce de leite no tacho e pe de moleque igual minha mae fazia. tenho tacho de cobre e fogao a lenha. 250 reais",
    budget: 250,
    relevant: ["doces-regionais-artesanais"],
  },
  {
    text: "faço pao de fermentacao natural faz 2 anos, tenho meu levain, forno eletrico de 60L e batedeira planetaria. queria vender por assinatura no condominio. mil e quinhentos",
    budget: 1500,
    relevant: ["paes-de-fermentacao-natural"],
  },
  {
    text: "sou cearense e moro em sp, faço cuscuz, tapioca, baiao de dois e carne de sol. tenho chapa, cuscuzeira e uma barraquinha dobravel. uns 1k",
    budget: 1000,
    relevant: ["barraca-de-tapioca", "marmitas-caseiras"],
  },
  {
    text: "sou vegana faz 8 anos e cozinho tudo sem nada de origem animal, hamburguer de grao de bico, lasanha de berinjela, strogonoff de palmito. tenho freezer vertical e seladora. quero vender marmita congelada, tenho uns 700",
    budget: 700,
    relevant: ["marmitas-fitness-congeladas", "marmitas-caseiras"],
  },
  {
    text: "to no 3o semestre de design grafico, mexo em illustrator, photoshop e figma, ja fiz logo pra uns amigo. tenho notebook. dinheiro zerado",
    budget: 0,
    relevant: ["design-grafico", "gestao-de-redes-sociais"],
  },
  {
    text: "trabalho de auxiliar administrativo e sou o cara do excel na empresa, procv, tabela dinamica, dashboard, macro. tenho pc em casa e 100 reais",
    budget: 100,
    relevant: ["treinamentos-para-empresas", "assistente-virtual"],
  },
  {
    text: "estudo ciencia da computacao, sei react, node e um pouco de flutter. tenho um notebook lenovo. sem grana",
    budget: 0,
    relevant: ["desenvolvimento-de-sites", "desenvolvimento-de-aplicativos"],
  },
  {
    text: "morei 2 anos no canada de intercambio e falo ingles fluente, trabalho em call center bilingue. tenho notebook e headset. so tenho 150 reais e so posso a noite",
    budget: 150,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
  {
    text: "edito video no premiere e capcut, faço os corte de live de uns streamer pequeno de graca. tenho pc gamer. zero dinheiro",
    budget: 0,
    relevant: ["edicao-de-videos"],
  },
  {
    text: "faço letras na federal, tirei 940 na redacao do enem e corrijo redacao dos meus primo. tenho notebook. uns 50 reais",
    budget: 50,
    relevant: ["aulas-preparatorias-para-enem", "reforco-escolar"],
  },
  {
    text: "trabalhei 9 anos em confeccao de jeans, tenho reta industrial e overloque em casa. faço barra e conserto pros vizinho mas queria pegar peça de confeccao tb. tenho 400",
    budget: 400,
    relevant: ["ajustes-e-consertos-de-roupas", "faccao-de-costura", "costura-sob-medida"],
  },
  {
    text: "sou pedreiro, faço reboco, contrapiso, muro e assento porcelanato. tenho betoneira, nivel a laser, makita e cortador de piso. uns mil reais",
    budget: 1000,
    relevant: ["pedreiro-de-reformas", "assentamento-de-pisos-e-revestimentos"],
  },
  {
    text: "encanador, desentupo pia, troco registro, caixa dagua. tenho chave grifo, passa fio e maquina desentupidora. 50 conto",
    budget: 50,
    relevant: ["encanador"],
  },
  {
    text: "sou marceneiro ha 15 anos, tenho serra esquadrejadeira, tupia, desengrossadeira e um galpaozinho no fundo de casa. faço movel sob medida e mesa de madeira de demolicao. tenho 6 mil",
    budget: 6000,
    relevant: ["marcenaria-sob-medida", "moveis-de-pallet", "pecas-de-madeira-artesanais"],
  },
  {
    text: "comprei uma ender 3 v2 e ja imprimi miniatura de rpg e suporte de headset pros amigos. tenho notebook. 600 reais",
    budget: 600,
    relevant: ["impressao-3d"],
  },
  {
    text: "tenho uma nikon d7500 com lente 50mm e 18-140, flash e tripé. ja fotografei aniversario de criança e ensaio gestante de conhecida. uns 2 mil",
    budget: 2000,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "tenho uma lavadora de alta pressao karcher e lavo a calcada e o carro de todo mundo da rua no sabado. 300 reais",
    budget: 300,
    relevant: ["limpeza-com-alta-pressao", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "moro numa casa com quintal grande e um quarto nos fundo desocupado, amo cachorro e ja fiquei com os dog de parente qdo eles viajam. tenho R$ 1.500",
    budget: 1500,
    relevant: ["hotel-e-creche-para-caes", "pet-sitter-e-passeador"],
  },
  {
    text: "herdei 2 hectare no interior do parana com agua de mina, gosto de mexer com terra e planto verdura pra familia. tenho 20 mil pra investir",
    budget: 20000,
    relevant: ["horta-organica", "hidroponia", "cultivo-de-morangos"],
  },
  {
    text: "tenho uma salinha de 20m2 na frente de casa, do lado de uma escola estadual com uns 800 aluno. quero abrir um comercio ali. tenho uns 8 mil",
    budget: 8000,
    relevant: ["papelaria", "loja-de-variedades"],
  },
  {
    text: "sou pintor, faço textura e grafiato, e tenho nr-35 de trabalho em altura, ja trabalhei em cadeirinha em predio. tenho rolo, pincel, cadeirinha e corda. uns 700 reais",
    budget: 700,
    relevant: ["pintor-de-paredes", "limpeza-de-fachadas-e-vidros"],
  },
  {
    text: "eletricista com nr-10 e nr-35, fiz curso de instalador de energia solar no senai e ja ajudei numa empresa a montar uns 30 sistema. tenho ferramenta e uns 15 mil guardado",
    budget: 15000,
    relevant: ["instalacao-de-energia-solar", "eletricista-residencial"],
  },
];
