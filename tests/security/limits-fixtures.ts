import { envSchema } from "~/utils/env.server";

// The defaults of the limits, read from the env schema so the tests follow a change of default.
const defaults = envSchema.parse({});
export const ADMIN_LOGIN_ATTEMPTS_PER_IP_DEFAULT = defaults.ADMIN_LOGIN_ATTEMPTS_PER_IP;
export const SIGNUPS_PER_IP_PER_HOUR_DEFAULT = defaults.SIGNUPS_PER_IP_PER_HOUR;
