/**
 * Conteúdo do Centro de Aprendizado: 5 estudos (artigos) e 12 dicas práticas.
 *
 * Formato do conteúdo: texto simples, parágrafos separados por linha em branco,
 * títulos de seção começando com '## ' e itens de lista começando com '- '.
 *
 * `duration` é calculada pelo número de palavras (≈ 200 palavras por minuto) e
 * `modules` é o número de seções '## ' do artigo (dicas têm sempre 1 módulo).
 *
 * Valores de impostos e limites vêm de app/modules/facts/legal-facts.ts (um só
 * módulo datado); o texto orienta a conferir no Portal do Empreendedor.
 */

import { FACTS_TEXT as F } from "~/modules/facts/legal-facts";

// The page's titles live in learning-tabs.ts: the page's browser code imports them from there,
// so these 30 KB of content (built by function calls, which a bundler must keep) stay on the server.

export type LearningKind = "article" | "tip";

export type ArticleCategory = "Finanças" | "Marketing" | "Atendimento" | "Vendas" | "Bem-estar" | "pessoal";
export type TipCategory = "Finanças" | "Marketing" | "Vendas" | "Atendimento" | "Produtividade" | "Estratégia" | "Negócios" | "pessoal";
export type LearningCategory = ArticleCategory | TipCategory;

export interface LearningItem {
  id: string;
  kind: LearningKind;
  title: string;
  description: string;
  category: LearningCategory;
  /** Ex.: '3 min de leitura'. */
  duration: string;
  /** Número de seções/módulos (dicas: 1). */
  modules: number;
  content: string;
}

const WORDS_PER_MINUTE = 200;

export function wordCount(text: string): number {
  return text
    .replace(/^##\s+/gm, "")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingTime(text: string): string {
  const minutes = Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE));
  return `${minutes} min de leitura`;
}

function sectionCount(text: string): number {
  return (text.match(/^## /gm) ?? []).length;
}

/** Remove a indentação comum e linhas em branco do começo/fim de um bloco de texto. */
function text(raw: string): string {
  const lines = raw.replace(/^\n+|\s+$/g, "").split("\n");
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min).trimEnd()).join("\n");
}

type Draft = Omit<LearningItem, "kind" | "duration" | "modules">;

function article(d: Draft): LearningItem {
  const content = text(d.content);
  return { ...d, kind: "article", content, duration: readingTime(content), modules: sectionCount(content) };
}

function tip(d: Draft): LearningItem {
  const content = text(d.content);
  return { ...d, kind: "tip", content, duration: readingTime(content), modules: 1 };
}

// ---------------------------------------------------------------------------
// Estudos Fundamentais (artigos)
// ---------------------------------------------------------------------------

export const ARTICLES: readonly LearningItem[] = [
  article({
    id: "mei-das-limite-e-declaracao",
    title: "MEI na prática: DAS, limite de faturamento e declaração anual",
    description:
      "Entenda o que é o MEI, quem pode ser, quanto custa o DAS, quando entregar a DASN-SIMEI e como separar o dinheiro da empresa do seu.",
    category: "Finanças",
    content: `
      ## O que é o MEI

      O Microempreendedor Individual (MEI) é a forma mais simples de formalizar um pequeno negócio no Brasil. Com o CNPJ você pode emitir nota fiscal, abrir conta de empresa, vender para outras empresas e contribuir para o INSS, com direito a aposentadoria por idade, auxílio por incapacidade e salário-maternidade, respeitadas as carências.

      A abertura é gratuita e feita pelo Portal do Empreendedor, no gov.br. Desconfie de sites que cobram para abrir o MEI ou que enviam boletos de "taxa anual": o único pagamento mensal obrigatório é o DAS.

      ## Quem pode ser MEI

      - Faturar até ${F.meiAnnualLimit} por ano, o que dá uma média de ${F.meiMonthlyLimit} por mês. Quem abre o MEI no meio do ano tem limite proporcional aos meses de atividade.
      - Ter no máximo 1 empregado, que receba um salário mínimo ou o piso da categoria.
      - Não ser sócio, administrador ou titular de outra empresa.
      - Exercer uma atividade permitida. Cada ocupação tem um código CNAE e só as que estão na lista oficial do MEI são aceitas. Profissões regulamentadas, como advocacia, medicina ou contabilidade, ficam de fora. Confira a lista no Portal do Empreendedor antes de se formalizar.

      Se o faturamento passar do limite em até 20% (até ${F.meiOverrunCeiling} no ano), você paga imposto sobre o excesso e vira microempresa a partir do ano seguinte. Acima disso, o desenquadramento vale desde o começo do ano, com impostos maiores a pagar. Por isso, acompanhe o faturamento todo mês.

      ## O DAS: o imposto mensal

      O DAS (Documento de Arrecadação do Simples Nacional) reúne, em uma única guia, tudo o que o MEI paga:

      - INSS: 5% do salário mínimo;
      - ICMS: ${F.dasIcms}, para comércio e indústria;
      - ISS: ${F.dasIss}, para prestação de serviços.

      Com o salário mínimo de ${F.year} (${F.minimumWage}), o DAS é de ${F.dasComercio} para comércio ou indústria, ${F.dasServicos} para serviços e ${F.dasComercioServicos} para quem faz as duas coisas. Os valores mudam todo ano junto com o salário mínimo; confira o valor atualizado no Portal do Empreendedor.

      O vencimento é todo dia ${F.dasDueDay}, referente ao mês anterior. A guia é gerada no Portal do Empreendedor (PGMEI) ou no app MEI e pode ser paga por Pix, código de barras ou débito automático. O DAS é devido mesmo nos meses sem nenhuma venda. Atrasos geram multa e juros, e dívidas acumuladas podem ir para a dívida ativa e até levar ao cancelamento do MEI.

      ## A declaração anual (DASN-SIMEI)

      Todo ano, até ${F.dasnDeadline}, o MEI entrega a DASN-SIMEI, informando o faturamento bruto do ano anterior, quanto veio de comércio ou indústria, quanto veio de serviços e se teve empregado. A entrega é obrigatória mesmo para quem não faturou nada. Ela é feita no Portal do Empreendedor e leva poucos minutos se você anotou suas receitas ao longo do ano. A entrega fora do prazo gera multa, com valor mínimo de ${F.dasnMinFine}.

      ## Separe o dinheiro da empresa do seu

      Abra uma conta para o CNPJ (conta PJ) e deixe a conta pessoal (PF) só para a sua vida. Todas as vendas entram na conta PJ e todas as compras do negócio saem dela. Para pagar as suas contas, defina uma retirada fixa por mês, o pró-labore, e transfira esse valor para a conta PF. Assim você sabe se o negócio dá lucro de verdade.

      Todo mês, preencha o Relatório Mensal de Receitas Brutas com o que entrou, com e sem nota fiscal, e guarde as notas de compras e vendas. Com esse controle em dia, a declaração anual vira só copiar números.
    `,
  }),
  article({
    id: "whatsapp-business-e-redes-sociais",
    title: "WhatsApp Business e redes sociais: divulgue seu negócio sem gastar muito",
    description: "Configure o WhatsApp Business com catálogo, respostas rápidas e etiquetas, escolha as redes certas e apareça no Google.",
    category: "Marketing",
    content: `
      ## Comece pelo WhatsApp Business

      Para a maioria dos pequenos negócios brasileiros, o WhatsApp é a vitrine, o balcão e o caixa ao mesmo tempo. O WhatsApp Business é gratuito, separa o número do negócio do seu número pessoal e traz ferramentas que economizam muito tempo. Se puder, use um chip só para a empresa.

      ## Perfil comercial completo

      Preencha tudo: nome do negócio, foto com a sua logo, descrição curta do que você vende, endereço ou região de atendimento, horário de funcionamento, e-mail e link do Instagram ou do site. Um perfil completo passa confiança para quem ainda não conhece você.

      ## Catálogo: a vitrine no celular

      No catálogo você cadastra produtos ou serviços com foto, preço, descrição e código. O cliente navega sem precisar pedir "me manda os preços" e você pode enviar o link de um item ou do catálogo inteiro em qualquer conversa. Use fotos com boa luz, fundo limpo e preço sempre atualizado. Produto sem preço gera dúvida e conversa que não vira venda.

      ## Respostas rápidas e mensagens automáticas

      As respostas rápidas guardam textos que você repete todo dia: formas de pagamento, prazo de entrega, endereço, chave Pix. Basta digitar "/" na conversa e escolher o atalho. Configure também a mensagem de saudação, enviada no primeiro contato, e a mensagem de ausência, para fora do horário, avisando quando você vai responder.

      ## Etiquetas para não perder nenhum pedido

      As etiquetas organizam as conversas por situação: "Novo cliente", "Novo pedido", "Pagamento pendente", "Pago" e "Pedido finalizado" já vêm prontas, e você pode criar outras. No fim do dia, filtre por "Pagamento pendente" e faça a cobrança com educação. As etiquetas também ajudam a montar listas de transmissão, que só chegam a quem salvou o seu número, então peça para o cliente salvar o contato.

      ## Redes sociais: menos é mais

      Você não precisa estar em todas as redes. Escolha uma ou duas onde o seu público já está, como Instagram para produtos visuais ou Facebook e grupos do bairro para serviços locais, e mantenha uma frequência que você consegue cumprir, por exemplo três posts por semana. Alterne tipos de conteúdo:

      - produto: foto ou vídeo curto mostrando detalhes e preço;
      - bastidores: como você produz, embala ou atende;
      - prova social: avaliação ou foto enviada por cliente, com autorização;
      - chamada para ação: "peça pelo WhatsApp", com o link direto.

      ## Apareça no Google

      Cadastre o negócio no Perfil da Empresa no Google, que é gratuito. Assim você aparece nas buscas e no Google Maps quando alguém procura "bolo de pote perto de mim" ou "manicure em domicílio". Coloque horário, telefone, fotos e responda a todas as avaliações, inclusive as negativas, com calma e educação.

      ## Meça o que funciona

      Uma vez por mês, pergunte a cada cliente novo como ele conheceu você e anote. Em pouco tempo você descobre qual canal traz venda e onde vale investir seu tempo, antes de pensar em anúncios pagos.
    `,
  }),
  article({
    id: "atendimento-que-fideliza",
    title: "Atendimento que faz o cliente voltar",
    description: "Como responder rápido, combinar tudo por escrito, resolver problemas e fazer um pós-venda que gera recompra e indicação.",
    category: "Atendimento",
    content: `
      ## Por que o atendimento vende

      Conquistar um cliente novo dá trabalho: ele precisa conhecer você, confiar e testar. Quem já comprou e foi bem atendido compra de novo e ainda indica para amigos. Para um negócio pequeno, um bom atendimento é a propaganda mais barata que existe.

      ## Responda rápido e com clareza

      Quem pergunta pelo WhatsApp costuma perguntar para outros vendedores ao mesmo tempo. Tente responder em poucos minutos no horário comercial e use a mensagem de ausência para avisar quando vai responder fora dele. Responda exatamente o que foi perguntado, com preço, prazo e forma de pagamento, sem fazer o cliente pedir duas vezes. Chame pelo nome e evite abreviações que possam confundir.

      ## Combine tudo por escrito

      Antes de fechar, envie um resumo do pedido: itens, quantidades, valor total, taxa de entrega, forma de pagamento, data e local de entrega. Peça para o cliente confirmar. Esse resumo evita a maioria das reclamações e serve de registro se houver algum desentendimento.

      ## Cumpra o que prometeu

      É melhor prometer um prazo de três dias e entregar em dois do que prometer um dia e atrasar. Se perceber que vai atrasar, avise antes de o cliente perguntar, explique o motivo e diga a nova previsão. O cliente aceita um imprevisto; o que ele não aceita é ficar sem notícia.

      ## Quando algo dá errado

      Reclamação é uma chance de mostrar que você é confiável. Siga estes passos:

      - ouça até o fim, sem interromper e sem discutir;
      - peça desculpas pelo transtorno, mesmo que a culpa não seja só sua;
      - ofereça uma solução concreta: troca, conserto, reenvio ou devolução do dinheiro;
      - cumpra a solução no prazo combinado e confirme se o cliente ficou satisfeito.

      Lembre que o Código de Defesa do Consumidor vale também para pequenos negócios. Em compras feitas fora do estabelecimento, como pela internet, por telefone ou pelo WhatsApp, o cliente tem 7 dias para desistir e receber o dinheiro de volta. Produtos com defeito também devem ser trocados ou consertados.

      ## Pós-venda: o atendimento continua

      Alguns dias depois da entrega, mande uma mensagem curta perguntando se deu tudo certo. Se o cliente gostou, peça uma avaliação no Perfil da Empresa no Google ou uma foto para postar, sempre com autorização. Use as etiquetas do WhatsApp Business para marcar quem já comprou e avise essas pessoas quando chegar novidade, mas sem exagerar: uma ou duas mensagens por mês bastam.

      ## Crie um cadastro simples de clientes

      Anote nome, telefone, o que cada pessoa comprou, a data e preferências, como sabor favorito, tamanho ou melhor horário para entrega. Com essas informações você oferece o produto certo na hora certa, por exemplo lembrando a cliente de que o aniversário do filho está chegando. Pequenos gestos, como um bilhete escrito à mão ou um brinde simples na primeira compra, ficam na memória e fazem o cliente voltar.
    `,
  }),
  article({
    id: "preco-certo-e-primeira-venda",
    title: "Preço certo e primeira venda: do markup ao Pix",
    description:
      "Calcule o preço com custo, despesas e margem usando o markup, e prepare Pix, maquininha e conciliação para receber sem dor de cabeça.",
    category: "Vendas",
    content: `
      ## Preço não é chute

      Copiar o preço do concorrente ou "colocar um pouco em cima do custo" é o caminho mais rápido para vender muito e não sobrar dinheiro. O preço precisa pagar três coisas: o custo do produto, as despesas do negócio e o seu lucro.

      ## Os três ingredientes do preço

      - Custo direto: tudo o que vai em cada unidade, como matéria-prima, embalagem e etiqueta.
      - Despesas: variáveis, que acompanham cada venda, como taxa da maquininha e comissão, e fixas, que existem mesmo sem venda, como DAS, internet, gás e aluguel. Para transformar as fixas em percentual, divida o total do mês pelo faturamento esperado: R$ 400 de despesas fixas para R$ 2.000 de vendas dão 20%.
      - Margem de lucro: o que sobra para reinvestir e fazer o negócio crescer. O seu pró-labore pode entrar nas despesas fixas.

      ## Exemplo com markup

      Imagine um bolo de pote. Ingredientes custam R$ 4,00 e pote com colher, R$ 1,00: custo direto de R$ 5,00. Suponha despesas variáveis de 10%, despesas fixas de 20% e margem de lucro desejada de 20%. Somando, 50% do preço ficam para despesas e lucro.

      O markup é: 1 ÷ (1 − 0,50) = 2. Preço = R$ 5,00 × 2 = R$ 10,00.

      Conferindo: de R$ 10,00, R$ 1,00 cobre as despesas variáveis, R$ 2,00 as fixas, R$ 2,00 é lucro e R$ 5,00 repõem o custo.

      Por que não somar 50% ao custo? Você chegaria a R$ 7,50. Descontando 10% e 20% desse preço e o custo de R$ 5,00, sobrariam só R$ 0,25, cerca de 3% em vez dos 20% planejados. O markup calcula as despesas e o lucro sobre o preço de venda, que é de onde o dinheiro realmente sai.

      ## Compare com o mercado

      Com o preço calculado, pesquise três ou quatro concorrentes. Se o seu ficou muito acima, reveja custos, negocie com fornecedores ou mostre um diferencial claro, como entrega rápida ou ingrediente melhor. Se ficou muito abaixo, não tenha medo de cobrar mais: preço baixo demais também passa a impressão de baixa qualidade.

      ## Receba por Pix com a chave CNPJ

      Cadastre uma chave Pix com o CNPJ na conta PJ. Ela passa mais confiança do que um CPF e mantém o dinheiro da empresa separado do seu. Tenha um QR code impresso no balcão ou na embalagem e, quando possível, gere um QR code com o valor da venda, para evitar erro de digitação. Alguns bancos cobram tarifa de Pix recebido em conta de empresa, então compare antes de escolher o banco.

      Atenção ao golpe do comprovante falso: só entregue o produto depois de ver o valor entrar no aplicativo do banco, não apenas uma imagem enviada pelo cliente.

      ## Maquininha e outras formas de pagamento

      Muitos clientes ainda preferem cartão. Compare as maquininhas pela taxa do débito, do crédito à vista e do parcelado, e pelo prazo para o dinheiro cair na conta. Receber no dia seguinte costuma custar mais do que receber em 30 dias. Inclua a taxa nas despesas variáveis do seu markup.

      ## Conciliação: o dinheiro bateu?

      No fim de cada dia, compare as vendas anotadas com os Pix e os pagamentos de cartão que aparecem no extrato. Marque cada venda como paga e investigue qualquer diferença na hora, enquanto ainda lembra dos detalhes.

      ## Faça a primeira venda

      Comece por quem já conhece você: familiares, vizinhos e colegas. Envie o link do catálogo pelo WhatsApp Business, ofereça uma condição de lançamento com prazo definido e peça uma avaliação depois da entrega. A primeira venda valida o produto, o preço e o processo de ponta a ponta.
    `,
  }),
  article({
    id: "empreender-sem-se-esgotar",
    title: "Empreender sem se esgotar: jornada, pausas e sinais de burnout",
    description: "Como organizar a jornada, fazer pausas que funcionam, reconhecer sinais de esgotamento e onde buscar ajuda.",
    category: "Bem-estar",
    content: `
      ## O negócio depende de você

      No começo, quem empreende sozinho é vendedor, produtor, entregador, financeiro e atendimento ao mesmo tempo. É comum trabalhar até tarde, responder cliente no domingo e sentir culpa ao descansar. Mas, se você adoece, o negócio para. Cuidar de você é cuidar da empresa.

      ## Defina uma jornada

      Escolha horário de início e de fim e coloque no perfil do WhatsApp Business. Configure a mensagem de ausência para fora desse horário: o cliente sabe quando vai ser respondido e você não precisa ficar de plantão. Reserve pelo menos um dia de folga por semana e, se o movimento for maior no fim de semana, folgue em um dia útil.

      Separe também o espaço: se trabalha em casa, tenha um canto só para o negócio e, ao terminar o expediente, guarde o material e silencie as notificações do número comercial.

      ## Pausas que funcionam

      - Trabalhe em blocos de 25 a 50 minutos e faça pausas curtas para levantar, beber água e olhar para longe da tela.
      - Faça as refeições longe do celular e em horário fixo.
      - Durma com regularidade: adultos precisam, em geral, de 7 a 9 horas por noite. Decisões importantes tomadas no cansaço costumam sair piores.
      - Mexa o corpo todos os dias, nem que seja uma caminhada de 20 minutos.

      ## Sinais de burnout

      A Organização Mundial da Saúde reconhece o burnout como um fenômeno ligado ao trabalho, resultado de estresse crônico que não foi bem administrado. Fique atento se, por várias semanas, você notar:

      - cansaço que não passa nem depois de descansar;
      - irritação, desânimo ou vontade de se afastar do próprio negócio e dos clientes;
      - dificuldade de concentração e sensação de que nada do que faz dá resultado;
      - dores de cabeça, problemas de sono ou alterações no apetite.

      Esses sinais não são fraqueza nem falta de força de vontade. São um aviso de que o ritmo precisa mudar.

      ## O que fazer na prática

      Reveja a lista de tarefas e corte ou adie o que não traz venda nem cuida do cliente. Recuse pedidos que não cabem na sua capacidade: dizer "consigo entregar na próxima semana" é melhor que virar a noite. Automatize o que se repete, com respostas rápidas e catálogo, e peça ajuda à família ou a parceiros em datas de pico.

      ## Procure apoio

      Converse com outros empreendedores, participe de grupos e cursos locais, como os do Sebrae, e não carregue tudo sozinho. Se os sinais persistirem, procure um profissional de saúde; pelo SUS, o primeiro passo é a Unidade Básica de Saúde. Em momentos de sofrimento emocional, o CVV atende gratuitamente, 24 horas, pelo telefone 188.

      ## A proteção do MEI

      Com o DAS em dia, o MEI contribui para o INSS e pode ter direito ao auxílio por incapacidade temporária, desde que cumpra a carência, que em geral é de 12 contribuições mensais. Mais um motivo para manter o pagamento em dia: é a sua rede de proteção se precisar parar.
    `,
  }),
];

// ---------------------------------------------------------------------------
// Dicas Práticas
// ---------------------------------------------------------------------------

export const TIPS: readonly LearningItem[] = [
  tip({
    id: "rotina-semanal-fluxo-de-caixa",
    title: "Rotina semanal do fluxo de caixa",
    description: "Meia hora por semana para saber quanto entrou, quanto saiu e quanto vai sobrar.",
    category: "Finanças",
    content: `
      Escolha um dia fixo, por exemplo segunda de manhã, e reserve 30 minutos para o caixa. Com a conta PJ separada da conta pessoal, fica fácil:

      - anote todas as entradas da semana (vendas em Pix, cartão e dinheiro);
      - anote todas as saídas (compras, taxas, entregas, DAS);
      - compare com o extrato do banco e corrija diferenças;
      - liste as contas a pagar e a receber das próximas quatro semanas.

      Uma planilha ou caderno com as colunas data, descrição, entrada e saída já resolve. Se a previsão mostrar falta de dinheiro, você descobre com semanas de antecedência e ainda dá tempo de cobrar clientes, negociar prazos ou segurar compras.
    `,
  }),
  tip({
    id: "das-em-dia",
    title: "Deixe o DAS no automático",
    description: `Evite multa e mantenha seus direitos no INSS pagando o DAS até o dia ${F.dasDueDay}.`,
    category: "Finanças",
    content: `
      O DAS do MEI vence todo dia ${F.dasDueDay} e é devido mesmo nos meses sem venda. Para não esquecer, ative o débito automático ou coloque um lembrete no celular para o dia 15. A guia sai no Portal do Empreendedor ou no app MEI e pode ser paga por Pix.

      Em ${F.year}, o valor vai de ${F.dasComercio} a ${F.dasComercioServicos}, conforme a atividade; ele muda todo ano com o salário mínimo, então confira o valor atualizado no Portal do Empreendedor. E anote na agenda: a declaração anual, DASN-SIMEI, deve ser entregue até ${F.dasnDeadline}.
    `,
  }),
  tip({
    id: "pix-com-chave-cnpj",
    title: "Receba por Pix com a chave CNPJ",
    description: "Mais confiança para o cliente e dinheiro da empresa separado do seu.",
    category: "Vendas",
    content: `
      Cadastre a chave Pix com o número do CNPJ na conta da empresa. Na hora de pagar, o cliente vê os dados da empresa, o que passa mais confiança, e o dinheiro não se mistura com as suas contas pessoais.

      Deixe um QR code impresso no balcão e salve a chave como resposta rápida no WhatsApp Business. Antes de entregar o pedido, confirme que o valor entrou no aplicativo do banco: comprovante enviado por imagem pode ser falso. No fim do dia, confira se cada venda anotada tem um Pix correspondente no extrato.
    `,
  }),
  tip({
    id: "combos-e-kits",
    title: "Crie combos para vender mais por pedido",
    description: "Aumente o valor de cada venda sem precisar de mais clientes.",
    category: "Vendas",
    content: `
      Conquistar um cliente novo custa caro; vender um pouco mais para quem já está comprando é mais fácil. Monte combos com produtos que combinam, como bolo e café, corte e hidratação ou kit de três sabores, com um pequeno desconto em relação à compra separada.

      Antes de definir o desconto, confira no seu cálculo de preço se a margem continua positiva. Ofereça o combo no momento do pedido, com uma frase simples: "Quer levar o kit com três por R$ 27?". Cadastre os combos no catálogo do WhatsApp Business para o cliente encontrar sozinho.
    `,
  }),
  tip({
    id: "respostas-rapidas-whatsapp",
    title: "Use respostas rápidas no WhatsApp Business",
    description: "Responda em segundos as perguntas que chegam todo dia.",
    category: "Atendimento",
    content: `
      Anote as cinco perguntas que os clientes mais fazem: preço, formas de pagamento, prazo de entrega, endereço e horário. Para cada uma, escreva uma resposta clara e cordial e salve como resposta rápida nas ferramentas comerciais do WhatsApp Business.

      Na conversa, basta digitar "/" e escolher o atalho, por exemplo /pix ou /entrega. Você responde em segundos, sem erro de digitação e sem esquecer informação. Revise as respostas sempre que mudar preço, prazo ou taxa de entrega, e personalize com o nome do cliente antes de enviar.
    `,
  }),
  tip({
    id: "catalogo-whatsapp-business",
    title: "Monte o catálogo do WhatsApp Business",
    description: "Sua vitrine no celular do cliente, com foto, preço e descrição.",
    category: "Marketing",
    content: `
      O catálogo do WhatsApp Business mostra seus produtos ou serviços dentro do aplicativo. Cadastre cada item com uma foto bem iluminada e fundo limpo, nome claro, preço e uma descrição curta com tamanho, sabor ou tempo de atendimento.

      Quando alguém pedir "me manda os preços", envie o link do catálogo em vez de várias fotos soltas. Compartilhe o link também no Instagram e no status. Mantenha tudo atualizado: produto esgotado ou preço antigo gera frustração e faz o cliente desistir da compra.
    `,
  }),
  tip({
    id: "perfil-da-empresa-no-google",
    title: "Apareça no Google de graça",
    description: "Cadastre o Perfil da Empresa no Google e seja encontrado no Maps.",
    category: "Marketing",
    content: `
      Quando alguém busca "salgados para festa perto de mim", o Google mostra os negócios cadastrados no Perfil da Empresa no Google. O cadastro é gratuito e também coloca você no Google Maps.

      Preencha nome, categoria, telefone ou WhatsApp, horário, área de atendimento e pelo menos cinco fotos. Se você atende em casa, pode esconder o endereço e mostrar só a região atendida. Depois, peça aos clientes satisfeitos que deixem uma avaliação e responda a todas, agradecendo os elogios e resolvendo as críticas com educação.
    `,
  }),
  tip({
    id: "blocos-de-tempo",
    title: "Organize o dia em blocos de tempo",
    description: "Pare de ser interrompido o tempo todo e renda mais em menos horas.",
    category: "Produtividade",
    content: `
      Responder mensagens a cada minuto quebra a concentração e faz o dia render pouco. Divida o dia em blocos: por exemplo, produção das 8h às 11h, atendimento e vendas das 11h às 12h e das 16h às 17h, entregas à tarde e 30 minutos de finanças no fim do expediente.

      Durante a produção, deixe a mensagem de ausência ligada ou avise que responde em até uma hora. Toda noite, escolha as três tarefas mais importantes do dia seguinte e comece por elas. Ao final da semana, veja o que funcionou e ajuste os horários.
    `,
  }),
  tip({
    id: "estude-a-concorrencia",
    title: "Estude a concorrência antes de decidir",
    description: "Descubra o que os concorrentes fazem bem e onde você pode se destacar.",
    category: "Estratégia",
    content: `
      Escolha três a cinco concorrentes, próximos de você ou que vendem para o mesmo público. Anote preço, variedade, prazo de entrega, formas de pagamento, qualidade das fotos e o que os clientes elogiam ou reclamam nas avaliações do Google e nos comentários das redes sociais.

      As reclamações repetidas são oportunidades: se todos atrasam, prometa e cumpra prazo; se ninguém entrega no seu bairro, comece por ele. Não tente ser o mais barato. Escolha um diferencial que você consiga manter e comunique isso em todos os posts.
    `,
  }),
  tip({
    id: "acompanhe-o-limite-do-mei",
    title: "Acompanhe o limite de faturamento do MEI",
    description: `Some o faturamento todo mês para não ultrapassar ${F.meiAnnualLimit} no ano sem perceber.`,
    category: "Negócios",
    content: `
      O MEI pode faturar até ${F.meiAnnualLimit} por ano, uma média de ${F.meiMonthlyLimit} por mês. Se abriu o CNPJ no meio do ano, o limite é proporcional aos meses de atividade. Conta o faturamento bruto, isto é, tudo o que você vendeu, e não apenas o lucro.

      Todo mês, some as vendas no Relatório Mensal de Receitas Brutas e compare com o limite. Se perceber que vai ultrapassar, converse com um contador com antecedência para planejar a mudança para microempresa. Passar do limite em mais de 20% traz impostos retroativos desde o início do ano.
    `,
  }),
  tip({
    id: "confira-seu-cnae",
    title: "Confira se sua atividade é permitida no MEI",
    description: "Cada ocupação tem um código CNAE; nem todas podem ser MEI.",
    category: "Negócios",
    content: `
      Antes de abrir o MEI, procure a sua ocupação na lista oficial de atividades permitidas, disponível no Portal do Empreendedor. Cada ocupação corresponde a um código CNAE, e você pode registrar uma atividade principal e até 15 secundárias.

      Escolha códigos que descrevam o que você realmente faz, porque eles definem se o DAS inclui ICMS, ISS ou os dois, e se você pode emitir nota de comércio ou de serviço. Se a sua atividade não estiver na lista, como ocorre com profissões regulamentadas, converse com um contador sobre outro formato de empresa.
    `,
  }),
  tip({
    id: "folga-sem-culpa",
    title: "Marque sua folga na agenda",
    description: "Descanso planejado evita o esgotamento e melhora suas decisões.",
    category: "pessoal",
    content: `
      Se a folga fica para quando sobrar tempo, ela nunca chega. Coloque na agenda, como compromisso fixo, pelo menos um dia livre por semana e algumas pausas curtas durante o dia.

      Avise os clientes com antecedência, atualize o horário no WhatsApp Business e deixe a mensagem de ausência ligada. No dia de folga, silencie o número comercial. Se notar cansaço que não passa, irritação constante ou perda de interesse pelo negócio por várias semanas, reduza o ritmo e procure apoio de um profissional de saúde.
    `,
  }),
];

export const LEARNING_ITEMS: readonly LearningItem[] = [...ARTICLES, ...TIPS];

export function findLearningItem(id: string): LearningItem | undefined {
  return LEARNING_ITEMS.find((item) => item.id === id);
}
