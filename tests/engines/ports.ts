/** Ports of the engine run, apart from the end-to-end run's (3210/4210) so both can run side by side. */
export const PORTAL_PORT = Number(process.env.ENGINES_PORTAL_PORT ?? 3610);
export const SANDBOX_PORT = Number(process.env.ENGINES_SANDBOX_PORT ?? 4610);
export const ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
