"""Idea-specific economic parameters (see economics.py for the archetypes and the bases).

M(id, archetype, unit of sale, price min, price max, material/variable cost per unit (R$),
  monthly capacity (units), [extra fixed-investment items "name:qty:unit price"], **options)
options: stock (initial stock R$), rent (R$/month), staff (employees), app (app commission rate),
fx (extra monthly fixed costs [(name, R$)]), basis (price basis text), capBasis (capacity basis),
feeBasis (commission basis), fuelInVar (the variable cost per unit already has the vehicle's fuel),
drop (names of archetype items, pre-operational expenses or fixed costs that are false for the idea),
px (the idea's own pre-operational expenses [(name, R$)]),
fit (False: no point of its own to adapt, e.g. classes in rented courts), staffRole (who the employees are), wage (monthly wage per employee
when the trade pays well above the category floor that economics.py assumes).
Prices and capacities: 2026 estimates for a mid-sized Brazilian city; where a figure was checked
against a public source, the address is cited next to it.
"""

MODELS = {}


def M(id, arch, unit, lo, hi, var, cap, items=(), **kw):
    if id in MODELS:
        raise SystemExit(f"duplicate model {id}")
    MODELS[id] = dict(arch=arch, unit=unit, price=(lo, hi), var=var, cap=cap, items=list(items), **kw)


# Marketplace commission of an idea that sells about half through Mercado Livre or Shopee.
MOSTLY_MARKETPLACE = "comissão média de 14%: a maior parte das vendas em marketplaces, que cobram de 11% a 19% por venda (Mercado Livre clássico/premium, https://www.mercadolivre.com.br/landing/custos-de-venda/tarifas-de-venda) e de 14% a 20% (Shopee, https://seller.shopee.com.br/edu/article/22255)"
HALF_MARKETPLACE = "comissão média de 7%: metade das vendas em marketplaces, que cobram de 11% a 19% por venda (Mercado Livre clássico/premium, https://www.mercadolivre.com.br/landing/custos-de-venda/tarifas-de-venda; Shopee 14% a 20% com frete grátis, https://seller.shopee.com.br/edu/article/22255), e metade em vendas diretas sem comissão"

# Opening stock of durable goods resold (clothes, pet items, utilities, building material...): at
# least one month of the likely scenario's purchases, so the shelf has the range a customer expects
# (turnover of at most 12 times a year; checked by catalogue-plausibility.test.ts).

# --- Alimentação ---------------------------------------------------------------------------------
# Marmita: a commercial plate costs R$ 34,30 on average in restaurants (ABBT, 2023:
# https://borainvestir.b3.com.br/objetivos-financeiros/organizar-as-contas/marmita-pf-ou-a-la-carte-qual-a-opcao-mais-barata-para-comer-fora);
# a home marmita sells below that
M("marmitas-caseiras", "cozinha-refeicoes", "marmita", 18, 24, 9, 500, ["Freezer horizontal 300 L:1:2800"], stock=400)
M("marmitas-fitness-congeladas", "fabrica-alimentos", "marmita", 20, 28, 10, 450, ["Freezer horizontal 400 L:1:3300", "Embaladora a vácuo:1:500"], stock=600)
M("bolos-de-pote", "cozinha-doces", "pote", 9, 13, 4, 900, [], stock=300, basis="Pote de 200 a 250 ml vendido a R$ 9-13 (2026, estimativa); usa o fogão, o forno e a geladeira de casa")
M("bolos-de-aniversario-sob-encomenda", "cozinha-doces", "kg de bolo|kg de bolo", 80, 130, 32, 70, ["Batedeira planetária:1:700", "Forno elétrico 45 L:1:900", "Geladeira expositora pequena:1:1800"], stock=400)
M("docinhos-para-festas", "cozinha-doces", "cento de docinhos|centos de docinhos", 110, 180, 50, 60, ["Panelas de fundo grosso:1:250"], stock=300, basis="Cento de brigadeiros e beijinhos (2026, estimativa); usa o fogão e a geladeira de casa")
M("salgados-para-festas", "cozinha-doces", "cento de salgados|centos de salgados", 70, 110, 32, 100, ["Fritadeira elétrica:1:700", "Freezer horizontal 300 L:1:2800"], stock=400)
M("paes-de-fermentacao-natural", "cozinha-doces", "pão|pães", 22, 35, 8, 260, ["Forno elétrico de bancada 60 L:1:1800", "Batedeira planetária:1:900", "Cestos de fermentação e pedra:1:400"], stock=400)
M("pao-de-queijo-congelado", "fabrica-alimentos", "kg|kg", 28, 38, 13, 800, ["Masseira/amassadeira:1:4500", "Freezer horizontal 500 L:2:3800", "Modeladora manual:1:900"], stock=1500)
M("cookies-e-biscoitos-artesanais", "cozinha-doces", "pacote de 200 g|pacotes de 200 g", 15, 24, 6, 500, ["Batedeira planetária:1:700", "Forno elétrico 45 L:1:900"], stock=400)
M("chocolates-e-ovos-de-pascoa", "cozinha-doces", "ovo ou caixa|ovos ou caixas", 45, 90, 20, 140, ["Formas de policarbonato:1:600", "Temperadeira/derretedeira:1:900"], stock=800)
M("doces-regionais-artesanais", "cozinha-doces", "pote ou pacote|potes ou pacotes", 14, 22, 6, 500, ["Tacho de inox:1:200"], stock=150, basis="Doces em pote ou pacote de 250 g (2026, estimativa); usa o fogão de casa")
M("geleias-e-compotas", "cozinha-doces", "pote de 250 g|potes de 250 g", 18, 28, 8, 400, ["Tachos de inox:1:500", "Esterilizador de vidros:1:400"], stock=500)
M("molhos-de-pimenta-e-temperos", "cozinha-doces", "frasco|frascos", 15, 25, 6, 450, ["Processador industrial:1:900", "Envasadora manual:1:400"], stock=500)
M("massas-frescas", "fabrica-alimentos", "kg|kg", 30, 45, 12, 400, ["Máquina de massa (cilindro elétrico):1:2500", "Freezer horizontal 300 L:1:2800"], stock=500)
M("hamburgueria-delivery", "cozinha-delivery", "pedido|pedidos", 38, 55, 17, 900, ["Chapa e fritadeira industriais:1:3500", "Fogão industrial:1:1200", "Exaustor:1:2500"], stock=2000, rent=1800, staff=1, app=0.15)
M("cafeteria-de-bairro", "restaurante-loja", "comanda|comandas", 22, 32, 8, 2400, ["Máquina de espresso profissional:1:18000", "Moedor de café:1:4000", "Vitrine refrigerada:1:7000", "Geladeira e freezer:1:6000", "Utensílios e louças:1:3000"], stock=4000, rent=3500, staff=2)
M("pastelaria-de-feira", "banca-feira", "pastel|pastéis", 9, 14, 3.5, 2000, ["Fritadeira a gás 2 cubas:1:1800", "Cilindro de massa:1:2000", "Botijões P13:2:350", "Caixa térmica grande:1:400"], stock=600, staff=1, fx=[("Gás e óleo (base)", 300)])
M("restaurante-self-service", "restaurante-loja", "refeição|refeições", 28, 40, 13, 3200, ["Buffet térmico (balcão de self-service):1:9000", "Fogão industrial 6 bocas e forno:1:5000", "Câmara fria/freezers e geladeiras:1:15000", "Coifa e exaustão:1:8000", "Utensílios, panelas e louças:1:8000", "Mesas e cadeiras adicionais:10:450"], stock=6000, rent=5000, staff=4)
M("pizzaria-delivery", "cozinha-delivery", "pizza|pizzas", 45, 70, 18, 1200, ["Forno de pizza a lenha ou gás:1:9000", "Masseira:1:3500", "Geladeira e freezer:1:5000", "Bancada refrigerada:1:6000"], stock=2500, rent=2500, staff=2, app=0.15)
M("food-truck", "food-truck", "lanche|lanches", 28, 40, 11, 1800, ["Food truck usado equipado (veículo adaptado):1:95000", "Chapa, fritadeira e refrigeração a bordo:1:9000", "Gerador:1:5000"], stock=2000, staff=1, fx=[("Combustível do veículo e do gerador (cerca de 20 eventos ou pontos por mês)", 1200), ("Gás de cozinha", 250)])
M("carrinho-de-cachorro-quente", "comida-de-rua", "cachorro-quente|cachorros-quentes", 10, 15, 4.5, 1000, ["Carrinho de cachorro-quente com chapa e banho-maria:1:2800"], stock=300, fx=[("Recargas de gás do botijão P13", 220)])
M("pipoca-gourmet", "comida-de-rua", "pacote|pacotes", 8, 14, 2.5, 1000, ["Pipoqueira industrial com carrinho:1:2200", "Panela de caramelizar:1:300"], stock=300, fx=[("Recargas de gás do botijão P13", 220)])
M("espetinho-de-churrasco", "comida-de-rua", "espetinho|espetinhos", 7, 12, 3.5, 1500, ["Churrasqueira de espetinho a carvão:1:600", "Freezer horizontal 300 L:1:2800", "Mesas e cadeiras plásticas:4:150"], drop=["Botijão de gás P13 (casco e carga)"], stock=500, fx=[("Carvão (base)", 150)])
M("barraca-de-tapioca", "comida-de-rua", "tapioca|tapiocas", 9, 15, 3.5, 1000, ["Barraca desmontável:1:900", "Chapas para tapioca e fogareiro:1:600"], stock=300, fx=[("Recargas de gás do botijão P13", 220)])
M("acaiteria-com-delivery", "cozinha-delivery", "copo ou pedido|copos ou pedidos", 18, 28, 8, 1300, ["Freezer vertical para açaí:1:4500", "Balcão de toppings refrigerado:1:5000", "Balança:1:500"], stock=2500, rent=1800, staff=1, app=0.15)
M("sucos-naturais-engarrafados", "fabrica-alimentos", "garrafa de 300 ml|garrafas de 300 ml", 8, 13, 3.8, 2000, ["Extratora industrial:1:3500", "Geladeira expositora:1:3500", "Freezer:1:2800", "Adequação da sala de produção para o registro (piso, paredes laváveis, pias e telas):1:6000"], stock=800)
M("cestas-de-cafe-da-manha", "cozinha-doces", "cesta|cestas", 140, 230, 70, 60, ["Forno elétrico e utensílios:1:900", "Cestas, caixas e laços iniciais:1:600"], stock=800)
M("boteco-de-bairro", "restaurante-loja", "comanda|comandas", 35, 55, 18, 900, ["Freezers de cerveja:2:3500", "Chapa e fritadeira:1:2500", "Geladeira:1:3000"], stock=4000, rent=1800, staff=1)
M("cervejaria-artesanal", "bebida-artesanal", "litro|litros", 22, 32, 11, 4000, ["Equipamento de brassagem 500 L:1:90000", "Fermentadores inox:4:12000", "Câmara fria e chiller:1:25000", "Barris e envase:1:20000"], stock=6000, rent=4500, staff=2, fx=[("Licenças e análises laboratoriais", 500)])
M("kombucha-artesanal", "bebida-artesanal", "garrafa de 500 ml|garrafas de 500 ml", 14, 20, 5, 1200, ["Fermentadores de inox 100 L:3:2500", "Geladeira expositora:1:3500"], stock=1500, rent=1200)
M("papinhas-congeladas-para-bebes", "fabrica-alimentos", "pote|potes", 12, 18, 5, 700, ["Freezer horizontal 300 L:1:2800", "Processador industrial:1:900"], stock=400)
M("refeicoes-para-empresas", "alimentacao-empresas", "refeição|refeições", 20, 28, 12, 3300, ["Cozinha industrial (fogões, fornos, coifa):1:25000", "Câmara fria:1:18000", "Veículo utilitário usado:1:45000"], stock=5000, rent=3500, staff=4, fx=[("Nutricionista responsável técnico (meio período)", 2000)])
M("cantina-escolar", "alimentacao-empresas", "lanche|lanches", 7, 12, 3.5, 1800, ["Estufa e vitrine:1:2500", "Freezer e geladeira:1:4500", "Chapa e forno:1:2000"], drop=["Caixas térmicas e hot box"], stock=1200, fx=[("Repasse/aluguel à escola", 800)])
M("sushi-delivery", "cozinha-delivery", "combinado|combinados", 50, 80, 25, 300, ["Panela de arroz industrial:1:900", "Facas japonesas e utensílios:1:1200", "Geladeira vertical:1:3000"], stock=1500, app=0.15, rent=1200)
M("personal-chef", "chef-em-domicilio", "jantar ou evento|jantares ou eventos", 450, 800, 60, 18, basis="Serviço de um jantar para até 10 pessoas (preparo, serviço e limpeza); os ingredientes são comprados à parte pelo cliente ou repassados pelo custo (2026, estimativa)")
M("padaria-de-bairro", "loja-perecivel", "venda no caixa|vendas no caixa", 18, 26, 11, 7000, ["Forno turbo:1:18000", "Masseira e cilindro:1:14000", "Modeladora e divisora:1:9000", "Vitrines e balcão refrigerado:1:15000", "Câmara de fermentação:1:8000"], stock=6000, rent=4500, staff=4)
M("sorveteria-artesanal", "restaurante-loja", "pote ou casquinha|potes ou casquinhas", 14, 22, 5, 2800, ["Produtora de sorvete (máquina):1:35000", "Vitrine de gelato:1:18000", "Freezers de estoque:2:4000"], stock=3000, rent=3500, staff=2)
M("fabrica-de-gelo", "industria-servico", "saco de 5 kg|sacos de 5 kg", 8, 12, 2.5, 6000, ["Máquina de gelo em escamas/cubos industrial:1:45000", "Câmara fria:1:30000", "Seladora e ensacadora:1:3000", "Veículo utilitário usado:1:40000"], stock=1000, rent=2500, staff=1, fx=[("Energia e água da produção e da câmara fria", 2500)])
M("coffee-break-para-empresas", "alimentacao-empresas", "pessoa atendida|pessoas atendidas", 22, 35, 12, 600, ["Garrafas térmicas, réchauds e louças:1:2500"], stock=500, fx=[("Transporte até os clientes (carro próprio ou aplicativo)", 300)])
M("polpas-de-frutas-congeladas", "fabrica-alimentos", "kg|kg", 16, 24, 8.5, 900, ["Despolpadeira industrial:1:4500", "Freezer horizontal 500 L:2:3800", "Seladora contínua:1:1500", "Adequação da sala de produção para o registro (piso, paredes laváveis, pias e telas):1:6000"], stock=1000)
M("linguicas-artesanais", "fabrica-alimentos", "kg|kg", 32, 45, 19, 500, ["Moedor e embutideira:1:4500", "Freezer horizontal 500 L:1:3800", "Câmara de maturação/geladeira:1:3000", "Adequação da sala de produção para o registro (piso, paredes laváveis, pias e telas):1:6000"], stock=1500)

# --- Beleza ---------------------------------------------------------------------------------------
# Metal instruments (alicates, pinças) are sterilised in an autoclave before each client; the dry-heat "estufa" is
# not accepted as sterilisation (manicure, sobrancelhas, cílios, depilação, alongamento)
# (Vigilância Sanitária de MG: http://vigilancia.saude.mg.gov.br/index.php/2019/01/23/como-deve-ser-realizado-o-processo-de-esterilizacao-do-instrumental-utilizado-nos-saloes-de-beleza-servicos-de-podologia-e-outros-servicos-de-estetica/)
M("manicure-e-pedicure-em-domicilio", "beleza-domicilio", "atendimento|atendimentos", 45, 70, 8, 160, ["Kit de alicates e instrumentos inox (3 jogos):1:450", "Autoclave portátil:1:2200", "Cadeira de pedicure dobrável:1:350"], stock=250)
M("design-de-sobrancelhas", "beleza-domicilio", "atendimento|atendimentos", 45, 75, 8, 180, ["Maca portátil:1:450", "Luminária de led:1:250", "Kit de pinças, linhas e henna:1:300", "Autoclave portátil:1:2200"], stock=250)
M("extensao-de-cilios", "beleza-domicilio", "aplicação ou manutenção|aplicações ou manutenções", 110, 180, 25, 70, ["Maca portátil:1:450", "Luminária de led:1:250", "Pinças e kit de cílios:1:700", "Autoclave portátil:1:2200"], stock=500)
M("maquiagem-para-eventos", "beleza-domicilio", "maquiagem|maquiagens", 140, 250, 25, 55, ["Maleta de maquiagem profissional:1:400", "Kit de pincéis e produtos profissionais:1:2200", "Ring light e cadeira alta:1:500"], stock=300)
M("trancista", "beleza-domicilio", "trança (serviço)|tranças (serviços)", 180, 350, 50, 28, ["Cadeira e secador de mão:1:450", "Pentes, grampos e apoio:1:150"], stock=300)
M("barbearia", "estudio-beleza", "corte ou barba|cortes ou barbas", 35, 55, 4, 320, ["Cadeira de barbeiro reclinável:1:2200", "Máquinas de corte e acabamento:1:1400", "Espelhos e bancada:1:1200", "Lavatório:1:900", "Autoclave e materiais de biossegurança:1:2200"], stock=400, rent=1600, capBasis="Até 320 cortes ou barbas por mês com a pessoa dona numa cadeira (cerca de 40 minutos cada, 9 horas por dia, 24 dias); uma segunda cadeira pede um barbeiro parceiro")
# Salão: hair and nail professionals earn a commission of 30 % to 50 % of what they bill (25 % to 45 % when the
# salon supplies the products: https://cursos.criadoresdeimagem.com.br/como-calcular-comissao-de-cabeleireiro/,
# https://todasasrespostas.com/como-funciona-trabalhar-em-salao). Three professionals billing about R$ 13.500 a month
# each in the likely scenario take home about R$ 4.000 each (floor plus commission): wage 4000.
M("salao-de-beleza", "salao-clinica", "atendimento|atendimentos", 70, 130, 30, 900, ["Cadeiras de corte:4:1500", "Lavatórios:2:1800", "Secadores e pranchas:1:3000", "Bancadas e espelhos:1:4000"], stock=3000, rent=3500, staff=3, wage=4000)
M("depilacao-com-cera", "beleza-domicilio", "atendimento|atendimentos", 45, 80, 10, 160, ["Maca portátil:1:450", "Panela de cera e aquecedor:1:300", "Autoclave portátil:1:2200"], stock=300)
M("estetica-facial", "estudio-beleza", "sessão|sessões", 110, 180, 25, 80, ["Maca de estética reclinável:1:1500", "Autoclave e materiais de biossegurança:1:2200", "Aparelhos de limpeza e vapor de ozônio:1:2500", "Alta frequência e peeling ultrassônico:1:1800"], stock=800, rent=1200)
M("clinica-de-estetica", "salao-clinica", "sessão|sessões", 180, 300, 40, 450, ["Equipamento de depilação a laser (usado/financiado):1:60000", "Aparelhos de radiofrequência e criolipólise:1:35000", "Macas e mobiliário:4:2000"], stock=4000, rent=5000, staff=3, fx=[("Responsável técnico (profissional de saúde)", 2500)])
M("alongamento-de-unhas", "beleza-domicilio", "aplicação ou manutenção|aplicações ou manutenções", 100, 160, 20, 90, ["Cabine de led/uv e lixadeira elétrica:1:500", "Kit de moldes, géis e instrumentos:1:800", "Autoclave portátil:1:2200"], stock=600)
M("micropigmentacao", "estudio-beleza", "procedimento|procedimentos", 450, 800, 60, 22, ["Maca de estética reclinável:1:1500", "Autoclave e materiais de biossegurança:1:2200", "Dermógrafo profissional:1:2500", "Kit de pigmentos e agulhas:1:1500"], stock=800, rent=900)
M("estudio-de-tatuagem", "estudio-beleza", "sessão de tatuagem|sessões de tatuagem", 300, 600, 40, 36, ["Máquinas rotativas e fontes:2:1800", "Maca articulada:1:2500", "Mesa de luz e impressora térmica:1:900", "Autoclave e materiais de biossegurança:1:2200"], stock=1000, rent=1500)
M("colocacao-de-piercing", "estudio-beleza", "perfuração com joia|perfurações com joia", 90, 160, 35, 80, ["Maca ou cadeira reclinável:1:1500", "Autoclave e materiais de biossegurança:1:2200", "Mostruário de joias de titânio:1:1500"], stock=1500, rent=800)
M("loja-de-perucas-e-apliques", "loja-varejo", "peça vendida|peças vendidas", 250, 600, 250, 50, ["Cabeças de manequim e expositores:1:1200"], stock=12000, rent=1300)
M("revenda-de-cosmeticos-por-catalogo", "loja-online", "pedido|pedidos", 80, 150, 60, 80, [], stock=300, basis="Margem de revenda de 25% a 35% sobre o preço de catálogo (prática das marcas de venda direta); estoque mínimo de amostras e catálogos")
M("distribuidora-para-saloes", "distribuicao", "pedido|pedidos", 600, 1100, 640, 200, ["Veículo utilitário usado:1:45000", "Prateleiras de estoque:1:5000"], stock=77000, rent=2500, staff=2)
M("sabonetes-e-cosmeticos-naturais", "cosmeticos-artesanais", "unidade|unidades", 20, 35, 7, 700, ["Panelas inox e derretedeira:1:800", "Formas de silicone e cortador:1:900", "Seladora e rotulagem:1:700"], stock=1500, rent=800, fx=[("Responsável técnico (farmacêutico ou químico, por contrato mensal)", 1000)])
M("cabeleireira-a-domicilio", "beleza-domicilio", "atendimento|atendimentos", 60, 120, 15, 100, ["Tesouras, navalhas e pentes profissionais:1:600", "Secador e prancha profissionais:1:600"], stock=250)
# Barbeiro a domicílio: in Campo Grande's barbershops a men's cut costs R$ 30-80 and a beard R$ 30-60 (Procon
# municipal survey, July 2025: https://oestadoonline.com.br/economia/procon-municipal-divulga-pesquisa-de-precos-em-barbearias-para-o-dia-dos-pais/);
# single-use razor blades (Vigilância Sanitária de Córrego Fundo-MG: https://corregofundo.mg.gov.br/2016/11/10/vigilancia-sanitaria-orienta-sobre-condicoes-e-procedimentos-de-saloes-de-beleza/)
M("barbeiro-a-domicilio", "beleza-domicilio", "corte ou barba|cortes ou barbas", 40, 70, 4, 140, ["Máquinas de corte e acabamento:1:900", "Tesouras, navalhas e pentes profissionais:1:400"], stock=150,
  basis="Corte masculino ou barba em casa a R$ 40-70: nas barbearias de Campo Grande, corte de R$ 30 a R$ 80 e barba de R$ 30 a R$ 60 (Procon municipal, julho de 2025); em domicílio o preço inclui a ida até o cliente (estimativa de 2026)",
  capBasis="Até 140 cortes ou barbas por mês: cerca de 6 por dia em 24 dias, com o deslocamento entre um cliente e outro (estimativa)")
M("bronzeamento-natural", "estudio-beleza", "sessão|sessões", 70, 120, 15, 90, ["Espreguiçadeiras:2:400", "Cobertura e fitas de marquinha:1:600"], stock=300, rent=700, capBasis="Média do ano: até 90 sessões por mês com a pessoa dona; a agenda enche na primavera e no verão e cai muito no inverno e nos dias de chuva (estimativa)")
M("massagem-modeladora-e-drenagem", "beleza-domicilio", "sessão|sessões", 90, 150, 12, 100, ["Maca portátil:1:450", "Óleos, cremes e toalhas:1:400"], stock=300)

# --- Serviços domésticos ---------------------------------------------------------------------------
# Diarista: R$ 120-250 a day, R$ 150-250 in the Southeast (https://mdbf.com.br/blog/quanto-ganha-diarista,
# https://catracalivre.com.br/noticias/quanto-ganha-uma-diarista-em-dezembro-no-brasil)
M("diarista", "servico-domestico", "diária|diárias", 160, 230, 10, 22, ["Kit de panos, baldes e EPIs:1:250"], capBasis="22 diárias por mês (5 por semana)")
M("passadeira", "servico-domestico", "cesto de roupas|cestos de roupas", 60, 95, 4, 110, ["Ferro a vapor profissional:1:700", "Tábua reforçada:1:250"])
# Self-service laundry: 8 machines x ~10 cycles a day (a wash or a dry takes 40-50 min, open about
# 12 h) ~ 2.400 cycles a month at most; an attendant covers the long opening hours (estimate)
M("lavanderia-self-service", "lavanderia", "ciclo de lavagem ou secagem|ciclos de lavagem ou secagem", 18, 26, 6.5, 2400, ["Lavadoras industriais (conjunto):4:22000", "Secadoras industriais:4:18000", "Sistema de pagamento e totem:1:8000", "Tratamento de água e instalação:1:12000"], rent=4000, staff=1, fx=[("Franquia/sistema de gestão", 600)], capBasis="Até 2400 ciclos por mês: 8 máquinas com cerca de 10 ciclos por dia cada (lavar ou secar leva 40 a 50 minutos, com a loja aberta umas 12 horas), e um atendente para cobrir o horário (estimativa)")
M("lavanderia-delivery", "lavanderia", "cesto (até 8 kg)|cestos (até 8 kg)", 55, 85, 18, 220, ["Lavadoras de 15 kg:2:3500", "Secadora de 15 kg:1:3800", "Ferro e mesa de passar:1:900"], rent=1200, fx=[("Entregas (combustível)", 400)])
M("limpeza-de-estofados", "limpeza-equipamento", "peça higienizada|peças higienizadas", 120, 200, 20, 60, ["Extratora profissional:1:3500", "Aspirador de pó e água:1:900", "Escovas e produtos iniciais:1:400"])
M("limpeza-pos-obra", "limpeza-equipamento", "obra limpa|obras limpas", 800, 1500, 150, 14, ["Enceradeira industrial:1:2200", "Lavadora de alta pressão:1:1400", "Aspirador industrial:1:1100"], staff=1)
M("jardinagem", "jardim-piscina", "visita de manutenção|visitas de manutenção", 130, 220, 15, 50, ["Roçadeira a gasolina:1:1400", "Cortador de grama elétrico:1:900", "Aparador de cerca viva e ferramentas:1:700"])
M("piscineiro", "jardim-piscina", "visita|visitas", 100, 160, 25, 80, ["Aspirador e peneira de piscina:1:600", "Kit de testes e escovas:1:250"])
M("baba-folguista", "servico-domestico", "diária|diárias", 150, 230, 5, 18, ["Kit de primeiros socorros e materiais de recreação:1:300"])
M("personal-organizer", "servico-domestico", "hora|horas", 90, 150, 8, 70, ["Etiquetadora e materiais de organização:1:400"])
M("dedetizacao", "limpeza-equipamento", "serviço|serviços", 250, 450, 60, 60, ["Pulverizadores costais e motorizados:1:3500", "Nebulizador e EPIs:1:2500", "Moto ou carro usado para o atendimento:1:15000"], staff=1, fx=[("Responsável técnico (químico/biólogo)", 1200)])
# A truck's insurance costs about 3% of its value a year and its upkeep far more than a car's: the
# vehicle archetype's R$ 250 + R$ 250 cover a motorbike or a car, the trucks add the difference (estimate)
M("caminhao-limpa-fossa", "veiculo-carga", "limpeza de fossa|limpezas de fossa", 400, 700, 110, 90, ["Caminhão limpa-fossa usado (tanque e bomba de vácuo):1:170000"], staff=1, fx=[("Taxa de descarte na estação de tratamento", 600), ("Seguro e manutenção a mais do caminhão (seguro de cerca de 3% do valor por ano, revisões e pneus)", 700)])
M("lavagem-de-tapetes-e-cortinas", "lavanderia", "m² de tapete|m² de tapete", 25, 40, 6, 700, ["Máquina lavadora de tapetes:1:6000", "Centrífuga:1:5000", "Varal coberto e secagem:1:2500"], rent=1200, fx=[("Coleta e entrega (combustível)", 400)])
M("implantacao-de-hortas-em-casa", "jardim-piscina", "horta implantada|hortas implantadas", 500, 900, 220, 16, ["Furadeira e ferramentas de jardinagem:1:700"])
M("self-storage", "locacao-espaco", "box ocupado|boxes ocupados", 300, 500, 15, 120, ["Estrutura de boxes metálicos:120:1100", "Câmeras, alarme e controle de acesso:1:12000"], rent=6000, staff=1)
M("limpeza-com-alta-pressao", "limpeza-equipamento", "serviço|serviços", 180, 350, 25, 45, ["Lavadora de alta pressão profissional:1:2500", "Mangueiras, extensões e escovas:1:500"])
M("limpeza-de-fachadas-e-vidros", "limpeza-equipamento", "serviço|serviços", 700, 1400, 100, 18, ["Cadeira suspensa e cordas certificadas:1:4500", "Rodos telescópicos e kit de vidros:1:1200", "Lavadora de alta pressão:1:2500"], staff=1)

# --- Tecnologia -----------------------------------------------------------------------------------
M("manutencao-de-computadores", "balcao-reparo", "serviço|serviços", 120, 220, 25, 70, ["Kit de ferramentas e multímetro:1:700", "Estação de solda:1:500", "Pen drives, HD e SSD de teste:1:500"], fx=[("Transporte até os clientes (atendimento em domicílio)", 200)])
M("conserto-de-celulares", "balcao-reparo", "conserto|consertos", 120, 250, 60, 110, ["Estação de solda e retrabalho:1:1500", "Microscópio estéreo:1:2500", "Separadora de tela e kit de ferramentas:1:1200", "Balcão e vitrine:1:1500"], stock=2500, rent=1000)
M("instalacao-de-redes-e-wifi", "oficio-obra", "instalação|instalações", 250, 500, 70, 35, ["Alicate de crimpar e testador de cabos:1:400", "Furadeira e passa-fio:1:600"])
M("venda-de-computadores-recondicionados", "loja-online", "computador|computadores", 1300, 2000, 1200, 45, ["Bancada de testes e ferramentas:1:1500"], stock=33000, app=0.07, feeBasis=HALF_MARKETPLACE)
M("recarga-de-cartuchos", "balcao-reparo", "recarga|recargas", 25, 45, 8, 450, ["Máquina de recarga e kit de seringas:1:1500"], stock=1500, rent=900, fx=[("Retirada e entrega (moto própria ou aplicativo)", 250)])
M("desenvolvimento-de-sites", "freelancer-digital", "site|sites", 1500, 3500, 150, 5, ["Monitor adicional:1:900"])
M("desenvolvimento-de-aplicativos", "freelancer-digital", "hora de desenvolvimento|horas de desenvolvimento", 80, 150, 5, 130, ["Notebook de alto desempenho (adicional):1:8000", "Celular de testes:1:1500"])
# SaaS and agency staff are developers, designers and traffic managers, paid well above the category floor
# (estimates for junior roles in a mid-sized city, 2026)
M("sistema-por-assinatura-saas", "empresa-tecnologia", "assinante|assinantes", 90, 200, 12, 250, [], staff=2, wage=4000, capBasis="Clientes ativos ao fim do 1º ano (estimativa); custo variável = servidor e suporte por cliente")
M("suporte-de-ti-para-empresas", "freelancer-digital", "cliente com contrato|clientes com contrato", 600, 1200, 60, 12, ["Ferramentas e equipamentos de teste:1:1500"])
M("gestao-de-redes-sociais", "freelancer-digital", "cliente|clientes", 700, 1300, 40, 10, ["Celular com boa câmera:1:2500"])
M("gestao-de-trafego-pago", "freelancer-digital", "cliente|clientes", 900, 1700, 40, 9)
M("agencia-de-marketing-digital", "empresa-tecnologia", "cliente|clientes", 2000, 4000, 250, 24, ["Câmera e iluminação:1:6000"], rent=2500, staff=3, wage=3000)
M("design-grafico", "freelancer-digital", "projeto|projetos", 350, 900, 20, 20, ["Mesa digitalizadora:1:800"])
M("edicao-de-videos", "freelancer-digital", "vídeo editado|vídeos editados", 150, 400, 15, 40, ["Notebook de edição (upgrade de memória e SSD):1:1500"])
M("fotografia-de-produtos", "foto-video", "produto fotografado|produtos fotografados", 30, 60, 3, 250, ["Câmera mirrorless com lente:1:6000", "Kit de iluminação e fundo infinito:1:1500"])
M("assistente-virtual", "freelancer-digital", "hora|horas", 40, 70, 2, 150)
# Transcription: a professional charged R$ 400 for two hours of audio (http://transcricoes.com.br/6-perguntas-fundamentais-sobre-projeto-de-transcricao-para-o-cliente6-perguntas-fundamentais-sobre-projeto-de-transcricao-para-o-cliente/);
# automatic transcription tools push the price of simple audio down. An hour of audio takes about 4 hours of work.
M("transcricao-e-digitacao", "freelancer-digital", "hora de áudio transcrita|horas de áudio transcritas", 100, 200, 2, 40, [], basis="Preço por hora de áudio, com revisão humana do texto (2026, estimativa); legendagem e transcrição jurídica pagam mais", capBasis="Até 40 horas de áudio por mês com a pessoa dona (cerca de 4 horas de trabalho por hora de áudio)")
M("lan-house-e-servicos-digitais", "loja-varejo", "atendimento|atendimentos", 8, 20, 3, 1200, ["Computadores:6:2800", "Impressora multifuncional laser:1:2500", "Plastificadora e encadernadora:1:700"], rent=1200)
M("instalacao-de-cameras-de-seguranca", "oficio-obra", "instalação|instalações", 500, 1100, 80, 20, ["Furadeira, escada extra e testador de câmeras:1:900"], basis="Mão de obra de 4 câmeras; o equipamento é revendido à parte com margem")
M("impressao-3d", "personalizacao", "peça|peças", 35, 90, 8, 250, ["Impressoras 3D FDM:2:2800", "Filamentos e ferramentas de acabamento:1:600"], stock=500)
M("provedor-de-internet", "empresa-tecnologia", "assinante|assinantes", 80, 110, 22, 800, ["Rede de fibra (OLT, cabos, caixas):1:150000", "Equipamentos de clientes (ONUs):200:180", "Veículo e ferramentas de fusão:1:60000"], rent=2000, staff=3, fx=[("Link de internet (atacado)", 3500), ("Licenças e postes (aluguel de pontos)", 1500)])
M("imagens-aereas-com-drone", "foto-video", "trabalho|trabalhos", 400, 900, 40, 16, ["Drone com câmera 4K e baterias extras:1:9000"], fx=[("Seguro RETA do drone (anual, por mês)", 50)])
M("automacao-residencial", "oficio-obra", "projeto instalado|projetos instalados", 900, 2000, 250, 10, ["Kit de testes e ferramentas de elétrica:1:900"])
M("criador-de-conteudo-digital", "criador-conteudo", "publi ou parceria|publis ou parcerias", 250, 800, 10, 10, [], capBasis="Parcerias pagas por mês depois de formar público (estimativa)")
M("locucao-e-dublagem", "freelancer-digital", "locução|locuções", 150, 400, 5, 35, ["Microfone condensador e interface:1:1500", "Tratamento acústico do cantinho:1:900"])
M("gestao-de-lojas-em-marketplaces", "freelancer-digital", "loja gerida|lojas geridas", 800, 1500, 40, 8, basis="Mensalidade por loja gerida (2026, estimativa); a comissão sobre as vendas, quando combinada, fica fora desta conta, e as tarifas do marketplace são pagas pelo lojista")

# --- Educação -------------------------------------------------------------------------------------
M("reforco-escolar", "aulas-particulares", "hora-aula|horas-aula", 45, 70, 3, 110, ["Quadro branco e material didático:1:400"])
M("aulas-preparatorias-para-enem", "aulas-particulares", "aluno|alunos", 250, 450, 10, 24, ["Quadro branco e apostilas:1:600"])
M("aulas-de-idiomas-online", "aulas-particulares", "hora-aula|horas-aula", 60, 110, 3, 110, ["Fone com microfone e webcam:1:500"])
# Escola de idiomas: an English teacher earns about R$ 3.400 for 30 hours a week (CAGED, 2024 collective floor
# R$ 3.290: https://www.salario.com.br/profissao/professor-de-lingua-inglesa-cbo-234616/sao-luis-ma/); two teachers
# and a receptionist average about R$ 3.000
M("escola-de-idiomas", "escola-espaco", "aluno|alunos", 300, 450, 30, 180, ["Carteiras, mesas e quadros das salas:1:5000", "TVs e computadores das salas:4:3000", "Material didático e licenças:1:4000"], rent=4000, staff=3, wage=3000, fx=[("Energia e água", 600)])
M("aulas-de-musica", "aulas-particulares", "hora-aula|horas-aula", 60, 110, 3, 100, ["Instrumentos para aula:1:2500"])
M("informatica-para-idosos", "aulas-particulares", "aluno|alunos", 150, 250, 5, 40, ["Tablets e celulares de treino:3:900"])
M("robotica-e-programacao-para-criancas", "aulas-particulares", "aluno|alunos", 220, 380, 25, 40, ["Kits de robótica educacional:6:900", "Notebooks para alunos:4:2500"], rent=1000)
M("cursinho-para-concursos", "aulas-particulares", "aluno|alunos", 200, 350, 20, 40, ["Projetor e quadro:1:2500", "Carteiras:20:250"], rent=1200, fx=[("Professores convidados por disciplina (cerca de 20 horas-aula por mês)", 900)])
M("treinamentos-para-empresas", "instrutor-empresas", "turma ou workshop|turmas ou workshops", 1800, 3500, 150, 5)
M("aulas-de-teatro", "aulas-particulares", "aluno|alunos", 150, 250, 5, 45, ["Figurinos e objetos de cena:1:800"], fx=[("Aluguel de sala por hora", 400)])
M("aulas-de-desenho-e-pintura", "aulas-particulares", "aluno|alunos", 160, 260, 20, 40, ["Cavaletes e pranchetas:8:150"], fx=[("Aluguel de sala por hora", 300)])
M("estudio-de-danca", "escola-espaco", "aluno|alunos", 130, 220, 5, 160, ["Piso de dança e espelhos:1:12000", "Barras e som:1:3000", "Recepção e vestiário (bancos e armários):1:2500"], rent=2500, fx=[("Energia e água", 400)])
M("escolinha-de-futebol", "escola-espaco", "aluno|alunos", 100, 170, 8, 150, ["Bolas, cones, coletes e redes:1:2500", "Uniformes iniciais:1:2500"], fit=False, fx=[("Aluguel de quadra/campo por hora", 1500), ("Seguro de acidentes pessoais dos alunos", 200)])
# Autoescola: since the Contran resolution of December 2025 the course is optional, the theory is free online and the
# practical minimum fell from 20 to 2 hours; packages averaged R$ 900 (5 lessons), R$ 1.300 (10) and R$ 1.900 (20)
# in 10 cities (g1, 19/01/2026: https://g1.globo.com/carros/noticia/2026/01/19/nova-regra-da-cnh-derruba-precos-e-faz-autoescolas-venderem-pacotes-por-cerca-de-r-300.ghtml).
# Variable cost: fuel and wear of about 10 practical lessons (~R$ 30 each, estimate).
M("autoescola", "escola-espaco", "pacote de aulas práticas|pacotes de aulas práticas", 900, 1900, 300, 50, ["Carros de aula com pedal duplo:3:70000", "Moto de aula:2:15000", "Sala teórica (carteiras, TV e computador):1:8000"], rent=3500, staff=4, fx=[("Credenciamento e taxas do Detran (mensalizado)", 600), ("Energia e água", 500)], fuelInVar=True, basis="Pacotes de 5 a 20 aulas práticas: média de R$ 900 a R$ 1.900 em 10 cidades depois da resolução do Contran de dezembro de 2025 (g1, janeiro de 2026)")
M("creche-e-bercario", "escola-espaco", "criança matriculada|crianças matriculadas", 900, 1400, 180, 60, ["Berços, colchonetes e trocadores:1:12000", "Mesinhas, cadeirinhas e armários das salas:1:6000", "Brinquedos e parque:1:10000", "Cozinha e lactário:1:12000"], rent=5000, staff=6, fx=[("Energia, água e gás (cozinha, lactário e lavanderia)", 1200)])
M("traducao-e-versao", "freelancer-digital", "lauda|laudas", 50, 90, 2, 150, ["Software de tradução (CAT tool):1:1200"])
M("interprete-de-libras", "consultoria", "hora|horas", 90, 160, 5, 60)
M("cursos-online-de-negocios", "criador-conteudo", "matrícula|matrículas", 150, 400, 25, 30, ["Câmera e iluminação para gravação:1:2500"], fx=[("Plataforma de cursos", 150), ("Anúncios", 600)])
M("aulas-de-culinaria", "aulas-particulares", "aluno por aula|alunos por aula", 90, 160, 35, 70, ["Utensílios e equipamentos de aula:1:2500"])
M("aulas-de-oratoria", "aulas-particulares", "aluno|alunos", 250, 450, 10, 25, ["Câmera e tripé para gravar os alunos:1:1200"])
# Instructors of vocational courses earn about R$ 3.230 a month (CAGED: https://salario.com.br/profissao/instrutor-no-ensino-profissionalizante-cbo-332205);
# driving instructors about R$ 2.230 (https://cargos.com.br/salario/instrutor-de-auto-escola), close to the floor economics.py assumes
M("escola-de-cursos-profissionalizantes", "escola-espaco", "aluno|alunos", 250, 400, 40, 220, ["Carteiras, mesas e quadros das salas:1:5000", "Equipamentos de laboratório/prática:1:25000", "Computadores:10:2800"], rent=4000, staff=3, wage=3200, fx=[("Energia e água", 800)])

# --- Moda -----------------------------------------------------------------------------------------
M("ajustes-e-consertos-de-roupas", "costura", "ajuste|ajustes", 25, 45, 3, 300, ["Máquina reta semi-industrial:1:2200", "Overloque:1:1800"])
M("costura-sob-medida", "costura", "peça sob medida|peças sob medida", 180, 350, 60, 30, ["Máquina reta semi-industrial:1:2200", "Overloque:1:1800", "Manequim:1:400"])
M("alfaiataria", "costura", "peça|peças", 450, 900, 150, 16, ["Máquina reta industrial:1:3500", "Overloque e galoneira:1:4500", "Ferro industrial e mesa de passar:1:1500"], rent=1000)
# Facção piece rates: R$ 1,90 to R$ 4,50 per piece in the Goiás garment hub, about 250 pieces a week for
# one seamstress working 12-hour days (https://gjc.meudaqui.com.br/editorias/geral/costureiras-em-goi%C3%A1s-chegam-a-receber-menos-de-r-2-por-pe%C3%A7a-e-realizam-longa-jornada-de-trabalho-1.2342375);
# 2026 estimate R$ 3 to R$ 6 for simple pieces, ~1.200 pieces a month per person on a normal day's work.
# A facção usually works in the owner's house or an annex (no rent).
M("faccao-de-costura", "costura", "peça costurada|peças costuradas", 3, 6, 0.6, 2400, ["Máquinas retas industriais:2:3500", "Overloque industrial:1:4500", "Galoneira:1:5000"], staff=1, basis="Preço por peça pago por confecções: de R$ 1,90 a R$ 4,50 no polo de Goiás segundo reportagem, R$ 3 a R$ 6 em 2026 para peças simples (estimativa)", capBasis="Até 2400 peças por mês: a pessoa dona e 1 funcionária, cerca de 1.200 peças cada, em casa ou num cômodo anexo (estimativa)")
M("camisetas-personalizadas", "personalizacao", "camiseta|camisetas", 40, 65, 20, 400, ["Prensa térmica 38x38:1:1500", "Impressora para sublimação/DTF:1:3500", "Plotter de recorte:1:1800"], stock=1500)
M("bordados-computadorizados", "personalizacao", "peça bordada|peças bordadas", 20, 45, 5, 500, ["Máquina de bordar computadorizada 1 cabeça:1:18000", "Software de matrizes:1:1500"], stock=800)
M("upcycling-de-roupas", "costura", "peça|peças", 90, 180, 35, 50, ["Máquina de costura doméstica robusta:1:1200"], stock=500)
# Sold also through resellers (revendedoras) and shops, who keep 25% to 35% of the label price (estimate)
M("moda-praia", "costura", "peça|peças", 70, 130, 30, 200, ["Máquina reta e overloque industriais:1:7000", "Galoneira:1:5000"], stock=3000, app=0.1, feeBasis="comissão média de 10%: cerca de um terço das vendas por revendedoras e lojas, que ficam com 25% a 35% do preço de etiqueta, e o resto em vendas diretas sem comissão (estimativa de 2026)")
M("lingerie", "costura", "peça|peças", 50, 100, 20, 250, ["Máquina reta e overloque industriais:1:7000", "Máquina zigue-zague:1:3000"], stock=3000, app=0.1, feeBasis="comissão média de 10%: cerca de um terço das vendas por revendedoras e lojas, que ficam com 25% a 35% do preço de etiqueta, e o resto em vendas diretas sem comissão (estimativa de 2026)")
M("loja-de-moda-infantil", "loja-varejo", "peça vendida|peças vendidas", 60, 110, 50, 400, ["Araras e manequins infantis:1:2500"], stock=15000, rent=1800)
M("brecho", "loja-online", "peça vendida|peças vendidas", 35, 80, 12, 300, ["Araras e cabides:1:600", "Ferro a vapor:1:400"], stock=3000, app=0.07, feeBasis=HALF_MARKETPLACE)
M("revenda-de-roupas", "loja-online", "peça vendida|peças vendidas", 60, 110, 40, 200, ["Araras e manequim:1:700"], stock=5000, app=0.07, feeBasis=HALF_MARKETPLACE)
M("marca-propria-de-roupas", "loja-online", "peça vendida|peças vendidas", 90, 160, 50, 400, ["Estúdio de fotos e manequins:1:4000"], stock=25000, staff=1, fx=[("Modelagem e pilotagem de coleção", 1200)], app=0.07, feeBasis=HALF_MARKETPLACE)
M("aluguel-de-roupas-de-festa", "loja-varejo", "aluguel|aluguéis", 180, 350, 45, 90, ["Araras, provador e espelhos:1:4000"], stock=25000, rent=1800, basis="Aluguel de vestido/traje por evento; custo inclui lavagem e ajustes")
M("bolsas-e-mochilas", "costura", "bolsa|bolsas", 90, 180, 35, 80, ["Máquina reta industrial de transporte triplo:1:5500"], stock=1200)
M("sandalias-de-couro", "oficina-fabricacao", "par|pares", 140, 260, 60, 120, ["Máquina de costura de coluna:1:6000", "Prensa e balancim de corte:1:5000", "Facas de corte por numeração:1:3000"], stock=3000)
M("sapataria", "balcao-reparo", "conserto|consertos", 40, 80, 10, 280, ["Máquina de costura de sapateiro:1:3500", "Lixadeira/esmeril de acabamento:1:1800"], rent=900)
# noGoods: the cleaning products are used up in the service, no part is sold (all revenue is service)
M("limpeza-de-tenis", "balcao-reparo", "par limpo|pares limpos", 50, 90, 8, 220, ["Escovas, produtos e secador de calçados:1:900"], stock=400, noGoods=True, fx=[("Coleta e entrega (delivery)", 250)])
M("consultoria-de-imagem", "consultoria", "consultoria|consultorias", 700, 1500, 60, 10, ["Cartela de cores e tecidos de análise:1:1200"])
M("uniformes-escolares-e-profissionais", "costura", "peça|peças", 45, 75, 27, 1800, ["Máquinas retas industriais:4:3500", "Overloques:2:4500", "Galoneira:1:5000", "Máquina de bordar:1:18000", "Mesa de corte e máquina de corte:1:5000"], stock=10000, rent=2500, staff=4)
M("roupas-de-croche", "artesanato", "peça|peças", 90, 200, 35, 30, ["Agulhas e acessórios:1:200"], stock=400)
M("modelista-freelancer", "freelancer-digital", "modelo (molde e graduação)|modelos (moldes e graduação)", 350, 700, 20, 15, ["Software de modelagem (CAD):1:3000", "Mesa de modelagem e réguas:1:900"])
M("conserto-de-relogios", "balcao-reparo", "conserto ou bateria|consertos ou baterias", 35, 120, 12, 220, ["Kit de ferramentas de relojoeiro:1:1500", "Testador de estanqueidade e bancada:1:1800"], stock=800, rent=700)

# --- Pet ------------------------------------------------------------------------------------------
M("pet-sitter-e-passeador", "servico-pet", "visita ou passeio|visitas ou passeios", 35, 60, 2, 180)
M("adestramento-de-caes", "servico-pet", "aula|aulas", 100, 180, 6, 70, ["Equipamentos de adestramento (cones, guias longas, petiscos):1:500"])
M("roupas-e-acessorios-para-pets", "costura", "peça|peças", 35, 70, 13, 250, ["Máquina reta e overloque domésticas:1:2500"], stock=800)
# Banho e tosa em casa: in Belo Horizonte's pet shops a bath and clip for dogs up to 5 kg cost R$ 60-105 and a bath
# alone R$ 50-65 (Mercado Mineiro, June 2024: https://www.em.com.br/economia/2024/06/6883853-banho-com-tosa-de-pets-fica-mais-caro-em-belo-horizonte.html)
M("banho-e-tosa-em-casa", "banho-tosa", "banho ou tosa|banhos ou tosas", 50, 90, 10, 110, ["Máquinas de tosa e lâminas:1:1200", "Soprador e secador profissional:1:1200", "Mesa de tosa dobrável e banheira pet:1:900"], stock=300,
  basis="Banho ou banho e tosa a R$ 50-90 em casa: nos pet shops de Belo Horizonte, banho e tosa de cães até 5 kg de R$ 60 a R$ 105 e só o banho de R$ 50 a R$ 65 (Mercado Mineiro, junho de 2024); em casa, um pouco abaixo do pet shop (estimativa de 2026)",
  capBasis="Até 110 banhos ou tosas por mês: cerca de 5 por dia em 22 dias, um animal por vez, com secagem completa (estimativa)")
M("banho-e-tosa", "banho-tosa", "banho ou tosa|banhos ou tosas", 60, 110, 12, 300, ["Banheira de inox:1:2000", "Mesa de tosa hidráulica:1:1500", "Soprador e secador profissional:1:2500", "Máquinas de tosa e lâminas:1:1500"], stock=500, rent=1500, staff=1, fx=[("Combustível do leva e traz (carro próprio, rotas no bairro)", 400)])
M("pet-movel", "banho-tosa", "banho ou tosa|banhos ou tosas", 80, 140, 15, 320, ["Furgão usado adaptado (banheira, água, energia):1:110000", "Mesa, soprador e máquinas de tosa:1:6000"], staff=1, fx=[("Seguro e manutenção do veículo", 800), ("Combustível do furgão (rotas no bairro, cerca de 300 km por semana)", 700)])
# Banho e tosa (CNAE 9609-2/08) is a service, taxed by Anexo III; the goods by Anexo I. goods: share of the
# sales that are goods, about three quarters in a pet shop with a grooming area (estimate, 2026)
M("pet-shop-com-servicos", "loja-varejo", "venda no caixa|vendas no caixa", 70, 110, 60, 1300, ["Área de banho e tosa completa:1:12000"], stock=47000, rent=3500, staff=3, annex="III", goods=0.75)
M("hotel-e-creche-para-caes", "hospedagem-cuidado", "diária|diárias", 70, 110, 15, 500, ["Baias, cercados e piso emborrachado:1:12000", "Brinquedos e área de recreação:1:3000"], rent=2500, staff=2)
M("petiscos-naturais-para-caes", "produto-pet", "pacote|pacotes", 20, 35, 9, 700, ["Desidratador industrial:1:3500", "Seladora e balança:1:800"], stock=800, fx=[("Registro no MAPA e responsável técnico (mensalizado)", 600)])
M("taxi-dog", "servico-pet", "corrida|corridas", 45, 80, 12, 160, ["Caixas de transporte e capas de banco:1:700"], fx=[("Seguro e manutenção do carro (parte do trabalho)", 350)])
M("loja-online-de-produtos-pet", "loja-online", "pedido|pedidos", 90, 160, 85, 250, [], stock=13000, app=0.07, feeBasis=HALF_MARKETPLACE)
M("criacao-de-peixes-ornamentais", "criacao-animais", "lote de peixes|lotes de peixes", 80, 150, 25, 70, ["Aquários e tanques:20:350", "Filtros, aeradores e aquecedores:1:2500"], stock=800)
# Dogs: a small-breed litter has about 4 to 6 puppies and a dam should not have more than about
# 3 litters in 2 years (rest between heats): 5 dams give at most ~3 puppies a month.
M("criador-de-caes-de-raca", "criacao-animais", "filhote|filhotes", 2000, 3500, 700, 3, ["Canil com baias e solário:1:10000", "Matrizes registradas:5:3500", "Padreador registrado:1:3500"], fx=[("Ração e higiene dos 6 cães adultos (porte pequeno)", 600)], basis="Filhote com pedigree de raça pequena (2026, estimativa); o custo por filhote inclui vacinas, vermífugo, microchip e ração da ninhada", capBasis="5 matrizes com no máximo 3 ninhadas a cada 2 anos (descanso entre cios) e 4 a 6 filhotes por ninhada: cerca de 3 filhotes por mês no máximo")
M("adestramento-de-caes-de-guarda", "servico-pet", "aula ou contrato|aulas ou contratos", 150, 300, 15, 40, ["Equipamentos de proteção e mordida:1:2500"])
M("veterinario-domiciliar", "pratica-regulada", "consulta|consultas", 180, 300, 40, 90, ["Maleta veterinária, estetoscópio e equipamentos:1:5000", "Carro usado para os atendimentos:1:40000"], stock=1500)
M("crematorio-de-animais", "industria-servico", "cremação|cremações", 500, 900, 120, 120, ["Forno crematório com filtro de emissões:1:180000", "Câmara fria:1:25000", "Veículo de remoção:1:60000"], rent=4000, staff=3, fx=[("Energia e água (câmara fria, sala de despedida)", 2500)])
M("casa-agropecuaria", "loja-varejo", "venda no caixa|vendas no caixa", 120, 200, 115, 700, ["Veículo utilitário usado:1:45000"], stock=60000, rent=3000, staff=2, fx=[("Responsável técnico médico-veterinário (contrato de algumas horas por semana)", 1200)])

# --- Saúde e bem-estar ------------------------------------------------------------------------------
M("cuidador-de-idosos", "servico-domestico", "plantão de 12 h|plantões de 12 h", 160, 230, 5, 16, ["Medidor de pressão digital de braço:1:200", "Oxímetro e termômetro digitais:1:150"], capBasis="Escala 12x36: cerca de 15 plantões de 12 h por mês para uma pessoa (até 16 com um avulso); um paciente com cuidado 24 h precisa de 4 a 5 cuidadores")
M("personal-trainer", "atividade-fisica", "aula|aulas", 70, 130, 3, 110, ["Elásticos, halteres e acessórios portáteis:1:1500"])
M("studio-de-pilates", "escola-espaco", "aluno|alunos", 250, 400, 10, 150, ["Aparelhos de pilates (reformer, cadillac, chair, barrel):6:7500", "Recepção e vestiário (bancos e armários):1:2500"], rent=3000, staff=2, fx=[("Energia e água", 500)])
M("academia-de-bairro", "escola-espaco", "aluno|alunos", 90, 140, 5, 700, ["Aparelhos de musculação e cardio:1:160000", "Som, climatização e vestiários:1:30000", "Recepção, catracas e armários:1:8000"], rent=7000, staff=4, staffRole="professores de educação física com registro no CREF, um deles o responsável técnico", fx=[("Energia e água (climatização, esteiras e chuveiros)", 2500)])
M("massoterapia", "atividade-fisica", "sessão|sessões", 100, 170, 8, 90, ["Maca fixa e portátil:1:1200", "Óleos, toalhas e pedras:1:600"], rent=700)
M("aulas-de-yoga-e-meditacao", "atividade-fisica", "aluno|alunos", 150, 250, 3, 45, ["Tapetes, blocos e almofadas:15:90"], fx=[("Aluguel de sala por hora", 500)])
M("terapias-integrativas", "atividade-fisica", "sessão|sessões", 100, 170, 8, 70, ["Maca e materiais de terapia:1:1500"], rent=700)
M("psicologo-online", "pratica-regulada", "sessão|sessões", 120, 200, 5, 100, ["Fone com microfone e webcam de qualidade:1:700", "Cadeira e iluminação do consultório virtual:1:1200"])
M("consultorio-de-nutricao", "pratica-regulada", "consulta|consultas", 150, 250, 10, 80, ["Balança de bioimpedância e adipômetro:1:2500", "Software de nutrição:1:900"], rent=900)
M("fisioterapia-domiciliar", "pratica-regulada", "sessão|sessões", 110, 180, 8, 110, ["Aparelhos portáteis (TENS, ultrassom) e maca portátil:1:4500", "Acessórios de cinesioterapia:1:1200"], fx=[("Deslocamento até os pacientes", 600)])
M("podologia", "estudio-beleza", "atendimento|atendimentos", 90, 160, 14, 130, ["Cadeira de podologia:1:5000", "Motor de podologia e brocas:1:3500", "Autoclave e materiais de biossegurança:1:2200"], stock=600, rent=1200)
M("doula", "consultoria", "acompanhamento (gestação e parto)|acompanhamentos", 1200, 2500, 60, 4, ["Bola de pilates, rebozo e materiais de conforto:1:600"])
# Rented by the month, so each unit is rented at most once a month: capacity = the fleet (35 units).
# Monthly rent (2026 estimate): chairs R$ 100-150, beds R$ 250-400, oxygen concentrators R$ 400-600
# (R$ 350-500 in 2020, https://odia.ig.com.br/rio-de-janeiro/2020/12/6041225-devido-a-covid-dispara-procura-por-aluguel-de-oxigenio-domiciliar.html)
M("aluguel-de-equipamentos-hospitalares", "locacao-equipamentos", "equipamento alugado por mês|equipamentos alugados por mês", 150, 320, 25, 35, ["Camas hospitalares:10:2800", "Cadeiras de rodas e de banho:20:700", "Concentradores de oxigênio:5:4000"], basis="Aluguel mensal de 2026 (estimativa): cadeiras de R$ 100 a R$ 150, camas de R$ 250 a R$ 400 e concentradores de oxigênio de R$ 400 a R$ 600", capBasis="Até 35 aluguéis por mês: cada um dos 35 equipamentos (10 camas, 20 cadeiras e 5 concentradores) é alugado no máximo uma vez por mês")
M("loja-de-artigos-ortopedicos", "loja-varejo", "venda|vendas", 120, 220, 105, 320, [], stock=25000, rent=2200, staff=1)
# Shifts: one patient with 24 h care takes 60 shifts of 12 h a month, i.e. 4 to 5 carers on a 12x36
# roster (about 15 shifts each). 5 employed technicians cover 75 shifts; more shifts are covered by
# on-call technicians paid per shift (R$ 140 of the variable cost: pay and materials).
M("home-care-de-enfermagem", "pratica-regulada", "plantão de 12 h|plantões de 12 h", 250, 400, 140, 150, ["Materiais e equipamentos de enfermagem:1:8000"], staff=1, rent=1500, fx=[("Responsável técnico (enfermeiro)", 3500)], capBasis="Até 150 plantões de 12 h por mês (2 pacientes com cuidado 24 h e avulsos) com técnicos de enfermagem plantonistas pagos por plantão (R$ 140 por plantão nos custos variáveis) e 1 técnica fixa na escala; um paciente 24 h usa 60 plantões por mês, ou 4 a 5 pessoas em 12x36")
# ILPI: monthly fees of R$ 2.500 to 12.000 in 2025 (https://escolhasenior.com.br/quanto-custa-uma-casa-de-repouso-valores-2025/).
# Staff by RDC Anvisa 502/2021 (as the old RDC 283/2005): for dependence grade II, one caregiver per 10 residents
# per shift -> 2 caregivers around the clock = 8 people in 12x36, plus cooking and cleaning/laundry; a
# technical lead of higher education 20 h a week.
M("residencial-para-idosos", "hospedagem-cuidado", "residente|residentes", 4000, 6500, 700, 20, ["Camas hospitalares e colchões:20:2800", "Adaptações de acessibilidade:1:20000"], rent=6000, staff=10, fx=[("Responsável técnico de nível superior (20 horas por semana)", 2500)], capBasis="Até 20 residentes; a equipe (8 cuidadores em 12x36, cozinha e limpeza/lavanderia) segue a proporção da RDC Anvisa 502/2021 para até 20 residentes de grau de dependência II")
M("aulas-de-natacao-e-hidroginastica", "atividade-fisica", "aluno|alunos", 140, 230, 4, 60, ["Pranchas, espaguetes e materiais de aula:1:1200"], fx=[("Aluguel de piscina por hora", 1200)])
M("otica", "loja-varejo", "venda de óculos|vendas de óculos", 350, 650, 230, 150, ["Equipamentos de montagem e lensômetro:1:15000", "Expositores de armações:1:6000"], stock=25000, rent=3500, staff=2, fx=[("Responsável técnico óptico", 1500)])
M("laboratorio-de-protese-dentaria", "oficina-fabricacao", "prótese|próteses", 250, 500, 80, 60, ["Forno, motor de bancada e polimerizadora:1:12000", "Articuladores e material de laboratório:1:4000"], stock=1500, rent=1000)
# A pharmacist must be present during all opening hours (Lei 13.021/2014, art. 6º, I; https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2014/lei/l13021.htm):
# one full-time pharmacist covers 44 h a week, a neighbourhood drugstore opens ~70 h.
M("farmacia", "loja-varejo", "venda no caixa|vendas no caixa", 60, 90, 52, 3500, ["Gôndolas e balcões:1:25000", "Sistema de gestão e SNGPC:1:5000"], stock=120000, rent=5000, staff=4, fx=[("Farmacêutico responsável técnico", 5500), ("Farmacêutico substituto (meio período), para ter farmacêutico em todo o horário aberto", 2800)])

# --- Transporte e turismo ----------------------------------------------------------------------------
M("motoboy-entregas", "veiculo-carga", "entrega|entregas", 8, 14, 2.2, 900, ["Moto 160 cc usada:1:14000", "Baú, capacete e equipamentos de segurança:1:1200", "Suporte e celular para rota:1:900"])
M("entregas-de-bicicleta", "veiculo-carga", "entrega|entregas", 7, 11, 0.6, 600, ["Bicicleta de carga ou elétrica:1:3500", "Bolsa térmica e equipamentos de segurança:1:400"])
M("mototaxi", "veiculo-passageiros", "corrida|corridas", 9, 16, 2.2, 650, ["Moto 160 cc usada:1:14000", "Capacete extra, colete e toucas:1:600"], fx=[("Taxa anual de permissão (mensalizada)", 80)])
M("taxi", "veiculo-passageiros", "corrida|corridas", 25, 40, 7.5, 380, ["Carro sedã usado (com isenções de taxista quando houver):1:60000", "Taxímetro e adaptações:1:2000"], fx=[("Taxa da prefeitura e alvará (mensalizada)", 120)])
M("motorista-de-aplicativo", "veiculo-passageiros", "corrida|corridas", 16, 26, 5.5, 600, ["Carro usado aceito pelos aplicativos:1:55000"], app=0.25, basis="Valor da corrida para o passageiro; o aplicativo fica com cerca de 25%")
M("transporte-escolar", "veiculo-passageiros", "aluno|alunos", 250, 400, 40, 40, ["Van escolar usada adaptada:1:140000"], fx=[("Vistoria e licença do Detran/prefeitura (mensalizada)", 150), ("Seguro a mais da van (cerca de 3% do valor por ano) e seguro dos passageiros", 300)], capBasis="Até 40 alunos: uma van de cerca de 20 lugares em dois turnos (manhã e tarde), com a pessoa dona dirigindo (estimativa)")
M("fretes-e-carretos", "veiculo-carga", "frete|fretes", 150, 280, 45, 45, ["Utilitário ou caminhonete usada:1:55000", "Cintas, cobertores e carrinho de carga:1:700"])
M("mudancas", "veiculo-carga", "mudança|mudanças", 1200, 2500, 350, 20, ["Caminhão baú 3/4 usado:1:140000", "Cobertores, cintas e carrinhos:1:2500"], staff=2, fx=[("Seguro e manutenção a mais do caminhão (seguro de cerca de 3% do valor por ano, revisões e pneus)", 600)])
M("caminhoneiro-autonomo", "veiculo-carga", "viagem (frete)|viagens (fretes)", 3200, 5000, 1900, 8, ["Caminhão usado (truck) com implemento:1:280000"], fx=[("Seguro a mais do caminhão (cerca de 3% do valor por ano; pneus e desgaste já estão no custo da viagem)", 450)], basis="Frete por viagem regional de 500 a 800 km; o custo variável é combustível, pedágio e desgaste (piso ANTT como referência)")
M("guincho", "veiculo-carga", "remoção|remoções", 200, 400, 60, 70, ["Caminhão plataforma usado:1:160000"], fx=[("Seguro e manutenção a mais do caminhão (seguro de cerca de 3% do valor por ano, revisões e pneus)", 650)])
M("guia-de-turismo", "turismo", "passeio guiado|passeios guiados", 150, 300, 15, 30)
M("agente-de-viagens", "turismo", "venda (comissão)|vendas (comissões)", 180, 400, 5, 30, [], basis="Comissão média de 8% a 12% sobre pacotes vendidos (estimativa 2026)")
M("excursoes-e-passeios-em-grupo", "turismo", "passageiro|passageiros", 180, 300, 130, 90, [], basis="Preço por passageiro; o custo inclui ônibus/van fretada, ingressos e seguro")
M("fretamento-de-van", "veiculo-passageiros", "viagem fretada|viagens fretadas", 700, 1300, 300, 22, ["Van de passageiros usada:1:150000"], fx=[("Registro e licença de fretamento (mensalizado)", 200), ("Seguro a mais da van (cerca de 3% do valor por ano) e seguro dos passageiros", 300)])
M("pousada", "hospedagem", "diária de quarto|diárias de quarto", 220, 380, 40, 300, ["Quartos mobiliados (cama, frigobar, ar, TV):10:9000", "Café da manhã: cozinha e utensílios:1:15000"], rent=6000, staff=3, app=0.15)
M("hostel", "hospedagem", "diária de cama|diárias de cama", 60, 100, 10, 900, ["Beliches e colchões:30:900", "Armários com cadeado:30:300", "Cozinha compartilhada:1:10000"], rent=6000, staff=2, app=0.15)
M("coanfitriao-airbnb", "consultoria", "imóvel gerido|imóveis geridos", 600, 1100, 150, 12, [], capBasis="Até 12 imóveis geridos pela pessoa dona, com a limpeza terceirizada e paga pela taxa de limpeza do hóspede (estimativa)", basis="Taxa de 15% a 20% sobre a receita de cada imóvel; custo variável = limpeza e reposição não repassadas")
M("camping", "hospedagem", "diária por pessoa|diárias por pessoa", 50, 90, 8, 600, ["Banheiros e chuveiros:1:40000", "Estrutura de áreas, energia e iluminação:1:25000", "Barracas de aluguel:10:700"], rent=2500, staff=1, capBasis="Até 600 diárias por pessoa por mês: cerca de 60 pessoas por noite nas 10 noites de fim de semana e feriado de um mês (estimativa); nos dias de semana o movimento é pequeno")
# Passeios de barco: the variable cost per passenger includes the boat's fuel and the on-board service
M("passeios-de-barco", "turismo", "passageiro|passageiros", 80, 150, 25, 400, ["Embarcação usada para passeios (até 20 pessoas):1:120000", "Coletes e equipamentos de segurança:1:4000"], staff=1, fx=[("Seguro e manutenção da embarcação", 1200)], capBasis="Média do ano: até 400 passageiros por mês (cerca de 20 saídas com a embarcação cheia); a temporada lota e a baixa temporada fica bem abaixo disso (estimativa)")
M("aluguel-de-bicicletas", "locacao-equipamentos", "hora de aluguel|horas de aluguel", 15, 25, 1.5, 500, ["Bicicletas:15:1500", "Capacetes, cadeados e suporte:1:1500"])

# --- Comércio ---------------------------------------------------------------------------------------
M("barraca-de-utilidades-em-feira", "banca-feira", "venda|vendas", 18, 35, 12, 500, [], stock=4000)
M("loja-online-de-acessorios-para-celular", "loja-online", "pedido|pedidos", 45, 80, 27, 250, [], stock=5000, app=0.14, feeBasis=MOSTLY_MARKETPLACE)
M("loja-virtual-de-utilidades", "loja-online", "pedido|pedidos", 60, 110, 38, 200, [], stock=5000, app=0.14, feeBasis=MOSTLY_MARKETPLACE)
M("representante-comercial", "consultoria", "venda fechada (comissão)|vendas fechadas (comissões)", 350, 700, 20, 20, [], capBasis="Até 20 pedidos fechados por mês, cerca de um por dia útil, visitando de 3 a 5 lojistas por dia (estimativa)", fx=[("Combustível e desgaste do carro nas visitas (além do deslocamento base)", 500)], basis="Comissão de 3% a 8% sobre pedidos de empresas representadas")
M("sebo-de-livros", "loja-online", "livro vendido|livros vendidos", 20, 40, 6, 250, ["Estantes:1:1500"], stock=1500, app=0.1)
# One consistent unit, the delivery: 70% are a P13 (about R$ 110-125 in 2026, cost ~R$ 92; ANP
# Levantamento de Preços, https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos)
# and 30% a 20 L water jug (R$ 12-16, cost ~R$ 7): 0,7 x P13 + 0,3 x jug.
# Gas: the P13 averaged R$ 95-114 in the ANP's weekly price survey of 2021-2025 (national mean;
# state means R$ 100-135, https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos);
# the reseller buys it from the distributor for about R$ 20-25 less (estimate). The unit is the P13
# only: the 20 L water jug sells for a tenth of it and is not counted (a complement, stated in the basis).
M("revenda-de-gas-e-agua", "loja-perecivel", "botijão P13 entregue|botijões P13 entregues", 100, 120, 88, 1200, ["Moto com carretinha ou utilitário usado:1:30000", "Cascos de botijão P13:1:10000"], stock=8000, rent=1800, staff=2, fx=[("Energia e água", 200), ("Licenças ANP e bombeiros (mensalizado)", 150)], drop=["Energia (refrigeração) e água", "Curso de Boas Práticas", "Primeira divulgação: fotos, rótulos, perfil e anúncios"], px=[("Primeira divulgação: ímãs de geladeira, adesivos e perfil", 400)], basis="Botijão P13 entregue: R$ 100 a R$ 120 (média nacional da ANP perto de R$ 110); a água mineral (galão de 20 L) é um complemento de margem pequena e não entra nestes números")
M("floricultura", "loja-varejo", "arranjo ou vaso|arranjos ou vasos", 60, 120, 28, 400, ["Geladeira para flores:1:6000", "Bancadas e vasos de exposição:1:2500"], stock=3000, rent=2000)
M("loja-de-presentes-e-artesanato", "loja-varejo", "peça vendida|peças vendidas", 45, 90, 25, 400, [], stock=12000, rent=1800)
M("papelaria", "loja-varejo", "venda no caixa|vendas no caixa", 20, 40, 17, 1500, ["Impressora multifuncional e plastificadora:1:3500"], stock=18000, rent=2000, staff=1)
M("loja-de-variedades", "loja-varejo", "venda no caixa|vendas no caixa", 18, 35, 15, 1800, [], stock=20000, rent=2000, staff=1)
M("mercadinho-de-bairro", "loja-perecivel", "venda no caixa|vendas no caixa", 35, 55, 33, 4500, ["Geladeiras e freezers expositores:4:6000", "Gôndolas e check-out:1:20000"], stock=45000, rent=4000, staff=3)
# Hortifruti buys at the Ceasa or from growers almost every day: ~26 trips a month by hired freight (~R$ 35 each, estimate)
M("hortifruti", "loja-perecivel", "venda no caixa|vendas no caixa", 25, 45, 23, 2500, ["Expositores e caixas:1:5000", "Câmara fria pequena:1:15000"], stock=4000, rent=2500, staff=2, fx=[("Frete das compras na Ceasa ou nos produtores", 900)])
M("acougue", "loja-perecivel", "venda no caixa|vendas no caixa", 60, 100, 58, 2500, ["Câmara fria:1:25000", "Balcão refrigerado:1:12000", "Serra de fita e moedor:1:9000"], stock=15000, rent=3000, staff=2)
M("peixaria", "loja-perecivel", "venda (kg)|vendas (kg)", 45, 70, 38, 1500, ["Balcão refrigerado de peixes:1:9000", "Freezers:2:3800", "Máquina de gelo:1:8000"], stock=6000, rent=2000, staff=1)
M("adega-e-distribuidora-de-bebidas", "loja-varejo", "venda|vendas", 50, 90, 50, 1600, ["Geladeiras e freezers de bebidas:4:4000", "Moto de entrega usada:1:14000"], stock=25000, rent=2500, staff=2)
M("emporio-de-produtos-naturais", "loja-varejo", "venda no caixa|vendas no caixa", 45, 80, 38, 900, ["Silos e dispensers de granel:1:6000", "Geladeira expositora:1:4500"], stock=18000, rent=2500, staff=1)
M("loja-de-material-de-construcao", "loja-varejo", "venda|vendas", 150, 300, 160, 1300, ["Caminhão de entrega usado:1:120000", "Porta-paletes e estantes de depósito:1:20000"], stock=125000, rent=5000, staff=4)
# Diesel: ~120 deliveries a month x ~15 km at ~3 km/l = ~600 l, plus the loader, at ~R$ 6/l (ANP pump survey, 2025) -> ~R$ 4.000 with upkeep
M("deposito-de-areia-e-tijolos", "distribuicao", "entrega|entregas", 350, 700, 340, 200, ["Caminhão caçamba usado:1:150000", "Pá carregadeira usada:1:90000"], stock=15000, rent=3000, staff=2, fx=[("Diesel e manutenção do caminhão e da pá carregadeira", 4000)])
M("loja-de-artigos-de-pesca", "loja-varejo", "venda|vendas", 60, 120, 52, 350, [], stock=20000, rent=1800)
M("loja-de-brinquedos", "loja-varejo", "venda|vendas", 60, 120, 52, 400, [], stock=20000, rent=2000)
M("loja-de-artigos-para-festas", "loja-varejo", "venda|vendas", 40, 80, 35, 600, [], stock=18000, rent=2200)
M("produtos-de-limpeza-para-condominios", "distribuicao", "pedido|pedidos", 400, 800, 420, 60, [], stock=16000, capBasis="Até 3 pedidos por dia útil (60 por mês), vendidos e entregues pela pessoa dona no próprio carro")
M("tabacaria", "loja-varejo", "venda|vendas", 30, 60, 28, 900, [], stock=16000, rent=1800)
M("armarinho-e-aviamentos", "loja-varejo", "venda|vendas", 20, 40, 17, 900, [], stock=15000, rent=1500)
M("moveis-e-eletrodomesticos-usados", "loja-varejo", "peça vendida|peças vendidas", 250, 550, 140, 50, ["Ferramentas de reparo e carrinho:1:1500", "Utilitário usado para fretes:1:45000"], stock=8000, rent=1800)

# --- Artesanato -----------------------------------------------------------------------------------
M("velas-aromaticas", "artesanato", "vela|velas", 35, 70, 12, 200, ["Derretedeira e termômetro:1:500", "Formas e recipientes:1:400"], stock=600)
M("bijuterias-artesanais", "artesanato", "peça|peças", 25, 60, 9, 250, ["Alicates e ferramentas de montagem:1:300"], stock=700)
M("amigurumi", "artesanato", "peça|peças", 60, 140, 18, 35, [], stock=250)
M("panos-de-prato-e-artigos-de-cozinha", "artesanato", "peça|peças", 20, 45, 7, 200, ["Máquina de costura doméstica:1:1200"], stock=400)
M("bordado-livre-em-bastidor", "artesanato", "peça|peças", 80, 180, 20, 35, ["Bastidores, linhas e tecidos:1:300"])
M("macrame", "artesanato", "peça|peças", 60, 150, 18, 50, ["Suporte de trabalho e ferramentas:1:200"], stock=500)
M("lacos-e-tiaras-infantis", "artesanato", "peça|peças", 15, 35, 5, 300, ["Pistola de cola quente e tesoura:1:70"], stock=150, basis="Laço ou tiara vendido a R$ 15-35 (2026, estimativa); começa na mesa de casa")
M("papelaria-personalizada-para-festas", "personalizacao", "kit de festa|kits de festa", 150, 350, 60, 40, ["Impressora de tanque de tinta:1:1300", "Plotter de recorte:1:1800", "Guilhotina e vincador:1:500"], stock=600)
# Mix of succulent arrangements (R$ 25-60), small terrariums (R$ 40-70) and a few large ones (R$ 90-150),
# 2026 estimate. CNAE 4789-0/02 is retail: an ME is taxed by Anexo I (LC 123/2006, art. 18, § 4º, I)
M("terrarios-e-suculentas", "artesanato", "peça|peças", 35, 90, 18, 150, ["Estufa/prateleiras para mudas:1:800"], stock=800, annex="I", basis="Mistura de arranjos de suculentas (R$ 25-60), terrários pequenos (R$ 40-70) e alguns grandes (R$ 90-150), 2026 (estimativa)")
M("quadros-e-pintura-artistica", "artesanato", "quadro|quadros", 250, 700, 70, 12, ["Cavaletes, pincéis e tintas:1:1200"])
M("tapetes-de-croche-em-barbante", "artesanato", "peça|peças", 70, 160, 25, 35, [], stock=400)
M("ceramica-artesanal", "artesanato", "peça|peças", 60, 150, 18, 180, ["Forno elétrico para cerâmica:1:9000", "Torno elétrico:1:4500"], stock=800, fx=[("Energia do forno", 250)])
M("pecas-de-madeira-artesanais", "oficina-fabricacao", "peça|peças", 60, 150, 22, 120, ["Serra tico-tico, lixadeira e tupia:1:2500"], stock=600)
# Sold by order, not by piece: a lot of 30-50 party favours at R$ 2-5 each, or 1-3 plaques, boxes or
# displays (2026 estimate); a 60 W machine and one person finish 5 to 7 orders a day
M("corte-e-gravacao-a-laser", "personalizacao", "pedido|pedidos", 60, 200, 25, 150, ["Máquina de corte a laser CO2 60 W:1:16000", "Exaustão e compressor:1:1500"], stock=1500, basis="Pedido típico de 2026 (estimativa): um lote de 30 a 50 lembrancinhas de R$ 2 a R$ 5 cada, ou 1 a 3 placas, caixas ou displays")
M("moveis-de-pallet", "oficina-fabricacao", "móvel|móveis", 350, 800, 110, 30, ["Serra circular, esquadrejadeira e lixadeiras:1:4500", "Furadeira/parafusadeira e pistola de pintura:1:1500"], stock=800)
M("joias-de-prata", "oficina-fabricacao", "peça|peças", 120, 300, 55, 100, ["Laminador, maçarico e bancada de ourives:1:6000", "Polidora e ultrassom:1:2500"], stock=3000)
M("luthieria", "oficina-fabricacao", "regulagem ou conserto|regulagens ou consertos", 120, 350, 25, 40, ["Ferramentas de luthier (limas, gabaritos, grampos):1:4000"], stock=800)
# Small cement vases and cachepots sell at R$ 15-35 at fairs, medium ones at R$ 40-80 (2026 estimate)
M("vasos-de-cimento", "artesanato", "vaso|vasos", 25, 70, 10, 200, ["Formas de silicone e plástico:1:800", "Betoneira pequena:1:1800"], stock=300, basis="Vasos pequenos de R$ 15 a R$ 35 e médios de R$ 40 a R$ 80 em feiras e lojas, 2026 (estimativa)")
M("pecas-de-gesso-decorativas", "oficina-fabricacao", "peça|peças", 30, 70, 7, 300, ["Formas de silicone:1:3000", "Misturador e bancada:1:1200"], stock=400)
M("encadernacao-artesanal", "artesanato", "caderno ou planner|cadernos ou planners", 60, 140, 20, 60, ["Guilhotina, prensa e furador de encadernação:1:1500"], stock=500)
M("artesanato-em-couro", "artesanato", "peça|peças", 80, 200, 30, 60, ["Ferramentas de couro (vazadores, bisturis, riscador):1:900"], stock=1000)
M("cestaria-em-palha-e-fibras", "artesanato", "peça|peças", 40, 110, 10, 60, [], stock=300)
M("serigrafia-de-brindes", "personalizacao", "peça estampada|peças estampadas", 5, 12, 1.5, 2500, ["Mesa de serigrafia e quadros:1:3000", "Secador/estufa de cura:1:2000"], stock=1500)
M("letreiros-de-neon-led", "personalizacao", "letreiro|letreiros", 350, 800, 130, 30, ["Máquina de corte a laser para acrílico:1:12000", "Ferramentas de solda e eletrônica:1:800"], stock=1500)
M("restauracao-de-obras-de-arte", "oficina-fabricacao", "restauração|restaurações", 500, 1500, 80, 8, ["Mesa de trabalho, lupa e iluminação técnica:1:3500", "Materiais de conservação:1:2500"])

# --- Eventos ----------------------------------------------------------------------------------------
M("dj-para-festas", "artista-eventos", "evento|eventos", 600, 1200, 60, 12, ["Controladora DJ:1:4500", "Caixas de som ativas:2:3000", "Iluminação básica:1:2000"])
M("som-e-iluminacao-para-eventos", "locacao-equipamentos", "evento|eventos", 1500, 3500, 300, 16, ["Line array e mesa de som:1:45000", "Iluminação (moving heads, par led) e treliças:1:30000", "Utilitário usado:1:55000"], staff=2)
M("recreacao-infantil", "artista-eventos", "festa|festas", 300, 600, 40, 16, ["Tintas faciais, balões e jogos:1:350", "Caixa de som bluetooth pequena:1:150"], basis="Pacote de 3 a 4 horas de recreação (2026, estimativa); começa com materiais simples")
M("magico-para-festas", "artista-eventos", "show|shows", 400, 800, 40, 10, ["Kit de mágicas e figurino:1:2500", "Caixa de som portátil:1:700"])
M("fotografo-de-eventos", "foto-video", "evento|eventos", 800, 1800, 90, 8, ["Câmera full frame:1:12000", "Lentes:2:4000", "Flash e acessórios:1:1500"])
M("filmagem-de-eventos", "foto-video", "evento|eventos", 1000, 2200, 100, 7, ["Câmera de vídeo e estabilizador:1:12000", "Microfones sem fio:1:1500"])
M("cerimonialista", "artista-eventos", "evento|eventos", 1500, 3500, 250, 4, ["Kit de cerimonial (rádios, costura, primeiros socorros):1:800"])
M("decoracao-pegue-e-monte", "locacao-equipamentos", "kit alugado|kits alugados", 150, 300, 25, 80, ["Kits temáticos (painéis, mesas, peças):15:900"])
M("decoracao-com-baloes", "artista-eventos", "decoração|decorações", 300, 700, 120, 20, ["Inflador elétrico e estruturas:1:900"], stock=500)
M("aluguel-de-brinquedos-para-festas", "locacao-equipamentos", "aluguel|aluguéis", 200, 400, 30, 45, ["Pula-pula com rede:2:2500", "Tobogã inflável:1:6000", "Piscina de bolinhas e cama elástica:1:4000", "Carretinha para transporte:1:4000"])
M("aluguel-de-mesas-e-cadeiras", "locacao-equipamentos", "aluguel (kit de 10 mesas)|aluguéis (kits de 10 mesas)", 150, 280, 20, 60, ["Mesas com 4 cadeiras:100:180", "Toalhas:100:25", "Carretinha:1:4000"])
M("buffet-infantil", "espaco-eventos", "festa|festas", 4500, 8000, 2200, 24, ["Brinquedos e playground:1:60000", "Cozinha industrial:1:30000"], rent=9000, staff=5)
M("salao-de-festas-para-locacao", "espaco-eventos", "locação|locações", 1500, 3000, 200, 14, ["Som ambiente e iluminação:1:8000", "Geladeiras e freezers:1:7000"], rent=4000, staff=1)
M("churrasqueiro-em-domicilio", "chef-em-domicilio", "evento|eventos", 350, 700, 40, 14, ["Churrasqueira portátil e espetos:1:900"], basis="Serviço de churrasqueiro por evento, sem as carnes (compradas pelo cliente); o custo por evento é carvão, sal e materiais (2026, estimativa)")
# Bufê (CNAE 5620-1/02): LC 116/2003, item 17.11, leaves the food and drinks supplied to the ICMS (Anexo I);
# split=True takes them at cost as the goods share, the rest is the service (Anexo III)
M("pizzaiolo-em-domicilio", "chef-em-domicilio", "evento|eventos", 900, 1700, 330, 10, ["Forno de pizza móvel a lenha/gás:1:8000", "Bancada e utensílios:1:1500"], split=True)
M("bar-de-drinks-para-eventos", "chef-em-domicilio", "evento|eventos", 1500, 3000, 700, 8, ["Bar móvel e utensílios de coquetelaria:1:4500", "Caixas térmicas e máquina de gelo:1:3000"], staff=1, split=True, basis="Festa de cerca de 60 convidados a R$ 25-50 por pessoa, com bebidas, frutas, gelo e bartender incluídos (2026, estimativa)")
# Buffet: per event of 100 guests, food and drinks ~R$ 35 a guest plus the extra crew hired per event (waiters,
# kitchen help) ~R$ 15 a guest (estimates, 2026)
M("buffet-para-eventos", "espaco-eventos", "evento (100 convidados)|eventos (100 convidados)", 7000, 12000, 5000, 12, ["Cozinha industrial e utensílios:1:35000", "Louças, réchauds e utilitário:1:50000"], rent=3500, staff=3, split=True)
M("cabine-de-fotos-para-festas", "foto-video", "evento|eventos", 700, 1300, 180, 12, ["Cabine fotográfica com impressora dye-sub:1:14000", "Fundo, acessórios e transporte:1:1500"])
# The instrument and the sound system were one R$ 4.500 line; split (our estimate) so that owning either counts.
M("musico-para-eventos", "artista-eventos", "apresentação|apresentações", 400, 900, 30, 12, ["Instrumento:1:2000", "Caixa de som ativa e microfones:1:2500"])
M("locacao-de-palcos-e-tendas", "locacao-equipamentos", "montagem|montagens", 2000, 4500, 500, 14, ["Tendas piramidais 10x10:6:6000", "Palco modular:1:25000", "Caminhão usado:1:110000"], staff=2, fx=[("Galpão para o caminhão, as tendas e o palco (além do depósito básico)", 1200), ("Seguro do caminhão", 500)])
M("locutor-e-mestre-de-cerimonias", "artista-eventos", "evento|eventos", 400, 900, 30, 10, ["Microfone sem fio e caixa portátil:1:1800"])
M("aluguel-de-games-para-eventos", "locacao-equipamentos", "evento|eventos", 450, 900, 60, 20, ["Consoles e TVs:4:4500", "Simuladores e cabos:1:4000"])

# --- Construção e reparos ------------------------------------------------------------------------------
M("eletricista-residencial", "oficio-obra", "serviço|serviços", 150, 350, 20, 45, ["Multímetro, alicate amperímetro e ferramentas isoladas:1:900", "Furadeira de impacto:1:500"])
M("encanador", "oficio-obra", "serviço|serviços", 150, 350, 25, 40, ["Kit de ferramentas hidráulicas e desentupidor:1:1200", "Detector de vazamentos:1:1500"])
M("pintor-de-paredes", "oficio-obra", "diária|diárias", 250, 380, 15, 22, ["Rolos, pincéis, extensores e lixadeira:1:900", "Andaime de 2 módulos:1:1200"])
M("montagem-de-moveis-e-pequenos-reparos", "oficio-obra", "montagem|montagens", 120, 250, 10, 60, ["Parafusadeira e jogo de brocas:1:700"])
M("chaveiro", "balcao-reparo", "serviço|serviços", 25, 70, 8, 220, ["Máquina copiadora de chaves:1:3500", "Kit de abertura e programador de chaves automotivas:1:6000"], stock=1500, rent=900, basis="Ticket médio do mix de serviços de 2026 (estimativa): muitas cópias de chave (R$ 10 a 25), algumas aberturas e trocas de fechadura (R$ 80 a 200) e poucas chaves automotivas codificadas; ponto fixo pequeno (quiosque ou porta de loja)")
M("instalacao-de-ar-condicionado", "oficio-obra", "instalação ou manutenção|instalações ou manutenções", 350, 700, 110, 32, ["Bomba de vácuo, manifold e ferramentas de refrigeração:1:3500", "Furadeira de impacto e serra copo:1:900"])
M("conserto-de-eletrodomesticos", "balcao-reparo", "conserto|consertos", 120, 250, 45, 70, ["Multímetro, ferramentas e estação de solda:1:1200"], stock=800, fx=[("Transporte até os clientes (máquinas e geladeiras se consertam em casa)", 300)])
# A pair (the owner and a helper) installs about 15-25 m² of wall or ceiling a day (estimate):
# ~22 days -> 400 m² a month at most
M("drywall-e-gesso", "oficio-obra", "m² instalado|m² instalados", 55, 90, 30, 400, ["Ferramentas de drywall e nível a laser:1:2500"], staff=1, capBasis="Até 400 m² por mês: a pessoa dona e um ajudante instalam cerca de 15 a 25 m² de parede ou forro por dia (estimativa)")
M("assentamento-de-pisos-e-revestimentos", "oficio-obra", "m² assentado|m² assentados", 45, 75, 4, 220, ["Cortadora de piso e serra mármore:1:1500", "Nível a laser e desempenadeiras:1:900"])
M("pedreiro-de-reformas", "oficio-obra", "diária|diárias", 250, 380, 15, 22, ["Betoneira 150 L:1:2500", "Ferramentas de pedreiro:1:800"])
M("serralheria", "oficina-fabricacao", "serviço (portão, grade)|serviços (portões, grades)", 900, 2000, 450, 22, ["Máquina de solda MIG:1:4500", "Policorte, esmerilhadeiras e furadeira de bancada:1:4000"], stock=3000, rent=1800, staff=1, fx=[("Frete das peças até a obra (carreto) e deslocamento para instalar", 600)])
M("marcenaria-sob-medida", "oficina-fabricacao", "projeto|projetos", 4000, 8000, 1900, 12, ["Esquadrejadeira e coladeira de borda:1:45000", "Ferramentas elétricas e compressor:1:15000", "Utilitário usado:1:50000"], rent=4000, staff=3)
M("vidracaria", "oficina-fabricacao", "serviço (box, janela)|serviços (boxes, janelas)", 900, 1600, 480, 40, ["Mesa de corte e ferramentas de vidraceiro:1:6000", "Utilitário usado com cavalete:1:45000"], stock=5000, rent=2000, staff=1)
# Reupholstering is a repair service (CNAE 9529-1/05): an ME is taxed by Anexo III on the labour
# (LC 123/2006, art. 18, § 5º-B, IX: reparos e manutenção em geral) and by Anexo I on the fabric and
# foam it supplies (split)
M("estofador", "oficina-fabricacao", "peça reformada|peças reformadas", 350, 800, 160, 25, ["Grampeadores pneumáticos e compressor:1:1800", "Máquina de costura industrial:1:3500"], stock=1000, rent=1000, annex="III", split=True)
M("instalacao-de-energia-solar", "oficio-obra", "sistema instalado|sistemas instalados", 4500, 8000, 500, 10, ["Ferramentas, EPIs e linha de vida:1:6000", "Utilitário usado:1:55000"], staff=2, fx=[("Engenheiro para projetos e ART", 2500)], basis="Mão de obra e margem de projeto de um sistema residencial; os painéis são faturados à parte pelo distribuidor")
M("impermeabilizacao", "oficio-obra", "m² impermeabilizado|m² impermeabilizados", 60, 110, 28, 220, ["Maçarico, rolos e equipamentos:1:2500"], staff=1)
# Wells: R$ 150-400 per metre drilled (https://mf2.com.br/valor-poco-artesiano-custo); a 100 m regularised well from R$ 35 mil
# (https://www.perfurarte.com.br/post/poco-artesiano-preco)
M("perfuracao-de-pocos", "industria-servico", "metro perfurado|metros perfurados", 200, 350, 90, 500, ["Perfuratriz sobre caminhão usada:1:450000", "Compressor e ferramentas de perfuração:1:120000"], staff=3, fx=[("Geólogo responsável (ART por poço, mensalizado)", 3000), ("Pátio para o caminhão, os tubos e o material", 1500)], fuelInVar=True, basis="Preço por metro perfurado com revestimento, R$ 150 a R$ 400 (2025-2026); poços de 80 a 150 m")
M("cacambas-de-entulho", "locacao-equipamentos", "caçamba alugada|caçambas alugadas", 300, 450, 110, 260, ["Caminhão poliguindaste usado:1:220000", "Caçambas metálicas 5 m³:30:3200"], staff=2, fx=[("Taxa de descarte em aterro licenciado (base)", 1500), ("Pátio para o caminhão e as caçambas (além do depósito básico)", 1200), ("Seguro do caminhão", 600)])
M("manutencao-de-refrigeracao-comercial", "oficio-obra", "atendimento|atendimentos", 300, 600, 90, 40, ["Bomba de vácuo, manifold e recolhedora de gás:1:5000", "Detector de vazamentos e ferramentas:1:1500"], stock=1500)

# --- Agro -----------------------------------------------------------------------------------------------
M("horta-organica", "lavoura", "cesta|cestas", 45, 70, 12, 200, ["Sistema de irrigação por gotejamento (0,3 ha):1:4500", "Estufa/sombrite pequena:1:4000", "Motocultivador:1:6000"], basis="Cestas de 8 a 10 itens entregues a assinantes; certificação orgânica participativa")
M("viveiro-de-mudas", "lavoura", "muda|mudas", 6, 15, 2, 2000, ["Estufa com sombrite e bancadas:1:8000", "Irrigação por nebulização:1:2500"], stock=800)
# Honey per hive: Brazil's average is about 15 kg a year; good beekeepers get 16 to 45 kg (Embrapa,
# Sistema de Produção do Mel, https://sistemasdeproducao.cnptia.embrapa.br/FontesHTML/Mel/SPMel/).
# Capacity 83 kg/month -> scenarios of about 13, 20 and 27 kg per hive a year (x 0,4 / 0,6 / 0,8).
M("apicultura", "criacao-rural", "kg de mel|kg de mel", 35, 55, 8, 83, ["Colmeias Langstroth povoadas:30:380", "Centrífuga e decantador inox:1:3500", "Macacões, fumigador e EPIs:2:450"], capBasis="30 colmeias; cenários de cerca de 13, 20 e 27 kg de mel por colmeia por ano (a média brasileira é de uns 15 kg e bons apicultores tiram de 16 a 45 kg, segundo a Embrapa), com a sazonalidade da florada", basis="Mel embalado vendido direto (pote de 1 kg); a granel vale menos")
M("galinhas-caipiras-e-ovos", "criacao-rural", "dúzia de ovos|dúzias de ovos", 13, 20, 6.5, 700, ["Galinheiro com ninhos e piquetes:1:8000", "Poedeiras caipiras (frangas):300:35"], stock=1500)
M("queijos-artesanais", "agroindustria", "kg de queijo|kg de queijo", 50, 85, 25, 350, ["Tanque de coagulação e formas:1:6000", "Câmara de maturação:1:8000", "Prensa e mesa inox:1:3500"], stock=1500)
M("cachaca-artesanal", "bebida-artesanal", "garrafa de 700 ml|garrafas de 700 ml", 40, 80, 12, 700, ["Alambique de cobre 500 L e dornas:1:60000", "Moenda e caldeira:1:45000", "Tonéis de madeira para envelhecimento:10:2500"], stock=4000, staff=1, fx=[("Registro no MAPA e análises", 600)])
M("cafe-especial-torrado", "agroindustria", "pacote de 250 g|pacotes de 250 g", 30, 50, 15, 700, ["Torrador de café 5 kg:1:35000", "Moinho e seladora:1:4500"], stock=4000, rent=1200)
# Aerators: 4 paddle aerators of ~2 cv (1,5 kW) run ~8 h a night -> ~1.400 kWh a month, ~R$ 1.100 at a rural tariff near R$ 0,80/kWh (estimate)
M("piscicultura", "criacao-rural", "kg de peixe|kg de peixe", 12, 17, 7.5, 3500, ["Tanques escavados e adequação (1 ha):1:60000", "Aeradores:4:5000", "Alevinos do primeiro ciclo:1:12000"], staff=1, fx=[("Energia dos aeradores (4 de 1,5 kW, cerca de 8 h por noite)", 1100)], basis="Tilápia inteira vendida a frigoríficos e feiras (R$/kg, 2026, estimativa)")
M("cultivo-de-cogumelos", "lavoura", "kg|kg", 35, 60, 12, 120, ["Sala de cultivo climatizada (umidificador, prateleiras):1:3500", "Autoclave/pasteurizador de substrato:1:1500"], stock=600)
M("hidroponia", "lavoura", "pé de alface ou maço|pés de alface ou maços", 3, 5, 1, 6000, ["Estufa com bancadas NFT:1:22000", "Bomba, reservatório e controlador:1:3000"], stock=800)
M("servicos-com-trator", "servico-maquina-agricola", "hora-máquina|horas-máquina", 170, 250, 75, 140, ["Trator 75 cv usado:1:160000", "Grade, roçadeira e arado:1:35000"], fuelInVar=True)
M("colheita-sob-empreitada", "servico-maquina-agricola", "dia de colheita|dias de colheita", 150, 250, 20, 20, ["Ferramentas de colheita e EPIs:1:800"], drop=["Seguro da máquina", "Manutenção preventiva"], fx=[("Transporte até as lavouras", 200)], basis="Diária por empreitada de colheita manual feita pela própria pessoa (2026, estimativa)")
# Drone: R$ 150-300 mil for a spraying drone, 35-40 ha/day (https://blog.leiloae.com.br/?p=652);
# service R$ 100-400/ha by relief and crop (Embrapa Soja, 2025: https://bocadopovonews.com.br/drones-avancam-no-agronegocio-e-ja-substituem-tratores-em-lavouras/)
M("pulverizacao-com-drone", "servico-maquina-agricola", "hectare pulverizado|hectares pulverizados", 100, 180, 30, 800, ["Drone agrícola de pulverização (tanque 30-40 L):1:180000", "Baterias e carregador extras:1:40000", "Gerador e utilitário usado:1:60000"], staff=1, fx=[("Registro no MAPA e responsável técnico agrônomo", 1500)], basis="R$/ha de aplicação com drone: R$ 100 a R$ 400 conforme relevo e cultura (Embrapa Soja, 2025); faixa de entrada usada aqui")
M("turismo-rural", "turismo", "visitante|visitantes", 70, 130, 25, 250, ["Adequação de trilhas, sinalização e área de recepção:1:12000", "Banheiros para visitantes:1:10000"])
M("cultivo-de-morangos", "lavoura", "bandeja de 250 g|bandejas de 250 g", 7, 12, 2.5, 2500, ["Estufa semi-hidropônica com bancadas:1:20000", "Mudas e fertirrigação:1:6000"])
M("casa-de-farinha", "agroindustria", "kg de farinha|kg de farinha", 6, 10, 2.5, 2500, ["Forno de farinha e raladora:1:12000", "Prensa e peneiras:1:4000"], stock=1500)
M("consultoria-agronomica", "pratica-regulada", "visita técnica ou laudo|visitas técnicas ou laudos", 400, 900, 60, 28, ["Kits de análise e GPS:1:3000", "Carro usado para as visitas:1:45000"])
M("aluguel-de-maquinas-agricolas", "locacao-equipamentos", "diária de máquina|diárias de máquina", 500, 900, 120, 40, ["Trator usado e implementos:1:180000", "Carreta para transporte:1:20000"], fx=[("Seguro das máquinas", 600)])

# --- Automotivo -------------------------------------------------------------------------------------------
M("lavagem-de-carros-a-domicilio", "servico-automotivo-movel", "lavagem|lavagens", 50, 90, 10, 130, ["Lavadora de alta pressão e reservatório portátil:1:1800", "Aspirador portátil:1:400", "Kit de panos de microfibra e produtos:1:500"])
# A polish or interior cleaning takes 3-8 h: 150 services a month need the owner and a helper
M("estetica-automotiva", "oficina-automotiva", "serviço|serviços", 120, 300, 35, 150, ["Politrizes, extratora e aspirador:1:5000", "Lavadora de alta pressão profissional:1:3500", "Iluminação e tenda:1:2000"], stock=1500, rent=2000, staff=1)
M("mecanica-de-motos", "oficina-automotiva", "serviço|serviços", 90, 180, 40, 160, ["Elevador de motos:1:2500", "Ferramentas especiais de moto:1:3500"], stock=3000, rent=1500)
M("oficina-mecanica", "oficina-automotiva", "ordem de serviço|ordens de serviço", 450, 900, 330, 160, ["Elevadores automotivos:2:12000", "Scanner automotivo:1:6000", "Ferramentas e bancadas:1:15000"], stock=6000, rent=4000, staff=2)
M("funilaria-e-pintura", "oficina-automotiva", "peça ou reparo|peças ou reparos", 400, 800, 180, 90, ["Cabine de pintura:1:35000", "Compressor de parafuso e pistolas:1:12000", "Ferramentas de funilaria e solda:1:8000"], stock=4000, rent=3500, staff=2)
M("martelinho-de-ouro", "servico-automotivo-movel", "reparo|reparos", 150, 350, 10, 60, ["Kit de alavancas e martelos de martelinho:1:2500", "Luz de referência (refletor):1:500"])
M("eletrica-automotiva", "oficina-automotiva", "serviço|serviços", 150, 350, 60, 80, ["Scanner e multímetro automotivo:1:5000", "Carregador e testador de bateria:1:1500"], stock=2000, rent=1500)
# 700 services a month (about 23 a day) and long opening hours need a second borracheiro
M("borracharia", "oficina-automotiva", "serviço|serviços", 30, 70, 6, 700, ["Desmontadora de pneus:1:9000", "Balanceadora:1:9000"], stock=1500, rent=1500, staff=1)
M("insulfilm-e-som-automotivo", "oficina-automotiva", "instalação|instalações", 200, 500, 90, 80, ["Sopradores, espátulas e ferramentas de película:1:1500", "Ferramentas de som e testador:1:1500"], stock=4000, rent=1500)
# Auto parts: a shop needs breadth (many references per car model), so its stock turns slowly: the
# opening stock covers about 3 months of purchases (turnover ~4 times a year; estimate, typical of
# durable-goods retail). 300 sales a month at R$ 115 of cost -> R$ 34.500/month -> R$ 100.000 stock.
M("auto-pecas", "loja-varejo", "venda|vendas", 120, 220, 115, 500, ["Estantes de depósito e balcão:1:15000", "Moto de entrega usada:1:14000"], stock=100000, rent=3000, staff=2)
M("despachante-de-veiculos", "consultoria", "processo|processos", 150, 300, 15, 70)
M("oficina-de-bicicletas", "balcao-reparo", "serviço|serviços", 40, 100, 15, 220, ["Cavalete de manutenção e ferramentas de bike:1:1800", "Centralizador de rodas:1:600"], stock=2000, rent=800)
# Priced at the full sale price, which is what the Simples Nacional taxes (Solução de Consulta Disit/SRRF10
# nº 10001/2017): a popular used car bought for ~R$ 36.800 plus ~R$ 1.200 of revision, aesthetics and
# paperwork, sold for R$ 41.500 to R$ 44.000 (a margin of R$ 3.500 to R$ 6.000; estimate, 2026). Stock for
# ~45 days of sales at the likely 6 cars a month: about 9 cars at cost. Payment by transfer, Pix or the
# buyer's financing: no card fee.
M("compra-e-venda-de-carros-usados", "loja-varejo", "carro vendido|carros vendidos", 41500, 44000, 38000, 10, ["Pátio: cobertura e comunicação visual:1:15000", "Escritório de vendas (mesa, cadeiras e computador):1:4000"], drop=["Prateleiras, balcão e expositores", "Sistema de caixa (PDV) e leitor"], stock=330000, rent=3500, staff=1, card=0, cardBasis="Pagamento por transferência, Pix ou financiamento do comprador: sem taxa de maquininha", basis="Preço de venda de um carro popular usado de R$ 41.500 a R$ 44.000, comprado por cerca de R$ 36.800 e preparado (revisão, estética, documentos) por R$ 1.200: margem de R$ 3.500 a R$ 6.000 por carro; o estoque gira a cada ~45 dias (cerca de 9 carros)")
M("troca-de-oleo", "oficina-automotiva", "troca de óleo|trocas de óleo", 150, 250, 95, 250, ["Elevador ou valeta, coletor de óleo:1:9000"], stock=6000, rent=2000)
M("alinhamento-e-balanceamento", "oficina-automotiva", "serviço|serviços", 90, 160, 12, 600, ["Alinhador 3D:1:65000", "Balanceadora e desmontadora:1:18000", "Elevador:1:12000"], stock=5000, rent=4000, staff=2)
M("aulas-de-costura", "aulas-particulares", "aluno|alunos", 180, 300, 15, 30, ["Máquinas de costura domésticas para alunos:3:1200", "Mesa de corte e materiais:1:600"])
