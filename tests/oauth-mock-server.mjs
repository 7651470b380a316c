// A real OAuth2 server on 127.0.0.1 standing in for Google in browser tests (STACK-NOTES 3).
import { OAuth2Server } from "oauth2-mock-server";

export const MOCK_GOOGLE_USER = {
  sub: "google-sub-joana-123",
  email: "joana.pereira@example.com",
  name: "Joana Pereira",
  given_name: "Joana",
  family_name: "Pereira",
  picture: "http://127.0.0.1:1/avatar-que-nao-carrega.png",
};

const port = Number(process.env.OAUTH_MOCK_PORT ?? 3299);
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeUserinfo", (response) => {
  response.body = { ...MOCK_GOOGLE_USER, email_verified: true };
  response.statusCode = 200;
});
await server.start(port, "127.0.0.1");
console.log(`OAuth2 mock server at ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
