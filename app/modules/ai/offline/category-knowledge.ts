import type { Category } from "~/modules/discovery/catalogue-schema";
import type { CategoryKnowledge } from "./category-knowledge-types";
import { normalize } from "~/modules/language/pt-text";

// Conteúdo usado pelo motor offline para escrever a análise de um negócio.
// Regras de escrita: operations, channels e risks viram linhas com '- ';
// firstSteps são distribuídos em 4 semanas ('- Semana N: a; b.'), por isso cada passo
// é uma oração imperativa curta, em minúscula, sem ponto final e sem ';'.
// Use 7 ou 8 passos para que as 4 semanas fiquem preenchidas.

export const CATEGORY_KNOWLEDGE: Record<Category, CategoryKnowledge> = {
  Alimentação: {
    audience:
      "Quem compra comida pronta quer praticidade, sabor caseiro e preço justo: trabalhadores sem tempo para cozinhar, famílias, estudantes e quem organiza festas e encomendas. Boa parte da clientela nasce na vizinhança e nas indicações, e volta quando a qualidade é sempre a mesma.",
    market:
      "A procura é constante, com picos em datas como Páscoa, Dia das Mães, festas juninas e fim de ano, e queda em férias e feriados prolongados. A concorrência é grande, por isso ganha quem tem um diferencial claro (um prato-assinatura, entrega pontual, opção fitness ou regional) e mantém o padrão. Cresce a venda por delivery e por encomenda antecipada, que também reduz o desperdício.",
    channels: [
      "WhatsApp Business com catálogo, cardápio do dia e lista de transmissão para clientes fixos",
      "Instagram com fotos reais dos produtos, bastidores da cozinha e avaliações de clientes",
      "iFood e outros aplicativos de entrega, com preço ajustado para cobrir a comissão (confira as taxas atualizadas de cada plano)",
      "Vizinhança, condomínios, escritórios e empresas próximas, com degustação ou amostra",
      "Feiras, eventos de bairro e parcerias com cafés e lojas para revenda",
    ],
    operations: [
      "Monte a ficha técnica de cada produto: ingredientes, quantidades, rendimento e custo por porção",
      "Siga as Boas Práticas: higiene pessoal, bancadas limpas, alimentos crus separados dos prontos e controle de temperatura da geladeira e do freezer",
      "Compre em atacarejos ou de fornecedores da região e confira validade e conservação na entrega",
      "Etiquete tudo o que for guardado ou vendido com data de produção e validade, e use primeiro o que vence antes",
      "Produza por encomenda ou em quantidade planejada e anote as sobras de cada dia para ajustar a produção",
    ],
    pricing:
      "Como ponto de partida, preço = (custo dos ingredientes da ficha técnica + embalagem) × 3, para ajudar a cobrir gás, energia, entrega, taxas e o seu trabalho; depois confira os concorrentes do bairro e, nos aplicativos, inclua a comissão no preço.",
    risks: [
      "Problema sanitário ou intoxicação alimentar: faça o curso de Boas Práticas, siga as regras da Vigilância Sanitária e controle temperaturas e validades",
      "Desperdício e perda de perecíveis: trabalhe com encomendas antecipadas, cardápio enxuto e produção em lotes pequenos",
      "Margem engolida por taxas de aplicativo e alta dos ingredientes: revise a ficha técnica todo mês e incentive pedidos diretos pelo WhatsApp",
      "Qualidade que muda de um dia para o outro: padronize receitas e porções com balança e medidas anotadas na ficha técnica",
    ],
    firstSteps: [
      "faça o curso de Boas Práticas na manipulação de alimentos",
      "consulte a prefeitura e a Vigilância Sanitária sobre o que é exigido para a sua cozinha",
      "defina um cardápio enxuto, com 3 a 5 produtos",
      "monte a ficha técnica e calcule o custo por porção de cada item",
      "faça testes com amigos e vizinhos e ajuste receitas, porções e embalagem",
      "crie o WhatsApp Business com catálogo e fotos reais dos produtos",
      "formalize-se como MEI ou ME, conforme a sua atividade, e comece a vender por encomenda",
      "anote vendas, custos e sobras de cada dia e ajuste preços e quantidades",
    ],
  },

  "Beleza e Estética": {
    audience:
      "Os clientes buscam autoestima, praticidade e confiança em quem cuida do seu corpo: mulheres e homens de todas as idades, noivas, formandas e quem tem um evento pela frente. Escolhem pelo resultado que veem nas fotos, pela indicação de amigas e pela segurança de que o material é limpo e esterilizado.",
    market:
      "É um mercado de recorrência: unhas, sobrancelhas, cabelo e depilação se repetem a cada poucas semanas, o que permite montar uma agenda fixa. A procura sobe antes das festas de fim de ano, do Carnaval, de formaturas e casamentos. A concorrência é alta, então especialização (uma técnica, um público) e atendimento caprichado fazem diferença.",
    channels: [
      "Instagram com fotos e vídeos de antes e depois feitos por você, sempre com autorização da cliente",
      "WhatsApp Business com agenda, lembretes e lista de transmissão de horários livres",
      "Indicações com benefício para quem indica (desconto ou serviço extra)",
      "Perfil da Empresa no Google para aparecer nas buscas do bairro",
      "Parcerias com salões, lojas de noivas, fotógrafos e academias próximas",
    ],
    operations: [
      "Siga um protocolo de biossegurança: lave e desinfete os instrumentos, esterilize alicates e peças de metal em autoclave e use descartáveis (lixas, palitos, agulhas) uma única vez",
      "Organize a agenda com o tempo de cada serviço e confirmação na véspera",
      "Tenha uma ficha de cada cliente com alergias, preferências e serviços realizados",
      "Compre produtos regularizados na Anvisa em distribuidoras de beleza e controle a validade e o consumo por atendimento",
      "Descarte agulhas e lâminas em caixa própria para perfurocortantes e mantenha o espaço limpo e ventilado",
    ],
    pricing:
      "Some o material gasto no atendimento, o valor da sua hora multiplicado pelo tempo do serviço e uma parte dos custos fixos (aluguel, energia, esterilização); compare com os salões da região e ofereça pacotes mensais para quem volta sempre.",
    risks: [
      "Infecção, alergia ou reação a produtos: esterilize os instrumentos, faça teste de alergia ou de mecha quando indicado e anote na ficha o que foi usado",
      "Faltas e atrasos (no-show) que deixam a agenda vazia: confirme na véspera, cobre sinal em serviços longos e mantenha uma lista de espera",
      "Cliente insatisfeita com o resultado: combine antes o resultado com referências visuais e ofereça retoque em prazo definido",
      "Depender só de clientes novas: fidelize com cartão de pontos, retorno já agendado e mensagem lembrando a manutenção",
    ],
    firstSteps: [
      "faça ou atualize um curso da técnica escolhida e um de biossegurança",
      "confira com a Vigilância Sanitária as exigências para atender em casa, a domicílio ou em sala própria",
      "compre o kit básico e o equipamento de esterilização",
      "pratique em modelos e monte um portfólio com fotos próprias",
      "defina a tabela de preços e o tempo de cada serviço",
      "crie o Instagram e o WhatsApp Business com agenda e regras para atrasos e faltas",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "ofereça uma condição de lançamento às primeiras clientes e peça avaliação e indicação",
    ],
  },

  "Serviços Domésticos": {
    audience:
      "Famílias com rotina corrida, idosos, casais que trabalham fora, condomínios e pequenas empresas contratam quem cuida da casa, da roupa, do jardim ou da piscina. Como você entra na casa das pessoas, a decisão é tomada por confiança: indicação de conhecidos, pontualidade e cuidado com os objetos pesam mais que o preço.",
    market:
      "A demanda é estável o ano todo, com picos antes das festas de fim de ano, em mudanças, no pós-obra e no verão (piscinas, jardins, higienização). O setor é muito informal, então quem se apresenta com profissionalismo, preço claro e recibo ou nota fiscal se destaca. Pacotes mensais e visitas fixas dão previsibilidade à renda.",
    channels: [
      "Indicações de clientes satisfeitos, com incentivo para quem indica",
      "Grupos de WhatsApp e Facebook do bairro e de condomínios",
      "Perfil da Empresa no Google com fotos e avaliações",
      "Cartões e panfletos em portarias de condomínio, imobiliárias e lojas de material de construção",
      "Aplicativos e plataformas de contratação de serviços domésticos da sua cidade",
    ],
    operations: [
      "Monte um checklist do que está incluído em cada serviço e combine antes com o cliente",
      "Agrupe os atendimentos por região para gastar menos tempo e dinheiro com deslocamento",
      "Defina quem fornece produtos e materiais e inclua esse custo no preço",
      "Use EPIs (luvas, botas, máscara) e guarde os produtos químicos rotulados, longe de crianças e animais",
      "Registre datas, valores e pagamentos de cada cliente em uma planilha ou aplicativo",
    ],
    pricing:
      "Cobre por diária, por hora ou por metro quadrado, somando transporte, produtos e o valor da sua hora; ofereça pacote mensal com um desconto pequeno em troca de visitas fixas e confira quanto se cobra no seu bairro.",
    risks: [
      "Desconfiança ou acusação de dano ou sumiço de objetos: combine o serviço por escrito, registre com fotos o antes e depois quando fizer sentido e apresente referências",
      "Acidentes com produtos químicos, escadas ou equipamentos: use EPI, leia os rótulos e não aceite trabalho em altura sem treinamento e equipamento adequados",
      "Renda instável e cancelamentos em cima da hora: feche pacotes mensais e combine uma regra de cancelamento com antecedência",
      "Vínculo de emprego sem querer: como diarista ou babá, trabalhar mais de dois dias por semana na mesma casa pode caracterizar emprego doméstico (Lei Complementar 150/2015), então diversifique clientes e busque orientação",
    ],
    firstSteps: [
      "defina os serviços que vai oferecer e o que fica fora do combinado",
      "faça um curso rápido da sua área, como limpeza profissional, jardinagem ou tratamento de piscinas",
      "confira se a sua atividade exige licença específica, como dedetização ou limpa-fossa",
      "compre o material básico e os EPIs",
      "calcule o preço por diária, hora ou metro quadrado e monte pacotes mensais",
      "avise amigos, vizinhos e grupos do bairro e ofereça uma primeira visita com condição especial",
      "formalize-se como MEI ou ME para emitir nota e passar mais confiança",
      "peça avaliação a cada cliente e transforme atendimentos avulsos em visitas fixas",
    ],
  },

  Tecnologia: {
    audience:
      "Pequenos negócios, profissionais liberais e famílias que precisam de tecnologia funcionando, mas não têm tempo nem conhecimento para resolver sozinhos. Compram de quem explica de forma simples, cumpre prazos e mostra trabalhos anteriores.",
    market:
      "A demanda cresce com a digitalização dos pequenos negócios, mas a concorrência é grande e inclui profissionais do país inteiro trabalhando a distância. Quem se especializa em um nicho (salões, restaurantes, clínicas, condomínios) e vende serviços recorrentes, como suporte, manutenção ou gestão mensal, tem renda mais previsível. As ferramentas mudam rápido, então estudar faz parte do trabalho.",
    channels: [
      "Portfólio com casos reais (antes e depois, resultados, prints) em um site simples, no Instagram ou no Behance",
      "Indicações e parcerias com contadores, gráficas, agências e lojas de informática",
      "LinkedIn e grupos de empresários da cidade",
      "Perfil da Empresa no Google para serviços locais, como assistência técnica e instalação de redes",
      "Plataformas de freelancers, como Workana e 99Freelas, para conseguir os primeiros trabalhos",
    ],
    operations: [
      "Formalize cada trabalho com proposta e contrato: escopo, prazo, número de revisões, forma de pagamento e suporte após a entrega",
      "Use uma ferramenta de tarefas e de controle de horas para saber quanto tempo cada projeto consome",
      "Faça backup dos arquivos, guarde senhas de clientes em um gerenciador seguro e trate dados pessoais conforme a LGPD",
      "Compre peças, equipamentos e licenças de fornecedores confiáveis, com nota fiscal e garantia",
      "Reserve algumas horas por semana para estudo e atualização",
    ],
    pricing:
      "Calcule o valor da sua hora (renda desejada + custos fixos do mês, divididos pelas horas que você consegue cobrar) e multiplique pelas horas estimadas do projeto, com uma folga de cerca de 20% para ajustes; sempre que possível, ofereça também um plano mensal de suporte, manutenção ou gestão.",
    risks: [
      "Escopo que cresce sem parar: deixe por escrito o que está incluído e cobre à parte o que for extra",
      "Calote ou atraso no pagamento: peça entrada de 30% a 50% e entregue os arquivos finais só depois da quitação",
      "Dependência de um ou dois clientes grandes: busque contratos mensais menores com vários clientes",
      "Perda de dados ou dano no equipamento do cliente: faça backup antes de mexer, registre o estado do aparelho na entrada e explique os riscos por escrito",
    ],
    firstSteps: [
      "escolha um serviço principal e um nicho de clientes",
      "monte um portfólio com 3 a 5 trabalhos, mesmo que feitos para conhecidos ou como projetos de estudo",
      "crie modelos simples de proposta e de contrato",
      "defina o valor da sua hora e um pacote mensal recorrente",
      "formalize-se como MEI, se a sua ocupação estiver na lista, ou como ME com a ajuda de um contador",
      "divulgue no LinkedIn, no Instagram e para 20 contatos que possam indicar você",
      "feche os primeiros clientes e peça depoimentos",
      "transforme pelo menos um cliente avulso em contrato mensal",
    ],
  },

  Educação: {
    audience:
      "Pais que querem melhorar as notas dos filhos, jovens que se preparam para o ENEM e concursos, adultos que precisam de um idioma ou de uma habilidade para o trabalho e idosos que querem aprender a usar o celular. Escolhem pela confiança no professor, pela indicação e pelo resultado dos alunos.",
    market:
      "A procura acompanha o calendário escolar: cresce no início do ano, antes das provas e do ENEM, e cai nas férias de julho e de fim de ano. Aulas online ampliam o alcance, mas também a concorrência, por isso turmas pequenas, acompanhamento individual e resultados comprovados fazem diferença. Cursos livres não precisam de autorização do MEC, mas escola regular, creche e autoescola dependem de autorizações próprias.",
    channels: [
      "Indicação de pais, alunos e outros professores",
      "Parcerias com escolas, igrejas, associações de bairro e empresas",
      "Instagram e YouTube com dicas curtas que mostram como você ensina",
      "WhatsApp com grupos de pais e alunos e lista de transmissão",
      "Aula experimental gratuita ou a preço simbólico",
    ],
    operations: [
      "Monte um plano de aulas com objetivos para cada mês e registre o progresso de cada aluno",
      "Prefira turmas pequenas, que permitem acompanhar cada aluno e manter os resultados",
      "Organize horários fixos e uma política de faltas e reposições combinada na matrícula",
      "Cobre mensalidade com vencimento fixo, por Pix ou boleto, e controle quem já pagou",
      "Para aulas online, garanta boa conexão, microfone e uma plataforma de videochamada testada",
    ],
    pricing:
      "Defina a mensalidade assim: (custos do mês + a renda que você quer) ÷ número de alunos que consegue atender bem, e compare com escolas e professores da região; planos mensais valem mais que aulas avulsas porque trazem recorrência.",
    risks: [
      "Evasão nas férias e no meio do semestre: use contrato com período mínimo, mostre o progresso aos pais e ofereça atividades de férias",
      "Inadimplência das mensalidades: combine vencimento fixo, envie lembrete automático e tenha regra clara para atrasos",
      "Responsabilidade com crianças e adolescentes: tenha autorização dos responsáveis, combine quem leva e busca o aluno e mantenha o ambiente seguro e visível",
      "Turmas vazias no começo: abra com poucos alunos, faça aula experimental e peça indicação aos primeiros pais",
    ],
    firstSteps: [
      "escolha o público, o conteúdo e o formato (presencial, online ou a domicílio)",
      "monte o plano do primeiro mês de aulas e o material básico",
      "defina a mensalidade, o número de alunos por turma e a política de faltas",
      "prepare um contrato ou termo de matrícula simples",
      "divulgue para pais, escolas e grupos do bairro com uma aula experimental",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "comece com uma turma pequena e registre o progresso de cada aluno",
      "peça depoimentos e indicações no fim do mês",
    ],
  },

  Moda: {
    audience:
      "Quem compra moda busca caimento, preço e identidade: pessoas que querem roupa que sirva bem, mães comprando para os filhos, escolas e empresas que precisam de uniformes e quem precisa de um ajuste ou conserto rápido. Compram por indicação, pelas fotos no Instagram e pela segurança de poder provar ou trocar.",
    market:
      "As vendas seguem as estações e datas como Dia das Mães, Dia dos Namorados, Dia das Crianças, volta às aulas e fim de ano, então as coleções precisam ser planejadas com antecedência. A concorrência de grandes lojas e sites estrangeiros é forte, por isso o pequeno negócio ganha com peças sob medida, atendimento próximo, nichos (plus size, moda praia, infantil) e moda sustentável, como brechós e upcycling.",
    channels: [
      "Instagram e WhatsApp com fotos das peças vestidas, medidas e detalhes do tecido",
      "Provador em casa ou sacola condicional para clientes conhecidas",
      "Feiras, bazares e eventos de bairro",
      "Peças em consignação em lojas, salões e cafés parceiros",
      "Marketplaces como Shopee, Mercado Livre e Enjoei (para usados), considerando as taxas de cada um",
    ],
    operations: [
      "Planeje coleções pequenas por estação, com poucos modelos e uma grade de tamanhos enxuta",
      "Monte a ficha técnica de cada peça: tecido, aviamentos, tempo de costura e custo",
      "Compre tecidos e aviamentos no atacado ou em polos de confecção e guarde amostras de cada lote",
      "Controle o estoque por modelo, cor e tamanho e registre por escrito as peças deixadas em consignação",
      "Defina uma política de trocas por escrito, lembrando que nas compras online o Código de Defesa do Consumidor garante 7 dias para desistir",
    ],
    pricing:
      "Na produção própria, comece com preço = (tecido + aviamentos + horas de costura × valor da sua hora + embalagem) × 2; na revenda, parta de 2 a 2,5 vezes o custo da peça e confira os preços da concorrência.",
    risks: [
      "Estoque parado em tamanhos e cores que não vendem: produza ou compre em pequenas quantidades, faça pré-venda e liquide as sobras no fim da estação",
      "Perdas na consignação: registre peças, preços e prazo de acerto por escrito e faça a conferência todo mês",
      "Reclamações de caimento e devoluções: publique a tabela de medidas, ofereça prova e ajuste e deixe clara a política de trocas",
      "Uso indevido de marcas e personagens: não use logotipos ou estampas de terceiros sem licença",
    ],
    firstSteps: [
      "escolha o nicho e o tipo de peça ou serviço",
      "pesquise fornecedores de tecidos, aviamentos ou peças no atacado",
      "produza ou compre uma primeira coleção pequena",
      "monte a ficha técnica e calcule o preço de cada peça",
      "fotografe as peças vestidas e publique com a tabela de medidas",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "ofereça provador em casa ou consignação a clientes e lojas conhecidas",
      "veja o que vendeu mais e planeje a reposição e a próxima coleção",
    ],
  },

  Pet: {
    audience:
      "Tutores que tratam o animal como parte da família e gastam com saúde, higiene, alimentação e conforto, principalmente quem mora em apartamento, trabalha fora ou viaja. Escolhem quem demonstra carinho e responsabilidade, e voltam quando o pet volta para casa bem e tranquilo.",
    market:
      "O mercado pet é grande e segue em crescimento no Brasil. O banho e tosa tem sazonalidade clara, com mais procura no calor e antes das festas de fim de ano e menos no inverno, enquanto hospedagem e pet sitter lotam nas férias e feriados. Serviços recorrentes, como pacotes de banho e passeios semanais, trazem renda mais previsível.",
    channels: [
      "Instagram com fotos e vídeos dos pets atendidos, com autorização dos tutores",
      "WhatsApp com agenda, lembretes e foto do pet ao fim do atendimento",
      "Parcerias com clínicas veterinárias, pet shops e condomínios",
      "Perfil da Empresa no Google e grupos de tutores do bairro",
      "Indicação de tutores satisfeitos, com bônus no próximo serviço",
    ],
    operations: [
      "Tenha uma ficha de cada animal: porte, temperamento, alergias, vacinas em dia e contato do veterinário",
      "Siga um protocolo para animais agitados ou agressivos: focinheira e contenção adequadas, pausas quando o animal se estressar e nunca deixá-lo sozinho na mesa ou no secador",
      "Use produtos próprios para pets e higienize equipamentos e ambiente entre um animal e outro",
      "Organize a agenda por porte e tempo de serviço e prepare-se com antecedência para a alta temporada",
      "Use um termo de autorização e responsabilidade assinado pelo tutor",
    ],
    pricing:
      "Cobre por porte e tipo de pelagem, somando produtos, tempo, deslocamento e uma reserva para imprevistos; ofereça pacotes mensais (por exemplo, quatro banhos) com desconto pequeno e compare com os pet shops da região.",
    risks: [
      "Ferimento, fuga ou mal-estar do animal: trabalhe com ficha e termo assinado, coleira e guia seguras, contenção correta e o contato de um veterinário de emergência",
      "Doenças passadas de um animal para outro: peça a carteira de vacinação e higienize tudo entre os atendimentos",
      "Queda da procura no inverno: ofereça pacotes com preço fechado e serviços como hidratação, e fidelize os clientes no verão",
      "Atuar fora da sua habilitação: não medique nem faça diagnósticos, porque isso cabe ao médico-veterinário com registro no CRMV",
    ],
    firstSteps: [
      "faça um curso da sua área, como banho e tosa, adestramento ou cuidados com pets",
      "compre os equipamentos e produtos básicos",
      "monte a ficha do animal e o termo de responsabilidade",
      "defina os preços por porte e os pacotes mensais",
      "atenda pets de amigos e vizinhos para ganhar prática e fotos",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "divulgue no Instagram, em grupos de tutores e em clínicas parceiras",
      "peça avaliações e deixe agendado o retorno de cada cliente",
    ],
  },

  "Saúde e Bem-estar": {
    audience:
      "Pessoas que querem cuidar do corpo e da mente, tratar dores, envelhecer com qualidade ou cuidar de um familiar idoso ou doente. Escolhem quem transmite segurança técnica e acolhimento, e a indicação de pacientes, médicos e amigos pesa muito.",
    market:
      "A procura cresce com o envelhecimento da população e a busca por qualidade de vida, com picos no início do ano e antes do verão nas atividades físicas. Muitas profissões da área são regulamentadas e exigem registro em conselho (como CREF, CRP, CRN, CREFITO e COREN), o que também afasta parte da concorrência informal. Atender a domicílio, online ou em grupos pequenos ajuda a começar com pouco dinheiro.",
    channels: [
      "Indicação de pacientes, médicos, clínicas e academias",
      "Instagram com conteúdo educativo, respeitando as regras de publicidade do seu conselho",
      "Perfil da Empresa no Google com endereço, horários e avaliações",
      "Parcerias com empresas, condomínios e grupos de terceira idade",
      "Plataformas de agendamento e de atendimento online da sua área",
    ],
    operations: [
      "Faça anamnese no primeiro atendimento e registre a evolução em prontuário ou ficha, guardando os dados com sigilo",
      "Mantenha o registro no conselho em dia, quando a profissão exige, e atue só dentro da sua habilitação",
      "Higienize equipamentos e ambiente entre atendimentos e siga as regras da Vigilância Sanitária quando se aplicarem",
      "Organize a agenda com confirmação na véspera e política de cancelamento",
      "Use termo de consentimento e encaminhe ao médico quando perceber sinais de alerta",
    ],
    pricing:
      "Cobre por sessão ou por pacote mensal, somando o valor da sua hora, deslocamento, materiais e custos do espaço; alguns conselhos publicam tabelas de referência de honorários, então consulte a da sua profissão e os preços da região.",
    risks: [
      "Lesão ou piora do cliente: faça anamnese completa, peça liberação médica quando houver risco e registre tudo por escrito",
      "Processo ou denúncia ao conselho: atue só dentro da sua habilitação, use termo de consentimento e avalie um seguro de responsabilidade civil profissional",
      "Desistência depois das primeiras semanas: combine metas, mostre a evolução e ofereça pacotes mensais",
      "Publicidade irregular: evite promessas de resultado e siga as regras do seu conselho sobre fotos e anúncios",
    ],
    firstSteps: [
      "confira se a sua profissão exige registro em conselho e regularize a situação",
      "defina o serviço, o público e o formato (domicílio, online, grupo ou espaço próprio)",
      "prepare a ficha de anamnese, o termo de consentimento e a política de cancelamento",
      "defina os preços por sessão e os pacotes mensais",
      "formalize-se como MEI, se a ocupação permitir, ou como autônomo ou ME com a ajuda de um contador",
      "procure médicos, clínicas, academias e empresas para parcerias",
      "atenda os primeiros clientes e registre a evolução de cada um",
      "peça depoimentos, sem expor dados de saúde, e indicações",
    ],
  },

  "Transporte e Turismo": {
    audience:
      "Lojas e empresas que precisam entregar, famílias que se mudam ou viajam, pais que precisam levar os filhos à escola e turistas em busca de passeios e hospedagem. Escolhem por pontualidade, segurança, preço claro e avaliações de outros clientes.",
    market:
      "No transporte, a demanda é diária e ligada ao comércio e ao delivery, com picos no fim de ano e em datas comerciais. No turismo, a sazonalidade é forte: férias, feriados prolongados e alta temporada concentram boa parte do faturamento. Combustível e manutenção pesam muito no custo, por isso ganha mais quem controla o custo por km e fecha rotas e contratos fixos.",
    channels: [
      "Contratos fixos com lojas, restaurantes, farmácias, escolas e empresas",
      "Aplicativos de entrega, de transporte ou de hospedagem, sabendo que a comissão varia e pode mudar",
      "WhatsApp Business com tabela de preços e agendamento",
      "Perfil da Empresa no Google e avaliações em sites de turismo",
      "Parcerias com hotéis, agências, imobiliárias e organizadores de eventos",
    ],
    operations: [
      "Tenha a CNH na categoria certa, com a observação EAR (exerce atividade remunerada), e os cursos exigidos para a sua atividade, como motofrete, transporte escolar ou de passageiros",
      "Faça manutenção preventiva com calendário e reserve parte do faturamento para pneus, óleo e revisões",
      "Anote quilometragem, combustível e despesas de cada dia para conhecer o seu custo por km",
      "Planeje rotas e horários para reduzir os quilômetros rodados sem passageiro ou carga",
      "No turismo e na hospedagem, faça o Cadastur quando for exigido e mantenha reservas e check-ins organizados",
    ],
    pricing:
      "Calcule o custo por km = (combustível + manutenção + pneus + seguro + documentação + desgaste do veículo no mês) ÷ km rodados no mês; cobre esse custo mais o valor da sua hora e uma margem, e confira os preços praticados na região.",
    risks: [
      "Acidentes e danos à carga ou a passageiros: tenha seguro do veículo com cobertura para terceiros (e para passageiros, quando for o caso) e não dirija cansado",
      "Multas, apreensão ou documentação irregular: mantenha CNH com EAR, licenciamento, vistorias e autorizações municipais em dia",
      "Veículo parado por quebra: faça manutenção preventiva e tenha uma reserva de emergência ou um parceiro para cobrir seus clientes",
      "Dependência de aplicativos ou da alta temporada: busque clientes diretos e contratos fixos e prepare ofertas para a baixa temporada",
    ],
    firstSteps: [
      "confira na prefeitura e no DETRAN as exigências da sua atividade e regularize a CNH com EAR",
      "revise o veículo e contrate o seguro",
      "calcule o seu custo por km e monte a tabela de preços",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "faça o Cadastur, se for atuar com turismo ou hospedagem, e o cadastro nos aplicativos que vai usar",
      "procure 10 comércios, escolas ou hotéis para oferecer um contrato fixo",
      "comece a rodar e anote km, despesas e ganhos de cada dia",
      "peça avaliações e ajuste preços e rotas no fim do mês",
    ],
  },

  Comércio: {
    audience:
      "Moradores do bairro, pequenos negócios e compradores online que querem encontrar o produto certo, perto, rápido e com bom preço. A fidelidade vem do atendimento, da variedade certa e de ter o produto quando o cliente precisa.",
    market:
      "O varejo tem picos previsíveis, como volta às aulas, Dia das Mães, Dia das Crianças, Black Friday e Natal, e meses mais fracos no começo do ano. A concorrência com grandes redes e marketplaces é forte, então o pequeno comércio ganha com conveniência, atendimento, entrega rápida no bairro e nichos bem escolhidos. O lucro depende menos de vender muito e mais de margem bem calculada e estoque que gira.",
    channels: [
      "Ponto físico ou barraca em local de passagem, com vitrine e preços visíveis",
      "WhatsApp Business com catálogo, entrega no bairro e lista de transmissão de ofertas",
      "Instagram com novidades, promoções e avisos de reposição",
      "Marketplaces como Mercado Livre e Shopee, calculando as taxas de cada venda",
      "Perfil da Empresa no Google para quem procura o produto perto de casa",
    ],
    operations: [
      "Compre de atacadistas, distribuidores ou direto da fábrica, sempre com nota fiscal, comparando pelo menos três orçamentos",
      "Controle o estoque (o que entra, o que sai e o que está parado) em planilha ou sistema simples",
      "Acompanhe o giro de estoque e reponha primeiro o que vende mais",
      "Confira a validade dos perecíveis e organize a exposição para vender antes o que vence antes",
      "Separe o dinheiro do caixa do dinheiro pessoal e registre todas as vendas",
    ],
    pricing:
      "Use o markup: preço = custo do produto ÷ (1 − (% de despesas + % de impostos e taxas + % de lucro desejado)); por exemplo, com 20% de despesas, 5% de taxas e 15% de lucro, preço = custo ÷ 0,60, e depois confira o preço dos concorrentes.",
    risks: [
      "Dinheiro parado em estoque que não gira: comece com poucos itens, compre em pequenas quantidades e faça promoção do que está parado há muito tempo",
      "Margem que não cobre as despesas: calcule o preço pelo markup e acompanhe o lucro de cada mês, não só o faturamento",
      "Perdas por validade, quebra ou furto: organize a exposição e o estoque, faça inventário todo mês e confira o caixa diariamente",
      "Fiado e inadimplência: evite vender fiado ou limite o valor por cliente e anote tudo",
    ],
    firstSteps: [
      "escolha o nicho e descubra o que os clientes da região procuram e não encontram",
      "cote preços com pelo menos três fornecedores atacadistas",
      "calcule o markup e defina os preços de venda",
      "formalize-se como MEI ou ME, conforme a sua atividade, e consulte a prefeitura sobre o alvará",
      "compre um estoque inicial pequeno e variado",
      "monte o WhatsApp Business com catálogo e divulgue para vizinhos e grupos do bairro",
      "registre cada venda e veja quais produtos giram mais",
      "faça a primeira reposição com base no giro do estoque",
    ],
  },

  Artesanato: {
    audience:
      "Quem compra artesanato procura peças únicas, afetivas e feitas à mão, para presentear, decorar a casa ou marcar uma data especial. Empresas, noivas e famílias também encomendam brindes e lembranças personalizadas, e valorizam capricho, embalagem bonita e prazo cumprido.",
    market:
      "As vendas sobem em datas comemorativas, como Páscoa, Dia das Mães, Dia dos Namorados e Natal, e nas encomendas de festas e casamentos. Muita gente faz produtos parecidos, então estilo próprio, boas fotos e personalização fazem diferença. O erro mais comum do setor é cobrar só o material e esquecer o tempo de trabalho.",
    channels: [
      "Instagram com fotos bem iluminadas, vídeos do processo e uma forma clara de fazer o pedido",
      "Feiras de artesanato, bazares e eventos da cidade",
      "Elo7 e outros marketplaces de produtos feitos à mão, considerando as taxas",
      "Lojas de presentes, cafés e ateliês, em consignação ou revenda",
      "Encomendas de empresas, escolas e festas (brindes e lembrancinhas)",
    ],
    operations: [
      "Cronometre o tempo de produção de cada peça para saber quantas você consegue fazer por mês",
      "Compre materiais em lojas atacadistas ou em maior quantidade e controle o estoque de insumos",
      "Produza em pequenos lotes os modelos que mais vendem e deixe a personalização para as encomendas",
      "Capriche na embalagem e inclua um cartão com seu contato e instruções de cuidado",
      "Anote pedidos, prazos e sinais recebidos em uma agenda ou planilha",
    ],
    pricing:
      "Preço = materiais + embalagem + (horas de trabalho × valor da sua hora) + taxas de venda + margem de lucro, sendo o valor da hora = quanto você quer ganhar no mês ÷ horas trabalhadas no mês; depois compare com peças parecidas.",
    risks: [
      "Cobrar pouco e trabalhar de graça: inclua a sua hora em todo preço e revise os valores quando o material subir",
      "Encomendas grandes atrasadas: calcule o tempo de produção antes de aceitar, combine o prazo por escrito e peça sinal",
      "Cópias dos seus modelos: desenvolva um estilo próprio, assine as peças e mostre o processo para criar vínculo com a clientela",
      "Vendas concentradas em poucas datas: planeje as coleções de cada data com antecedência e mantenha produtos que vendem o ano todo",
    ],
    firstSteps: [
      "escolha de 3 a 5 produtos principais e defina o seu estilo",
      "cronometre a produção e calcule o preço incluindo o valor da sua hora",
      "produza um pequeno estoque e fotografe as peças com boa luz",
      "crie o Instagram e o WhatsApp Business com catálogo",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "inscreva-se em uma feira local ou em um marketplace como o Elo7",
      "ofereça peças em consignação a uma ou duas lojas da cidade",
      "anote o que mais vende e prepare a próxima data comemorativa",
    ],
  },

  Eventos: {
    audience:
      "Famílias que comemoram aniversários, noivos, formandos, empresas com confraternizações e organizadores de festas. Compram a segurança de que tudo vai dar certo no dia, e escolhem por indicação, portfólio, avaliações e clareza do contrato.",
    market:
      "A procura se concentra nos fins de semana e na alta temporada, com destaque para o fim de ano (confraternizações e formaturas) e para a temporada de casamentos, que em muitas regiões é mais forte no segundo semestre. As melhores datas são reservadas com meses de antecedência, então quem fecha cedo com sinal garante a agenda. Parcerias entre fornecedores (buffet, decoração, foto, som) trazem boa parte dos clientes.",
    channels: [
      "Instagram com fotos e vídeos de eventos reais e depoimentos",
      "Indicação de outros fornecedores, como cerimonialistas, buffets, salões e decoradores",
      "WhatsApp Business com pacotes, datas disponíveis e orçamento rápido",
      "Feiras de noivas e de eventos e plataformas de fornecedores de casamento",
      "Perfil da Empresa no Google com avaliações",
    ],
    operations: [
      "Feche cada evento com contrato: data, horário, serviço, valor, sinal, política de cancelamento e o que acontece em caso de chuva ou atraso",
      "Cobre sinal de 30% a 50% para reservar a data e receba o restante até a véspera do evento",
      "Mantenha uma agenda única de datas para não fechar dois eventos no mesmo horário",
      "Use um checklist de montagem e revise os equipamentos antes de cada evento, levando itens reserva",
      "Combine antes o acesso ao local, a energia elétrica e os horários de montagem, desmontagem e silêncio",
    ],
    pricing:
      "Monte pacotes por número de convidados ou por horas de serviço, somando materiais, equipe, transporte, desgaste dos equipamentos e a sua hora, com adicional nas datas de alta temporada; confira os preços da região e deixe claro o que está incluído.",
    risks: [
      "Cancelamento ou desistência: só reserve a data com contrato assinado, sinal pago e regras de reembolso por escrito",
      "Falha de equipamento ou falta de alguém da equipe no dia: leve itens reserva, teste tudo antes e tenha parceiros de confiança para substituições",
      "Meses fracos fora da alta temporada: ofereça pacotes para eventos menores e empresas e guarde parte do que ganhar na alta temporada",
      "Acidentes com convidados ou danos ao local: monte as estruturas com segurança, defina as responsabilidades no contrato e avalie um seguro para eventos",
    ],
    firstSteps: [
      "defina o serviço principal, o público e os pacotes",
      "monte um portfólio, mesmo que com eventos de amigos ou ensaios",
      "prepare o modelo de contrato com sinal e política de cancelamento",
      "calcule o preço dos pacotes e o adicional de alta temporada",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "crie o Instagram e o WhatsApp Business com pacotes e datas disponíveis",
      "apresente-se a cerimonialistas, salões e buffets da cidade para fazer parcerias",
      "feche os primeiros eventos com sinal e peça depoimento depois de cada um",
    ],
  },

  "Construção e Reparos": {
    audience:
      "Moradores que precisam consertar, reformar ou instalar algo em casa, além de síndicos, imobiliárias e pequenos comércios. Contratam quem chega no horário, passa orçamento claro, deixa o local limpo e tem boas referências.",
    market:
      "A demanda é constante, porque sempre há algo para consertar, e cresce antes das festas de fim de ano, quando as famílias recebem o 13º salário, e na época de chuvas (telhados e infiltrações). Há muitos profissionais informais, então pontualidade, orçamento por escrito e garantia do serviço fazem você se destacar. Contratos com condomínios, imobiliárias e empresas trazem renda mais estável.",
    channels: [
      "Indicação de clientes, com fotos do antes e depois de cada serviço",
      "Perfil da Empresa no Google com avaliações e região de atendimento",
      "Parcerias com lojas de material de construção, imobiliárias, síndicos e administradoras de condomínio",
      "WhatsApp Business e grupos do bairro",
      "Aplicativos de contratação de serviços da sua cidade",
    ],
    operations: [
      "Visite o local antes e entregue orçamento por escrito com materiais, mão de obra, prazo, forma de pagamento e garantia",
      "Siga as normas de segurança e use EPI, como a NR-10 em serviços com eletricidade e a NR-35 em trabalho em altura",
      "Combine se o material será comprado por você ou pelo cliente e exija nota fiscal para garantir as peças",
      "Mantenha as ferramentas revisadas e organizadas por tipo de serviço",
      "Limpe o local ao terminar e fotografe o serviço pronto",
    ],
    pricing:
      "Cobre por metro quadrado, por ponto ou por diária, somando mão de obra (dias × valor da diária), deslocamento, desgaste das ferramentas e uma margem de 10% a 20% para imprevistos, com o material separado no orçamento; confira os preços praticados na região.",
    risks: [
      "Acidente de trabalho (choque, queda, corte): use EPI, siga as NRs, desligue a energia antes de mexer em circuitos e recuse serviços sem condições seguras",
      "Serviço com defeito e retrabalho: siga as normas técnicas, teste tudo antes de entregar e dê garantia por escrito (o Código de Defesa do Consumidor já garante prazo para o cliente reclamar)",
      "Orçamento que não fecha por causa de imprevistos: visite o local antes, inclua margem e combine por escrito como serão cobrados os serviços extras",
      "Calote: peça entrada para a compra do material e receba por etapas nos serviços maiores",
    ],
    firstSteps: [
      "escolha os serviços que vai fazer e confira se algum exige responsável técnico com ART, como a instalação de energia solar",
      "faça ou atualize um curso da área, incluindo segurança no trabalho",
      "revise as ferramentas e compre os EPIs",
      "monte um modelo de orçamento por escrito com prazo e garantia",
      "defina os preços por metro quadrado, ponto ou diária",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "divulgue para vizinhos, lojas de material de construção e síndicos",
      "fotografe cada serviço e peça avaliação no Google",
    ],
  },

  Agro: {
    audience:
      "Famílias que querem alimentos frescos e de procedência, restaurantes, mercados, feiras e programas de compras públicas, além de produtores rurais que contratam serviços e máquinas. Compram pela qualidade, pela regularidade da entrega e pela confiança em quem produz.",
    market:
      "A produção depende das estações, do clima e do ciclo de cada cultura ou criação, então oferta e preço variam ao longo do ano. Vender direto ao consumidor (feiras, cestas, venda na propriedade) costuma pagar melhor que vender a atravessadores, e o agricultor familiar com CAF (Cadastro Nacional da Agricultura Familiar) pode acessar o crédito do Pronaf e compras públicas, como a alimentação escolar (PNAE). Produtos de origem animal, como mel, ovos, queijos e embutidos, só podem ser vendidos com inspeção sanitária: SIM para o município, SIE para o estado ou SIF para todo o país.",
    channels: [
      "Feiras livres e feiras de produtores da cidade",
      "Cestas por assinatura com entrega semanal e pedidos pelo WhatsApp",
      "Venda a restaurantes, mercados, empórios e hortifrútis da região",
      "Compras públicas (PNAE e PAA), por meio da prefeitura ou de cooperativas",
      "Venda na propriedade e turismo rural, divulgados no Instagram",
    ],
    operations: [
      "Planeje plantio, criação e colheita pelo calendário da sua região, escalonando a produção para ter oferta o ano todo",
      "Registre os custos de cada ciclo: sementes, mudas, ração, adubo, energia, água e mão de obra",
      "Regularize o produto conforme o tipo: inspeção (SIM, SIE ou SIF) para os de origem animal e registro no MAPA quando exigido, como no caso de bebidas",
      "Use defensivos só com receituário agronômico e EPI, respeitando o prazo de carência",
      "Cuide da pós-colheita: limpeza, classificação, embalagem e transporte refrigerado quando necessário",
    ],
    pricing:
      "Calcule o custo por unidade (kg, dúzia, maço ou hora de máquina) = custos do ciclo ÷ produção vendável, já descontadas as perdas, e some a sua margem; use as cotações da CEASA da região como referência e cobre mais na venda direta e nos produtos diferenciados.",
    risks: [
      "Clima, pragas e doenças: diversifique as culturas, faça manejo preventivo e busque assistência técnica e seguro rural quando disponível",
      "Perdas na colheita e no transporte: colha no ponto certo, venda por encomenda e transforme o excedente em produtos processados",
      "Multa e apreensão por vender produto de origem animal sem inspeção: regularize no SIM, SIE ou SIF antes de comercializar e, se preciso, comece por produtos vegetais in natura",
      "Preço baixo na safra, quando todos vendem o mesmo: escalone a produção, venda direto ao consumidor e feche contratos com compradores fixos",
    ],
    firstSteps: [
      "escolha o produto ou serviço considerando clima, solo, água e mercado da região",
      "procure a assistência técnica rural do seu estado (Emater ou órgão equivalente) e o sindicato rural",
      "regularize-se como produtor rural, MEI ou ME, conforme a atividade, e faça o CAF se for agricultor familiar",
      "confira se o seu produto precisa de inspeção (SIM, SIE ou SIF) ou de registro no MAPA",
      "calcule o custo por unidade e o preço mínimo de venda",
      "produza um primeiro lote ou ciclo pequeno",
      "visite feiras, restaurantes e mercados da região e ofereça amostras",
      "registre produção, perdas e vendas e planeje o próximo ciclo",
    ],
  },

  Automotivo: {
    audience:
      "Motoristas que dependem do carro ou da moto para trabalhar, famílias, frotistas, motoristas de aplicativo e pequenas empresas. Querem o veículo pronto rápido, preço honesto e a segurança de que o serviço foi bem feito, e voltam sempre à oficina em que confiam.",
    market:
      "Com a frota brasileira ficando mais velha, a procura por manutenção, peças e estética se mantém alta. A demanda é estável ao longo do ano, com picos antes das férias e das viagens de fim de ano, e motoristas de aplicativo e entregadores precisam de atendimento rápido, porque veículo parado é dinheiro perdido. Num mercado com muita desconfiança sobre preço e troca de peças, confiança é o principal diferencial.",
    channels: [
      "Perfil da Empresa no Google com fotos, horários e avaliações",
      "Indicação de clientes e parcerias com autopeças, lava-rápidos, despachantes e frotistas",
      "WhatsApp Business com orçamento por foto, aviso de serviço pronto e lembrete de revisão",
      "Instagram com antes e depois e explicações curtas dos serviços",
      "Convênios com empresas, cooperativas e grupos de motoristas de aplicativo",
    ],
    operations: [
      "Faça um checklist de entrada com fotos do veículo, quilometragem e objetos do cliente antes de começar",
      "Invista aos poucos em ferramentas de qualidade e em scanner de diagnóstico, começando pelas que o seu serviço mais usa",
      "Compre peças de fornecedores confiáveis, com nota fiscal, e devolva ao cliente as peças trocadas",
      "Guarde o óleo usado em recipiente próprio e entregue a coletor autorizado pela ANP com comprovante, e não deixe água com óleo ou produtos químicos ir para o esgoto ou a rua",
      "Entregue ordem de serviço com a descrição do serviço, das peças e da garantia",
    ],
    pricing:
      "Na mão de obra, preço = tempo do serviço × valor da sua hora, sendo a hora = (custos fixos do mês + renda desejada) ÷ horas produtivas do mês; nas peças, aplique uma margem sobre o custo de compra e confira os preços das oficinas da região.",
    risks: [
      "Dano ao veículo ou reclamação de objeto sumido: faça checklist de entrada com fotos e guarde o veículo em local seguro",
      "Retorno por serviço malfeito: teste o veículo antes de entregar e dê garantia por escrito (o Código de Defesa do Consumidor prevê 90 dias para reclamar de serviços em bens duráveis)",
      "Multa ambiental por descarte errado de óleo e resíduos: use coletor autorizado e guarde os comprovantes",
      "Acidentes com elevador, macaco ou produtos químicos: use cavaletes, EPI e equipamentos revisados",
    ],
    firstSteps: [
      "escolha o serviço principal e faça ou atualize um curso técnico da área",
      "confira na prefeitura e no órgão ambiental as exigências para o local e para os resíduos",
      "compre as ferramentas essenciais e os EPIs",
      "combine a coleta de resíduos, como óleo usado, e escolha fornecedores de peças com nota fiscal",
      "monte o checklist de entrada, a ordem de serviço e a tabela de preços",
      "formalize-se como MEI ou ME, conforme a sua atividade",
      "crie o Perfil da Empresa no Google e avise conhecidos, motoristas de aplicativo e frotistas",
      "peça avaliação depois de cada serviço e agende a próxima revisão do cliente",
    ],
  },
};

/** Entrada genérica para categorias desconhecidas: conselhos que valem para qualquer pequeno negócio. */
export const GENERIC_KNOWLEDGE: CategoryKnowledge = {
  audience:
    "Os primeiros clientes costumam estar perto de você: vizinhos, conhecidos, colegas e pequenos negócios da região que já têm a necessidade que o seu produto ou serviço resolve. Eles compram quando confiam em quem vende, entendem claramente o que estão levando e acham o preço justo.",
  market:
    "Quase todo negócio tem meses mais fortes e mais fracos, ligados a datas comemorativas, férias, clima ou calendário escolar. A concorrência sempre existe, então ajuda escolher um público específico e um diferencial fácil de explicar, como atendimento, prazo, qualidade ou localização.",
  channels: [
    "WhatsApp Business com catálogo, mensagens automáticas e lista de transmissão",
    "Indicação de clientes satisfeitos, com um benefício para quem indica",
    "Instagram com fotos reais do seu trabalho e depoimentos",
    "Perfil da Empresa no Google para ser encontrado por quem está perto",
    "Parcerias com negócios que atendem o mesmo público",
  ],
  operations: [
    "Anote todas as vendas e despesas desde o primeiro dia, em planilha ou aplicativo simples",
    "Separe a conta e o dinheiro do negócio das suas finanças pessoais",
    "Compare pelo menos três fornecedores e compre com nota fiscal",
    "Organize a semana com horários fixos para produzir ou atender, vender e cuidar da parte administrativa",
    "Defina por escrito como você atende, entrega, troca e recebe pagamentos",
  ],
  pricing:
    "Preço = custos diretos (material, insumos, embalagem, transporte) + uma parte dos custos fixos + o valor do seu tempo + margem de lucro; depois compare com os concorrentes e ajuste, sem vender abaixo do custo.",
  risks: [
    "Vender pouco no começo: valide a ideia com pré-venda ou encomendas antes de investir muito",
    "Preço que não cobre os custos: calcule o custo de cada venda e revise os preços a cada poucos meses",
    "Misturar o dinheiro do negócio com o da casa: use conta separada e defina uma retirada fixa para você",
    "Depender de um único cliente ou canal de venda: diversifique os canais aos poucos",
  ],
  firstSteps: [
    "descreva em uma frase o que vende, para quem e por que vão escolher você",
    "converse com pelo menos 10 possíveis clientes para confirmar a necessidade",
    "levante os custos e calcule o preço de venda",
    "confira na prefeitura as licenças exigidas para a sua atividade",
    "formalize-se como MEI ou ME, conforme a sua atividade",
    "prepare o WhatsApp Business e as primeiras fotos ou amostras",
    "faça as primeiras vendas para conhecidos e peça opinião",
    "revise os números e ajuste preço, produto e divulgação no fim do mês",
  ],
};

const BY_NORMALIZED_NAME = new Map<string, CategoryKnowledge>(
  Object.entries(CATEGORY_KNOWLEDGE).map(([name, knowledge]) => [normalize(name), knowledge]),
);

/** Knowledge for a category; a sensible generic entry for an unknown one. */
export function knowledgeFor(category: string): CategoryKnowledge {
  if (Object.hasOwn(CATEGORY_KNOWLEDGE, category)) {
    return CATEGORY_KNOWLEDGE[category as Category];
  }
  // Tolera variações de maiúsculas, acentos e pontuação ('alimentacao', 'Saude e bem estar').
  return BY_NORMALIZED_NAME.get(normalize(category)) ?? GENERIC_KNOWLEDGE;
}
