// @db-engines: sqlite libsql
// Decision 027 item 4: a flood of sign-ins from 40 loopback addresses (127.0.0.x, as the server sees
// them through X-Forwarded-For with TRUST_PROXY) must not lock the real administrator out. An
// administrator's e-mail from an address it signed in from before has its own hash slot and is
// spared the per-e-mail limit; each address has at most one hash under way (docs/decisions/027).
import { describe, expect, it } from "vitest";
import { action as apiLogin } from "~/routes/api.admin.login";
import { HashBusyError, hashSlotUsage, withHashSlot } from "~/utils/hash-slots.server";
import { ADMIN_PASSWORD, createAdmin, jsonRequest } from "../admin-helpers";
import { sqlGet } from "../sql";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(email: string, password: string, ip: string) {
  const response = (await apiLogin({
    request: jsonRequest("/api/admin/login", { email, password }),
    params: {},
    context: { ip },
  } as never)) as Response;
  return response.status;
}

describe("admin sign-in during a flood", () => {
  it("the admin signs in 10 times out of 10 while 40 addresses flood the sign-in", async () => {
    const { email } = await createAdmin();
    const home = "127.0.0.200";
    expect(await login(email, ADMIN_PASSWORD, home)).toBe(200);
    expect(await sqlGet("SELECT ip FROM admin_sign_in_addresses WHERE ip = ?", home)).toEqual({ ip: home });

    let flooding = true;
    const floodStatuses = new Map<number, number>();
    // The shared slot is kept busy as a real 64 MiB scrypt on a loaded machine keeps it (the tests' hashes are cheap).
    const holder = (async () => {
      while (flooding) await withHashSlot(() => sleep(100)).catch(() => sleep(5));
    })();
    // 40 addresses, each sending attempt after attempt: the admin's e-mail and made-up ones, wrong passwords.
    const flooders = Array.from({ length: 40 }, async (_, i) => {
      for (let n = 0; flooding; n++) {
        const status = await login(n % 2 === 0 ? email : `invasor-${i}-${n}@example.com`, "senha-errada-xx", `127.0.0.${i + 1}`);
        floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
        await sleep(25);
      }
    });
    await sleep(100);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await login(email, ADMIN_PASSWORD, home));
    flooding = false;
    await Promise.all([holder, ...flooders]);
    console.info(
      `admin sign-ins during the flood: ${statuses.filter((s) => s === 200).length}/10`,
      statuses,
      Object.fromEntries(floodStatuses),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    // The flood itself was refused as before: busy (503) or over its limits (429), never let through.
    expect((floodStatuses.get(503) ?? 0) + (floodStatuses.get(429) ?? 0)).toBeGreaterThan(0);
    expect(floodStatuses.get(200)).toBeUndefined();
    // Generous: on a libSQL server each attempt is several round trips, and 40 loops share them.
  }, 60_000);

  it("the admin's e-mail from an address it never signed in from gets no reserved slot", async () => {
    const { email } = await createAdmin();
    while (hashSlotUsage().running > 0) await sleep(20);
    const holder = withHashSlot(() => sleep(300));
    const waiting = Array.from({ length: 3 }, () => withHashSlot(() => sleep(10)));
    expect(await login(email, ADMIN_PASSWORD, "127.0.0.77")).toBe(503);
    await Promise.all([holder, ...waiting]);
  });

  it("one address has at most one hash under way: its next attempt is refused at once", async () => {
    while (hashSlotUsage().running > 0) await sleep(20);
    let finish: (() => void) | undefined;
    const first = withHashSlot(() => new Promise<void>((resolve) => (finish = resolve)), { address: "127.0.0.9" });
    // A second attempt from another address waits its turn; from the same address it is refused at once.
    while (!finish) await sleep(1);
    await expect(withHashSlot(async () => "x", { address: "127.0.0.9" })).rejects.toBeInstanceOf(HashBusyError);
    finish();
    await first;
    while (hashSlotUsage().running > 0) await sleep(20);
    await expect(withHashSlot(async () => "ok", { address: "127.0.0.9" })).resolves.toBe("ok");
  });
});
