/** Ports of the end-to-end run (override to run several suites side by side). */
export const PORTAL_PORT = Number(process.env.PW_PORTAL_PORT ?? 3210);
export const SANDBOX_PORT = Number(process.env.PW_SANDBOX_PORT ?? 4210);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const SECOND_PORTAL_PORT = PORTAL_PORT + 1;
export const PROXY_HTTPS_PORT = Number(process.env.PW_PROXY_PORT ?? PORTAL_PORT + 2);
export const PROXY_HTTP_PORT = PROXY_HTTPS_PORT + 1;

/** Sign-in attempts per account the end-to-end portal allows in its window (kept small so the limit test is quick). */
export const SIGNIN_ATTEMPTS_PER_ACCOUNT = 4;
