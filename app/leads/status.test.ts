import { describe, expect, it } from 'vitest';
import { sameStatus, shownStatus, statusColour } from '~/leads/status';

describe('statusColour (spec 4)', () => {
  it.each([
    ['New', 'blue'],
    ['Qualified', 'green'],
    ['Closed', 'red'],
  ] as const)('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusColour(' new ')).toBe('blue');
    expect(statusColour('QUALIFIED')).toBe('green');
    expect(statusColour('closed')).toBe('red');
  });

  it('is yellow for anything else, including nothing', () => {
    for (const status of ['Contacted', 'Proposal', 'Closed Won', 'Newer', '', null, undefined]) {
      expect(statusColour(status)).toBe('yellow');
    }
  });
});

describe('sameStatus', () => {
  it('compares without case or surrounding spaces', () => {
    expect(sameStatus('New', ' new')).toBe(true);
    expect(sameStatus('New', 'Newer')).toBe(false);
    expect(sameStatus(null, '')).toBe(true);
  });
});

describe('shownStatus', () => {
  const name = (status: string) => `<${status}>`;

  it('names a named status, whatever its case and surrounding spaces', () => {
    expect(shownStatus('Qualified', name)).toBe('<qualified>');
    expect(shownStatus(' NEW ', name)).toBe('<new>');
    expect(shownStatus('proposal', name)).toBe('<proposal>');
  });

  it('shows another status as sent, trimmed, and none as nothing', () => {
    expect(shownStatus(' Closed Won ', name)).toBe('Closed Won');
    expect(shownStatus('', name)).toBe('');
    expect(shownStatus(null, name)).toBe('');
  });
});
