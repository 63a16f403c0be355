import { useFetcher } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { CsrfField } from '~/forms/CsrfField';
import { Icon } from '~/ui/Icon';
import { ReturnToField } from '~/forms/ReturnToField';

/**
 * Flips the theme in one click, whatever decided the theme shown (the partner's choice or the
 * system preference). The form holds one button per theme it can switch to; the style sheet
 * shows only the one that differs from the theme on screen (app.css, `.theme-choice`), so the
 * button says what to switch to without the server knowing the system preference. Without
 * JavaScript it posts and comes back to the same page; with it, the page flips at once and
 * the cookie is written in the background.
 */
export function ThemeToggle() {
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      className="form--inline"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const theme = submitter instanceof HTMLButtonElement ? submitter.value : '';
        if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="theme" />
      <ReturnToField />
      <ThemeChoices className="icon-button">{(theme) => <Icon name={theme === 'dark' ? 'moon' : 'sun'} />}</ThemeChoices>
    </fetcher.Form>
  );
}

/** The two submit buttons of a theme form, one per theme; CSS shows the one not on screen. */
export function ThemeChoices({
  className,
  children,
  labelled = true,
}: {
  className: string;
  children: (theme: 'light' | 'dark') => ReactNode;
  labelled?: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      {(['dark', 'light'] as const).map((theme) => (
        <button
          key={theme}
          type="submit"
          name="theme"
          value={theme}
          className={`${className} theme-choice theme-choice--${theme}`}
          aria-label={labelled ? t('theme.toggle') : undefined}
          title={labelled ? t('theme.toggle') : undefined}
        >
          {children(theme)}
        </button>
      ))}
    </>
  );
}
