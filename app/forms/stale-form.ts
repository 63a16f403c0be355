/**
 * The form error of a form sent from a page drawn before the session changed (signed out, or
 * in as someone else, in another tab or window): nothing was done, what was typed is back in
 * the form, which now carries this session's token (auth/csrf.server.ts, `formStanding`).
 */
export const STALE_FORM = 'common:staleForm';
