/** The portal's mark and name, drawn by CSS (the link around it carries the accessible name). */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <span className="logo__mark" />
      <span className="logo__name">Partner Portal</span>
    </span>
  );
}
