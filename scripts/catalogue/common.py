"""Shared helpers for the catalogue source chunks (scripts/catalogue/cat_*.py).

Each chunk defines CATEGORY and IDEAS = [I(...), ...]. build.py resolves the MEI
occupation, formats the money text from the numbers and writes
app/modules/discovery/catalogue.json.
"""

# Occupation: None -> not MEI; True -> the single MEI occupation of that CNAE;
# str -> case-insensitive substring identifying the occupation within that CNAE.


def I(id, title, level, description, time, difficulty, keywords, cnae, occ, req):
    return {
        "id": id,
        "title": title,
        "level": level,
        "description": description,
        "timeToStart": time,
        "difficulty": difficulty,
        "keywords": [k.strip() for k in keywords.split(",") if k.strip()],
        "cnae": cnae,
        "occ": occ,
        "requirements": list(req),
    }


# Requirements used by many ideas (keep them short and true).
ALV = "Alvará de funcionamento da prefeitura"
ALV_BR = "Alvará municipal (muitas cidades dispensam para atividade de baixo risco)"
VISA = "Licença sanitária da Vigilância Sanitária municipal"
BPF = "Curso de Boas Práticas na manipulação de alimentos"
ROT = "Rótulo com ingredientes, validade e alergênicos conforme normas da Anvisa"
AMB = "Autorização da prefeitura para vender em via pública ou feira"
AVCB = "Licença do Corpo de Bombeiros (AVCB ou equivalente) para o ponto"
INSP = "Registro no serviço de inspeção (SIM, SIE ou SIF) para produtos de origem animal"
MAPA_BEB = "Registro do estabelecimento e dos produtos no MAPA (bebidas)"
ME = "Abrir como ME: faturamento e equipe costumam passar do limite do MEI"
EAR = "CNH com observação EAR (exerce atividade remunerada)"
PROD_RURAL = "Inscrição estadual de produtor rural"
CAF = "CAF (antiga DAP) para acessar o Pronaf e vender ao PNAE"
CADASTUR = "Cadastro obrigatório no Cadastur (Ministério do Turismo)"
NR10 = "Curso de NR-10 (segurança em instalações elétricas)"
NR35 = "Curso de NR-35 para trabalho em altura"
NFSE = "Emissão de NFS-e (emissor nacional) ao atender empresas"
CONTRATO = "Contrato de prestação de serviço por escrito"
AUTOCLAVE = "Esterilização dos instrumentos em autoclave"
LGPD = "Cuidados com dados de clientes conforme a LGPD"
CDC = "Cumprir o Código de Defesa do Consumidor (troca, garantia, arrependimento online)"
ANATEL = "Produtos eletrônicos com certificação/homologação da Anatel"
INMETRO = "Produtos com certificação do Inmetro quando exigida (ex.: brinquedos)"
from economics import MEI_TRUCKER_ANNUAL_LIMIT as _TRUCK

TAC = "MEI Caminhoneiro (transportador autônomo de cargas): limite de R$ " + f"{int(_TRUCK):,}".replace(",", ".") + "/ano"
RNTRC = "Inscrição no RNTRC da ANTT como transportador autônomo de cargas"
LEI_MOTO = "CNH categoria A há 2 anos, idade mínima de 21 anos e curso especializado (Lei 12.009/2009)"
