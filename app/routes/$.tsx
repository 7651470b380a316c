import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { RootErrorBoundaryContent, StandaloneNotFound } from "~/components/error-pages";
import { notFoundMeta, siteFromMatches } from "~/modules/site/meta";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = ({ matches }) => notFoundMeta(siteFromMatches(matches));

// Any address no route knows: a 404 page, with a way back that fits whether the person is signed in.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return data({ signedIn: Boolean(user) }, { status: 404 });
}

export default function NotFound() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <StandaloneNotFound signedIn={signedIn} />;
}

export function ErrorBoundary() {
  return <RootErrorBoundaryContent error={useRouteError()} />;
}
