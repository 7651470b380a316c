// Decision records are numbered without gaps or repeats, and each file's title carries its own
// number (docs/decisions/TEMPLATE.md: numbers are never reused).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.join(process.cwd(), "docs/decisions");

describe("decision records", () => {
  const files = fs.readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const numbers = files.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);

  it("are numbered 001, 002, … with no gap and no number used twice", () => {
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("each starts with '# NNN — ' its own number, then Date and Status", () => {
    const wrong = files.filter((name) => {
      const lines = fs.readFileSync(path.join(DIR, name), "utf8").split("\n");
      return (
        !lines[0]?.startsWith(`# ${name.slice(0, 3)} — `) ||
        !lines.some((l) => l.startsWith("Date: ")) ||
        !lines.some((l) => l.startsWith("Status: "))
      );
    });
    expect(wrong).toEqual([]);
  });
});
