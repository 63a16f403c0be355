import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';

/** Spec 9: below this width documents open in a new tab, from it up in the in-page viewer. */
export const WIDE_SCREEN_MIN = 768;

interface DocumentLinkProps {
  href: string;
  title: string;
  children: ReactNode;
  className?: string;
  /** Whether the target is a file to download rather than to view. */
  download?: boolean;
}

/**
 * A link to a document. Without JavaScript, or on a narrow window, it opens in a new tab;
 * with JavaScript on a wide window it opens in an in-page viewer.
 */
export function DocumentLink({ href, title, children, className, download }: DocumentLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        download={download ? '' : undefined}
        onClick={(event) => {
          if (download || window.innerWidth < WIDE_SCREEN_MIN || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? <DocumentViewer href={href} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The in-page popup viewer: a modal dialog with the document in a frame. */
export function DocumentViewer({ href, title, onClose }: { href: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    // A click on the backdrop closes it as Escape and the × button do for the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      className="modal modal--wide viewer"
      aria-label={title}
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 className="modal__title">{title}</h2>
          <div className="toolbar">
            <a href={href} target="_blank" rel="noopener noreferrer" className="button button--small">
              {t('viewer.newTab')}
            </a>
            <button type="button" className="modal__close button--link" onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </header>
        <iframe src={href} title={title} className="viewer__frame" />
      </div>
    </dialog>
  );
}
