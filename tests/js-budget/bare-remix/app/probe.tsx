// Built only with JS_BUDGET_PROBE=1: a page that validates in the browser with zod, which the
// budget test must report by name.
import { z } from "zod";

const schema = z.object({ email: z.email() });

export default function Probe() {
  return <p>{schema.safeParse({ email: "a@b.co" }).success ? "ok" : "não"}</p>;
}
