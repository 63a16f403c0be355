import { describe, expect, it } from 'vitest';
import { compareProductNames } from '~/lib/text';
import { sortDocuments, sortProducts } from '~/playbook/products';

const sorted = (names: string[]) => [...names].sort(compareProductNames);
const product = (name: string, model = '') => ({ name, model });

describe('compareProductNames (spec 4: first number in the name, then natural order)', () => {
  it('orders by the number, not by the characters', () => {
    expect(sorted(['X10', 'X2'])).toEqual(['X2', 'X10']);
  });

  it('reads the first number wherever it stands in the name', () => {
    expect(sorted(['Drone 200 Pro', 'X10', 'X2', 'TG-8 Pocket'])).toEqual(['X2', 'TG-8 Pocket', 'X10', 'Drone 200 Pro']);
  });

  it('breaks a tie of numbers by natural text order', () => {
    expect(sorted(['Drone 200 Pro', 'Drone 200', 'Camera 200'])).toEqual(['Camera 200', 'Drone 200', 'Drone 200 Pro']);
    expect(sorted(['Kit 2.10', 'Kit 2.9'])).toEqual(['Kit 2.9', 'Kit 2.10']);
  });

  it('puts names without a number after the numbered ones, among themselves in natural order', () => {
    expect(sorted(['Pipe Rover', 'X10', 'anchor', 'X2', 'Borescope'])).toEqual(['X2', 'X10', 'anchor', 'Borescope', 'Pipe Rover']);
  });

  it('reads a number with a separator by its first run of digits', () => {
    expect(sorted(['Probe 2', 'Probe 1,000'])).toEqual(['Probe 1,000', 'Probe 2']);
    expect(sorted(['Kit 3', 'Kit 2.10', 'Kit 2.9'])).toEqual(['Kit 2.9', 'Kit 2.10', 'Kit 3']);
    expect(sorted(['no digits', 'Kit 2.10'])).toEqual(['Kit 2.10', 'no digits']);
  });

  it('compares long numbers exactly and ignores leading zeros', () => {
    expect(sorted(['A 90071992547409930', 'A 90071992547409929'])).toEqual(['A 90071992547409929', 'A 90071992547409930']);
    expect(sorted(['B 010', 'B 9'])).toEqual(['B 9', 'B 010']);
  });

  it('is a consistent order (antisymmetric, equal names compare equal)', () => {
    const names = ['X10', 'X2', 'Drone 200 Pro', 'Pipe Rover', 'UT-450', 'Drone 90 Mini', 'TG-8 Pocket'];
    for (const a of names) {
      expect(compareProductNames(a, a)).toBe(0);
      for (const b of names) expect(Math.sign(compareProductNames(a, b)) + Math.sign(compareProductNames(b, a))).toBe(0);
    }
  });
});

describe('sortProducts', () => {
  const items = [product('X10'), product('Pipe Rover'), product('X2'), product('Drone 200 Pro'), product('', 'CR-X5M')];

  it('sorts ascending by name, a nameless product by its model', () => {
    expect(sortProducts(items, 'asc').map((p) => p.name || p.model)).toEqual(['X2', 'CR-X5M', 'X10', 'Drone 200 Pro', 'Pipe Rover']);
  });

  it('reverses the order for descending', () => {
    expect(sortProducts(items, 'desc').map((p) => p.name || p.model)).toEqual(['Pipe Rover', 'Drone 200 Pro', 'X10', 'CR-X5M', 'X2']);
  });

  it('does not change the list it was given', () => {
    const copy = [...items];
    sortProducts(items, 'desc');
    expect(items).toEqual(copy);
  });
});

describe('sortDocuments', () => {
  it('sorts names in natural order, both ways', () => {
    const docs = [{ name: 'Manual 10' }, { name: 'datasheet' }, { name: 'Manual 2' }];
    expect(sortDocuments(docs, 'asc').map((d) => d.name)).toEqual(['datasheet', 'Manual 2', 'Manual 10']);
    expect(sortDocuments(docs, 'desc').map((d) => d.name)).toEqual(['Manual 10', 'Manual 2', 'datasheet']);
  });
});
