/**
 * Lines only true of one idea (licences, equipment, safety, seasonality), added to its
 * archetype's text in the offline analysis.
 */
export type IdeaLines = { operations?: string[]; risks?: string[]; firstSteps?: string[] };

export const IDEA_LINES: Record<string, IdeaLines> = {
  "conserto-de-celulares": {
    operations: ["Faça backup ou peça ao cliente para fazer antes de trocar placa ou tela, e anote a senha só com autorização"],
    risks: [
      "Celular roubado trazido para conserto ou venda de peças: confira o IMEI no site Celular Seguro ou na Anatel e guarde os dados do cliente",
    ],
  },
  apicultura: {
    operations: [
      "Instale o apiário longe de casas, escolas e estradas, com água limpa e florada por perto",
      "Faça revisões nas colmeias com macacão, luvas e fumigador, e colha só os quadros operculados",
    ],
    risks: [
      "Ano de pouca florada ou seca: alimentação de manutenção e apiários em locais diferentes",
      "Agrotóxicos de lavouras vizinhas matando abelhas: converse com os vizinhos e cadastre o apiário no órgão de defesa agropecuária",
    ],
    firstSteps: ["faça o curso de apicultura e visite um apiário em produção", "mapeie a florada da região ao longo do ano"],
  },
  "psicologo-online": {
    operations: [
      "Cadastre-se no e-Psi do Conselho Federal de Psicologia antes de atender online e use plataforma com sigilo e conexão estável",
    ],
    risks: [
      "Situação de crise ou risco de vida do paciente: tenha o contato de emergência e a rede de apoio (CVV 188, CAPS, SAMU 192) combinados no contrato",
    ],
  },
  "pet-sitter-e-passeador": {
    operations: ["Combine com o tutor onde ficam as chaves, a ração e os remédios e mande foto ou vídeo a cada visita"],
    risks: ["Calor: passeie cedo ou no fim da tarde, teste o asfalto com a mão e leve água"],
  },
  "food-truck": {
    operations: ["Tenha extintor, botijão fixado e instalação de gás revisada a bordo"],
  },
  "marmitas-caseiras": { risks: ["Marmita que azeda no caminho: entregue em até 2 horas e mantenha acima de 60 °C"] },
  "hamburgueria-delivery": {
    operations: ["Controle o ponto da carne e a temperatura da chapa: carne moída precisa de cozimento completo"],
  },
  "caminhoneiro-autonomo": { operations: ["Respeite o tempo de direção e descanso da Lei 13.103/2015 e registre as paradas"] },
  mototaxi: { operations: ["Use colete e capacete com as faixas refletivas exigidas e ofereça touca descartável ao passageiro"] },
  "pulverizacao-com-drone": {
    operations: ["Respeite as distâncias de casas, nascentes e culturas vizinhas e as condições de vento da bula"],
  },
  "perfuracao-de-pocos": {
    operations: ["Peça a outorga ou o cadastro do poço antes de perfurar e entregue o laudo de potabilidade da água"],
  },
  "eletricista-residencial": { operations: ["Desligue o circuito no quadro e teste a ausência de tensão antes de mexer"] },
  "instalacao-de-ar-condicionado": {
    operations: ["Recolha o gás refrigerante em vez de soltar no ar e use os equipamentos de trabalho em altura em fachadas"],
  },
  "cuidador-de-idosos": {
    operations: ["Anote horários de remédios, alimentação e sinais de alerta e avise a família de qualquer mudança"],
  },
  "creche-e-bercario": {
    operations: ["Siga as regras da secretaria de educação do município para autorização e a proporção de crianças por educador"],
  },
  dedetizacao: {
    operations: ["Entregue o certificado de execução com o produto usado, o registro na Anvisa e as orientações de segurança"],
  },
  "taxi-dog": {
    operations: ["Transporte cada animal em caixa ou cinto próprio, com o carro ventilado, e higienize o carro entre corridas"],
    risks: [
      "Multa ou acidente por animal solto no carro: caixa de transporte ou cinto próprio sempre (Código de Trânsito, art. 169 e 252)",
    ],
  },
  "agente-de-viagens": {
    firstSteps: [
      "escolha o público e os destinos em que vai se especializar",
      "faça o Cadastur como agência",
      "cadastre-se em operadoras e consolidadoras",
      "abra o CNPJ",
      "monte três pacotes de exemplo com preços",
      "divulgue para conhecidos e grupos",
      "feche as primeiras vendas com contrato e seguro viagem",
      "peça avaliações depois da viagem",
    ],
  },
  "lavagem-de-carros-a-domicilio": {
    risks: ["Água com sabão escorrendo para a rua ou o bueiro: lavagem a seco ou com pouca água e produtos biodegradáveis"],
  },
  "interprete-de-libras": {
    operations: [
      "Peça com antecedência o roteiro e o vocabulário técnico do evento ou da consulta e, em eventos longos, trabalhe em dupla com revezamento",
    ],
  },
  doula: {
    operations: [
      "Combine o plano de parto com a gestante e respeite o papel da equipe de saúde: a doula dá apoio físico e emocional, não faz procedimentos",
    ],
    risks: ["Parto que acontece em data imprevista: tenha disponibilidade combinada e uma colega de reserva"],
  },
  "banho-e-tosa": { risks: ["Animal que se machuca ou foge na mesa de tosa: nunca o deixe sozinho preso ao suporte"] },
  "colheita-sob-empreitada": { operations: ["Use os EPIs da NR-31 (botas, luvas, chapéu, protetor solar) e beba água ao longo do dia"] },
};
