import { describe, expect, it } from "vitest";
import { normalize, stem, tokens } from "./pt-text";
import { synonymsOf } from "./synonyms";

const s = (word: string) => stem(normalize(word));

describe("Portuguese normaliser", () => {
  it("folds case and accents and drops stop words, filler and numbers", () => {
    expect(tokens("Eu ADORO Confeitaria e Doces")).toEqual(["confeitaria", "doces"]);
    expect(tokens("mãe de 2, quem me conhece diz que sou a melhor, outros 10")).toEqual([]);
  });

  it.each([
    ["polir", "polimento"],
    ["lavar", "lavagem"],
    ["programo", "programação"],
    ["programador", "programar"],
    ["organizada", "organização"],
    ["costureira", "costurar"],
    ["cozinhar", "cozinha"],
    ["bolo", "bolos"],
    ["fotografia", "fotógrafo"],
    ["limpeza", "limpar"],
    ["entregas", "entregador"],
    ["cabeleireira", "cabeleireiros"],
    ["cães", "cão"],
  ])("links %s and %s", (a, b) => {
    expect(s(a)).toBe(s(b));
  });

  it("keeps unrelated words apart", () => {
    expect(s("motor")).not.toBe(s("moto"));
    expect(s("pet")).not.toBe(s("espetáculo"));
    expect(s("motorista")).not.toBe(s("motor"));
    // A dog walker neither irons clothes nor sells tickets.
    expect(s("passeador")).not.toBe(s("passar"));
    expect(s("passeador")).not.toBe(s("passagens"));
    expect(s("passeadora")).toBe(s("passear"));
  });
});

describe("synonyms and regional words", () => {
  it.each([
    ["uber", "motorista"],
    ["uber", "aplicativo"],
    ["cabeleireiro", "salão"],
    ["quentinha", "marmita"],
    ["macaxeira", "mandioca"],
    ["aipim", "mandioca"],
    ["geladinho", "picolé"],
    ["sacolé", "sorvete"],
    ["dog", "cachorro"],
    ["guri", "criança"],
    ["motoca", "moto"],
    ["faxina", "diarista"],
    ["pc", "computador"],
    ["insta", "instagram"],
    ["breja", "cerveja"],
    ["marido de aluguel", "reparos"],
    ["feirante", "feira"],
  ])("%s ~ %s", (a, b) => {
    const from = tokens(a).map(stem);
    const to = s(b);
    expect(from.some((x) => x === to || synonymsOf(x).has(to))).toBe(true);
  });

  // A word inside a phrase of a group says nothing alone: "lava rápido" is no link to "rápido".
  it.each([
    ["lavo", "rápido"],
    ["barba", "corte"],
    ["programar", "back"],
    ["costura", "máquina"],
    ["banca", "bancada"],
  ])("%s is not ~ %s", (a, b) => {
    expect(s(a) === s(b) || synonymsOf(s(a)).has(s(b))).toBe(false);
  });
  it.each([
    ["react", "programação"],
    ["procv", "excel"],
    ["lavo", "lavajato"],
  ])("%s ~ %s (new words)", (a, b) => {
    expect(synonymsOf(s(a)).has(s(b))).toBe(true);
  });
});
