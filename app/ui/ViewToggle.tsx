import { Link, useSearchParams } from 'react-router';
import { urlState } from '~/lib/url-state';

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
      {options.map((option) => {
        const next = urlState(params);
        if (option.value === fallback) next.delete(param);
        else next.set(param, option.value);
        const query = next.toString();
        return (
          <Link
            key={option.value}
            to={query ? `?${query}` : '?'}
            className={`button button--small${option.value === current ? ' button--primary' : ''}`}
            aria-current={option.value === current ? 'true' : undefined}
            preventScrollReset
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
