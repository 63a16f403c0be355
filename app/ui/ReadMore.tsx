import type { ReactNode } from 'react';

interface ReadMoreProps {
  /** Shown while folded (a cut text); unfolded, `children` stands in its place. Without it, `children` unfolds below what comes before. */
  folded?: ReactNode;
  /** What 'read more' unfolds. */
  children: ReactNode;
  more: string;
  less: string;
}

/**
 * Text behind 'read more', with 'read less' below what it unfolds. The toggle is an empty
 * native disclosure after the text, so it opens and closes without JavaScript and comes after
 * the text on the screen and in reading order alike, in every engine; the disclosure's state
 * shows the text (CSS `:has`). Printed, the text stands in full (print.css).
 */
export function ReadMore({ folded, children, more, less }: ReadMoreProps) {
  return (
    <div className="read-more">
      {folded === undefined ? null : <div className="read-more__folded">{folded}</div>}
      <div className="read-more__text">{children}</div>
      <details className="read-more__details">
        <summary className="read-more__toggle">
          <span className="read-more__more">{more}</span>
          <span className="read-more__less">{less}</span>
        </summary>
      </details>
    </div>
  );
}
