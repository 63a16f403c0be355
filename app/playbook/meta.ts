import { metaText, type MetaSource } from '~/i18n/meta';

/** 'Drone 200 Pro | My Products' */
export function pageTitle(source: MetaSource, name?: string | null): string {
  const area = metaText(source, 'playbook', 'title', 'My Products');
  return name ? `${name} | ${area}` : area;
}
