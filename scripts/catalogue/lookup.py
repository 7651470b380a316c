"""Dev helper: grep the reference files. Usage: python3 scripts/catalogue/lookup.py termo [termo...]"""
import json, sys, unicodedata
from pathlib import Path
ROOT = Path(__file__).resolve().parents[2]
def norm(s): return unicodedata.normalize("NFD", s.lower()).encode("ascii", "ignore").decode()
mei = json.loads((ROOT / "db/reference/mei-ocupacoes.json").read_text())
cnae = json.loads((ROOT / "db/reference/cnae-subclasses.json").read_text())
for t in sys.argv[1:]:
    n = norm(t)
    print(f"== {t}")
    for r in cnae:
        if n in norm(r["descricao"]) or r["codigoNumerico"].startswith(t):
            print("  CNAE", r["codigoNumerico"], r["descricao"])
    for r in mei:
        if n in norm(r["ocupacao"]) or n in norm(r["descricao"]) or r["cnae"].startswith(t):
            print("  MEI ", r["cnae"], r["ocupacao"])
