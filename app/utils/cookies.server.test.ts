import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSecretFile } from "./cookies.server";

describe("readOrCreateSecretFile", () => {
  it("creates a private 256-bit secret once and returns the same one afterwards", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    try {
      const file = path.join(dir, "data", "session-secret");
      const first = readOrCreateSecretFile(file);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A second process starting at the same time finds the file and uses it.
      expect(readOrCreateSecretFile(file)).toBe(first);
      // No draft files are left behind.
      expect(fs.readdirSync(path.dirname(file))).toEqual(["session-secret"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
