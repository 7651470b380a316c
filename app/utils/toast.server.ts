import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { cookieSecrets, isSecureRequest } from "./cookies.server";

export const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["default", "success", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

let toastCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  toastCookie ??= createCookie("en_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: cookieSecrets(),
  });
  return toastCookie;
}

export async function createToastHeader(request: Request, toast: ToastInput) {
  const value = toastSchema.parse(toast);
  return cookie().serialize(value, { secure: isSecureRequest(request) });
}

/** Reads the flash toast and returns the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const raw = await cookie().parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({
    "Set-Cookie": await cookie().serialize("", { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) }),
  });
  return { toast: parsed.success ? parsed.data : null, headers };
}

export async function redirectWithToast(request: Request, url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(request, toast));
  return redirect(url, { ...init, headers });
}
