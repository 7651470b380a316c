import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { ASSET_KINDS, ASSET_KIND_NAMES, classifyItem, ITEM_RULES, type AssetKind } from "./assets";

const allItems = [...new Set(CATALOGUE.flatMap((idea) => idea.economics.fixedInvestment.map((i) => i.item)))].sort();

/**
 * Every catalogue item a person might already own, with its kind. Reviewed by hand: a change in
 * the rules or the catalogue that moves an item in or out of this table fails here.
 */
const OWNABLE: Record<string, AssetKind> = {
  "Carro sedã usado (com isenções de taxista quando houver)": "carro",
  "Carro usado aceito pelos aplicativos": "carro",
  "Carro usado para as visitas": "carro",
  "Carro usado para os atendimentos": "carro",
  "Moto ou carro usado para o atendimento": "carro",
  "Moto 160 cc usada": "moto",
  "Moto com carretinha ou utilitário usado": "moto",
  "Moto de entrega usada": "moto",
  "Van de passageiros usada": "van",
  "Van escolar usada adaptada": "van",
  "Gerador e utilitário usado": "caminhonete",
  "Utilitário ou caminhonete usada": "caminhonete",
  "Utilitário usado": "caminhonete",
  "Utilitário usado com cavalete": "caminhonete",
  "Utilitário usado para fretes": "caminhonete",
  "Veículo utilitário usado": "caminhonete",
  "Bicicleta de carga ou elétrica": "bicicleta",
  Bicicletas: "bicicleta",
  "Computador com software de arte": "notebook",
  "Computador e sistema de matrícula": "notebook",
  "Computador e sistema de pedidos": "notebook",
  Notebook: "notebook",
  "Notebook adequado ao trabalho": "notebook",
  "Notebook de edição (upgrade de memória e SSD)": "notebook",
  "Notebook e prontuário eletrônico": "notebook",
  "Notebook ou tablet para aulas": "notebook",
  "Notebook para edição": "notebook",
  "Celular com boa câmera": "celular",
  "Suporte e celular para rota": "celular",
  "Câmera de vídeo e estabilizador": "camera",
  "Câmera e iluminação": "camera",
  "Câmera e iluminação para gravação": "camera",
  "Câmera e tripé para gravar os alunos": "camera",
  "Câmera full frame": "camera",
  "Câmera mirrorless com lente": "camera",
  "Drone com câmera 4K e baterias extras": "drone",
  "Impressora de tanque de tinta": "impressora",
  "Impressora multifuncional e plastificadora": "impressora",
  "Impressora multifuncional laser": "impressora",
  "Impressoras 3D FDM": "impressora-3d",
  Galoneira: "maquina-de-costura",
  "Máquina de costura de coluna": "maquina-de-costura",
  "Máquina de costura de sapateiro": "maquina-de-costura",
  "Máquina de costura doméstica": "maquina-de-costura",
  "Máquina de costura doméstica robusta": "maquina-de-costura",
  "Máquina de costura industrial": "maquina-de-costura",
  "Máquina reta e overloque domésticas": "maquina-de-costura",
  "Máquina reta e overloque industriais": "maquina-de-costura",
  "Máquina reta industrial": "maquina-de-costura",
  "Máquina reta industrial de transporte triplo": "maquina-de-costura",
  "Máquina reta semi-industrial": "maquina-de-costura",
  "Máquina zigue-zague": "maquina-de-costura",
  "Máquinas de costura domésticas para alunos": "maquina-de-costura",
  Overloque: "maquina-de-costura",
  "Overloque e galoneira": "maquina-de-costura",
  "Overloque industrial": "maquina-de-costura",
  "Máquina de bordar": "maquina-de-bordar",
  "Máquina de bordar computadorizada 1 cabeça": "maquina-de-bordar",
  "Chapa e forno": "forno-industrial",
  "Fogão industrial": "forno-industrial",
  "Fogão industrial 6 bocas e forno": "forno-industrial",
  "Forno turbo": "forno-industrial",
  "Forno elétrico 45 L": "forno-eletrico",
  "Forno elétrico de bancada 60 L": "forno-eletrico",
  "Forno elétrico e utensílios": "forno-eletrico",
  "Batedeira planetária": "batedeira",
  Freezer: "freezer",
  "Freezer e geladeira": "freezer",
  "Freezer horizontal 300 L": "freezer",
  "Freezer horizontal 400 L": "freezer",
  "Freezer horizontal 500 L": "freezer",
  Freezers: "freezer",
  Geladeira: "freezer",
  "Geladeira e freezer": "freezer",
  "Geladeira ou freezer vertical": "freezer",
  "Balança de cozinha": "utensilios-de-cozinha",
  "Café da manhã: cozinha e utensílios": "utensilios-de-cozinha",
  "Facas, utensílios e caixas térmicas": "utensilios-de-cozinha",
  "Formas de policarbonato": "utensilios-de-cozinha",
  "Formas de silicone": "utensilios-de-cozinha",
  "Formas de silicone e cortador": "utensilios-de-cozinha",
  "Formas de silicone e plástico": "utensilios-de-cozinha",
  "Formas e recipientes": "utensilios-de-cozinha",
  "Formas, bicos, assadeiras e utensílios": "utensilios-de-cozinha",
  "Panelas de fundo grosso": "utensilios-de-cozinha",
  "Panelas inox e derretedeira": "utensilios-de-cozinha",
  "Utensílios e louças": "utensilios-de-cozinha",
  "Utensílios, panelas e louças": "utensilios-de-cozinha",
  "Alicates e ferramentas de montagem": "ferramentas",
  "Caixa de ferramentas manuais": "ferramentas",
  "Ferramentas de campo": "ferramentas",
  "Ferramentas de pedreiro": "ferramentas",
  "Kit de ferramentas hidráulicas e desentupidor": "ferramentas",
  "Ferramentas e EPIs": "ferramentas",
  "Ferramentas e materiais de apoio": "ferramentas",
  "Ferramentas manuais e EPIs": "ferramentas",
  "Ferramentas manuais e carrinho": "ferramentas",
  "Kit de ferramentas e multímetro": "ferramentas",
  "Multímetro, alicate amperímetro e ferramentas isoladas": "ferramentas",
  "Kit de testes e ferramentas de elétrica": "ferramentas",
  "Furadeira de impacto": "furadeira",
  "Furadeira de impacto e serra copo": "furadeira",
  "Furadeira e ferramentas de jardinagem": "furadeira",
  "Furadeira e passa-fio": "furadeira",
  "Furadeira, escada extra e testador de câmeras": "furadeira",
  "Furadeira/parafusadeira e pistola de pintura": "furadeira",
  "Parafusadeira e jogo de brocas": "furadeira",
  Escada: "escada",
  "Betoneira 150 L": "betoneira",
  "Betoneira pequena": "betoneira",
  "Lavadora de alta pressão": "lavadora-de-alta-pressao",
  "Lavadora de alta pressão e reservatório portátil": "lavadora-de-alta-pressao",
  "Aspirador de pó e água": "aspirador",
  "Aspirador e kit de panos e produtos": "aspirador",
  "Aspirador e peneira de piscina": "aspirador",
  "Aparador de cerca viva e ferramentas": "rocadeira",
  "Cortador de grama elétrico": "rocadeira",
  "Roçadeira a gasolina": "rocadeira",
  "Kit de alicates e instrumentos inox (3 jogos)": "kit-manicure",
  "Maleta ou bolsa de trabalho": "kit-manicure",
  "Kit de pinças, linhas e henna": "kit-sobrancelha",
  "Cabine de led/uv e lixadeira elétrica": "cabine-e-lixadeira",
  "Pinças e kit de cílios": "kit-cilios",
  "Inflador elétrico e estruturas": "inflador-e-estruturas",
  "Maleta de maquiagem profissional": "kit-maquiagem",
  "Kit de pincéis e produtos profissionais": "kit-maquiagem",
  "Tesouras, navalhas e pentes profissionais": "tesouras",
  "Máquinas de corte e acabamento": "maquina-de-corte",
  "Fone com microfone e webcam": "fone-e-webcam",
  "Compressor de ar": "compressor",
  "Barraca desmontável com lona": "barraca-de-feira",
  "Barraca desmontável": "barraca-de-feira",
  "Estação de solda": "estacao-de-solda",
  "Estação de solda e retrabalho": "estacao-de-solda",
  "Fone com microfone e webcam de qualidade": "fone-e-webcam",
  "Bomba de vácuo, manifold e ferramentas de refrigeração": "ferramentas-refrigeracao",
  "Bomba de vácuo, manifold e recolhedora de gás": "ferramentas-refrigeracao",
  "Cortadora de piso e serra mármore": "ferramentas-de-piso",
  "Nível a laser e desempenadeiras": "ferramentas-de-piso",
  "Rolos, pincéis, extensores e lixadeira": "ferramentas-pintura",
  "Derretedeira e termômetro": "derretedeira",
  "Instrumentos para aula": "instrumentos-musicais",
  "Medidor de pressão digital de braço": "aparelho-de-pressao",
  "Máquinas de tosa e lâminas": "maquina-de-tosa",
  "Soprador e secador profissional": "soprador",
  "Ring light e cadeira alta": "ring-light",
  "Controladora DJ": "controladora-dj",
  "Autoclave portátil": "autoclave",
  "Secador e prancha profissionais": "secador-e-prancha",
  "Secadores e pranchas": "secador-e-prancha",
  "Maca articulada": "maca",
  "Maca e materiais de terapia": "maca",
  "Maca fixa e portátil": "maca",
  "Maca portátil": "maca",
  "Caixa de som bluetooth pequena": "caixa-de-som",
  "Caixa de som portátil": "caixa-de-som",
  "Caixas de som ativas": "caixa-de-som",
  "Microfone sem fio e caixa portátil": "caixa-de-som",
  "Ferro a vapor": "ferro-de-passar",
  "Ferro e mesa de passar": "ferro-de-passar",
};

describe("the asset vocabulary of the economic model (decision 031)", () => {
  it("names every kind", () => {
    for (const kind of ASSET_KINDS) expect(ASSET_KIND_NAMES[kind].name.length).toBeGreaterThan(2);
  });

  it("classifies exactly the reviewed items as something a person may own", () => {
    const ownable = Object.fromEntries(
      allItems.flatMap((item) => {
        const kind = classifyItem(item).kind;
        return kind ? [[item, kind]] : [];
      }),
    );
    expect(ownable).toEqual(OWNABLE);
  });

  it("gives every other item an explicit reason it is not counted as owned", () => {
    for (const item of allItems) {
      const cls = classifyItem(item);
      if (cls.kind === null)
        expect(["equipamento de negócio", "estoque ou insumo", "estrutura do ponto", "veículo especial", "software"]).toContain(cls.reason);
    }
    expect(ITEM_RULES.length).toBeGreaterThan(30);
  });

  it.each([
    ["Caminhão baú 3/4 usado", null],
    ["Extratora industrial", null],
    ["Freezers de estoque", null],
    ["Geladeira expositora pequena", null],
    ["Cozinha industrial", null],
    ["Máquinas retas industriais", null],
    ["Notebooks para alunos", null],
  ])("%s is not something a person starting out owns", (item, kind) => {
    expect(classifyItem(item).kind).toBe(kind);
  });
});
