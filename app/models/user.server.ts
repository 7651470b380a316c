import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { users, type User } from "#db/schema";

export type SignInResult = { user: User; isNew: boolean };

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

/** Finds the user by Google subject (or e-mail, linking an earlier demo account), else creates it. */
export async function upsertGoogleUser(identity: GoogleIdentity, now = new Date()): Promise<SignInResult> {
  const db = getDb();
  const email = identity.email.trim().toLowerCase();
  const fromName = identity.name ? splitName(identity.name) : { firstName: null, lastName: null };
  const fields = {
    email,
    name: identity.name ?? null,
    firstName: identity.firstName ?? fromName.firstName,
    lastName: identity.lastName ?? fromName.lastName,
    profileImageUrl: identity.picture ?? null,
  };
  return db.transaction((tx) => {
    const existing =
      tx.select().from(users).where(eq(users.googleId, identity.googleId)).get() ??
      tx.select().from(users).where(eq(users.email, email)).get();
    if (existing) {
      const user = tx
        .update(users)
        .set({ ...fields, googleId: identity.googleId, authProvider: "google", lastActiveAt: now })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
      return { user, isNew: false };
    }
    const user = tx
      .insert(users)
      .values({ id: newId(), googleId: identity.googleId, authProvider: "google", ...fields, createdAt: now, lastActiveAt: now })
      .returning()
      .get();
    return { user, isNew: true };
  });
}

/** Demo sign-in: the e-mail identifies the account; it is created on first use. */
export async function upsertDemoUser(input: { name: string; email: string }, now = new Date()): Promise<SignInResult> {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  const { firstName, lastName } = splitName(input.name);
  return db.transaction((tx) => {
    const existing = tx.select().from(users).where(eq(users.email, email)).get();
    if (existing) {
      const user = tx
        .update(users)
        .set({ lastActiveAt: now })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
      return { user, isNew: false };
    }
    const user = tx
      .insert(users)
      .values({
        id: newId(),
        email,
        name: input.name.trim(),
        firstName,
        lastName,
        authProvider: "demo",
        createdAt: now,
        lastActiveAt: now,
      })
      .returning()
      .get();
    return { user, isNew: true };
  });
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
