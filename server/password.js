// Admin password hashing with scrypt (memory-hard), in plain JavaScript so that both the app
// (TypeScript, through allowJs) and `scripts/admin-create.mjs` (no build step) share one format.
//
// Stored format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
// Parameters follow OWASP's password storage guidance (N=2^16, r=8, p=2: 64 MiB per hash).
// They are stored with each hash, so they can be raised later without breaking old hashes.
import crypto from "node:crypto";

export const SCRYPT_PARAMS = Object.freeze({ N: 2 ** 16, r: 8, p: 2 });
/** @type {{ N: number; r: number; p: number }} */
let activeParams = SCRYPT_PARAMS;

/**
 * Test suites only (tests/setup-env.ts): cheaper parameters so hundreds of sign-ins stay fast.
 * Hashes record their parameters, so verification is unaffected. `null` restores the real ones.
 * Nothing in the app or the scripts calls this.
 * @param {{ N: number; r: number; p: number } | null} params
 */
export function useScryptParamsForTests(params) {
  activeParams = params ?? SCRYPT_PARAMS;
}

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// Refuse stored parameters that would need absurd memory (a corrupted or hostile hash).
const MAX_MEMORY = 512 * 1024 * 1024;

/** @param {number} N @param {number} r */
function maxmemFor(N, r) {
  return 128 * N * r + 16 * 1024 * 1024;
}

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number; r: number; p: number }} params
 * @returns {Promise<Buffer>}
 */
function scryptAsync(password, salt, params) {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params.N, params.r) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** @param {Buffer} salt @param {Buffer} key @param {{ N: number; r: number; p: number }} params */
function encode(salt, key, params) {
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * @param {string} stored
 * @returns {{ params: { N: number; r: number; p: number }; salt: Buffer; key: Buffer } | null}
 */
export function parsePasswordHash(stored) {
  const parts = String(stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  if ((N & (N - 1)) !== 0 || maxmemFor(N, r) > MAX_MEMORY || p > 16) return null;
  const salt = Buffer.from(parts[4], "base64");
  const key = Buffer.from(parts[5], "base64");
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { params: { N, r, p }, salt, key };
}

/** @param {string} password @returns {Promise<string>} */
export async function hashPassword(password) {
  const salt = crypto.randomBytes(SALT_BYTES);
  return encode(salt, await scryptAsync(password, salt, activeParams), activeParams);
}

/** Synchronous variant for start-up and the command-line script. @param {string} password */
export function hashPasswordSync(password) {
  const salt = crypto.randomBytes(SALT_BYTES);
  const params = activeParams;
  const key = crypto.scryptSync(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params.N, params.r) });
  return encode(salt, key, params);
}

/** Constant-time comparison; false for a malformed hash. @param {string} password @param {string} stored */
export async function verifyPassword(password, stored) {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(String(password), parsed.salt, parsed.params);
  return crypto.timingSafeEqual(key, parsed.key);
}

/** @param {string} password @param {string} stored */
export function verifyPasswordSync(password, stored) {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  const key = crypto.scryptSync(String(password), parsed.salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return crypto.timingSafeEqual(key, parsed.key);
}

/**
 * A valid hash of a random password: verifying against it costs the same as a real check, so an
 * unknown e-mail answers in the same time as a wrong password. Made once per process on the
 * thread pool (a synchronous 64 MiB scrypt would stop every request of the process meanwhile).
 * @type {Promise<string> | undefined}
 */
let dummyHash;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(crypto.randomBytes(18).toString("base64"));
  return dummyHash;
}

/**
 * pt-BR message for a password that may not be used, or null when it is acceptable.
 * @param {unknown} password
 */
export function passwordProblem(password) {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) {
    return `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `A senha pode ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`;
  return null;
}
