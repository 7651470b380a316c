/**
 * What the admin "Sistema" tab says about a libSQL server address (DATABASE_URL): its host and
 * port, and whether the connection is encrypted — never the user name, password, path or query
 * (an `authToken` may sit in the query).
 */
export type DatabaseServerAddress = { host: string; tls: boolean };

export function describeDatabaseServer(url: string): DatabaseServerAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { host: "endereço inválido", tls: false };
  }
  const scheme = parsed.protocol.replace(/:$/, "").toLowerCase();
  // @libsql/client: libsql:// is TLS unless `?tls=0`; https:// and wss:// are; http:// and ws:// are not.
  const tls = scheme === "https" || scheme === "wss" || (scheme === "libsql" && parsed.searchParams.get("tls") !== "0");
  return { host: parsed.host, tls };
}
