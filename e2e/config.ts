// Ports and addresses shared by playwright.config.ts and the specs.
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3210);
export const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3211);
export const OAUTH_MOCK_PORT = Number(process.env.OAUTH_MOCK_PORT ?? 3299);
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? 3298);

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}`;
export const OAUTH_MOCK_URL = `http://127.0.0.1:${OAUTH_MOCK_PORT}`;
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;
/** How long the planning tool's frame may load in e2e before an attempt fails (the app's default is 10 s). */
export const PARTNER_FRAME_TIMEOUT_MS = 1000;
