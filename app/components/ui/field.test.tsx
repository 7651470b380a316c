import { renderToStaticMarkup } from "react-dom/server";
import { ErrorList, Field } from "./field";

/** The rendered markup as a DOM-less lookup: the attributes of the element whose tag opens with `start`. */
function attributesOf(html: string, start: string) {
  const tag = html.slice(html.indexOf(start), html.indexOf(">", html.indexOf(start)));
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value]));
}

describe("Field", () => {
  it("ties the label to the control and shows the hint, linked, when there is no error", () => {
    const html = renderToStaticMarkup(
      <Field id="campo-nome" label="Nome *" hint="Como aparece no recibo">
        {(control) => <input {...control} name="nome" required maxLength={80} />}
      </Field>,
    );
    expect(attributesOf(html, "<label")).toEqual({ for: "campo-nome", class: "block text-sm font-medium text-slate-800" });
    const input = attributesOf(html, "<input");
    expect(input).toMatchObject({ id: "campo-nome", name: "nome", required: "", maxlength: "80", "aria-describedby": "campo-nome-dica" });
    expect(input["aria-invalid"]).toBeUndefined();
    expect(html).toContain('<p id="campo-nome-dica" class="mt-1 text-xs text-slate-600">Como aparece no recibo</p>');
    expect(html).not.toContain("campo-nome-erro");
  });

  it("marks a refused value invalid and points at its first error, then the hint", () => {
    const html = renderToStaticMarkup(
      <Field
        id="perfil-phone"
        label="Telefone"
        errors={["Informe um telefone válido", "segundo"]}
        errorId="perfil-phone-error"
        hint="Com DDD"
      >
        {(control) => <input {...control} name="phone" />}
      </Field>,
    );
    const input = attributesOf(html, "<input");
    expect(input).toMatchObject({ id: "perfil-phone", "aria-invalid": "true", "aria-describedby": "perfil-phone-error perfil-phone-dica" });
    expect(attributesOf(html, '<p id="perfil-phone-error"')).toMatchObject({ id: "perfil-phone-error" });
    expect(html).toContain(">Informe um telefone válido</p>");
    expect(html).not.toContain("segundo");
  });

  it("leaves aria-describedby out when there is neither error nor hint", () => {
    const html = renderToStaticMarkup(
      <Field id="x" label="Sim ou não">
        {(control) => <select {...control} />}
      </Field>,
    );
    expect(html).toBe(
      '<div><label for="x" class="block text-sm font-medium text-slate-800">Sim ou não</label><select id="x"></select></div>',
    );
  });
});

describe("ErrorList", () => {
  it("announces the form-level errors with their title", () => {
    const html = renderToStaticMarkup(<ErrorList title="Não foi possível salvar" errors={["Tente de novo."]} />);
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('<p class="font-semibold">Não foi possível salvar</p><p>Tente de novo.</p>');
  });

  it("renders nothing without errors", () => {
    expect(renderToStaticMarkup(<ErrorList title="T" errors={[]} />)).toBe("");
    expect(renderToStaticMarkup(<ErrorList />)).toBe("");
  });
});
