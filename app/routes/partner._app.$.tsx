import type { Route } from './+types/partner._app.$';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';

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
