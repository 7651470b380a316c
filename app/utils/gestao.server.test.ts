import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { saveRecordForm, SAVE_FAILED } from "./gestao.server";

const form = {
  schema: z.object({ name: z.string({ error: "Informe o nome." }).trim().max(5, "Nome longo demais.") }),
  fields: ["name"],
  failure: "Saving a test record failed",
};
const post = (name: string) => new Request("http://127.0.0.1/gestao/teste", { method: "POST", body: new URLSearchParams({ name }) });
/** What `data()` carries: Remix's DataWithResponseInit. */
const answer = (value: unknown) =>
  value as { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

describe("saveRecordForm", () => {
  it("saves what the schema accepts and returns the save's answer", async () => {
    const save = vi.fn(async (value: { name: string }) => new Response(value.name, { status: 303 }));
    const response = (await saveRecordForm(post("  Ana "), form, save)) as Response;
    expect(save).toHaveBeenCalledWith({ name: "Ana" });
    expect(response.status).toBe(303);
  });

  it("refuses bad input with 400, the field's message and what was typed, without saving", async () => {
    const save = vi.fn(async () => new Response(null));
    const refused = answer(await saveRecordForm(post("Ana Maria"), form, save));
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({ errors: { name: "Nome longo demais." }, values: { name: "Ana Maria" } });
    expect(save).not.toHaveBeenCalled();
  });

  it("a failed save keeps what was typed and answers 500 with the pt-BR message; a thrown 404 passes through", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = answer(
      await saveRecordForm(post("Ana"), form, async () => {
        throw new Error("disk full");
      }),
    );
    expect(failed.init.status).toBe(500);
    expect(failed.data).toEqual({ errors: { "": SAVE_FAILED }, values: { name: "Ana" } });
    expect(log).toHaveBeenCalledWith("Saving a test record failed", expect.any(Error));
    log.mockRestore();

    const gone = saveRecordForm(post("Ana"), form, async () => {
      throw new Response("Cliente não encontrado.", { status: 404 });
    });
    await expect(gone).rejects.toMatchObject({ status: 404 });
  });
});
