import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "~/utils/env.server";

// Cheap checks that keep the Dockerfile and docs/self-hosting.md in step with the code; a real
// engine builds and runs the image in `npm run container:build-test` (minutes).
const read = (file: string) => fs.readFileSync(file, "utf8");

/** The instructions of the Dockerfile's last stage (the runtime image), one per line. */
function runtimeStage(dockerfile: string) {
  const lines = dockerfile
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const from = lines.reduce((last, line, index) => (/^FROM\s/i.test(line) ? index : last), -1);
  const image = lines[from]!.split(/\s+/)[1]!.replace(/\$\{NODE_VERSION\}/, /^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1] ?? "");
  const instructions = lines.slice(from + 1).map((line) => {
    const [, instruction, rest] = /^(\S+)\s+(.*)$/.exec(line)!;
    return { instruction: instruction!.toUpperCase(), rest };
  });
  return { image, instructions };
}

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
    const runtime = runtimeStage(read("Dockerfile"));
    const lines = (instruction: string) => runtime.instructions.filter((i) => i.instruction === instruction).map((i) => i.rest);
    expect(runtime.image).toMatch(/^node:\d+-bookworm-slim$/);
    expect(lines("USER")).toEqual(["node"]);
    expect(lines("VOLUME")).toEqual(["/data"]);
    expect(lines("ENV").join(" ")).toMatch(/\bNODE_ENV=production\b.*\bDATABASE_PATH=\/data\/app\.db\b/);
    expect(lines("HEALTHCHECK").join(" ")).toContain("/healthz");
    expect(lines("CMD")).toEqual(['["node", "server.mjs"]']);
    // What runs at start: the server, its middleware, the build, the migrations, the admin script.
    const copied = lines("COPY").join(" ");
    for (const needed of [
      "/app/server.mjs",
      "/app/server",
      "/app/build",
      "/app/public",
      "/app/drizzle",
      "/app/node_modules",
      "/app/scripts/admin-create.mjs",
    ]) {
      expect(copied).toContain(needed);
    }
  });
});
