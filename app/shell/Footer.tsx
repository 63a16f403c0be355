/** The footer HTML from the provider, sanitised on the server, in a hidden container (spec 2). */
export function Footer({ html }: { html: string }) {
  return (
    <footer className="footer">
      <div className="footer__cms" hidden dangerouslySetInnerHTML={{ __html: html }} />
    </footer>
  );
}
