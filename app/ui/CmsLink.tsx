import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { isPortalScreen, stripBasePath } from '~/lib/paths';

/**
 * A link the provider's content names: a screen of the portal by client navigation (a plain
 * page load without JavaScript), another site in a new tab, and anything else of the portal
 * (a document, a download) as a plain link of this tab, or of a new one with `newTabForFiles`.
 * `external` defaults to whether the address is an http(s) URL.
 */
export function CmsLink({
  href,
  external = /^https?:/i.test(href),
  className,
  newTabForFiles = false,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  newTabForFiles?: boolean;
  children: ReactNode;
}) {
  if (!external && isPortalScreen(href)) {
    return (
      <Link to={stripBasePath(href)} className={className}>
        {children}
      </Link>
    );
  }
  const newTab = external || newTabForFiles;
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
