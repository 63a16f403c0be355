import { Link, useLocation, type LinkProps } from 'react-router';

/**
 * Whether the page on screen (`pathname`, as the router's location gives it: without the
 * basename) is the section at `path` or one of its pages: '/playbook/3/31' is in '/playbook'.
 * Letter case is ignored, as the router ignores it when it matches a path.
 */
export function isInSection(pathname: string, path: string): boolean {
  const page = pathname.toLowerCase();
  const section = path.toLowerCase();
  return page === section || (page.startsWith(section) && page.charAt(section.length) === '/');
}

interface SectionLinkProps extends Omit<LinkProps, 'to' | 'className'> {
  /** The section's path without the basename ('/leads'). */
  to: string;
  /** The link's class, given whether it is the current section. */
  className?: (current: boolean) => string | undefined;
}

/**
 * A link of the sidebar or the section menu: it marks the current section (aria-current="page"),
 * its own pages included. NavLink marks it the same way, and tracks pending navigations and view
 * transitions besides, which no menu here shows; the two menus draw eighteen of these on every
 * page, and NavLink resolved each one's path four times (a Link resolves it twice).
 */
export function SectionLink({ to, className, children, ...rest }: SectionLinkProps) {
  const current = isInSection(useLocation().pathname, to);
  return (
    <Link {...rest} to={to} className={className?.(current)} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
