import { describe, expect, it } from 'vitest';
import { clientNetwork } from '~/auth/client-network.server';

describe('the network a client address counts for', () => {
  it('an IPv4 address is itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('every address of one IPv6 /64 counts as one, however written', () => {
    const network = clientNetwork('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2:a:b:c:d%eth0', '2001:db8:1:2:0:0:192.0.2.1']) {
      expect(clientNetwork(address), address).toBe(network);
    }
  });

  it('other /64 networks count apart', () => {
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('anything else is kept as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('')).toBe('');
  });
});
