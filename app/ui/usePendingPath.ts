import { useNavigation } from 'react-router';
import { stripBasePath } from '~/lib/paths';

/**
 * The path (below the basename) that a client navigation is loading, or null: no navigation,
 * or a form's post, whose page stays until its answer comes. Without JavaScript the browser
 * shows its own progress instead.
 */
export function usePendingPath(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || !navigation.location) return null;
  if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return null;
  // The navigation's address carries the basename; the location's path does not.
  return stripBasePath(navigation.location.pathname);
}
