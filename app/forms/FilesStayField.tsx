import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A hidden field that tells the action the page runs its scripts: such a page sends its form
 * without being drawn again, so the files chosen in it stay in their inputs. The server's page
 * (and a browser without JavaScript) never has it.
 */
export function FilesStayField({ name }: { name: string }) {
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return running ? <input type="hidden" name={name} value="1" /> : null;
}
