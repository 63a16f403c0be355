import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address counts for in the sign-in budget by address. An IPv4 address is
 * itself (an office behind one NAT shares it); an IPv6 address counts for its /64, the network
 * one site or one customer line is given: every host in it has addresses of its own, 2^64 of
 * them, and a client that changed its address with every guess would otherwise have the budget
 * anew each time.
 *
 * An IPv6 address that carries an IPv4 client's address is that IPv4 address, however it is
 * written: mapped (`::ffff:203.0.113.7`, `::ffff:cb00:7107`), translated (`::ffff:0:…`),
 * compatible (`::203.0.113.7`), or from a NAT64 translator in front of the portal
 * (`64:ff9b::/96`, and the local-use `64:ff9b:1::/48` with the /96 layout translators use).
 * Counted by their /64, all IPv4 clients behind one translator would share one budget.
 */
export function clientNetwork(address: string): string {
  const plain = address.split('%', 1)[0].toLowerCase();
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const groups = groupsOf(plain);
  if (carriesIPv4(groups)) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whether the last 32 bits of an IPv6 address (as eight groups) are an IPv4 client's address. */
function carriesIPv4([a, b, c, d, e, f, g]: readonly number[]): boolean {
  const zeroTo = (groups: number[]) => groups.every((group) => group === 0);
  if (zeroTo([a, b, c, d, e]) && f === 0xffff) return true; // mapped
  if (zeroTo([a, b, c, d, f]) && e === 0xffff) return true; // translated
  if (zeroTo([a, b, c, d, e, f]) && g !== 0) return true; // compatible (not :: or ::1)
  if (a === 0x64 && b === 0xff9b && zeroTo([c, d, e, f])) return true; // NAT64, well-known prefix
  return a === 0x64 && b === 0xff9b && c === 1 && zeroTo([d, e, f]); // NAT64, local use
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail as two groups). */
function groupsOf(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (text: string | undefined) => (text ? text.split(':').flatMap(withIPv4Tail) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function withIPv4Tail(group: string): number[] {
  if (!group.includes('.')) return [Number.parseInt(group, 16)];
  const [a, b, c, d] = group.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
