import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { section, withSignedIn } from '~/auth/guard.server';
import { getProfile } from '~/upstream/profile.server';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';

export const meta: MetaFunction = () => [{ title: 'Dashboard' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return withSignedIn(request, async ({ upstream }) => {
    const profile = await section(getProfile(upstream));
    return json(
      { name: profile.ok ? [profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ') : null },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  });
}

export default function Dashboard() {
  const { name } = useLoaderData<typeof loader>();
  const { t } = useTranslation('dashboard');
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      {name ? <p className="dashboard__welcome">{name}</p> : null}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
