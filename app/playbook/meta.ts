import { metaText } from '~/i18n/meta';

/** 'Drone 200 Pro | My Products' */
export function pageTitle(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, name?: string | null): string {
  const area = metaText(matches, 'playbook', 'title', 'My Products');
  return name ? `${name} | ${area}` : area;
}
