import { Link, useSearchParams } from 'react-router';
import { withParams } from '~/lib/url-state';

interface ViewToggleProps<V extends string> {
  param?: string;
  current: V;
  fallback: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  label: string;
}

/** Switches between views (cards/table, grid/list) through a URL parameter. */
export function ViewToggle<V extends string>({ param = 'view', current, fallback, options, label }: ViewToggleProps<V>) {
  const [params] = useSearchParams();
  return (
    <nav className="toolbar view-toggle" aria-label={label}>
      {options.map((option) => (
        <Link
          key={option.value}
          to={withParams(params, { [param]: option.value === fallback ? null : option.value })}
          className={`button button--small${option.value === current ? ' button--primary' : ''}`}
          aria-current={option.value === current ? 'true' : undefined}
          preventScrollReset
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
