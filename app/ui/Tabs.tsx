import { Link, useSearchParams } from 'react-router';
import { withParams } from '~/lib/url-state';

interface TabsProps<V extends string> {
  param?: string;
  current: V;
  fallback: V;
  tabs: ReadonlyArray<{ value: V; label: string }>;
  label: string;
  /** Optional id of the panel the tabs control. */
  panelId?: string;
}

/** Tabs as links over a URL parameter: each state is reachable and shareable without JavaScript. */
export function Tabs<V extends string>({ param = 'tab', current, fallback, tabs, label, panelId }: TabsProps<V>) {
  const [params] = useSearchParams();
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={withParams(params, { [param]: tab.value === fallback ? null : tab.value })}
          aria-current={tab.value === current ? 'page' : undefined}
          aria-controls={panelId}
          preventScrollReset
          replace
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
