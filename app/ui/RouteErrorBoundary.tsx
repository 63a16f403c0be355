import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';

/** A screen's error page inside the shell: translated, never a stack trace. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'crash';
  return (
    <section className="page error-page" role="alert">
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <p>
        <Link to={appPath('/dashboard')}>{t('backToDashboard')}</Link>
      </p>
    </section>
  );
}
