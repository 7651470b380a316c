import fs from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 20 item 6: the environment is parsed once, by the app's schema (app/utils/env.server.ts);
// the server receives the parsed values from the build (`entry.module.getEnv()`).
describe("the server reads the environment through the app's schema", () => {
  it("server.mjs and server/*.js read no variable themselves (server.mjs only sets NODE_ENV's defaults)", () => {
    const files = [
      "server.mjs",
      ...fs
        .readdirSync("server")
        .filter((name) => name.endsWith(".js"))
        .map((name) => `server/${name}`),
    ];
    const reads = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/process\.env(?:\.(\w+)|\[)/g)].map((match) => `${file}:${match[1] ?? "[…]"}`),
    );
    expect(reads.filter((read) => !/^server\.mjs:(NODE_ENV|ALLOW_DEMO_LOGIN)$/.test(read))).toEqual([]);
    expect(fs.readFileSync("server.mjs", "utf8")).toContain("build.entry.module.getEnv()");
  });
});
