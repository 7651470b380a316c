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
    secrets = env.SESSION_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    return secrets;
  }
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "session-secret");
  secrets = [readOrCreateSecretFile(file)];
  return secrets;
}

/**
 * The generated secret (SESSION_SECRET unset). Several server processes may start together: the
 * secret is written to a private file and linked into place, so the file appears complete or not
 * at all, and the first process to link wins.
 */
export function readOrCreateSecretFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) createSecretFile(file);
  return fs.readFileSync(file, "utf8").trim();
}

function createSecretFile(file: string) {
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Secure cookies follow the protocol the request really came in on (see STACK-NOTES 5). */
export function isSecureRequest(request: Request) {
  return new URL(request.url).protocol === "https:";
}
