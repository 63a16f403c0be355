import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, returnTarget, safeReturnPath } from '~/lib/safe-redirect';

describe('safeReturnPath', () => {
  it.each([
    ['/partner/leads', '/partner/leads'],
    ['/partner/leads?sort=status&dir=desc', '/partner/leads?sort=status&dir=desc'],
    ['/partner/playbook/3/31', '/partner/playbook/3/31'],
  ])('keeps %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'HTTPS://evil.example/partner/leads',
    '/partner/../x',
    '/partner/%2e%2e/x',
    '/partner/%2E%2E/%2E%2E/x',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/x',
    '/PARTNER/leads',
    '/partnerx/leads',
    '/partner/signin',
    '',
    ' ',
  ])('sends %j to the dashboard', (input) => {
    expect(safeReturnPath(input)).toBe('/partner/dashboard');
  });

  it('rejects values that are not strings', () => {
    expect(safeReturnPath(undefined)).toBe('/partner/dashboard');
    expect(safeReturnPath(['/partner/leads'])).toBe('/partner/dashboard');
  });

  it('rejects a path longer than any portal address, before reading it', () => {
    const query = `?q=${'a'.repeat(MAX_RETURN_PATH_LENGTH - '/partner/leads?q='.length)}`;
    expect(safeReturnPath(`/partner/leads${query}`)).toBe(`/partner/leads${query}`);
    expect(safeReturnPath(`/partner/leads${query}a`)).toBe('/partner/dashboard');
    expect(returnTarget(`/leads${query}${'%2e'.repeat(20_000)}`)).toBe('/partner/dashboard');
  });
});

describe('returnTarget', () => {
  it('adds the prefix the spec strips when it saves a path', () => {
    expect(returnTarget('/leads?sort=status')).toBe('/partner/leads?sort=status');
    expect(returnTarget('/partner/leads')).toBe('/partner/leads');
  });
  it('falls back to the dashboard', () => {
    expect(returnTarget(null)).toBe('/partner/dashboard');
    expect(returnTarget('//evil.example')).toBe('/partner/dashboard');
    expect(returnTarget('https://evil.example')).toBe('/partner/dashboard');
    expect(returnTarget('/../../etc')).toBe('/partner/dashboard');
  });
});
