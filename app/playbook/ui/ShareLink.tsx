import { Link, useNavigate, useSearchParams } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';

/** Spec 9: how long 'Link copied!' stays. */
const COPIED_NOTICE_MS = 2000;

interface ShareLinkProps {
  documentId: string;
  name: string;
  url: string;
  /** Whether the URL asks to show this document's link (`?share={id}`). */
  open: boolean;
}

/**
 * Share a document's link. With JavaScript it goes to the clipboard and 'Link copied!'
 * shows for two seconds; without it (or when the clipboard refuses) the link opens
 * `?share={id}`, which shows the address in a focused read-only field. Script selects its
 * text; a plain page cannot (browsers select a field's text on keyboard focus only).
 */
export function ShareLink({ documentId, name, url, open }: ShareLinkProps) {
  const { t } = useTranslation('playbook');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shareHref = withParams(params, { share: documentId });
  const fieldId = `share-${documentId}`;

  return (
    <div className="share">
      <Link
        to={shareHref}
        replace
        preventScrollReset
        className="button button--small"
        aria-label={t('shareItem', { name })}
        onClick={(event) => {
          if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return;
          event.preventDefault();
          navigator.clipboard.writeText(url).then(
            () => {
              setCopied(true);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
            },
            () => navigate(shareHref, { replace: true, preventScrollReset: true }),
          );
        }}
      >
        {t('share')}
      </Link>
      <span role="status" className="share__status">
        {copied ? t('linkCopied') : ''}
      </span>
      {open ? (
        <div className="share__field">
          <label htmlFor={fieldId}>{t('shareLinkLabel', { name })}</label>
          <input
            id={fieldId}
            className="input"
            type="text"
            readOnly
            value={url}
            // The panel opens as a page state of its own (also without scripts) to copy this address.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          <Link to={withParams(params, { share: null })} replace preventScrollReset>
            {t('shareClose')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
