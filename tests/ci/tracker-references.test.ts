// Code points to decision records (docs/decisions/NNN-…), not to tracker issues a reader of the
// code cannot see. The files that already named an issue when this check was added (2026-11-26)
// are listed in tracker-references-baseline.json; a new file that names one fails here, and a
// listed file that no longer does must leave the list (so the list only shrinks).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import baseline from "./tracker-references-baseline.json";

const DIRS = ["app", "db", "server", "scripts", "tests", "e2e"];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const ISSUE = /\b[Ii]ssues? #?\d+/;

function sourceFiles() {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of DIRS) walk(dir);
  return files.sort();
}

describe("tracker numbers in code", () => {
  const naming = sourceFiles().filter((file) => ISSUE.test(fs.readFileSync(file, "utf8")));

  it("no file outside the baseline names a tracker issue (cite the decision record instead)", () => {
    expect(naming.filter((file) => !baseline.includes(file))).toEqual([]);
  });

  it("the baseline lists only files that still name one", () => {
    expect(baseline.filter((file) => !naming.includes(file))).toEqual([]);
  });
});
