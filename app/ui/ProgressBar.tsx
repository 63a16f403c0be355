import { useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/react';

/** A thin bar at the top while a client navigation or submission is pending. */
export function ProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  const busy = navigation.state !== 'idle';
  return (
    <div className={`progress-bar${busy ? ' progress-bar--active' : ''}`} role="progressbar" aria-hidden={!busy} aria-label={t('loading')} aria-busy={busy}>
      <div className="progress-bar__fill" />
    </div>
  );
}
