import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { getEnv } from "./env.server";

let secrets: string[] | undefined;

/**
 * SESSION_SECRET (comma-separated for rotation) or, in demo/dev mode, a random secret generated
 * once and kept next to the database so sessions survive restarts.
 */
export function cookieSecrets(): string[] {
  if (secrets) return secrets;
  const env = getEnv();
  if (env.SESSION_SECRET) {
    secrets = env.SESSION_SECRET.split(",").map((s) => s.trim()).filter(Boolean);
    return secrets;
  }
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "session-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  secrets = [fs.readFileSync(file, "utf8").trim()];
  return secrets;
}

/** Secure cookies follow the protocol the request really came in on (see STACK-NOTES 5). */
export function isSecureRequest(request: Request) {
  return new URL(request.url).protocol === "https:";
}
