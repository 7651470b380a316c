import { createCookieSessionStorage } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { claimSignUp } from "~/models/sign-up-limit.server";
import { upsertGoogleUser, type SignInResult } from "~/models/user.server";
import { clientIp } from "./client-ip.server";
import { cookieSecrets } from "./cookies.server";
import { getEnv, isGoogleConfigured } from "./env.server";

let authenticator: Authenticator<SignInResult> | undefined;

export function googleCallbackUrl() {
  const env = getEnv();
  if (env.GOOGLE_CALLBACK_URL) return env.GOOGLE_CALLBACK_URL;
  const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return new URL("/auth/google/callback", base).toString();
}

/**
 * remix-auth keeps only the OAuth state in this short-lived cookie; the real session is ours
 * (database-backed, see session.server.ts).
 */
function oauthStateStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: "en_oauth",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60 * 10,
      secrets: cookieSecrets(),
      secure: googleCallbackUrl().startsWith("https:"),
    },
  });
}

export function getAuthenticator(): Authenticator<SignInResult> {
  if (authenticator) return authenticator;
  const env = getEnv();
  if (!isGoogleConfigured(env)) throw new Error("Google sign-in is not configured");
  const instance = new Authenticator<SignInResult>(oauthStateStorage(), { throwOnError: true });
  const strategy = new GoogleStrategy(
    {
      clientID: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      callbackURL: googleCallbackUrl(),
      prompt: "select_account",
    },
    async ({ profile, context }) => {
      const email = profile.emails?.[0]?.value;
      if (!profile.id || !email) throw new Error("Google profile without id or e-mail");
      return upsertGoogleUser(
        {
          googleId: profile.id,
          email,
          name: profile.displayName,
          firstName: profile.name?.givenName,
          lastName: profile.name?.familyName,
          picture: profile.photos?.[0]?.value,
        },
        { allowSignUp: async () => (await claimSignUp(clientIp(context))) === null },
      );
    },
  );
  if (env.GOOGLE_OAUTH_TEST_ISSUER) {
    // Tests only (refused in production by the env schema): a local OAuth2 server.
    const issuer = env.GOOGLE_OAUTH_TEST_ISSUER.replace(/\/$/, "");
    const target = strategy as unknown as Record<string, string>;
    target.authorizationURL = `${issuer}/authorize`;
    target.tokenURL = `${issuer}/token`;
    target.userInfoURL = `${issuer}/userinfo`;
  }
  instance.use(strategy);
  authenticator = instance;
  return instance;
}
