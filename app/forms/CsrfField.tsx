import { useRouteLoaderData } from 'react-router';

/**
 * The session's CSRF token as a hidden field, with the mark of the account the page was drawn
 * for (auth/csrf.server.ts, `checkCsrf`); every POST form carries them.
 */
export function CsrfField() {
  const root = useRouteLoaderData<{ csrf?: string; formAccount?: string }>('root');
  return (
    <>
      <input type="hidden" name="csrf" value={root?.csrf ?? ''} />
      <input type="hidden" name="csrf_account" value={root?.formAccount ?? ''} />
    </>
  );
}
