import { useFetcher, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { appPath } from '~/lib/paths';
import { CsrfField } from '~/forms/CsrfField';
import { Icon } from '~/ui/Icon';

/**
 * Flips the theme. Without JavaScript it posts and comes back to the same page; with it,
 * the page flips at once and the cookie is written in the background.
 */
export function ThemeToggle({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('shell');
  const fetcher = useFetcher();
  const root = useRouteLoaderData<{ theme: 'light' | 'dark' | null }>('root');
  const pending = fetcher.formData?.get('theme');
  const current = typeof pending === 'string' ? pending : root?.theme ?? null;
  const next = current === 'dark' ? 'light' : current === 'light' ? 'dark' : 'toggle';
  return (
    <fetcher.Form
      method="post"
      action={appPath('/preferences')}
      className="form--inline"
      onSubmit={(event) => {
        const html = document.documentElement;
        const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
        const shown = html.dataset.theme ?? (systemDark ? 'dark' : 'light');
        const flipped = shown === 'dark' ? 'light' : 'dark';
        html.dataset.theme = flipped;
        const input = event.currentTarget.elements.namedItem('theme') as HTMLInputElement | null;
        if (input) input.value = flipped;
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="icon-button" aria-label={t('theme.toggle')} title={t('theme.toggle')}>
        <Icon name="moon" />
      </button>
    </fetcher.Form>
  );
}
