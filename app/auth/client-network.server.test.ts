import { describe, expect, it } from 'vitest';
import { clientNetwork } from '~/auth/client-network.server';

describe('the network a client address counts for', () => {
  it('an IPv4 address is itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv4 client written as IPv6 in any form, or through a NAT64 translator, is its IPv4 address', () => {
    for (const address of [
      '0:0:0:0:0:ffff:203.0.113.7',
      '::ffff:cb00:7107',
      '0000:0000:0000:0000:0000:FFFF:CB00:7107',
      '::ffff:0:203.0.113.7',
      '::203.0.113.7',
      '64:ff9b::203.0.113.7',
      '64:ff9b::cb00:7107',
      '64:ff9b:1::203.0.113.7',
    ]) {
      expect(clientNetwork(address), address).toBe('203.0.113.7');
    }
    // Two IPv4 clients behind one translator count apart.
    expect(clientNetwork('64:ff9b::198.51.100.9')).toBe('198.51.100.9');
    // Other addresses of the local-use prefix and of other networks are no IPv4 client.
    expect(clientNetwork('64:ff9b:1:2::cb00:7107')).toBe('64:ff9b:1:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::')).toBe('0:0:0:0::/64');
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
