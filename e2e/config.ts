// Ports and addresses shared by playwright.config.ts and the specs.
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3210);
export const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3211);
export const OAUTH_MOCK_PORT = Number(process.env.OAUTH_MOCK_PORT ?? 3299);

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}`;
export const OAUTH_MOCK_URL = `http://127.0.0.1:${OAUTH_MOCK_PORT}`;
