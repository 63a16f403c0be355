import { describe, expect, it } from 'vitest';
import en from '~/locales/common/en.json';
import { errorForStatus } from '~/upstream/call-policy.server';
import { errorMessageKey, errorText } from '~/upstream/errors';

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

describe('the text of a failed call', () => {
  it("is the provider's own message when it sent one", () => {
    expect(errorText({ code: 'server', status: 500, serverMessage: 'Maintenance until 14:00' }, english)).toBe('Maintenance until 14:00');
  });

  it("is the catalogue's, with its values, when the provider sent none or an empty one", () => {
    expect(errorText({ code: 'notFound', status: 404 }, english)).toBe('404 Resource not found');
    expect(errorText({ code: 'unexpected', status: 418, serverMessage: '' }, english)).toBe('Unexpected status code: 418');
  });
});
