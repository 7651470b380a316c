import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/shell/app-shell";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { obligationAlerts } from "~/models/obligations.server";
import { getProfile } from "~/models/profile.server";
import { firstNameOrDefault, profileView } from "~/modules/profile-display";
import { signedOutRedirect } from "~/utils/login-required.server";
import { getUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(signedOutRedirect(request));
  const profile = await getProfile(user.id);
  return {
    user: {
      id: user.id,
      firstName: firstNameOrDefault(user.firstName),
      rawFirstName: user.firstName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
      demo: user.authProvider === "demo",
      subscriptionPlan: user.subscriptionPlan,
      subscriptionStatus: user.subscriptionStatus,
    },
    profile: profileView(user, profile),
    // The header's bell: the MEI's DAS/DASN due in the next 7 days (decision 029).
    alerts: await obligationAlerts(user.id),
  };
}

export function useShellData() {
  const value = useRouteLoaderData<typeof loader>("routes/_app");
  if (!value) throw new Error("useShellData must be used inside the signed-in shell");
  return value;
}

export default function SignedInLayout() {
  const { user, profile, alerts } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user} profile={profile} alerts={alerts}>
      <Outlet />
    </AppShell>
  );
}

/**
 * The one error boundary of the signed-in pages (their routes export none): a failing page shows
 * its message inside the shell, so the header, the menu and the way back stay. When this layout's
 * own loader is what failed there is no shell data, and the message stands alone.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/_app");
  const content = <RouteErrorBoundaryContent error={error} signedIn />;
  if (!shell) return content;
  return (
    <AppShell user={shell.user} profile={shell.profile} alerts={shell.alerts}>
      {content}
    </AppShell>
  );
}
