"""Economic model of each idea: archetype templates + idea-specific parameters (models.py).

The structure follows Sebrae's business-plan method ("Como elaborar um plano de negócio",
https://sebrae.com.br/sites/PortalSebrae/artigos/como-elaborar-um-plano-de-negocio): fixed
investment (items x qty x unit price), pre-operational expenses, initial stock, working capital,
monthly fixed costs, and a revenue model (unit of sale, price, variable cost per unit, capacity,
ramp). Every derived figure (revenue, profit, break-even, payback) is computed in TypeScript
(app/modules/economics/model.ts); this file only states the inputs and their basis.

Bases used for figures shared by many ideas (reference year 2026):
- Card and Pix fees: MDR averages of 2,33% (credit) and 1,10% (debit), small businesses pay more
  (PagSeguro 1,99% debit / 3,19% credit; Stone 1,99% / 3,02%)
  (https://adivcontabilidade.com.br/blog/maquininha-pix-ou-link-de-pagamento-o-que-compensa,
  https://maquininhaamarelinha.com/qual-e-a-maquininha-que-tem-a-menor-taxa-de-juros).
  Assumed mix: half Pix/cash (0%), half card (~3%) -> 1,5% of the price.
- Delivery apps: iFood Plano Básico 12% commission + 3,2% online payment; Plano Entrega 23%
  (https://blog-parceiros.ifood.com.br/taxas-ifood/). Ride apps keep ~25% of the fare.
- Employees (ME ideas): wage 20% above the minimum wage (typical category floor) plus FGTS 8%,
  13th salary 8,33% and vacation 11,11% -> x1,28 (Simples Nacional anexos I-III include the
  employer's INSS in the DAS).
- Accountant for an ME in the Simples Nacional: R$ 450/month (typical fee for a small ME, 2026
  estimate); an MEI needs none.
- Equipment prices: 2026 retail prices of entry-level new equipment (estimates from large
  Brazilian retailers); vehicles at used-market (Tabela FIPE-like) values where the idea says used.
- Selling prices and capacities: typical 2026 prices for the activity in a mid-sized Brazilian
  city (estimate), capacity derived from hours worked x time per unit.
"""

import json, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
YEAR = 2026

# --- legal facts: read from the one dated TS module so both sides agree -----------------------
_FACTS = (ROOT / "app/modules/facts/legal-facts.ts").read_text()


def _num(name):
    m = re.search(rf"export const {name} = ([\d_.]+);", _FACTS)
    if not m:
        raise SystemExit(f"legal-facts.ts: {name} not found")
    return float(m.group(1).replace("_", ""))


MINIMUM_WAGE = _num("MINIMUM_WAGE")
ME_ANNUAL_LIMIT = float(re.search(r"export const ME_ANNUAL_LIMIT = ([\d_]+);", (ROOT / "app/modules/facts/simples-nacional.ts").read_text()).group(1).replace("_", ""))
MEI_ANNUAL_LIMIT = _num("MEI_ANNUAL_LIMIT")
MEI_TRUCKER_ANNUAL_LIMIT = _num("MEI_TRUCKER_ANNUAL_LIMIT")
FACTS_YEAR = int(_num("FACTS_YEAR"))

CARD_FEE = 0.015
WAGE = round(MINIMUM_WAGE * 1.2)
EMPLOYER_FACTOR = 1.28
ACCOUNTANT = 450

RAMPS = {
    # share of the steady-state volume reached in months 1..12
    "fast": [0.5, 0.65, 0.8, 0.9, 1, 1, 1, 1, 1, 1, 1, 1],
    "medium": [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 1, 1, 1],
    "slow": [0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 1],
}
SLOWER = {"fast": "medium", "medium": "slow", "slow": "slow"}
FASTER = {"fast": "fast", "medium": "fast", "slow": "medium"}
# steady-state share of capacity per scenario
OCCUPANCY = {"pessimista": 0.4, "provavel": 0.6, "otimista": 0.8}

# --- archetypes ------------------------------------------------------------------------------
# das: activity type of the DAS (MEI) ; annex: Simples Nacional annex (ME) ; ramp ;
# wc: months of fixed costs kept as working capital ; base: items every idea of it needs ;
# preop: pre-operational expenses ; fixed: monthly fixed costs (R$).
PHONE = ("Celular e internet", 130)
ENERGY_HOME = ("Energia e gás a mais em casa", 150)
ADS = ("Divulgação (impulsionar posts, panfletos)", 150)
PREOP_MEI = [("Abertura do MEI (gratuita) e alvará/taxas da prefeitura", 150), ("Primeira divulgação: cartões e anúncios (perfil e WhatsApp Business são gratuitos)", 200)]
PREOP_SANIT = [("Abertura do MEI (gratuita), alvará e licença sanitária", 400), ("Curso de Boas Práticas", 150), ("Primeira divulgação: fotos, rótulos, perfil e anúncios", 400)]
# Home food production starts with the home's stove and fridge; the Sebrae/Anvisa Boas Práticas
# course has free online versions; low-risk home activities are often exempt from a paid licence.
PREOP_HOME_FOOD = [("Abertura do MEI (gratuita) e taxas municipais", 100), ("Curso de Boas Práticas (há versões gratuitas online)", 0), ("Primeira divulgação: fotos, rótulos e perfil", 200)]
PREOP_ME = [("Abertura da ME (Junta Comercial, contador, taxas)", 1500), ("Licenças: alvará, bombeiros e sanitária quando exigida", 1200), ("Inauguração e primeira divulgação", 2000)]
PREOP_PRO = [("Registro no conselho profissional (anuidade) e inscrição municipal", 700), ("Primeira divulgação: site simples, perfil e cartões", 500)]
RENT_FIT = "Adaptação do ponto (pintura, elétrica, comunicação visual)"
# Marketplace commissions (2025-2026): Elo7 charges 18% or 20% per sale since January 2025
# (https://artesadevalor.com.br/organizacao/tudo-sobre-as-taxas-e-novas-politicas-de-frete-do-elo7-em-2025),
# Shopee 14% to 20% with free shipping (https://seller.shopee.com.br/edu/article/22255). Handmade
# and custom goods sell mostly face to face and by WhatsApp; the share sold on marketplaces is an
# estimate: about a third for crafts, a quarter for custom printing (companies order directly).
MARKETPLACE_THIRD = "comissão média de 6%: cerca de um terço das vendas em marketplaces, que cobram de 14% a 20% por venda (Elo7 18% ou 20% desde 2025, https://artesadevalor.com.br/organizacao/tudo-sobre-as-taxas-e-novas-politicas-de-frete-do-elo7-em-2025; Shopee 14% a 20%, https://seller.shopee.com.br/edu/article/22255), e o resto em feiras, lojas e vendas diretas sem comissão"
MARKETPLACE_QUARTER = "comissão média de 5%: cerca de um quarto das vendas em marketplaces, que cobram de 14% a 20% por venda (Shopee, https://seller.shopee.com.br/edu/article/22255; Elo7 18% ou 20%), e o resto em pedidos diretos de pessoas e empresas, sem comissão"

ARCH = {
    "cozinha-doces": dict(label="Confeitaria caseira", das="comercio", annex="II", ramp="medium", wc=2,
        base=["Formas, bicos, assadeiras e utensílios:1:250", "Balança de cozinha:1:80"], preop=PREOP_HOME_FOOD, fixed=[PHONE, ENERGY_HOME, ADS]),
    "cozinha-refeicoes": dict(label="Cozinha de refeições por encomenda", das="comercio", annex="I", ramp="fast", wc=2,
        base=["Panelas industriais e utensílios:1:700", "Caixas térmicas para entrega:2:180"], preop=PREOP_SANIT, fixed=[PHONE, ENERGY_HOME, ADS]),
    "fabrica-alimentos": dict(label="Pequena fábrica de alimentos", das="comercio", annex="II", ramp="medium", wc=2,
        base=["Mesa de inox:1:900", "Balança de precisão:1:250", "Seladora e rotuladora manual:1:450"], preop=PREOP_SANIT, fixed=[PHONE, ("Energia elétrica da produção", 350), ADS]),
    "bebida-artesanal": dict(label="Bebida artesanal", das="comercio", annex="II", ramp="slow", wc=3,
        base=["Envasadora e utensílios de inox:1:2500"], preop=PREOP_ME, fixed=[PHONE, ("Energia e água da produção", 600), ADS]),
    "comida-de-rua": dict(label="Comida de rua (carrinho ou barraca)", das="comercio", annex="I", ramp="fast", wc=1,
        base=["Caixa térmica e utensílios:1:300", "Botijão de gás P13 (casco e carga):1:350"], preop=[("Abertura do MEI (gratuita) e autorização de ambulante", 300), ("Curso de Boas Práticas", 150), ("Banner, cardápio e perfil", 250)], fixed=[PHONE, ADS]),
    "food-truck": dict(label="Food truck", das="comercio", annex="I", ramp="medium", wc=2,
        base=[], preop=PREOP_ME, fixed=[PHONE, ("Estacionamento e taxas de eventos", 800), ("Seguro e manutenção do veículo", 500), ADS]),
    "cozinha-delivery": dict(label="Cozinha de delivery", das="comercio", annex="I", ramp="medium", wc=2,
        base=["Geladeira ou freezer vertical:1:3000", "Utensílios, bancada e embalagens iniciais:1:1500"], preop=PREOP_SANIT + [(RENT_FIT, 3000)], fixed=[PHONE, ("Energia, gás e água", 700), ("Mensalidade do app de delivery", 130), ADS]),
    "restaurante-loja": dict(label="Restaurante, café ou loja de alimentação", das="comercio", annex="I", ramp="slow", wc=2,
        base=["Mesas e cadeiras:8:450", "Sistema de caixa (PDV) e computador:1:3000"], preop=PREOP_ME + [(RENT_FIT, 12000)], fixed=[PHONE, ("Energia, gás e água", 2200), ("Sistema de gestão", 150), ADS]),
    "alimentacao-empresas": dict(label="Alimentação para empresas e escolas", das="comercio", annex="I", ramp="slow", wc=2,
        base=["Caixas térmicas e hot box:4:450", "Utensílios de inox:1:2500"], preop=PREOP_SANIT, fixed=[PHONE, ("Energia, gás e água", 600), ADS]),
    "chef-em-domicilio": dict(label="Cozinha e bar em domicílio", das="servicos", annex="III", ramp="medium", wc=1,
        base=["Facas, utensílios e caixas térmicas:1:900"], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte até os clientes", 300)]),
    "beleza-domicilio": dict(label="Beleza a domicílio", das="servicos", annex="III", ramp="fast", wc=1,
        base=["Maleta ou bolsa de trabalho:1:200"], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte até os clientes", 300)]),
    # the chair or couch and the autoclave are each idea's items: the bronzeamento needs neither
    "estudio-beleza": dict(label="Estúdio de beleza ou arte corporal", das="servicos", annex="III", ramp="medium", wc=2,
        base=[], preop=[("Abertura do MEI (gratuita), alvará e licença sanitária", 500), (RENT_FIT, 2500), ("Primeira divulgação", 500)], fixed=[PHONE, ("Energia e água", 250), ("Agenda online", 60), ADS]),
    "salao-clinica": dict(label="Salão ou clínica com equipe", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Recepção, cadeiras e móveis:1:6000", "Autoclave e biossegurança:1:3000"], preop=PREOP_ME + [(RENT_FIT, 8000)], fixed=[PHONE, ("Energia e água", 900), ("Sistema de agenda e gestão", 150), ADS]),
    "cosmeticos-artesanais": dict(label="Cosméticos e artigos de higiene artesanais", das="comercio", annex="II", ramp="slow", wc=2,
        base=["Balança de precisão e utensílios de laboratório:1:900"], preop=PREOP_ME + [("Regularização na Anvisa/Vigilância Sanitária", 2500)], fixed=[PHONE, ("Energia e água", 250), ADS]),
    "servico-domestico": dict(label="Serviço na casa do cliente", das="servicos", annex="III", ramp="fast", wc=1,
        base=[], preop=[("Abertura do MEI (gratuita)", 0), ("Cartões e perfil no WhatsApp Business", 100)], fixed=[PHONE, ("Transporte até os clientes", 250)]),
    "limpeza-equipamento": dict(label="Limpeza com equipamento", das="servicos", annex="III", ramp="medium", wc=1,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Combustível e transporte do equipamento", 400)]),
    "jardim-piscina": dict(label="Jardins, hortas e piscinas", das="servicos", annex="III", ramp="medium", wc=1,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte até os clientes", 350)]),
    "lavanderia": dict(label="Lavanderia", das="servicos", annex="III", ramp="slow", wc=2,
        base=[], preop=PREOP_MEI + [(RENT_FIT, 3000)], fixed=[PHONE, ("Energia e água", 900), ADS]),
    "balcao-reparo": dict(label="Balcão de conserto", das="comercioServicos", annex="III", ramp="medium", wc=2,
        base=["Bancada e iluminação de trabalho:1:600"], preop=PREOP_MEI, fixed=[PHONE, ("Energia", 120), ADS]),
    "oficio-obra": dict(label="Ofício de obra e manutenção na casa do cliente", das="servicos", annex="III", ramp="fast", wc=1,
        base=["Caixa de ferramentas manuais:1:600", "Escada:1:350"], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Combustível e transporte", 450)]),
    "oficina-fabricacao": dict(label="Oficina de fabricação sob encomenda", das="comercioServicos", annex="II", ramp="medium", wc=2,
        base=["Ferramentas manuais e EPIs:1:1500"], preop=PREOP_MEI + [(RENT_FIT, 2000)], fixed=[PHONE, ("Energia (máquinas)", 450), ADS]),
    "freelancer-digital": dict(label="Freelancer digital", das="servicos", annex="III", ramp="medium", wc=2,
        base=["Notebook adequado ao trabalho:1:4500"], preop=[("Abertura de CNPJ e inscrição municipal", 300), ("Portfólio, site e perfil profissional", 400)], fixed=[PHONE, ("Softwares e assinaturas", 150), ("Divulgação e plataformas", 100)]),
    "empresa-tecnologia": dict(label="Empresa de tecnologia", das="servicos", annex="III", ramp="slow", wc=4,
        base=["Notebooks:2:5000"], preop=[PREOP_ME[0], ("Alvará, inscrição municipal e licenças da atividade", 1200), ("Lançamento e primeira divulgação", 2000)], fixed=[PHONE, ("Softwares, nuvem e assinaturas", 800), ADS]),
    "criador-conteudo": dict(label="Criação de conteúdo", das="servicos", annex="III", ramp="slow", wc=2,
        base=["Celular com boa câmera:1:2500", "Microfone de lapela e ring light:1:400"], preop=[("Abertura de CNPJ", 0), ("Identidade visual e kit de mídia", 300)], fixed=[PHONE, ("Apps de edição e armazenamento", 80)]),
    "foto-video": dict(label="Fotografia e vídeo", das="servicos", annex="III", ramp="medium", wc=2,
        base=["Notebook para edição:1:4500", "Cartões de memória e baterias extras:1:600"], preop=PREOP_MEI, fixed=[PHONE, ("Adobe/Lightroom e armazenamento em nuvem", 120), ADS]),
    "aulas-particulares": dict(label="Aulas particulares", das="servicos", annex="III", ramp="medium", wc=1,
        base=["Notebook ou tablet para aulas:1:2500"], preop=PREOP_MEI, fixed=[PHONE, ("Material didático e plataformas", 80), ADS]),
    "escola-espaco": dict(label="Escola ou espaço de aulas", das="servicos", annex="III", ramp="slow", wc=3,
        # furniture and energy differ per idea (rooms, a dance floor, a gym, rented courts): in each idea's items and fx
        base=["Computador e sistema de matrícula:1:3000"], preop=PREOP_ME + [(RENT_FIT, 8000)], fixed=[PHONE, ("Sistema de gestão escolar", 150), ADS]),
    "instrutor-empresas": dict(label="Treinamento e consultoria para empresas", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Notebook:1:4000", "Projetor portátil:1:1500"], preop=PREOP_MEI, fixed=[PHONE, ("Plataformas e softwares", 150), ADS]),
    "costura": dict(label="Ateliê de costura", das="comercioServicos", annex="II", ramp="medium", wc=2,
        base=["Mesa de corte, tesouras e réguas:1:600"], preop=PREOP_MEI, fixed=[PHONE, ("Energia", 120), ADS]),
    "personalizacao": dict(label="Personalização e impressão", das="comercio", annex="II", ramp="medium", wc=2, app=0.05, feeBasis=MARKETPLACE_QUARTER,
        base=["Computador com software de arte:1:3500"], preop=PREOP_MEI, fixed=[PHONE, ("Energia", 200), ADS]),
    "artesanato": dict(label="Artesanato", das="comercio", annex="II", ramp="slow", wc=2, app=0.06, feeBasis=MARKETPLACE_THIRD,
        base=["Ferramentas e materiais de apoio:1:100"], preop=[("Abertura do MEI (gratuita)", 0), ("Embalagens e etiquetas da marca", 150)], fixed=[PHONE, ("Taxas de feiras e divulgação", 150)]),
    "loja-varejo": dict(label="Loja de varejo de bairro", das="comercio", annex="I", ramp="slow", wc=2,
        base=["Prateleiras, balcão e expositores:1:6000", "Sistema de caixa (PDV) e leitor:1:2500"], preop=PREOP_MEI + [(RENT_FIT, 4000)], fixed=[PHONE, ("Energia e água", 350), ("Sistema de vendas e emissão de nota", 100), ADS]),
    "loja-perecivel": dict(label="Loja de perecíveis", das="comercio", annex="I", ramp="medium", wc=1,
        base=["Balança comercial com impressora:1:2500", "Sistema de caixa (PDV):1:2500"], preop=PREOP_SANIT + [(RENT_FIT, 5000)], fixed=[PHONE, ("Energia (refrigeração) e água", 1200), ("Sistema de vendas", 100), ADS]),
    "loja-online": dict(label="Loja online e revenda", das="comercio", annex="I", ramp="medium", wc=2,
        base=["Fundo fotográfico e iluminação:1:300"], preop=[("Abertura do MEI (gratuita)", 0), ("Fotos dos produtos e montagem da loja", 400)], fixed=[PHONE, ("Plataforma de loja e ERP", 100), ("Anúncios pagos", 300)]),
    "banca-feira": dict(label="Banca de feira", das="comercio", annex="I", ramp="fast", wc=1,
        base=["Barraca desmontável com lona:1:900", "Caixotes e expositores:1:300"], preop=[("Abertura do MEI (gratuita) e licença da feira", 250), ("Placas e etiquetas de preço", 150)], fixed=[PHONE, ("Taxa da feira e frete", 400)]),
    "distribuicao": dict(label="Distribuição e venda a empresas", das="comercio", annex="I", ramp="slow", wc=2,
        base=["Computador e sistema de pedidos:1:3500"], preop=PREOP_MEI, fixed=[PHONE, ("Combustível e visitas a clientes", 800), ("Sistema de pedidos e nota fiscal", 120)]),
    "pratica-regulada": dict(label="Prática profissional regulamentada", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Notebook e prontuário eletrônico:1:3500"], preop=PREOP_PRO, fixed=[PHONE, ("Anuidade do conselho (mensalizada)", 60), ("Sistema de prontuário e agenda", 100), ADS]),
    "atividade-fisica": dict(label="Atividade física e bem-estar", das="servicos", annex="III", ramp="medium", wc=2,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte até alunos e clientes", 250)]),
    "hospedagem-cuidado": dict(label="Hospedagem com cuidado", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Mobiliário e enxoval:1:8000"], preop=PREOP_ME + [(RENT_FIT, 10000)], fixed=[PHONE, ("Energia, água e gás", 1500), ("Alimentação e higiene (base)", 1500), ADS]),
    "banho-tosa": dict(label="Banho e tosa", das="servicos", annex="III", ramp="medium", wc=2,
        base=["Produtos de banho, toalhas e kit de primeiros socorros:1:600"], preop=PREOP_MEI, fixed=[PHONE, ("Energia e água", 350), ("Agenda online", 60), ADS]),
    "locacao-espaco": dict(label="Locação de espaço", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Sistema de gestão de contratos e cobrança:1:2000"], preop=PREOP_ME + [(RENT_FIT, 20000)], fixed=[PHONE, ("Energia e água", 600), ("Seguro do imóvel e dos bens guardados", 500), ADS]),
    "servico-pet": dict(label="Serviço para pets", das="servicos", annex="III", ramp="medium", wc=1,
        base=["Guias, coleiras reserva e kit de primeiros socorros:1:250"], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte", 250)]),
    "produto-pet": dict(label="Produtos para pets", das="comercio", annex="II", ramp="slow", wc=2,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ("Energia", 150), ADS]),
    "criacao-animais": dict(label="Criação de animais", das="comercio", annex="I", ramp="slow", wc=3,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ("Energia e água", 300), ("Sanidade: veterinário, vacinas ou medicamentos", 250)]),
    "lavoura": dict(label="Produção vegetal", das="comercio", annex="I", ramp="slow", wc=3,
        base=["Ferramentas de campo:1:800"], preop=[("Inscrição de produtor rural e CAF", 0), ("Análise de solo e projeto", 400), ("Embalagens e rótulos iniciais", 300)], fixed=[PHONE, ("Energia e água (irrigação)", 300), ("Frete até os compradores", 350)]),
    "criacao-rural": dict(label="Criação rural", das="comercio", annex="I", ramp="slow", wc=3,
        base=["Ferramentas e EPIs:1:600"], preop=[("Inscrição de produtor rural e CAF", 0), ("Cadastro sanitário (agência de defesa agropecuária)", 200), ("Embalagens e rótulos iniciais", 400)], fixed=[PHONE, ("Energia e água", 250), ("Frete até os compradores", 300)]),
    "agroindustria": dict(label="Agroindústria artesanal", das="comercio", annex="II", ramp="slow", wc=3,
        base=["Mesa e utensílios de inox:1:1500"], preop=PREOP_SANIT + [("Registro do produto (SIM/SIE se de origem animal, Vigilância Sanitária se vegetal) e projeto da sala", 2500)], fixed=[PHONE, ("Energia e água", 450), ADS]),
    "servico-maquina-agricola": dict(label="Serviço com máquina agrícola", das="servicos", annex="III", ramp="slow", wc=2,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ("Seguro da máquina", 400), ("Manutenção preventiva", 500)]),
    "veiculo-passageiros": dict(label="Transporte de passageiros", das="servicos", annex="III", ramp="fast", wc=1,
        base=[], preop=[("Abertura do MEI (gratuita), alvará e vistoria do veículo", 400), ("Cursos e documentos exigidos", 300)], fixed=[PHONE, ("Seguro do veículo", 300), ("Manutenção do veículo", 300)]),
    "veiculo-carga": dict(label="Entrega e transporte de cargas", das="servicos", annex="III", ramp="fast", wc=1,
        base=[], preop=[("Abertura do MEI (gratuita) e documentos", 300), ("Cursos e licenças exigidos", 300)], fixed=[PHONE, ("Seguro do veículo", 250), ("Manutenção do veículo", 250)]),
    "turismo": dict(label="Turismo e viagens", das="servicos", annex="III", ramp="slow", wc=2,
        base=["Notebook:1:3000"], preop=PREOP_MEI + [("Cadastur e seguro para os clientes", 300)], fixed=[PHONE, ADS, ("Sites de reserva e plataformas", 100)]),
    "hospedagem": dict(label="Hospedagem", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Enxoval de cama e banho:1:4000"], preop=PREOP_ME + [(RENT_FIT, 15000)], fixed=[PHONE, ("Energia, água e gás", 1500), ("Sistema de reservas (channel manager)", 200), ADS]),
    "locacao-equipamentos": dict(label="Locação de equipamentos", das="servicos", annex="III", ramp="medium", wc=1,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte de entrega e retirada (combustível ou frete)", 400), ("Depósito dos equipamentos", 300)]),
    "artista-eventos": dict(label="Artista ou profissional de eventos", das="servicos", annex="III", ramp="medium", wc=1,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Transporte até os eventos", 300)]),
    "espaco-eventos": dict(label="Espaço ou buffet de eventos", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Mesas, cadeiras e toalhas:1:8000"], preop=PREOP_ME + [(RENT_FIT, 15000)], fixed=[PHONE, ("Energia, água e gás", 1200), ("Sistema de contratos e agenda", 100), ADS]),
    "oficina-automotiva": dict(label="Oficina automotiva", das="comercioServicos", annex="III", ramp="slow", wc=2,
        base=["Ferramentas manuais e carrinho:1:3500", "Compressor de ar:1:2500"], preop=PREOP_MEI + [(RENT_FIT, 4000)], fixed=[PHONE, ("Energia e água", 450), ("Descarte de resíduos (óleo, peças)", 100), ADS]),
    "servico-automotivo-movel": dict(label="Serviço automotivo móvel", das="servicos", annex="III", ramp="fast", wc=1,
        base=[], preop=PREOP_MEI, fixed=[PHONE, ADS, ("Combustível e transporte", 400)]),
    "consultoria": dict(label="Consultoria e serviço profissional", das="servicos", annex="III", ramp="slow", wc=3,
        base=["Notebook:1:3500"], preop=[("Abertura de CNPJ e inscrição municipal", 300), ("Site, perfil e cartões", 500)], fixed=[PHONE, ("Softwares e assinaturas", 100), ADS, ("Deslocamento a clientes", 300)]),
    "industria-servico": dict(label="Operação industrial ou de serviço pesado", das="comercioServicos", annex="II", ramp="slow", wc=3,
        base=[], preop=PREOP_ME + [("Licença ambiental e projeto técnico", 8000)], fixed=[PHONE, ("Manutenção dos equipamentos", 800), ADS]),
}


# Services of the Simples Nacional's Anexo V, taxed by Anexo III only with the Fator R (payroll
# >= 28 % of revenue): LC 123/2006, art. 18, § 5º-I (the activities) and §§ 5º-J and 5º-M (the
# Fator R), text at https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp123.htm. Each idea's inciso:
ANNEX_V = {
    "psicologo-online": "IV (psicologia)",
    "consultorio-de-nutricao": "IV (clínicas de nutrição)",
    "podologia": "IV (podologia)",
    "veterinario-domiciliar": "II (medicina veterinária)",
    "despachante-de-veiculos": "V (despachantes)",
    "traducao-e-versao": "V (tradução e interpretação)",
    "interprete-de-libras": "V (tradução e interpretação)",
    "consultoria-agronomica": "VI (agronomia)",
    "design-grafico": "VI (design)",
    "representante-comercial": "VII (representação comercial)",
    "consultoria-de-imagem": "IX (consultoria)",
    "gestao-de-lojas-em-marketplaces": "IX (consultoria e gestão)",
    "agencia-de-marketing-digital": "X (publicidade)",
    "gestao-de-redes-sociais": "X (publicidade)",
    "gestao-de-trafego-pago": "X (publicidade)",
}
# Anexo IV (LC 123/2006, art. 18, § 5º-C): construction works and landscaping (inciso I) and
# cleaning or upkeep (inciso VI). The employer's INSS (CPP, 20 % of the payroll) is paid outside the
# DAS (art. 13, § 1º, VI and art. 18, § 5º-C): a fixed cost line on the employees' wages.
ANNEX_IV = {
    "limpeza-pos-obra": "VI (limpeza)",
    "limpeza-com-alta-pressao": "VI (limpeza)",
    "limpeza-de-fachadas-e-vidros": "VI (limpeza)",
    "implantacao-de-hortas-em-casa": "I (paisagismo)",
    "drywall-e-gesso": "I (obras de construção)",
    "assentamento-de-pisos-e-revestimentos": "I (obras de construção)",
    "impermeabilizacao": "I (obras de construção)",
    # CNAE 4330-4/99 (outras obras de acabamento): glass cut and installed on site is a finishing work,
    # like the floors and the drywall above; the glass goes into the work, not over a counter
    "vidracaria": "I (obras de construção)",
    "perfuracao-de-pocos": "I (obras de engenharia)",
}
CPP_RATE = 0.2
# An ME that sells parts with its service (workshops, repair counters) is taxed by Anexo I on the
# parts and by its service annex on the labour (LC 123/2006, art. 18, § 4º: each revenue by its
# own annex, the bracket by the total). The parts are assumed billed at cost: share = cost / price.
SPLIT_ARCHETYPES = {"oficina-automotiva", "balcao-reparo"}  # an idea of another archetype may set split=True


VEHICLE = re.compile(r"ve[íi]culo|^motos? |moto de entrega|moto com|\bcarros?\b|caminh[ãa]o|\bvan\b|utilit[áa]rio|kombi|picape|\btrator\b", re.I)
FUEL = re.compile(r"combust|transporte|frete|deslocamento", re.I)


def company_size(annual):
    return "ME" if annual <= ME_ANNUAL_LIMIT else "EPP"


def parse_items(specs):
    out = []
    for s in specs:
        name, qty, price = s.rsplit(":", 2)
        out.append({"item": name, "qty": int(qty), "unitPrice": int(price)})
    return out


def build_model(spec, idea_id, mei, trucker=False, das=None):
    """Turn an idea's compact spec (models.py) into the catalogue's economics object.

    das: the DAS type fixed by the idea's MEI occupation (its ICMS/ISS columns), for an MEI idea."""
    a = ARCH[spec["arch"]]
    # drop: names of archetype items, pre-operational expenses or fixed costs that are false for
    # this idea (e.g. refrigeration for a gas reseller); its own costs go in items/fx
    drop = set(spec.get("drop", ()))
    unknown = drop - {b.rsplit(":", 2)[0] for b in a["base"]} - {n for n, _ in a["preop"] + a["fixed"]}
    if unknown:
        raise SystemExit(f"{idea_id}: drop names nothing of its archetype: {sorted(unknown)}")
    items = parse_items([b for b in a["base"] if b.rsplit(":", 2)[0] not in drop]) + parse_items(spec.get("items", []))
    preop = []
    for n, v in a["preop"]:
        if n in drop or (n == RENT_FIT and spec.get("fit") is False):
            continue
        if "Abertura" in n and not mei and "MEI" in n:
            n, v = "Abertura da ME (Junta Comercial, contador, taxas)" + n.split(")", 1)[1] if ")" in n else "Abertura da ME (Junta Comercial, contador, taxas)", v + 1500
        elif n.startswith("Abertura de CNPJ") and not mei:
            n, v = "Abertura da empresa (Junta Comercial ou cartório, contador, taxas) e inscrição municipal", max(v, 300) + 1500
        elif "Abertura da ME" in n and mei:
            n, v = "Abertura do MEI (gratuita), alvará e licenças da prefeitura", max(v - 1500, 300)
        # the size (ME or EPP) follows the revenue: the opening line names neither
        preop.append({"item": n.replace("Abertura da ME ", "Abertura da empresa "), "value": v})
    preop += [{"item": n, "value": v} for n, v in spec.get("px", [])]
    fixed = [{"item": n, "value": v} for n, v in a["fixed"] if n not in drop]
    if spec.get("rent"):
        fixed.insert(0, {"item": "Aluguel do ponto", "value": spec["rent"]})
    for n, v in spec.get("fx", []):
        fixed.append({"item": n, "value": v})
    # A vehicle bought to work runs on fuel: a business that owns one and has no fuel or transport
    # line pays it as a fixed cost (ideas of the vehicle archetypes carry it per trip instead).
    # (fuelInVar: the idea's variable cost per unit already has the fuel, e.g. diesel per hour.)
    # Estimate: ~300 km a week; moto ~R$ 250/month, car or utility ~R$ 700/month with upkeep (2026).
    vehicle = next((i["item"] for i in items if VEHICLE.search(i["item"])), None)
    if vehicle and not spec["arch"].startswith("veiculo-") and not spec.get("fuelInVar") and not any(FUEL.search(f["item"]) for f in fixed):
        moto = re.search(r"\bmoto", vehicle, re.I) and not re.search(r"utilit|carro|van|caminh", vehicle, re.I)
        fixed.append({"item": "Combustível e manutenção do veículo", "value": 250 if moto else 700})
    staff = spec.get("staff", 0)
    wage = spec.get("wage", WAGE)
    if staff:
        paid = "" if wage == WAGE else f" (salário de R$ {wage:,} cada)".replace(",", ".")
        # staffRole: who they are, when a licence depends on it (e.g. the gym's technical officer)
        role = f" ({spec['staffRole']})" if spec.get("staffRole") else ""
        fixed.append({"item": f"Salário e encargos de {staff} funcionário{'s' if staff > 1 else ''}{role}{paid}", "value": round(staff * wage * EMPLOYER_FACTOR)})
    if staff and not mei and idea_id in ANNEX_IV:
        fixed.append({"item": "INSS patronal (CPP) de 20% sobre os salários, pago fora do DAS no Anexo IV", "value": round(staff * wage * CPP_RATE)})
    if not mei:
        fixed.append({"item": "Contador", "value": ACCOUNTANT})
    # an archetype's default commission (marketplaces) unless the idea states its own
    app = spec.get("app", a.get("app", 0))
    fee_basis = spec.get("feeBasis") or (a.get("feeBasis") if "app" not in spec else None)
    unit, _, units = spec["unit"].partition("|")
    units = units or unit + "s"
    lo, hi = spec["price"]
    mid = round((lo + hi) / 2, 2)
    ramp = a["ramp"]
    scenarios = {
        "pessimista": {"price": lo, "volume": round(spec["cap"] * OCCUPANCY["pessimista"]), "ramp": RAMPS[SLOWER[ramp]]},
        "provavel": {"price": mid, "volume": round(spec["cap"] * OCCUPANCY["provavel"]), "ramp": RAMPS[ramp]},
        "otimista": {"price": hi, "volume": round(spec["cap"] * OCCUPANCY["otimista"]), "ramp": RAMPS[FASTER[ramp]]},
    }
    who = "a pessoa dona" if not staff else f"a pessoa dona e {staff} funcionário" + ("s" if staff > 1 else "")
    model = {
        "year": YEAR,
        "archetype": spec["arch"],
        "regime": ("MEI Caminhoneiro" if trucker else "MEI") if mei else "ME",
        "dasActivity": das or a["das"],
        "simplesAnnex": "V" if idea_id in ANNEX_V else "IV" if idea_id in ANNEX_IV and not mei else spec.get("annex", a["annex"]),
        "fixedInvestment": items,
        "preOperational": preop,
        "initialStock": spec.get("stock", 0),
        "workingCapital": {"months": a["wc"], "method": f"{a['wc']} {'mês' if a['wc'] == 1 else 'meses'} de custos fixos, para atravessar o começo enquanto as vendas crescem"},
        "monthlyFixed": fixed,
        **({"goodsShare": spec["goods"]} if not mei and spec.get("goods") else {"goodsShare": round(spec["var"] / mid, 2)} if not mei and (spec["arch"] in SPLIT_ARCHETYPES or spec.get("split")) and spec["var"] > 0 and not spec.get("noGoods") else {}),
        "revenue": {
            "unit": unit,
            "unitPlural": units,
            "priceMin": lo,
            "priceMax": hi,
            "materialCost": spec["var"],
            "cardFeeRate": spec.get("card", CARD_FEE),
            "appCommissionRate": app,
            "monthlyCapacity": spec["cap"],
            "staff": staff,
            "scenarios": scenarios,
        },
        "basis": {
            "prices": spec.get("basis", "Preço típico praticado em 2026 numa cidade média (estimativa de mercado)"),
            "capacity": spec.get("capBasis", f"Até {spec['cap']} {units} por mês com {who} (estimativa de horas de trabalho x tempo por unidade)"),
            "items": "Preços de 2026 de equipamentos de entrada, novos ou usados quando o item diz (estimativa a partir de grandes varejistas e anúncios)",
            "fees": spec.get("cardBasis", "Maquininha/Pix: 1,5% do preço (metade das vendas no cartão a ~3%)") + (f"; {fee_basis}" if fee_basis else f"; comissão de app de {round(app * 100)}%" if app else ""),
        },
    }
    return model


def likely_annual_revenue(spec):
    lo, hi = spec["price"]
    return (lo + hi) / 2 * round(spec["cap"] * OCCUPANCY["provavel"]) * 12
