/** A page title from the active language's playbook dictionary (the root loader sends it). */
export function playbookText(matches: ReadonlyArray<{ id: string; data?: unknown }>, key: string): string {
  const root = matches.find((match) => match.id === 'root')?.data as { dictionary?: { playbook?: Record<string, unknown> } } | undefined;
  const value = root?.dictionary?.playbook?.[key];
  return typeof value === 'string' ? value : key;
}

/** 'Drone 200 Pro | My Products' */
export function pageTitle(matches: ReadonlyArray<{ id: string; data?: unknown }>, name?: string | null): string {
  const area = playbookText(matches, 'title');
  return name ? `${name} | ${area}` : area;
}
