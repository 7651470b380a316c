import fs from "node:fs";
import type { ActionFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { BackupUnavailableError, createBackupFile } from "~/models/backup.server";
import { logSecurityEvent, requestOrigin } from "~/models/security-log.server";
import { requireAdmin } from "~/utils/admin-session.server";
import { redirectWithToast } from "~/utils/toast.server";

// No GET makes a backup: a GET here goes back to the Sistema tab.
export async function loader() {
  return redirect("/admin/sistema");
}

/** POST: downloads a consistent copy of the database (SQLite online backup) and logs it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const origin = requestOrigin(request, context);
  let backup: Awaited<ReturnType<typeof createBackupFile>>;
  try {
    backup = await createBackupFile();
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof BackupUnavailableError) {
      // On a libSQL server there is no local file to copy: the Sistema tab shows no backup button
      // and explains sqld's own backups; a stale form or a script posting here is sent back there.
      return redirectWithToast(request, "/admin/sistema", {
        type: "destructive",
        title: "Backup manual indisponível",
        description: "Com um servidor libSQL, os backups são feitos no servidor do banco, com as ferramentas do próprio sqld.",
      });
    }
    console.error("Backup failed", error);
    await logSecurityEvent({ event: "backup", email: admin.email, success: false, reason: "error", ...origin });
    throw new Response("Não foi possível gerar o backup. Tente novamente.", { status: 500 });
  }
  await logSecurityEvent({ event: "backup", email: admin.email, success: true, ...origin });
  // Open, then remove the directory entry: the open handle keeps the data until the stream ends.
  const stream = fs.createReadStream(backup.file);
  stream.once("open", () => backup.cleanup());
  stream.once("error", () => backup.cleanup());
  return new Response(createReadableStreamFromReadable(stream), {
    headers: {
      "Content-Type": "application/vnd.sqlite3",
      "Content-Length": String(backup.size),
      "Content-Disposition": `attachment; filename="${backup.downloadName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
