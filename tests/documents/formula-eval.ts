// A small evaluator for the formulas our workbooks use (+ - * /, comparisons, parentheses, cell
// and cross-sheet references, SUM over a range, IF, ROUND), so tests recalculate a workbook read back from
// its file the way a spreadsheet would, independently of the results stored beside the formulas.
import type ExcelJS from "exceljs";

type Value = number | string | boolean;

export function createEvaluator(workbook: ExcelJS.Workbook) {
  const memo = new Map<string, Value>();

  function cellValue(sheetName: string, address: string): Value {
    const key = `${sheetName}!${address}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const sheet = workbook.getWorksheet(sheetName);
    if (!sheet) throw new Error(`no sheet ${sheetName}`);
    const raw = sheet.getCell(address).value as unknown;
    let value: Value;
    if (raw === null || raw === undefined) value = 0;
    else if (typeof raw === "object" && raw !== null && "formula" in raw)
      value = evaluate(sheetName, String((raw as { formula: string }).formula));
    else if (typeof raw === "number" || typeof raw === "string" || typeof raw === "boolean") value = raw;
    else throw new Error(`unsupported cell ${key}`);
    memo.set(key, value);
    return value;
  }

  function evaluate(sheetName: string, formula: string): Value {
    const tokens =
      formula.match(
        /'[^']+'!\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?|\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?|[A-Z]+(?=\()|\d+(?:\.\d+)?|"[^"]*"|<=|>=|<>|[-+*/(),<>=]/g,
      ) ?? [];
    let at = 0;
    const peek = () => tokens[at];
    const take = () => tokens[at++]!;
    const num = (v: Value) => {
      if (typeof v !== "number") throw new Error(`not a number: ${String(v)} in ${formula}`);
      return v;
    };
    const range = (token: string): Value[] => {
      const [sheetPart, refPart] = token.includes("!")
        ? [token.slice(1, token.indexOf("'!")), token.slice(token.indexOf("!") + 1)]
        : [sheetName, token];
      const [from, to = from] = refPart.replace(/\$/g, "").split(":") as [string, string?];
      const parse = (a: string) => ({ col: a.match(/[A-Z]+/)![0], row: Number(a.match(/\d+/)![0]) });
      const start = parse(from);
      const end = parse(to);
      const colNumber = (c: string) => [...c].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      const colLetter = (n: number): string =>
        (n > 26 ? colLetter(Math.floor((n - 1) / 26)) : "") + String.fromCharCode(65 + ((n - 1) % 26));
      const values: Value[] = [];
      for (let r = start.row; r <= end.row; r++)
        for (let c = colNumber(start.col); c <= colNumber(end.col); c++) values.push(cellValue(sheetPart, `${colLetter(c)}${r}`));
      return values;
    };
    function primary(): Value {
      const token = take();
      if (token === "(") {
        const value = comparison();
        take();
        return value;
      }
      if (token === "-") return -num(primary());
      if (/^\d/.test(token)) return Number(token);
      if (token.startsWith('"')) return token.slice(1, -1);
      if (token === "SUM" || token === "IF" || token === "ROUND" || token === "ROUNDUP") {
        take(); // (
        if (token === "SUM") {
          const values = range(take());
          take(); // )
          return values.reduce<number>((total, v) => total + (typeof v === "number" ? v : 0), 0);
        }
        if (token === "ROUND") {
          const value = num(comparison());
          take(); // ,
          const digits = num(comparison());
          take(); // )
          return (Math.sign(value) * Math.round(Math.abs(value) * 10 ** digits)) / 10 ** digits;
        }
        if (token === "ROUNDUP") {
          const value = num(comparison());
          take(); // ,
          const digits = num(comparison());
          take(); // )
          return (Math.sign(value) * Math.ceil(Math.abs(value) * 10 ** digits)) / 10 ** digits;
        }
        const condition = comparison();
        take(); // ,
        const whenTrue = comparison();
        take(); // ,
        const whenFalse = comparison();
        take(); // )
        return condition ? whenTrue : whenFalse;
      }
      if (/^'|^\$?[A-Z]+\$?\d/.test(token)) return range(token)[0]!;
      throw new Error(`unexpected ${token} in ${formula}`);
    }
    function term(): Value {
      let value = primary();
      while (peek() === "*" || peek() === "/") {
        const op = take();
        const right = num(primary());
        value = op === "*" ? num(value) * right : num(value) / right;
      }
      return value;
    }
    function additive(): Value {
      let value = term();
      while (peek() === "+" || peek() === "-") {
        const op = take();
        const right = num(term());
        value = op === "+" ? num(value) + right : num(value) - right;
      }
      return value;
    }
    function comparison(): Value {
      const left = additive();
      const op = peek();
      if (op && ["<", ">", "<=", ">=", "=", "<>"].includes(op)) {
        take();
        const right = additive();
        const [a, b] = [num(left), num(right)];
        return op === "<" ? a < b : op === ">" ? a > b : op === "<=" ? a <= b : op === ">=" ? a >= b : op === "=" ? a === b : a !== b;
      }
      return left;
    }
    const value = comparison();
    if (at !== tokens.length) throw new Error(`could not read all of ${formula}`);
    return value;
  }

  return { cellValue };
}
