import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { errorMessageKey, type UpstreamErrorData } from '~/upstream/errors';
import { useLoadingPath } from '~/ui/Skeleton';

/** The text of a failed call: the provider's own message, else the catalogue's (spec 8). */
export function useErrorText(): (error: UpstreamErrorData) => string {
  const { t } = useTranslation('common');
  return (error) => {
    if (error.serverMessage) return error.serverMessage;
    const { key, values } = errorMessageKey(error);
    return t(key, values);
  };
}

/**
 * True while a client navigation on this page changes what the list shows (search text,
 * page, ...): the moment for skeletons. Opening a modal or another URL state does not
 * blank the list.
 */
export function useListLoading(keys: readonly string[]): boolean {
  const loading = useLoadingPath();
  const navigation = useNavigation();
  const location = useLocation();
  if (!loading || !navigation.location) return false;
  const now = new URLSearchParams(location.search);
  const next = new URLSearchParams(navigation.location.search);
  return keys.some((key) => (now.get(key) ?? '') !== (next.get(key) ?? ''));
}
