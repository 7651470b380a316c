// One shape for a refused form (app/utils/submission.ts, FormReply): { errors: { field: message,
// "": the form's own }, values }. Pages read it with replyErrors/replyValue or errors[name]; the
// server builds it with formFailure, replyFromSubmission or parseForm. The older shapes — conform's
// submission.reply(), { error: "…" } and { ok: false, error } — fail here when a page brings one back.
// JSON routes (api.*) answer { message } and are not forms.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const OLD_SHAPES = [/\bsubmission\.reply\(/, /data\(\s*\{\s*(date[^}]*,\s*)?error:/, /data\(\s*\{\s*ok:\s*false/];

function formFiles() {
  const routes = fs
    .readdirSync("app/routes")
    .filter((name) => /\.(tsx|ts)$/.test(name) && !name.startsWith("api."))
    .map((name) => path.join("app/routes", name));
  const utils = fs
    .readdirSync("app/utils")
    .filter((name) => name.endsWith(".server.ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join("app/utils", name));
  return [...routes, ...utils];
}

describe("form replies", () => {
  it("no page answers a form with another shape than FormReply", () => {
    const offenders = formFiles().filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      return OLD_SHAPES.some((shape) => shape.test(source));
    });
    expect(offenders).toEqual([]);
  });

  it("the check sees an old shape when there is one", () => {
    expect(OLD_SHAPES.some((shape) => shape.test('return data({ error: "x" }, { status: 400 });'))).toBe(true);
    expect(OLD_SHAPES.some((shape) => shape.test("return data({ result: submission.reply() });"))).toBe(true);
    expect(OLD_SHAPES.some((shape) => shape.test('return formFailure("x", 400);'))).toBe(false);
  });
});
