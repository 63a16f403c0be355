import { Link, useSearchParams } from 'react-router';
import { withParams } from '~/lib/url-state';

interface ViewToggleProps<V extends string> {
  param?: string;
  current: V;
  /** The views in their order; the first is the default, which the address leaves out. */
  views: readonly V[];
  /** Each view's name on its button. */
  names: Record<V, string>;
  label: string;
}

/** Switches between views (cards/table, grid/list) through a URL parameter. */
export function ViewToggle<V extends string>({ param = 'view', current, views, names, label }: ViewToggleProps<V>) {
  const [params] = useSearchParams();
  return (
    <nav className="toolbar view-toggle" aria-label={label}>
      {views.map((view) => (
        <Link
          key={view}
          to={withParams(params, { [param]: view === views[0] ? null : view })}
          className={`button button--small${view === current ? ' button--primary' : ''}`}
          aria-current={view === current ? 'true' : undefined}
          preventScrollReset
        >
          {names[view]}
        </Link>
      ))}
    </nav>
  );
}
