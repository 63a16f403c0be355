import type { Route } from './+types/not-found';
import { metaText } from '~/i18n/meta';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'common', 'notFound.title', 'Page not found') }];

/** Any unknown address under /partner: the 404 page inside the shell. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
