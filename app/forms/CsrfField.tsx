import { useRouteLoaderData } from '@remix-run/react';

/** The session's CSRF token as a hidden field; every POST form carries it. */
export function CsrfField() {
  const root = useRouteLoaderData<{ csrf?: string }>('root');
  return <input type="hidden" name="csrf" value={root?.csrf ?? ''} />;
}
