import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listSavedBusinesses, toSavedBusinessJson } from "~/models/saved-business.server";
import { jsonError, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { saveStrategyFromInput } from "~/utils/strategy-actions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const list = await listSavedBusinesses(user.id);
  return Response.json(list.map((row) => ({ ...toSavedBusinessJson(row), isActive: row.isActive })));
}

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const body = await parseJsonBody(request, z.record(z.string(), z.unknown()));
  const result = await saveStrategyFromInput(user, body);
  if (!result.ok) return jsonError(result.message, result.status);
  return Response.json(toSavedBusinessJson(result.strategy), { status: 201 });
}
