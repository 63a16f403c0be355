/** A page title from the active language's `profile` dictionary (the root loader sends it). */
export function profileTitle(matches: ReadonlyArray<{ id: string; data: unknown }>, key: string, fallback: string): string {
  const root = matches.find((match) => match.id === 'root')?.data as { dictionary?: Record<string, unknown> } | undefined;
  let node: unknown = root?.dictionary?.profile;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node !== '' ? node : fallback;
}
