import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "~/utils/env.server";
import { parseDockerfile } from "../scripts/container-smoke.mjs";

// Cheap checks that keep the Dockerfile and docs/self-hosting.md in step with the code; the
// Dockerfile's build and start themselves are repeated by `npm run container:smoke` (minutes).
const read = (file: string) => fs.readFileSync(file, "utf8");

describe("self-hosting", () => {
  const variables = Object.keys(envSchema.shape);

  it("documents every environment variable in .env.example and docs/self-hosting.md", () => {
    expect(variables.length).toBeGreaterThan(30);
    const example = read(".env.example");
    const docs = read("docs/self-hosting.md");
    expect(variables.filter((name) => !new RegExp(`^${name}=`, "m").test(example))).toEqual([]);
    expect(variables.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it("the image runs as node, keeps the database on /data and checks /healthz", () => {
    const { stages } = parseDockerfile(read("Dockerfile"));
    const runtime = stages.at(-1)!;
    const lines = (instruction: string) => runtime.instructions.filter((i) => i.instruction === instruction).map((i) => i.rest);
    expect(runtime.image).toMatch(/^node:\d+-bookworm-slim$/);
    expect(lines("USER")).toEqual(["node"]);
    expect(lines("VOLUME")).toEqual(["/data"]);
    expect(lines("ENV").join(" ")).toMatch(/\bNODE_ENV=production\b.*\bDATABASE_PATH=\/data\/app\.db\b/);
    expect(lines("HEALTHCHECK").join(" ")).toContain("/healthz");
    expect(lines("CMD")).toEqual(['["node", "server.mjs"]']);
    // What runs at start: the server, its middleware, the build, the migrations, the admin script.
    const copied = lines("COPY").join(" ");
    for (const needed of ["/app/server.mjs", "/app/server", "/app/build", "/app/public", "/app/drizzle", "/app/node_modules", "/app/scripts/admin-create.mjs"]) {
      expect(copied).toContain(needed);
    }
  });
});
