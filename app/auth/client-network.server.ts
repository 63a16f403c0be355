import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address counts for in the sign-in budget by address. An IPv4 address is
 * itself (an office behind one NAT shares it); an IPv6 address counts for its /64, the network
 * one site or one customer line is given: every host in it has addresses of its own, 2^64 of
 * them, and a client that changed its address with every guess would otherwise have the budget
 * anew each time. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const plain = address.split('%', 1)[0].toLowerCase();
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  return `${groupsOf(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (an embedded IPv4 tail as two groups). */
function groupsOf(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (text: string | undefined) => (text ? text.split(':').flatMap(withIPv4Tail) : []);
  const front = part(head);
  const back = part(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

function withIPv4Tail(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
