// A database that stays busy past its deadline throws a 503 Response (DatabaseBusy, decision 027).
// A route or helper that catches every error to answer 500 would turn it into a 500 with a log
// line: each such catch must let a Response through first.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The body of each `catch (error) {` block, up to its closing brace at the same depth. */
function catchBodies(source: string): string[] {
  const bodies: string[] = [];
  const pattern = /catch \((\w+)\) \{/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    while (i < source.length && depth > 0) {
      if (source[i] === "{") depth++;
      else if (source[i] === "}") depth--;
      i++;
    }
    bodies.push(source.slice(start, i - 1));
  }
  return bodies;
}

describe("a busy database answers 503 everywhere", () => {
  it("every catch-all that answers 500 lets a Response (the 503) through first", () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles("app/routes"), ...sourceFiles("app/utils")]) {
      for (const body of catchBodies(fs.readFileSync(file, "utf8"))) {
        const answers500 = /\b50[02]\b/.test(body) || /redirectWithToast/.test(body);
        const rethrowsFirst =
          /instanceof Response\) throw/.test(body) || /^\s*(\/\/.*\n\s*)*if \(!\(\w+ instanceof \w+\)\) throw/.test(body);
        if (answers500 && !rethrowsFirst) offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("finds catch blocks (the scan itself works)", () => {
    expect(catchBodies("try { a(); } catch (error) { if (x) { y(); } return 500; } z();")).toEqual([" if (x) { y(); } return 500; "]);
  });
});
