import { useNavigate, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { Modal } from '~/ui/Modal';
import { openDocument, type ViewableDocument } from './open-document';

/** Spec 9: below this width documents open in a new tab, from it up in the in-page viewer. */
const WIDE_SCREEN_MIN = 768;

/** The URL parameter that holds the document shown in the in-page viewer. */
export const VIEWER_PARAM = 'doc';

interface DocumentLinkProps {
  href: string;
  title: string;
  children: ReactNode;
  className?: string;
  /**
   * Whether this link shows the viewer itself when the address opens its document (default).
   * Off where a list may link one document twice: the list shows one `DocumentViewerOf` instead.
   */
  viewer?: boolean;
}

/**
 * A link to a document. Without JavaScript, or on a narrow window, it opens in a new tab;
 * with JavaScript on a wide window it opens in an in-page viewer, as a URL state
 * (`?doc=<the link's address>`): the address can be shared and reloaded, Back closes it, and
 * the server renders the viewer for it too. Only a document this page links to is shown.
 */
export function DocumentLink({ href, title, children, className, viewer = true }: DocumentLinkProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = viewer && params.get(VIEWER_PARAM) === href;
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={(event) => {
          if (window.innerWidth < WIDE_SCREEN_MIN || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(withParams(params, { [VIEWER_PARAM]: href }), { preventScrollReset: true });
        }}
      >
        {children}
      </a>
      {open ? <DocumentViewer href={href} title={title} closeHref={withParams(params, { [VIEWER_PARAM]: null })} /> : null}
    </>
  );
}

/** The one viewer of a list of document links (each with `viewer={false}`): the document the address opens, once. */
export function DocumentViewerOf({ documents }: { documents: ReadonlyArray<ViewableDocument | null> }) {
  const [params] = useSearchParams();
  const open = openDocument(documents, params.get(VIEWER_PARAM));
  return open ? <DocumentViewer href={open.href} title={open.title} closeHref={withParams(params, { [VIEWER_PARAM]: null })} /> : null;
}

/** The in-page popup viewer: a modal dialog with the document in a frame. */
function DocumentViewer({ href, title, closeHref }: { href: string; title: string; closeHref: string }) {
  const { t } = useTranslation('common');
  return (
    <Modal title={title} closeHref={closeHref} className="modal--wide viewer">
      <p className="toolbar">
        <a href={href} target="_blank" rel="noopener noreferrer" className="button button--small">
          {t('viewer.newTab')}
        </a>
      </p>
      <iframe src={href} title={title} className="viewer__frame" />
    </Modal>
  );
}
