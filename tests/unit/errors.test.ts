import { describe, expect, it } from 'vitest';
import en from '~/locales/common/en.json';
import { errorForStatus } from '~/upstream/call-policy.server';
import { errorMessageKey } from '~/upstream/errors';

function english(key: string, values: Record<string, string | number>): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

describe('error catalogue texts', () => {
  it.each([
    [404, '404 Resource not found'],
    [500, 'Server error'],
    [502, 'Server error'],
    [409, 'Unexpected status code: 409'],
  ])('status %i reads %j', (status, text) => {
    const { key, values } = errorMessageKey(errorForStatus(status).toJSON());
    expect(english(key, values)).toBe(text);
  });

  it('no token', () => {
    const { key, values } = errorMessageKey({ code: 'noToken' });
    expect(english(key, values)).toBe('Token not found. Please log in.');
  });
});
