import { Link, useNavigate } from 'react-router';
import { useEffect, useId, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';

interface ModalProps {
  title: ReactNode;
  /** Where closing leads: the same page without the modal's URL parameter. */
  closeHref: string;
  children: ReactNode;
  /** Extra class for sizing (e.g. 'modal--wide'). */
  className?: string;
  /** The alert role for error dialogs. */
  role?: 'dialog' | 'alertdialog';
  /**
   * A dialog of an action's answer over a form the partner filled in (the sign-in's Error): its
   * close button and its backdrop close it where it is, without JavaScript too (a dialog's own
   * form), so the form behind keeps what was typed. With JavaScript it closes as any other.
   */
  closesInPlace?: boolean;
  /**
   * The id of the control that opens the dialog: it takes the focus back when the dialog
   * closes and no control had the focus before it (a dialog open on the page's load).
   */
  opener?: string;
}

/** The element that had the keyboard's focus before the dialog came (none on a page just loaded). */
function focusedBefore(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A native dialog that is open whenever it is rendered: the server renders it from a URL
 * parameter (or an action's answer), so it works without JavaScript, and its close link
 * returns to the page. The close link is the dialog's first control and takes the focus when
 * the page loads (`autofocus`), so without JavaScript too the keyboard starts there and not
 * in the page behind. Without JavaScript the backdrop is a link to the same place (spec 4:
 * a click on the backdrop closes), next in the keyboard's order after the dialog. With
 * JavaScript it becomes modal, and Escape or a backdrop click closes it through the same link.
 */
export function Modal({ title, closeHref, children, className, role = 'dialog', closesInPlace = false, opener }: ModalProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const closeFormId = useId();
  /** With JavaScript a dialog that closes in place closes through its address, as any other. */
  const closeThroughAddress = (event: ReactMouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    navigate(closeHref, { preventScrollReset: true });
  };
  // Read while rendering: by the time effects run, the close link has taken the focus.
  const [returnFocusTo] = useState(focusedBefore);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = returnFocusTo && !dialog.contains(returnFocusTo) ? returnFocusTo : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const close = () => navigate(closeHref, { preventScrollReset: true, replace: false });
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      (previouslyFocused ?? (opener ? document.getElementById(opener) : null))?.focus?.();
    };
  }, [closeHref, navigate, returnFocusTo, opener]);

  return (
    <>
      <dialog ref={ref} open className={`modal ${className ?? ''}`} aria-labelledby={titleId} role={role}>
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {closesInPlace ? (
              <form method="dialog" id={closeFormId}>
                <button
                  type="submit"
                  className="modal__close"
                  aria-label={t('close')}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- as the close link below
                  autoFocus
                  onClick={closeThroughAddress}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </form>
            ) : (
              /* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog open on load starts the keyboard at its close link (WAI-ARIA dialog pattern), also without JavaScript */
              <Link to={closeHref} className="modal__close" preventScrollReset aria-label={t('close')} autoFocus>
                <span aria-hidden="true">×</span>
              </Link>
            )}
          </header>
          {/* A body longer than the screen scrolls: reachable by the keyboard in every engine (WebKit does not focus scrollers itself). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus to be scrolled with keys */}
          <div className="modal__body" tabIndex={0} role="region" aria-labelledby={titleId}>
            {children}
          </div>
        </div>
      </dialog>
      {closesInPlace ? (
        // The backdrop submits the close button's form (the `form` attribute): it closes the dialog where it is, as the × does.
        <button type="submit" form={closeFormId} className="modal-backdrop" aria-label={t('close')} onClick={closeThroughAddress} />
      ) : (
        <Link to={closeHref} className="modal-backdrop" preventScrollReset aria-label={t('close')} />
      )}
    </>
  );
}
