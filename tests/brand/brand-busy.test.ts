// @db-engines: sqlite libsql
// The /marca files are drawn in the shared worker pool (job kind "brand.file", decision 026), within
// its per-person limit: a render past it is refused at once with 503, Retry-After and a pt-BR
// message; another person is served meanwhile.
import { describe, expect, it } from "vitest";
import { saveBrandKit } from "~/models/brand.server";
import { loader as cardsLoader } from "~/routes/marca.cartoes[.]pdf";
import { loader as logoPngLoader } from "~/routes/marca.logo[.]png";
import { occupyHeavySlotsForTests, OWNER_BUSY_MESSAGE, PER_OWNER_JOBS } from "~/utils/heavy-work.server";
import { signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} });

async function personWithLogo(name: string) {
  const person = await signedInUser(name);
  await saveBrandKit(person.user.id, { businessName: `Doces da ${name}`, palette: "vinho", icon: "bolo", layout: "horizontal" });
  return person;
}

describe("brand files in the worker pool", () => {
  it("a person's render past the per-person limit gets 503 with Retry-After; another person is served", async () => {
    const ana = await personWithLogo("Ana");
    const bia = await personWithLogo("Bia");
    // All but one of Ana's slots are taken, as by renders still running: of two renders asked at
    // once, the first takes the last slot and the second is refused at once.
    const release = occupyHeavySlotsForTests(ana.user.id, PER_OWNER_JOBS - 1);
    try {
      const both = await Promise.all([
        outcomeOf(() => cardsLoader(args(get("/marca/cartoes.pdf", ana.cookie)))),
        outcomeOf(() => logoPngLoader(args(get("/marca/logo.png?size=512", ana.cookie)))),
      ]);
      const drawn = both.filter((outcome) => outcome.status === 200);
      const refused = both.filter((outcome) => outcome.status !== 200);
      expect(drawn).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.status).toBe(503);
      expect(refused[0]!.headers.get("Retry-After")).toBe("5");
      expect(refused[0]!.body).toBe(OWNER_BUSY_MESSAGE);

      const other = await outcomeOf(() => logoPngLoader(args(get("/marca/logo.png?size=256", bia.cookie))));
      expect(other.status).toBe(200);
      expect(other.headers.get("Content-Type")).toBe("image/png");
    } finally {
      release();
    }
    // Once Ana's renders end, her next one is drawn.
    const again = await logoPngLoader(args(get("/marca/logo.png?size=512", ana.cookie)));
    expect(again.status).toBe(200);
  });
});
