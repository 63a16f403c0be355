import type { AnchorHTMLAttributes } from 'react';
import { downloadHref } from '~/lib/downloads';

/**
 * A link that downloads a file: its address asks for an attachment (`downloadHref`), and it has
 * no `download` attribute, which would have the browser save a sign-in page in its place.
 */
export function DownloadLink({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'download'> & { href: string }) {
  return (
    <a href={downloadHref(href)} {...rest}>
      {children}
    </a>
  );
}
