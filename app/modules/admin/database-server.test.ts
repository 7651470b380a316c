import { describeDatabaseServer } from "./database-server";

describe("describeDatabaseServer", () => {
  it("keeps the host and port and drops credentials, path and query", () => {
    expect(describeDatabaseServer("libsql://usuario:segredo@banco.exemplo.com.br:8443/caminho?authToken=abc.def")).toEqual({
      host: "banco.exemplo.com.br:8443",
      tls: true,
    });
  });

  it("says whether the connection is encrypted, as @libsql/client decides it", () => {
    expect(describeDatabaseServer("http://127.0.0.1:8080").tls).toBe(false);
    expect(describeDatabaseServer("ws://sqld:8080").tls).toBe(false);
    expect(describeDatabaseServer("https://db.turso.io").tls).toBe(true);
    expect(describeDatabaseServer("wss://db.turso.io").tls).toBe(true);
    expect(describeDatabaseServer("libsql://sqld:8080?tls=0")).toEqual({ host: "sqld:8080", tls: false });
  });

  it("never echoes an address it cannot read", () => {
    expect(describeDatabaseServer("libsql://[senha")).toEqual({ host: "endereço inválido", tls: false });
  });
});
