import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';

interface MarketingFormProps {
  portalId: string;
  formId: string;
  region: string;
  /** What partners without JavaScript (or with the script blocked) get instead. */
  fallback: ReactNode;
}

const SCRIPT_SRC = 'https://js.hsforms.net/forms/embed/v2.js';

/** Hosted form address of the marketing-automation provider, for a plain link. */
function hostedFormUrl(portalId: string, formId: string, region: string): string {
  return `https://share-${encodeURIComponent(region)}.hsforms.com/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
}

/**
 * The marketing-automation provider's embedded form. Its script loads only when this
 * component mounts (inside a modal); until it renders, and without JavaScript, the plain
 * link to the hosted form and the fallback stay visible.
 */
export function MarketingForm({ portalId, formId, region, fallback }: MarketingFormProps) {
  const { t } = useTranslation('common');
  const targetId = `mf-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    type Forms = { forms?: { create(options: Record<string, string>): void } };
    const win = window as unknown as { hbspt?: Forms };
    const create = () => {
      try {
        win.hbspt?.forms?.create({ region, portalId, formId, target: `#${targetId}` });
        setState('ready');
      } catch {
        setState('failed');
      }
    };
    if (win.hbspt?.forms) {
      create();
      return;
    }
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.addEventListener('load', create);
    script.addEventListener('error', () => setState('failed'));
    document.body.appendChild(script);
    return () => script.remove();
  }, [portalId, formId, region, targetId]);

  return (
    <div className="marketing-form">
      <div id={targetId} />
      {state !== 'ready' ? (
        <div className="marketing-form__fallback">
          <p>
            <a href={hostedFormUrl(portalId, formId, region)} target="_blank" rel="noopener noreferrer">
              {t('openHostedForm')}
            </a>
          </p>
          {fallback}
        </div>
      ) : null}
    </div>
  );
}
