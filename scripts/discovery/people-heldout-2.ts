/** Second held-out set for decision 031's evaluation, written from the catalogue alone, without running the engine. */
export const HELD_OUT_2: Array<{ text: string; budget: number; relevant: string[] }> = [
  {
    text: "to sem grana nenhuma, mas trabalhei 6 anos de diarista em casa de familia aqui em BH e passo roupa mto bem. so posso de manha pq busco meus filhos na escola",
    budget: 0,
    relevant: ["diarista", "passadeira"],
  },
  {
    text: "sou formado em letras ingles, ja dei aula particular umas vezes. nao tenho dinheiro pra investir, so meu notebook dell e a internet de casa",
    budget: 0,
    relevant: ["aulas-de-idiomas-online", "traducao-e-versao", "reforco-escolar"],
  },
  {
    text: "sou aposentada, fui tecnica de enfermagem 25 anos no hospital, coren ainda ativo. queria cuidar de idoso pra ter uma renda extra, dinheiro nao tenho nao",
    budget: 0,
    relevant: ["cuidador-de-idosos"],
  },
  {
    text: "tenho uma titan 160 2019 quitada e cnh A, to desempregado e zerado de grana. queria fazer entrega ou levar passageiro",
    budget: 0,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "oxe, eu faço trança desde os 14 anos, box braids, nago, fulani, tudo. nao tenho um real guardado mas as menina do bairro vive me pedindo",
    budget: 0,
    relevant: ["trancista"],
  },
  {
    text: "tenho um onix 2020, ja paguei metade do financiamento. nao sobra dinheiro pra investir em nada, preciso de renda urgente",
    budget: 0,
    relevant: ["motorista-de-aplicativo"],
  },
  {
    text: "amo cachorro demais, tenho a tarde livre e moro do lado do parque barigui em curitiba. nao tenho grana nenhuma pra comecar",
    budget: 0,
    relevant: ["pet-sitter-e-passeador"],
  },
  {
    text: "mano sou editor de video freela faz 3 anos, premiere e capcut no meu pc gamer. capital mesmo é 0",
    budget: 0,
    relevant: ["edicao-de-videos", "gestao-de-redes-sociais"],
  },
  {
    text: "herdei a singer da minha vo que ainda funciona certinho, sei fazer barra, ajuste, trocar ziper. tenho uns 300 conto",
    budget: 300,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida"],
  },
  {
    text: "faço brigadeiro gourmet pros aniversario da familia e todo mundo elogia. tenho batedeira mondial e forno, e uns 400 reais pra comprar material",
    budget: 400,
    relevant: ["docinhos-para-festas", "bolos-de-pote", "chocolates-e-ovos-de-pascoa"],
  },
  {
    text: "bah tche, sou pedreiro faz 15 anos, tenho minhas ferramenta, colher, nivel, martelete bosch. to com R$ 250,00 so",
    budget: 250,
    relevant: ["pedreiro-de-reformas", "assentamento-de-pisos-e-revestimentos"],
  },
  {
    text: "sou nutricionista, crn 3, me formei ano passado. quero atender online, so tenho o notebook e uns 200 pila",
    budget: 200,
    relevant: ["consultorio-de-nutricao"],
  },
  {
    text: "quero abrir um brechó online, tenho mta roupa boa parada no guarda roupa e um iphone 11 pra tirar as foto. tenho uns 150 reais",
    budget: 150,
    relevant: ["brecho"],
  },
  {
    text: "tenho uma wap de alta pressao e um aspirador, queria lavar carro na casa do pessoal. meu dinheiro é uns 350",
    budget: 350,
    relevant: ["lavagem-de-carros-a-domicilio", "limpeza-com-alta-pressao"],
  },
  {
    text: "sei fazer croche desde menina, tapete, bolsa, bichinho amigurumi. so posso de noite pq trabalho de dia no mercado. tenho 120 reais pra linha",
    budget: 120,
    relevant: ["amigurumi", "tapetes-de-croche-em-barbante", "roupas-de-croche"],
  },
  {
    text: "sou eletricista com nr-10, trabalhei 8 anos numa construtora, tenho alicate amperimetro, furadeira makita e as ferramenta toda. tenho 500 reais",
    budget: 500,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "formada em ed fisica com cref, dou aula em academia mas quero ter meus proprios alunos. tenho 400 conto pra comprar elastico e halter",
    budget: 400,
    relevant: ["personal-trainer"],
  },
  {
    text: "uai, moro na roça no interior de minas, tem pe de manga, goiaba e acerola no quintal que perde tudo. queria fazer doce e polpa pra vender na feira, tenho uns 300",
    budget: 300,
    relevant: ["doces-regionais-artesanais", "geleias-e-compotas", "polpas-de-frutas-congeladas"],
  },
  {
    text: "tenho uma saveiro 2014 cabine simples e cnh b, ja faço uns carreto pros vizinho. tenho 1.500 pra arrumar a caçamba e fazer propaganda",
    budget: 1500,
    relevant: ["fretes-e-carretos"],
  },
  {
    text: "trabalhei 4 anos em pet shop dando banho e tosando, tenho maquina de tosa andis e soprador. tenho 1,5 mil guardado",
    budget: 1500,
    relevant: ["banho-e-tosa-em-casa", "banho-e-tosa"],
  },
  {
    text: "to com uma ender 3 que comprei ano passado e sei modelar no fusion 360. tenho uns 800 reais",
    budget: 800,
    relevant: ["impressao-3d"],
  },
  {
    text: "sou manicure faz 10 anos, quero atender a domicilio. tenho o kit completo e cabine uv, consigo investir 600",
    budget: 600,
    relevant: ["manicure-e-pedicure-em-domicilio", "alongamento-de-unhas"],
  },
  {
    text: "conserto celular dos amigo a vida toda, fiz curso de reparo de placa e tenho estacao de solda e microscopio. tenho mil reais",
    budget: 1000,
    relevant: ["conserto-de-celulares", "loja-online-de-acessorios-para-celular"],
  },
  {
    text: "tenho uma canon t6i com lente 50mm, fotografo aniversario e batizado de parente. tenho mil e duzentos pra comecar",
    budget: 1200,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "cozinho comida caseira, feijao, arroz, bife acebolado, trabalhei de cozinheira em restaurante. tenho freezer brastemp e fogao 6 bocas, perto de casa tem mta obra e firma. 900 reais",
    budget: 900,
    relevant: ["marmitas-caseiras", "refeicoes-para-empresas"],
  },
  {
    text: "fui bartender 5 anos em balada em floripa, sei fazer drink autoral, tenho coqueteleira, kit de bar e 2 caixas termicas. tenho R$ 800,00",
    budget: 800,
    relevant: ["bar-de-drinks-para-eventos"],
  },
  {
    text: "tenho uma caixa jbl partybox, controladora pioneer e notebook, toco nas festa dos amigo de graça. tenho uns 2 mil",
    budget: 2000,
    relevant: ["dj-para-festas", "som-e-iluminacao-para-eventos"],
  },
  {
    text: "minha mae me ensinou a fazer salgado, coxinha, risole, kibe, enroladinho. la em casa tem fritadeira eletrica e freezer. uns 700 conto",
    budget: 700,
    relevant: ["salgados-para-festas"],
  },
  {
    text: "sou professora aposentada de matematica, quero dar reforço pras criança do bairro aqui em casa. tenho uns 600 pra quadro branco e material",
    budget: 600,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem"],
  },
  {
    text: "trabalho de jardineiro num condominio, tenho roçadeira stihl e cortador de grama. queria pegar cliente meu nos fim de semana, tenho 1.800",
    budget: 1800,
    relevant: ["jardinagem", "implantacao-de-hortas-em-casa"],
  },
  {
    text: "tenho uma fiat toro, moro em chapeco e quero comprar uma karcher extratora pra higienizar sofa, colchao e tapete. tenho 5 mil",
    budget: 5000,
    relevant: ["limpeza-de-estofados", "lavagem-de-tapetes-e-cortinas", "limpeza-com-alta-pressao"],
  },
  {
    text: "sou mecanico de moto ha 12 anos, tenho as ferramenta e compressor, quero abrir minha oficina. tenho uns 8k",
    budget: 8000,
    relevant: ["mecanica-de-motos"],
  },
  {
    text: "possuo um sitio de 3 hectare no interior do parana, ja crio galinha e tenho horta. quero vender ovo e verdura na cidade. 3 mil",
    budget: 3000,
    relevant: ["galinhas-caipiras-e-ovos", "horta-organica"],
  },
  {
    text: "herdei 10 mil do meu pai e quero abrir uma açaiteria, nunca trabalhei com isso mas gosto mto",
    budget: 10000,
    relevant: ["acaiteria-com-delivery"],
  },
  {
    text: "sou confeiteira, faço bolo de aniversario decorado ha 5 anos, tenho planetaria kitchenaid e forno industrial. tenho 2.500",
    budget: 2500,
    relevant: ["bolos-de-aniversario-sob-encomenda", "docinhos-para-festas", "aulas-de-culinaria"],
  },
  {
    text: "tenho cnh D e 10 anos de motorista de onibus, queria comprar uma van usada. tenho 30 mil de entrada",
    budget: 30000,
    relevant: ["transporte-escolar", "fretamento-de-van", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "trabalho com ar condicionado ha 6 anos como ajudante, tenho bomba de vacuo e manifold, fiz curso. uns 3 mil",
    budget: 3000,
    relevant: ["instalacao-de-ar-condicionado", "manutencao-de-refrigeracao-comercial"],
  },
  {
    text: "sou cabeleireira, tenho escova rotativa, secador taiff, chapinha. quero montar um salaozinho na garagem de casa, juntei 6 mil",
    budget: 6000,
    relevant: ["salao-de-beleza", "cabeleireira-a-domicilio"],
  },
  {
    text: "tenho um drone dji mini 3 pro e uma gopro, faço video das minhas viagem. tenho 4 mil pra investir",
    budget: 4000,
    relevant: ["imagens-aereas-com-drone", "filmagem-de-eventos", "edicao-de-videos"],
  },
  {
    text: "queria revender roupa, tenho uns 2,5k e a tarde livre. nao sei costurar nem nada, so sei vender mto bem",
    budget: 2500,
    relevant: ["revenda-de-roupas", "revenda-de-cosmeticos-por-catalogo"],
  },
];
