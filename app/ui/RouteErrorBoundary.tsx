import { Link } from 'react-router';
import { errorTextsOf, type ErrorTexts as ErrorTextsKind } from '~/i18n/error-texts';
import { useTranslation } from '~/i18n/react';

function ErrorTexts({ kind }: { kind: ErrorTextsKind }) {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <p>
        <Link to="/dashboard">{t('backToDashboard')}</Link>
      </p>
    </>
  );
}

/**
 * The error a route's `ErrorBoundary` is given (`Route.ErrorBoundaryProps['error']`): what the
 * route's loader or action threw, or a render error.
 */
export interface RouteErrorProps {
  error: unknown;
}

/** A screen's error page inside the shell: translated, never a stack trace. */
export function RouteErrorBoundary({ error }: RouteErrorProps) {
  return (
    <section className="page error-page" role="alert">
      <ErrorTexts kind={errorTextsOf(error)} />
    </section>
  );
}

/**
 * The error page of an address outside the shell (sign-in, and the addresses that only take
 * forms: pin, language and theme, sign-out): a page of its own, in the partner's language.
 * Being the route's own boundary, the root's loader (language, texts) has run below it even
 * when the route's action refused a post.
 */
export function StandaloneErrorBoundary({ error }: RouteErrorProps) {
  return (
    <main id="main" className="error-page">
      <ErrorTexts kind={errorTextsOf(error)} />
    </main>
  );
}
