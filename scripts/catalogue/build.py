"""Build app/modules/discovery/catalogue.json from the cat_*.py chunks.

Usage: python3 scripts/catalogue/build.py [--check]
The JSON file is the committed source of truth; these chunks are just a
convenient way to write and re-generate it.
"""
import importlib, json, re, sys, unicodedata

sys.dont_write_bytecode = True
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
from economics import MEI_ANNUAL_LIMIT, MEI_TRUCKER_ANNUAL_LIMIT, build_model, company_size, likely_annual_revenue  # noqa: E402
from models import MODELS  # noqa: E402

OUT = ROOT / "app/modules/discovery/catalogue.json"
MEI = json.loads((ROOT / "db/reference/mei-ocupacoes.json").read_text())
CNAE = json.loads((ROOT / "db/reference/cnae-subclasses.json").read_text())
VALID = {r["codigoNumerico"] for r in CNAE} | {r["cnae"] for r in MEI}

CHUNKS = [
    "cat_alimentacao", "cat_beleza", "cat_domesticos", "cat_tecnologia", "cat_educacao",
    "cat_moda", "cat_pet", "cat_saude", "cat_transporte", "cat_comercio", "cat_artesanato",
    "cat_eventos", "cat_construcao", "cat_agro", "cat_automotivo",
]
TRUCKER_CNAE = "4930202"
NEAR_LIMIT = 0.8
TIME_RE = re.compile(r"^\d+( a \d+)? (dias?|semanas?|mês|meses)$")


def norm(s):
    return unicodedata.normalize("NFD", s.lower()).encode("ascii", "ignore").decode()


def brl(n):
    return "R$ " + f"{n:,}".replace(",", ".")


def resolve_occ(cnae, occ, id_):
    if occ is None:
        return None
    opts = [r["ocupacao"] for r in MEI if r["cnae"] == cnae]
    if occ is True:
        if len(opts) != 1:
            raise SystemExit(f"{id_}: cnae {cnae} has {len(opts)} MEI occupations: {opts}")
        return opts[0]
    hits = [o for o in opts if norm(o).startswith(norm(occ))]
    if len(hits) != 1:
        hits = [o for o in opts if norm(occ) in norm(o)]
    if len(hits) != 1:
        raise SystemExit(f"{id_}: occupation '{occ}' matches {hits} among {opts}")
    return hits[0]


def build():
    out, errors = [], []
    for name in CHUNKS:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            print(f"(skipping missing chunk {name})")
            continue
        for raw in mod.IDEAS:
            i = raw["id"]
            occ = resolve_occ(raw["cnae"], raw["occ"], i)
            spec = MODELS.get(i)
            if spec is None:
                errors.append(f"{i}: no economic model in models.py")
                continue
            req = list(raw["requirements"])
            trucker = raw["cnae"] == TRUCKER_CNAE
            limit = MEI_TRUCKER_ANNUAL_LIMIT if trucker else MEI_ANNUAL_LIMIT
            annual = likely_annual_revenue(spec)
            me_reason = None
            size = company_size(annual)
            if occ and annual > limit:
                me_reason = f"Abrir como {size}: o faturamento provável ({brl(round(annual))}/ano) passa do limite do MEI ({brl(int(limit))})"
            elif occ and spec.get("staff", 0) > 1:
                me_reason = f"Abrir como {size}: o MEI pode ter só 1 empregado e este negócio precisa de mais"
            # An MEI occupation outgrown by the full model: a lean start may still open the MEI.
            outgrown = None
            if me_reason and occ:
                row = next(r for r in MEI if r["ocupacao"] == occ)
                outgrown = {"occupation": occ, "dasActivity": "comercioServicos" if row["icms"] and row["iss"] else "comercio" if row["icms"] else "servicos" if row["iss"] else "semIcmsIss"}
            if me_reason:
                occ = None
                req = [r for r in req if not r.startswith("Abrir como ME") and "MEI" not in r]
                req.insert(0, me_reason)
            elif occ and annual > NEAR_LIMIT * limit:
                req.append(f"Faturamento provável perto do limite do MEI ({brl(round(annual))} de {brl(int(limit))}/ano): acompanhe todo mês")
            # the size a non-MEI idea opens as follows its likely revenue (LC 123/2006, art. 3º)
            if not occ:
                req = [re.sub(r"\bME\b", size, r) for r in req]
            req = req[:5]
            idea = {
                "id": i,
                "title": raw["title"],
                "category": mod.CATEGORY,
                "level": raw["level"],
                "description": raw["description"],
                "timeToStart": raw["timeToStart"],
                "difficulty": raw["difficulty"],
                "keywords": raw["keywords"],
                "cnae": raw["cnae"],
                "mei": occ is not None,
            }
            if occ:
                idea["meiOccupation"] = occ
            if outgrown and trucker is False:
                idea["meiWhenSmall"] = outgrown
            idea["requirements"] = req
            das = None
            if occ:
                row = next(r for r in MEI if r["ocupacao"] == occ)
                das = "comercioServicos" if row["icms"] and row["iss"] else "comercio" if row["icms"] else "servicos" if row["iss"] else "semIcmsIss"
            idea["economics"] = build_model(spec, i, occ is not None, trucker, das)
            # sanity checks (mirrored in catalogue.test.ts)
            if raw["cnae"] not in VALID: errors.append(f"{i}: invalid cnae {raw['cnae']}")
            if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i): errors.append(f"{i}: bad id")
            if not 6 <= len(raw["keywords"]) <= 15: errors.append(f"{i}: {len(raw['keywords'])} keywords")
            if len(set(raw["keywords"])) != len(raw["keywords"]): errors.append(f"{i}: dup keyword")
            if any(k != k.lower() for k in raw["keywords"]): errors.append(f"{i}: keyword case")
            if not 1 <= len(req) <= 5: errors.append(f"{i}: {len(req)} requirements")
            if not TIME_RE.match(raw["timeToStart"]): errors.append(f"{i}: time {raw['timeToStart']}")
            if raw["difficulty"] not in ("Baixa", "Média", "Alta"): errors.append(f"{i}: difficulty")
            nsent = len(re.findall(r"[.!?](\s|$)", raw["description"]))
            if not 2 <= nsent <= 4: errors.append(f"{i}: {nsent} sentences")
            out.append(idea)
    ids = Counter(x["id"] for x in out)
    titles = Counter(norm(x["title"]) for x in out)
    errors += [f"dup id {k}" for k, v in ids.items() if v > 1]
    errors += [f"dup title {k}" for k, v in titles.items() if v > 1]
    errors += [f"model without idea: {k}" for k in MODELS if k not in ids]
    return out, errors


if __name__ == "__main__":
    ideas, errors = build()
    for e in errors:
        print("ERROR", e)
    print("ideas:", len(ideas))
    print("per category:", dict(Counter(x["category"] for x in ideas)))
    print("per level:", dict(sorted(Counter(x["level"] for x in ideas).items())))
    print("mei:", dict(Counter(x["mei"] for x in ideas)))
    if errors:
        sys.exit(1)
    text = json.dumps(ideas, ensure_ascii=False, indent=2) + "\n"
    if "--check" in sys.argv:
        if OUT.read_text() != text:
            print("ERROR", OUT.relative_to(ROOT), "is not what the sources generate: run build.py")
            sys.exit(1)
        print("catalogue.json matches the sources")
    else:
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(text)
        print("wrote", OUT.relative_to(ROOT))
