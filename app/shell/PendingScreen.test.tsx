import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PendingScreen } from '~/shell/PendingScreen';

/** What the pending screen shows below its title: the shape and number of its placeholders, or its status text. */
function skeletonOf(path: string): string {
  const html = renderToStaticMarkup(<PendingScreen path={path} />);
  expect(html).toContain('skeleton--title');
  const cards = [...html.matchAll(/skeleton-card--(\w+)/g)].map((match) => match[1]);
  if (cards.length > 0) return `${cards.length} ${cards[0]}`;
  if (html.includes('loadingTickets')) return 'tickets';
  return `${html.match(/class="skeleton skeleton--line"/g)?.length ?? 0} lines`;
}

describe('the pending screen shows the skeleton of the screen that loads', () => {
  it.each([
    ['/dashboard', '8 portfolio'],
    ['/playbook', '8 portfolio'],
    ['/playbook/3', '8 lines'],
    ['/playbook/3/31', '8 lines'],
    ['/pricelist', '8 lines'],
    ['/leads', '8 lines'],
    ['/assets', '12 card'],
    ['/assets/sales-flyers', '12 card'],
    ['/newsannouncements', '12 news'],
    ['/support', 'tickets'],
    ['/profile', '8 lines'],
    ['/searchresults', '12 card'],
    ['/no-such-screen', '8 lines'],
  ])('%s: %s', (path, skeleton) => {
    expect(skeletonOf(path)).toBe(skeleton);
  });
});
