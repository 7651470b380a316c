import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { isConstraintError, transaction } from "#db/client.server";
import { sessions, users, type User } from "#db/schema";
import { stripUnsafeCharacters } from "~/modules/text/plain-text";

export type SignInResult = { user: User; isNew: boolean };

/** Thrown by upsertGoogleUser when `allowSignUp` refuses a new account. */
export class SignUpRefusedError extends Error {
  override name = "SignUpRefusedError";
}

export type GoogleIdentity = {
  googleId: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
};

export function newId() {
  return crypto.randomUUID();
}

function splitName(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(" ") || null };
}

/**
 * Finds the user by Google subject (or e-mail, linking an earlier demo account), else creates it.
 * Linking ends the demo account's sessions and forgets its browser key: whoever made a demo
 * account with someone's e-mail must not stay signed in to their Google account afterwards.
 */
export async function upsertGoogleUser(
  identity: GoogleIdentity,
  { now = new Date(), allowSignUp = async () => true }: { now?: Date; allowSignUp?: () => Promise<boolean> } = {},
): Promise<SignInResult> {
  const email = identity.email.trim().toLowerCase();
  const fromName = identity.name ? splitName(identity.name) : { firstName: null, lastName: null };
  const clean = (value: string | null | undefined) => (value == null ? null : stripUnsafeCharacters(value).trim() || null);
  const fields = {
    email,
    name: clean(identity.name),
    firstName: clean(identity.firstName ?? fromName.firstName),
    lastName: clean(identity.lastName ?? fromName.lastName),
    profileImageUrl: identity.picture ?? null,
  };
  const outcome = await transaction(async (tx): Promise<SignInResult | "refused"> => {
    const existing =
      (await tx.select().from(users).where(eq(users.googleId, identity.googleId)).get()) ??
      (await tx.select().from(users).where(eq(users.email, email)).get());
    if (existing) {
      if (existing.authProvider === "demo") await tx.delete(sessions).where(eq(sessions.userId, existing.id)).run();
      const user = (await tx
        .update(users)
        .set({ ...fields, googleId: identity.googleId, authProvider: "google", demoKeyHash: null, lastActiveAt: now })
        .where(eq(users.id, existing.id))
        .returning()
        .get())!;
      return { user, isNew: false };
    }
    // A first sign-in creates an account: asked before anything is written (the claim joins this
    // transaction, and stays counted when it refuses).
    if (!(await allowSignUp())) return "refused";
    const user = (await tx
      .insert(users)
      .values({ id: newId(), googleId: identity.googleId, authProvider: "google", ...fields, createdAt: now, lastActiveAt: now })
      .returning()
      .get())!;
    return { user, isNew: true };
  });
  if (outcome === "refused") throw new SignUpRefusedError();
  return outcome;
}

/** The browser key of demo sign-in: 256 random bits; only its hash is stored. */
export function newDemoBrowserKey() {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashDemoBrowserKey(key: string) {
  return crypto.createHash("sha256").update(key).digest("hex");
}

export type DemoSignInOutcome = { ok: true; result: SignInResult } | { ok: false; reason: "account_exists" | "sign_up_limited" };

/**
 * Demo sign-in. A new e-mail creates a demo account bound to this browser's key; a known e-mail
 * opens the account only when it is a demo account created with this same key. Accounts with a
 * Google identity are never opened here. `allowSignUp` is asked only when an account would be
 * created (the per-address sign-up limit); when it refuses, nothing is written.
 */
export async function signInDemo(
  input: { name: string; email: string; browserKey: string },
  { now = new Date(), allowSignUp = async () => true }: { now?: Date; allowSignUp?: () => Promise<boolean> } = {},
): Promise<DemoSignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const keyHash = hashDemoBrowserKey(input.browserKey);
  try {
    // Read and write in one transaction that holds the write lock from its first statement: two
    // sign-ins with one e-mail (two tabs, two processes) take turns instead of failing half way.
    return await transaction(async (tx): Promise<DemoSignInOutcome> => {
      const existing = await tx.select().from(users).where(eq(users.email, email)).get();
      if (existing) {
        const sameBrowser =
          existing.authProvider === "demo" &&
          existing.googleId === null &&
          existing.demoKeyHash !== null &&
          crypto.timingSafeEqual(Buffer.from(existing.demoKeyHash), Buffer.from(keyHash));
        if (!sameBrowser) return { ok: false, reason: "account_exists" };
        const user = (await tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, existing.id)).returning().get())!;
        return { ok: true, result: { user, isNew: false } };
      }
      if (!(await allowSignUp())) return { ok: false, reason: "sign_up_limited" };
      return { ok: true, result: { user: await createDemoUser(input, { keyHash, now }), isNew: true } };
    });
  } catch (error) {
    // The same e-mail signed up from elsewhere a moment ago: that account is not ours to open.
    if (isConstraintError(error)) return { ok: false, reason: "account_exists" };
    throw error;
  }
}

/** Creates a demo account (sign-in above; tests and the bench seed). Fails when the e-mail exists. */
export async function createDemoUser(
  input: { name: string; email: string },
  { keyHash = null, now = new Date() }: { keyHash?: string | null; now?: Date } = {},
): Promise<User> {
  const { firstName, lastName } = splitName(input.name);
  const created = await transaction((tx) =>
    tx
      .insert(users)
      .values({
        id: newId(),
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        firstName,
        lastName,
        authProvider: "demo",
        demoKeyHash: keyHash,
        createdAt: now,
        lastActiveAt: now,
      })
      .returning()
      .get(),
  );
  return created!;
}

/** The JSON shape of spec section 3 ('current user'). */
export function toCurrentUserJson(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt.toISOString(),
    platformConnections: {
      google: user.authProvider === "google",
      empresaAi: false,
      postaAi: false,
      graficaAi: false,
    },
  };
}
